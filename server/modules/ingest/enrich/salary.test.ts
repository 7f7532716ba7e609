import { describe, expect, it } from 'vitest';
import { parseCompensation, parseSalary } from './salary.ts';
import { SALARY_CASES } from './salary.cases.ts';

describe('parseSalary: pay-transparency table', () => {
  it('has at least 40 cases, including amounts that are not pay', () => {
    expect(SALARY_CASES.length).toBeGreaterThanOrEqual(40);
    expect(SALARY_CASES.filter((testCase) => testCase.expected === null).length).toBeGreaterThanOrEqual(10);
  });

  it.each(SALARY_CASES)('$text', ({ text, expected }) => {
    expect(parseSalary(text)).toEqual(expected);
  });
});

describe('parseSalary in a whole description', () => {
  it('skips funding and perks and reads the pay range further down', () => {
    const text = [
      'Acme raised a $25M Series B in 2024 and serves 3,000 customers.',
      'Perks: $1,500 learning stipend, 401(k) match up to 4%.',
      'The base salary range for this role is $140,000 to $175,000, plus equity.',
    ].join('\n\n');
    expect(parseSalary(text)).toEqual({ min: 140_000, max: 175_000, currency: 'USD', period: 'YEAR' });
  });
});

describe('parseCompensation', () => {
  it.each([
    {
      name: 'yearly structured range',
      compensation: { min: 120_000, max: 150_000, currency: 'usd', interval: 'year' },
      expected: { min: 120_000, max: 150_000, currency: 'USD', period: 'YEAR' },
    },
    {
      name: 'hourly structured range (Lever per-hour-wage)',
      compensation: { min: 50, max: 65, currency: 'USD', interval: 'per-hour-wage' },
      expected: { min: 104_000, max: 135_200, currency: 'USD', period: 'HOUR' },
    },
    {
      name: 'monthly with only a minimum',
      compensation: { min: 6000, currency: 'EUR', interval: 'monthly' },
      expected: { min: 72_000, max: 72_000, currency: 'EUR', period: 'MONTH' },
    },
    {
      name: 'no interval, yearly by size',
      compensation: { min: 90_000, max: 110_000 },
      expected: { min: 90_000, max: 110_000, currency: 'USD', period: 'YEAR' },
    },
    {
      name: 'summary only (Ashby compensationTierSummary)',
      compensation: { summary: '$120K – $150K • Offers Equity' },
      expected: { min: 120_000, max: 150_000, currency: 'USD', period: 'YEAR' },
    },
    {
      name: 'implausible structured values fall back to the summary',
      compensation: { min: 1, max: 2, interval: 'year', summary: '$95,000 - $105,000' },
      expected: { min: 95_000, max: 105_000, currency: 'USD', period: 'YEAR' },
    },
    {
      name: 'nothing usable',
      compensation: { min: null, max: null, summary: 'Competitive' },
      expected: null,
    },
    { name: 'absent', compensation: null, expected: null },
  ])('$name', ({ compensation, expected }) => {
    expect(parseCompensation(compensation)).toEqual(expected);
  });
});
