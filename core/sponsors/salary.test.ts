import { describe, expect, it } from 'vitest';
import {
  annualJobSalary,
  estimateLabel,
  median,
  quantile,
  rangePosition,
  wageBand,
  wageLevelMix,
  wageQuartiles,
} from './salary.ts';

describe('quantile', () => {
  it('interpolates between ranks like percentile_cont', () => {
    // percentile_cont(0.25) of 1..4 is 1.75 in PostgreSQL.
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10], 0.75)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('median ignores order and non-finite values', () => {
    expect(median([5, 1, 3, Number.NaN])).toBe(3);
  });
});

describe('wageQuartiles', () => {
  it('needs at least 5 filings', () => {
    expect(wageQuartiles([100, 200, 300, 400])).toBeNull();
    expect(wageQuartiles([500, 100, 300, 200, 400])).toEqual({ count: 5, p25: 200, median: 300, p75: 400 });
  });
});

describe('where an offered range falls', () => {
  const q = { p25: 100_000, median: 120_000, p75: 140_000 };
  it('bands a single amount', () => {
    expect(wageBand(90_000, q)).toBe('below_p25');
    expect(wageBand(100_000, q)).toBe('p25_to_median');
    expect(wageBand(120_000, q)).toBe('median_to_p75');
    expect(wageBand(140_000, q)).toBe('median_to_p75');
    expect(wageBand(140_001, q)).toBe('above_p75');
  });
  it('describes a range', () => {
    expect(rangePosition(150_000, 160_000, q).summary).toBe(
      'The whole offered range is above the 75th percentile.',
    );
    expect(rangePosition(110_000, 130_000, q).summary).toBe(
      'The offered range includes the median of filed wages.',
    );
    expect(rangePosition(90_000, 110_000, q)).toMatchObject({ low: 'below_p25', high: 'p25_to_median' });
    // Swapped bounds are read in order.
    expect(rangePosition(160_000, 150_000, q).low).toBe('above_p75');
  });
});

describe('annualJobSalary', () => {
  const job = { ai_salary_currency: 'USD', ai_salary_unit: 'YEAR' };
  it('annualises hours, weeks and months like DOL', () => {
    expect(annualJobSalary({ ...job, ai_salary_min: 50, ai_salary_max: 60, ai_salary_unit: 'HOUR' })).toEqual(
      {
        low: 104_000,
        high: 124_800,
      },
    );
    expect(
      annualJobSalary({ ...job, ai_salary_min: 2000, ai_salary_max: null, ai_salary_unit: 'WEEK' }),
    ).toEqual({
      low: 104_000,
      high: 104_000,
    });
    expect(
      annualJobSalary({ ...job, ai_salary_min: 10_000, ai_salary_max: 12_000, ai_salary_unit: 'month' }),
    ).toEqual({
      low: 120_000,
      high: 144_000,
    });
  });
  it('compares only US dollars with a stated amount', () => {
    expect(
      annualJobSalary({ ...job, ai_salary_currency: 'EUR', ai_salary_min: 1, ai_salary_max: 2 }),
    ).toBeNull();
    expect(annualJobSalary({ ...job, ai_salary_min: null, ai_salary_max: null })).toBeNull();
  });
});

describe('wageLevelMix', () => {
  it('rounds to whole percents that add up to 100', () => {
    const mix = wageLevelMix({ I: 1, II: 1, III: 1, IV: 0, unknown: 0 });
    expect(mix.map((s) => s.percent).reduce((a, b) => a + b, 0)).toBe(100);
    expect(mix.map((s) => s.level)).toEqual(['I', 'II', 'III']);
    expect(mix[0]?.percent).toBe(34);
  });
  it('is empty without filings', () => {
    expect(wageLevelMix({ I: 0, II: 0, III: 0, IV: 0, unknown: 0 })).toEqual([]);
  });
});

it('says it is an estimate from N filings', () => {
  expect(estimateLabel(1234)).toBe('Estimate from 1,234 filings');
  expect(estimateLabel(1)).toBe('Estimate from 1 filing');
});
