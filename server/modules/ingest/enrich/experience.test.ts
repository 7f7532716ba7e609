import { describe, expect, it } from 'vitest';
import { EXPERIENCE_CASES } from './experience.cases.ts';
import { detectExperienceLevel, findRequiredYears, type ExperienceInput } from './experience.ts';

describe('findRequiredYears', () => {
  it.each(EXPERIENCE_CASES)('$text -> $expected', ({ text, expected }) => {
    expect(findRequiredYears(text)).toBe(expected);
  });

  it('reads years next to a skill inside a whole posting, not the benefits or company history', () => {
    const posting = [
      'Acme was founded 20 years ago and ships to 40 countries.',
      'What you need: 4+ years with Kubernetes, 2+ years training models and 3+ years React.',
      'Benefits: 401(k) match after 1 year, 5 years of free upgrades for family, stock vesting over 4 years.',
    ].join('\n\n');
    expect(findRequiredYears(posting)).toBe(4);
    expect(detectExperienceLevel({ title: 'Machine Learning Engineer', text: posting })).toBe('2-5');
  });
});

describe('detectExperienceLevel', () => {
  it.each<{ input: ExperienceInput; expected: ReturnType<typeof detectExperienceLevel> }>([
    { input: { text: '5+ years of experience building web applications.' }, expected: '5-10' },
    { input: { text: '3-5 years of professional experience.' }, expected: '2-5' },
    { input: { text: 'At least 2 years of experience with Python.' }, expected: '2-5' },
    { input: { text: 'Minimum of 7 years in software engineering.' }, expected: '5-10' },
    { input: { text: '10+ years of industry experience.' }, expected: '10+' },
    { input: { text: '0-1 years of experience; new grads welcome.' }, expected: '0-2' },
    { input: { text: '1+ year of experience in data analysis.' }, expected: '0-2' },
    { input: { text: 'Five or more years of relevant experience.' }, expected: '5-10' },
    { input: { text: '4+ years with Kubernetes' }, expected: '2-5' },
    { input: { text: '2+ years training models' }, expected: '2-5' },
    { input: { text: '3+ years React' }, expected: '2-5' },
    { input: { text: 'Minimum of ten years leading clinical teams.' }, expected: '10+' },
    { input: { text: 'You have 8–12 yrs experience leading teams.' }, expected: '5-10' },
    { input: { text: "4+ years' experience as a backend engineer." }, expected: '2-5' },
    { input: { text: '6+ years of experience. 2+ years with Kubernetes.' }, expected: '5-10' },
    { input: { text: 'We are looking for new grads who love to learn.' }, expected: '0-2' },
    { input: { text: 'This is an entry-level role.' }, expected: '0-2' },
    { input: { text: 'Founded 25 years ago, we have been growing for 10 years in a row.' }, expected: null },
    { input: { text: 'Our company has 15 years of history.' }, expected: null },
    { input: { text: 'A 3-year contract with a 2 years warranty.' }, expected: null },
    { input: { title: 'Senior Software Engineer' }, expected: '5-10' },
    { input: { title: 'Staff Machine Learning Engineer' }, expected: '5-10' },
    { input: { title: 'Principal Engineer' }, expected: '10+' },
    { input: { title: 'Junior Data Analyst' }, expected: '0-2' },
    { input: { title: 'Software Engineer, New Grad' }, expected: '0-2' },
    { input: { title: 'Software Engineering Intern' }, expected: '0-2' },
    { input: { title: 'Senior Accountant' }, expected: null },
    { input: { title: 'Staff Nurse' }, expected: null },
    { input: { title: 'Software Engineer' }, expected: null },
    {
      input: { title: 'Senior Software Engineer', text: '3+ years of experience with Go.' },
      expected: '2-5',
    },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(detectExperienceLevel(input)).toBe(expected);
  });
});
