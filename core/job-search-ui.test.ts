import { describe, expect, it } from 'vitest';
import {
  defaultSuggestions,
  relatedSuggestions,
  resultHeading,
  understoodFilters,
  resultSubtitle,
  searchPageMeta,
} from './job-search-ui.ts';
import { formatPostedAge, formatResultCount, previewDescription } from './jobs.ts';

describe('suggestion chips (SPEC section 5)', () => {
  it('shows popular searches when there are no recent ones', () => {
    expect(defaultSuggestions([])).toEqual({
      label: 'Popular searches:',
      chips: [
        'Software Engineer',
        'Data Scientist',
        'Product Manager',
        'Business Analyst',
        'DevOps Engineer',
        'Machine Learning',
      ],
    });
  });
  it('puts distinct recent searches first, at most 5, and 6 chips in all', () => {
    const result = defaultSuggestions(['react dev', 'React Dev', 'golang', 'a b', 'c d', 'e f', 'g h']);
    expect(result.label).toBe('Recent & popular searches:');
    expect(result.chips).toEqual(['react dev', 'golang', 'a b', 'c d', 'e f', 'Software Engineer']);
  });
  it('relates searches by keyword rules, at most 5, never the term itself', () => {
    expect(relatedSuggestions('react')).toHaveLength(5);
    expect(relatedSuggestions('data analyst')).toContain('Data Engineer');
    expect(relatedSuggestions('Data Analyst')).not.toContain('Data Analyst');
    expect(relatedSuggestions('ux design')).toContain('UX Designer');
  });
});

describe('result header and subtitle', () => {
  it('counts as-is below 100, else floored to hundreds with +', () => {
    expect(formatResultCount(99)).toBe('99');
    expect(formatResultCount(100)).toBe('100+');
    expect(formatResultCount(1999)).toBe('1,900+');
    expect(resultHeading({}, 5000)).toBe('Recommended Jobs');
    expect(resultHeading({ search: 'data' }, 250)).toBe('200+ Jobs Found');
  });
  it('picks the subtitle by state', () => {
    expect(resultSubtitle({ search: 'data' }, 101, false)).toBe(
      'Great! Many companies are hiring for "data"',
    );
    expect(resultSubtitle({ search: 'data' }, 21, false)).toBe('Good opportunities found');
    expect(resultSubtitle({ search: 'data' }, 1, false)).toBe('Some opportunities found');
    expect(resultSubtitle({ search: 'data' }, 0, false)).toBe('No matches ... try related terms');
    expect(resultSubtitle({ state: 'CA' }, 10, false)).toBe('Results filtered by your preferences');
    expect(resultSubtitle({}, 10, false)).toBe('Personalized opportunities based on your activity');
  });
  it('builds page metadata from the search', () => {
    expect(
      searchPageMeta({ search: 'Data Scientist', city: 'Austin', state: 'TX', workArrangement: 'remote' })
        .title,
    ).toBe('Remote Only Data Scientist Jobs in Austin, Texas');
  });
});

describe('display formats (SPEC section 5)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('formats posted age', () => {
    expect(formatPostedAge('2026-11-22T11:30:00Z', now)).toBe('Just posted');
    expect(formatPostedAge('2026-11-22T07:00:00Z', now)).toBe('5h ago');
    expect(formatPostedAge('2026-11-21T10:00:00Z', now)).toBe('1 day ago');
    expect(formatPostedAge('2026-11-18T10:00:00Z', now)).toBe('4 days ago');
  });
  it('cuts previews at 150 characters with ...', () => {
    expect(previewDescription('x'.repeat(150))).toEqual({ text: 'x'.repeat(150), truncated: false });
    expect(previewDescription('x'.repeat(151))).toEqual({ text: `${'x'.repeat(150)}...`, truncated: true });
  });
});

describe('understoodFilters', () => {
  it('lists the location and intent words read from the search', () => {
    expect(understoodFilters({ search: 'entry level nurse houston' })).toEqual([
      'In Houston',
      'Entry level (0-1 years)',
    ]);
    expect(understoodFilters({ search: 'data engineer austin tx remote' })).toEqual([
      'In Austin, TX',
      'Remote Only',
    ]);
    expect(understoodFilters({ search: 'nurse texas h1b' })).toEqual([
      'In Texas',
      'Jobs that say they sponsor',
    ]);
    expect(understoodFilters({ search: 'software engineer intern' })).toEqual(['Internships']);
    expect(understoodFilters({ search: 'part-time pharmacist' })).toEqual(['Part-time']);
    expect(understoodFilters({ search: 'java contractor remote' })).toEqual(['Contract', 'Remote Only']);
    expect(understoodFilters({ search: 'software engineer bay area' })).toEqual([
      'In the San Francisco Bay Area',
    ]);
    expect(understoodFilters({ search: 'nurse in dfw' })).toEqual(['In Dallas-Fort Worth']);
    expect(understoodFilters({ search: 'data analyst opt' })).toEqual(['Jobs that say they sponsor']);
    expect(understoodFilters({ search: 'remote or hybrid java' })).toEqual(['Remote or hybrid']);
    expect(understoodFilters({ search: 'java -remote' })).toEqual(['Hybrid or on-site']);
    expect(understoodFilters({ search: 'remote/hybrid java', workArrangement: 'onsite' })).toEqual([]);
    expect(understoodFilters({ search: 'software engineer NOT senior -intern' })).toEqual([
      'No “senior” in the title',
      'No “intern” in the title',
    ]);
  });
  it('lists nothing for plain searches, and leaves out what a page filter already sets', () => {
    expect(understoodFilters({ search: 'data engineer' })).toEqual([]);
    expect(understoodFilters({})).toEqual([]);
    expect(understoodFilters({ search: 'nurse houston', city: 'Austin' })).toEqual([]);
    expect(understoodFilters({ search: 'nurse bay area', state: 'TX' })).toEqual([]);
    expect(understoodFilters({ search: 'java remote', workArrangement: 'hybrid' })).toEqual([]);
    expect(understoodFilters({ search: 'part time nurse', employmentType: 'FULL_TIME' })).toEqual([]);
  });
});
