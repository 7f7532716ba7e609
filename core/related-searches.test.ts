import { describe, expect, it } from 'vitest';
import { DEFAULT_SUGGESTIONS, relatedSuggestions } from './job-search-ui.ts';
import { dominantIndustries, rankRelatedTitles, relatedSearches, titleAsSearch } from './related-searches.ts';

/** Titles a search's results might carry, per field (as the demo data and real boards write them). */
const RESULTS: Record<string, string[]> = {
  nurse: [
    'Registered Nurse',
    'Senior Registered Nurse',
    'Registered Nurse II',
    'Nurse Practitioner',
    'ICU Nurse',
    'Licensed Practical Nurse',
    'Clinical Research Coordinator',
    'Nurse',
  ],
  accountant: [
    'Staff Accountant',
    'Senior Accountant',
    'Tax Accountant',
    'Accountant',
    'Financial Analyst',
    'Auditor',
    'Accounts Payable Specialist',
  ],
  'java remote': [
    'Java Developer',
    'Senior Java Developer (Remote)',
    'Java Engineer - Payments',
    'Backend Engineer',
    'Software Engineer',
  ],
  phd: ['Research Scientist', 'Research Scientist', 'Machine Learning Engineer', 'Postdoctoral Fellow'],
  teacher: ['High School Teacher', 'Math Teacher', 'Special Education Teacher', 'Instructional Coordinator'],
  pharmacist: ['Clinical Pharmacist', 'Pharmacist', 'Pharmacy Technician', 'Lead Pharmacist'],
  'civil engineering': ['Civil Engineer', 'Structural Engineer', 'Project Engineer'],
  'mechanical engineer': ['Mechanical Engineer', 'Senior Mechanical Engineer', 'Manufacturing Engineer'],
  'graphic designer': ['Graphic Designer', 'Visual Designer', 'Brand Designer'],
  'financial analyst': ['Financial Analyst', 'Senior Financial Analyst', 'FP&A Analyst', 'Accountant'],
};

describe('titleAsSearch', () => {
  it.each([
    ['Senior Java Developer II (Remote) - Payments', 'Java Developer'],
    ['Sr. Data Engineer, Platform', 'Data Engineer'],
    ['Lead Pharmacist', 'Pharmacist'],
    ['Registered Nurse II', 'Registered Nurse'],
    ['Staff Accountant', 'Accountant'],
    ['Principal', 'Principal'],
  ])('%s -> %s', (title, expected) => {
    expect(titleAsSearch(title)).toBe(expected);
  });
});

describe('related searches', () => {
  // Searches no SPEC keyword rule covers, across fields: healthcare, finance, engineering, education, design.
  const uncovered = Object.entries(RESULTS).filter(([term]) => relatedSuggestions(term).length === 0);
  it('covers many fields without a keyword rule', () => {
    expect(uncovered.map(([term]) => term)).toEqual(
      expect.arrayContaining(['nurse', 'accountant', 'java remote', 'phd', 'teacher', 'pharmacist']),
    );
  });

  it.each(uncovered)('for %j they come from its results, not the popular defaults', (term, titles) => {
    const chips = relatedSearches(term, titles);
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.length).toBeLessThanOrEqual(5);
    expect(chips).not.toEqual(DEFAULT_SUGGESTIONS.slice(0, chips.length));
    const families = new Set(titles.map(titleAsSearch));
    for (const chip of chips) expect(families).toContain(chip);
    // Never the search itself, never twice the same role.
    expect(chips.map((chip) => chip.toLowerCase())).not.toContain(term.toLowerCase());
    expect(new Set(chips.map((chip) => chip.toLowerCase())).size).toBe(chips.length);
  });

  it('puts titles sharing a searched word first, then the field by frequency', () => {
    expect(relatedSearches('nurse', RESULTS.nurse!)).toEqual([
      'Registered Nurse',
      'ICU Nurse',
      'Licensed Practical Nurse',
      'Nurse Practitioner',
      'Clinical Research Coordinator',
    ]);
    expect(relatedSearches('accountant', RESULTS.accountant!).slice(0, 1)).toEqual(['Tax Accountant']);
    expect(relatedSearches('accountant', RESULTS.accountant!)).toContain('Financial Analyst');
    expect(relatedSearches('java remote', RESULTS['java remote']!).slice(0, 2)).toEqual([
      'Java Developer',
      'Java Engineer',
    ]);
    expect(relatedSearches('phd', RESULTS.phd!)[0]).toBe('Research Scientist');
  });

  it("keeps SPEC's keyword rules when one applies", () => {
    expect(relatedSearches('react', ['Nurse'])).toEqual([
      'Frontend Engineer',
      'React Developer',
      'JavaScript Developer',
      'Full Stack Developer',
      'UI Engineer',
    ]);
    expect(relatedSearches('data', [])).toContain('Data Analyst');
    expect(relatedSearches('ux design', [])).toContain('Product Designer');
    expect(relatedSearches('business', [])).toContain('Business Analyst');
    expect(relatedSearches('python', [])).toContain('Python Developer');
    expect(relatedSearches('mechanical engineer', RESULTS['mechanical engineer']!)).toContain(
      'Cloud Engineer',
    );
    expect(relatedSearches('graphic designer', RESULTS['graphic designer']!)).toContain('UX Designer');
  });

  it('fills up with other roles of the same field when the results hold one role', () => {
    const results = ['Accountant', 'Senior Accountant', 'Accountant Intern', 'Lead Accountant'];
    const field = ['Financial Analyst', 'Auditor', 'Financial Analyst', 'Accountant', 'Controller'];
    expect(relatedSearches('accountant', results, field)).toEqual([
      'Financial Analyst',
      'Auditor',
      'Controller',
    ]);
    // Results come before the field, whatever the counts.
    expect(relatedSearches('nurse', ['ICU Nurse'], ['Medical Assistant', 'Medical Assistant'])).toEqual([
      'ICU Nurse',
      'Medical Assistant',
    ]);
  });

  it('finds the dominant industries of the results', () => {
    expect(
      dominantIndustries(['Hospitals', 'Hospitals', null, 'Accounting', 'Hospitals', 'Accounting', 'E']),
    ).toEqual(['Hospitals', 'Accounting']);
    expect(dominantIndustries([null])).toEqual([]);
  });

  it('suggests nothing rather than unrelated roles when the data has nothing', () => {
    expect(relatedSearches('xyzzy', [])).toEqual([]);
    expect(rankRelatedTitles('nurse', ['Nurse', 'nurse', 'Senior Nurse'])).toEqual([]);
  });
});
