import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  jobMetaDescription,
  formatExperienceYears,
  formatLongDate,
  isJobExpired,
  safeExternalUrl,
  splitParagraphs,
  validThrough,
  workArrangementBadge,
} from './job-facts.ts';

describe('job facts', () => {
  it('splits a description into paragraphs on blank lines', () => {
    expect(splitParagraphs('First line\ncontinues.\n\n  \n\nSecond.\n\n')).toEqual([
      'First line continues.',
      'Second.',
    ]);
    expect(splitParagraphs('')).toEqual([]);
  });

  it('valid through: the expiry, else 60 days after posting, else unknown once that has passed', () => {
    const now = new Date('2026-11-22T00:00:00.000Z');
    expect(
      validThrough({ expires_at: '2026-12-01T00:00:00.000Z', posted_at: '2026-11-01T00:00:00.000Z' }, now),
    ).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    expect(validThrough({ expires_at: null, posted_at: '2026-11-01T00:00:00.000Z' }, now)).toEqual(
      new Date('2026-12-31T00:00:00.000Z'),
    );
    expect(validThrough({ expires_at: null, posted_at: '2026-08-01T00:00:00.000Z' }, now)).toBeNull();
  });

  it('a job is expired only once its expiry has passed', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isJobExpired({ expires_at: null }, now)).toBe(false);
    expect(isJobExpired({ expires_at: '2026-11-23T00:00:00Z' }, now)).toBe(false);
    expect(isJobExpired({ expires_at: '2026-11-21T00:00:00Z' }, now)).toBe(true);
  });

  it('formats dates in UTC so server and browser agree', () => {
    expect(formatLongDate('2026-11-22T23:30:00Z')).toBe('November 22, 2026');
  });

  it('shows both remote variants as Remote on the detail badge', () => {
    expect(workArrangementBadge('Remote Solely')).toBe('Remote');
    expect(workArrangementBadge('Remote OK')).toBe('Remote');
    expect(workArrangementBadge('Hybrid')).toBe('Hybrid');
    expect(workArrangementBadge('On-site')).toBe('On-site');
  });

  it('formats the experience level in years', () => {
    expect(formatExperienceYears('2-5')).toBe('2-5 years');
    expect(formatExperienceYears(null)).toBeNull();
  });

  it('only lets http(s) URLs through as links', () => {
    expect(safeExternalUrl('https://example.com/jobs/1')).toBe('https://example.com/jobs/1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('makes local logo paths absolute', () => {
    expect(absoluteUrl('/logos/acme.svg', 'https://jobs.example')).toBe(
      'https://jobs.example/logos/acme.svg',
    );
    expect(absoluteUrl('https://cdn.example/acme.png', 'https://jobs.example')).toBe(
      'https://cdn.example/acme.png',
    );
  });
});

describe('jobMetaDescription', () => {
  const job = { title: 'QA Engineer', organization: 'Acme', location: 'Austin, TX' };

  it('cuts the description, whitespace collapsed, at the given length', () => {
    const description = jobMetaDescription(
      { ...job, description_text: `Line one.\n\n${'word '.repeat(60)}` },
      150,
    );
    expect(description.length).toBeLessThanOrEqual(150);
    expect(description.startsWith('Line one. word word')).toBe(true);
  });

  it('falls back to a summary when there is no description', () => {
    expect(jobMetaDescription({ ...job, description_text: '' }, 150)).toBe(
      'QA Engineer at Acme in Austin, TX. A job at a company that sponsors H1B visas.',
    );
  });
});
