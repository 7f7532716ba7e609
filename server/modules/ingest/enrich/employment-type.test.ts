import { describe, expect, it } from 'vitest';
import { detectEmploymentType, type EmploymentTypeInput } from './employment-type.ts';

describe('detectEmploymentType', () => {
  it.each<{ input: EmploymentTypeInput; expected: ReturnType<typeof detectEmploymentType> }>([
    // structured
    { input: { employmentType: 'Full-time' }, expected: 'FULL_TIME' },
    { input: { employmentType: 'FullTime' }, expected: 'FULL_TIME' },
    { input: { employmentType: 'full_time' }, expected: 'FULL_TIME' },
    { input: { employmentType: 'Part-time' }, expected: 'PART_TIME' },
    { input: { employmentType: 'Contract' }, expected: 'CONTRACTOR' },
    { input: { employmentType: 'Contractor' }, expected: 'CONTRACTOR' },
    { input: { employmentType: 'Freelance' }, expected: 'CONTRACTOR' },
    { input: { employmentType: 'Internship' }, expected: 'INTERN' },
    { input: { employmentType: 'Co-op' }, expected: 'INTERN' },
    { input: { employmentType: 'Temporary' }, expected: 'TEMPORARY' },
    { input: { employmentType: 'Seasonal' }, expected: 'TEMPORARY' },
    { input: { employmentType: 'Full-time', title: 'Software Engineering Intern' }, expected: 'INTERN' },
    { input: { employmentType: 'Contract', title: 'Senior Engineer (Full-time)' }, expected: 'CONTRACTOR' },
    { input: { employmentType: 'Other', title: 'Data Analyst (Contract)' }, expected: 'CONTRACTOR' },
    // title
    { input: { title: 'Software Engineer Intern, Summer 2025' }, expected: 'INTERN' },
    { input: { title: 'Data Science Co-op' }, expected: 'INTERN' },
    { input: { title: 'Frontend Engineer (Contract-to-hire)' }, expected: 'CONTRACTOR' },
    { input: { title: 'QA Analyst - Contract' }, expected: 'CONTRACTOR' },
    { input: { title: 'Barista, Part-Time' }, expected: 'PART_TIME' },
    { input: { title: 'Temporary Warehouse Associate' }, expected: 'TEMPORARY' },
    { input: { title: 'Internal Tools Engineer' }, expected: 'FULL_TIME' },
    { input: { title: 'International Tax Manager' }, expected: 'FULL_TIME' },
    { input: { title: 'Contract Manager' }, expected: 'FULL_TIME' },
    { input: { title: 'Contracts Administrator' }, expected: 'FULL_TIME' },
    // text
    {
      input: { title: 'Data Engineer', text: 'This is a 6-month contract with possible extension.' },
      expected: 'CONTRACTOR',
    },
    { input: { title: 'Data Engineer', text: 'Contract-to-hire, W2 only.' }, expected: 'CONTRACTOR' },
    {
      input: { title: 'Tutor', text: 'This is a part-time position, about 20 hours per week.' },
      expected: 'PART_TIME',
    },
    { input: { title: 'Research Assistant', text: 'This is a paid summer internship.' }, expected: 'INTERN' },
    {
      input: { title: 'Engineer', text: 'This is not a contract role; it is a permanent position.' },
      expected: 'FULL_TIME',
    },
    {
      input: { title: 'Engineer', text: 'Part-time employees are eligible for our 401(k).' },
      expected: 'FULL_TIME',
    },
    { input: { title: 'Engineer', text: 'You will review vendor contracts.' }, expected: 'FULL_TIME' },
    { input: {}, expected: 'FULL_TIME' },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(detectEmploymentType(input)).toBe(expected);
  });
});
