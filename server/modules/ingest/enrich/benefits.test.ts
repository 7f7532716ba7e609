import { describe, expect, it } from 'vitest';
import { extractBenefits } from './benefits.ts';

describe('extractBenefits', () => {
  it.each([
    {
      text: 'Benefits: medical, dental and vision insurance; 401(k) with 4% company match; unlimited PTO.',
      expected: [
        'Health insurance',
        'Dental insurance',
        'Vision insurance',
        '401(k) matching',
        'Paid time off',
      ],
    },
    {
      text: 'Competitive salary plus equity (stock options), annual bonus, and 16 weeks of paid parental leave.',
      expected: ['Equity', 'Bonus', 'Parental leave'],
    },
    {
      text: '$1,000 home office stipend, $2,000 annual learning budget and a monthly wellness stipend.',
      expected: ['Remote work stipend', 'Learning budget', 'Wellness stipend'],
    },
    {
      text: 'Relocation assistance and immigration support are available. Commuter benefits and flexible hours.',
      expected: ['Flexible hours', 'Commuter benefits', 'Relocation assistance', 'Visa sponsorship'],
    },
    { text: 'We offer a 401k retirement plan and life insurance.', expected: ['Life insurance', '401(k)'] },
    { text: 'Tuition reimbursement up to $5,250 per year.', expected: ['Tuition reimbursement'] },
    {
      text: 'We are committed to diversity, equity, and inclusion. Experience with Rust is a bonus.',
      expected: [],
    },
    { text: 'Analyze private equity deals and health equity outcomes.', expected: [] },
    { text: 'Assist the dentist with dental procedures in our clinic.', expected: [] },
    { text: 'No relocation assistance is provided.', expected: [] },
    { text: 'Work on our product vision with design.', expected: [] },
    { text: '', expected: [] },
  ])('$text', ({ text, expected }) => {
    expect(extractBenefits(text)).toEqual(expected);
  });
});
