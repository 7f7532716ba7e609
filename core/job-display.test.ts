import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatSalary,
  SALARY_UNITS,
  salaryCurrency,
  salaryUnit,
  salaryUnitLabel,
} from './job-display.ts';

/*
 * One salary format for cards, the detail page and structured data (SPEC section 2 "/jobs/{id}" and
 * section 5 "Display formats"): US-style amounts without decimals, $ for USD, the euro sign for EUR, any
 * other currency its code; the pay period is written out whenever the pay is not yearly.
 */
const job = (
  min: number | null,
  max: number | null,
  currency = 'USD',
  unit = 'YEAR',
): Parameters<typeof formatSalary>[0] => ({
  ai_salary_min: min,
  ai_salary_max: max,
  ai_salary_currency: currency,
  ai_salary_unit: unit,
});

describe('salary currency', () => {
  it.each([
    ['USD', 120000, '$120,000'],
    ['EUR', 70000, '€70,000'],
    ['CAD', 126000, 'CAD 126,000'],
    ['GBP', 55000, 'GBP 55,000'],
    ['INR', 1500000, 'INR 1,500,000'],
    ['JPY', 9000000, 'JPY 9,000,000'],
    ['AUD', 99.6, 'AUD 100'],
  ])('%s shows as %s', (currency, amount, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('reads codes in any case and defaults to USD', () => {
    expect(salaryCurrency('cad')).toBe('CAD');
    expect(salaryCurrency(' eur ')).toBe('EUR');
    expect(salaryCurrency('')).toBe('USD');
    expect(salaryCurrency(null)).toBe('USD');
    expect(salaryCurrency('$')).toBe('USD');
    expect(formatMoney(16, 'usd')).toBe('$16');
  });

  it('never uses Intl symbols such as CA$ or £', () => {
    for (const currency of ['CAD', 'GBP', 'AUD', 'MXN', 'NZD', 'HKD']) {
      expect(formatMoney(1000, currency)).toBe(`${currency} 1,000`);
    }
  });
});

describe('salary unit', () => {
  it.each([
    ['HOUR', 'per hour'],
    ['DAY', 'per day'],
    ['WEEK', 'per week'],
    ['MONTH', 'per month'],
    ['YEAR', 'per year'],
    ['hour', 'per hour'],
    [' Month ', 'per month'],
    ['', 'per year'],
    ['FORTNIGHT', 'per year'],
  ])('%j reads %s', (unit, label) => {
    expect(salaryUnitLabel(unit)).toBe(label);
  });
  it('defaults to yearly', () => {
    expect(salaryUnit(null)).toBe('YEAR');
    expect(salaryUnit(undefined)).toBe('YEAR');
  });
});

describe('formatSalary', () => {
  it('writes the unit after the amount for every non-yearly unit, in every currency', () => {
    for (const unit of SALARY_UNITS) {
      for (const [currency, symbol] of [
        ['USD', '$'],
        ['EUR', '€'],
        ['CAD', 'CAD '],
        ['GBP', 'GBP '],
      ] as const) {
        const shown = formatSalary(job(16, 21, currency, unit));
        const amount = `${symbol}16 - ${symbol}21`;
        expect(shown?.amount).toBe(amount);
        expect(shown?.unit).toBe(unit);
        expect(shown?.text).toBe(unit === 'YEAR' ? amount : `${amount} ${salaryUnitLabel(unit)}`);
      }
    }
  });

  it('gives the examples of the issue one wording on card and detail', () => {
    expect(formatSalary(job(16, 21, 'USD', 'HOUR'), { rangeOnly: true })?.text).toBe('$16 - $21 per hour');
    expect(formatSalary(job(16, 21, 'USD', 'HOUR'))?.text).toBe('$16 - $21 per hour');
    expect(formatSalary(job(126000, 140000, 'CAD'), { rangeOnly: true })?.text).toBe(
      'CAD 126,000 - CAD 140,000',
    );
  });

  it('shows min+, Up to max on the detail, only full ranges on cards', () => {
    expect(formatSalary(job(90000, null, 'EUR'))?.text).toBe('€90,000+');
    expect(formatSalary(job(null, 90000, 'CAD'))?.text).toBe('Up to CAD 90,000');
    expect(formatSalary(job(null, 40, 'USD', 'HOUR'))?.text).toBe('Up to $40 per hour');
    expect(formatSalary(job(90000, null), { rangeOnly: true })).toBeNull();
    expect(formatSalary(job(null, 90000), { rangeOnly: true })).toBeNull();
    expect(formatSalary(job(null, null))).toBeNull();
  });

  it('has no decimals', () => {
    expect(formatSalary(job(16.4, 21.5, 'USD', 'HOUR'))?.amount).toBe('$16 - $22');
  });
});
