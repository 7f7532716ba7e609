import { formatCount } from '../format.ts';
import { salaryCurrency, salaryUnit } from '../job-display.ts';
import { annualizeWage, WAGE_LEVELS, type WageLevel } from './wages.ts';

/**
 * Salary analysis over LCA filings (issue 13): quartiles of annual wages, where an offered range falls among
 * them, and the prevailing-wage-level mix. LCA filings are what employers *filed*, not what was approved or
 * paid, and a filing's PW_WAGE_LEVEL is the employer's own choice: these are estimates, never an official level.
 */

/** Fewest filings behind a title's or a job's wage figures; fewer are not shown (issue 13: at least 5). */
export const MIN_WAGE_FILINGS = 5;

export type WageQuartiles = { count: number; p25: number; median: number; p75: number };

/**
 * The p-th quantile (0..1) of ascending values, interpolated between the two nearest ranks (the method
 * PostgreSQL's percentile_cont uses, so server aggregates and these figures agree). NaN when empty.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = Math.min(Math.max(p, 0), 1) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

/** Count, first quartile, median and third quartile of wages (any order); null below `minCount` values. */
export function wageQuartiles(values: readonly number[], minCount = MIN_WAGE_FILINGS): WageQuartiles | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0 || sorted.length < minCount) return null;
  return {
    count: sorted.length,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
  };
}

/** The median alone (a title's or sponsor's headline wage). NaN when empty. */
export function median(values: readonly number[]): number {
  return quantile(
    [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b),
    0.5,
  );
}

/** Where one amount sits among filed wages, by quartile band. */
export type WageBand = 'below_p25' | 'p25_to_median' | 'median_to_p75' | 'above_p75';

export function wageBand(amount: number, quartiles: Pick<WageQuartiles, 'p25' | 'median' | 'p75'>): WageBand {
  if (amount < quartiles.p25) return 'below_p25';
  if (amount < quartiles.median) return 'p25_to_median';
  if (amount <= quartiles.p75) return 'median_to_p75';
  return 'above_p75';
}

export const WAGE_BAND_LABELS: Record<WageBand, string> = {
  below_p25: 'below the lowest quarter of filed wages',
  p25_to_median: 'between the 25th percentile and the median',
  median_to_p75: 'between the median and the 75th percentile',
  above_p75: 'above the 75th percentile',
};

export type RangePosition = {
  low: WageBand;
  high: WageBand;
  /** One sentence: "The offered range runs from below the 25th percentile to above the median ...". */
  summary: string;
};

/** Where an offered annual range [low, high] falls among the quartiles of filed wages. */
export function rangePosition(
  low: number,
  high: number,
  quartiles: Pick<WageQuartiles, 'p25' | 'median' | 'p75'>,
): RangePosition {
  const [from, to] = low <= high ? [low, high] : [high, low];
  const lowBand = wageBand(from, quartiles);
  const highBand = wageBand(to, quartiles);
  let summary: string;
  if (lowBand === highBand) summary = `The whole offered range is ${WAGE_BAND_LABELS[lowBand]}.`;
  else if (from <= quartiles.median && to >= quartiles.median)
    summary = 'The offered range includes the median of filed wages.';
  else summary = `The offered range runs from ${WAGE_BAND_LABELS[lowBand]} to ${WAGE_BAND_LABELS[highBand]}.`;
  return { low: lowBand, high: highBand, summary };
}

/** A working day is 8 hours (2080 / 8 = 260 days); the other units are annualised as DOL does (core/sponsors/wages.ts). */
const DAYS_PER_YEAR = 260;

/**
 * A posting's salary range as annual US dollars, for comparison with LCA wages; null when it is not in USD
 * or states no amount. One bound alone gives a range of one value.
 */
export function annualJobSalary(job: {
  ai_salary_min: number | null;
  ai_salary_max: number | null;
  ai_salary_currency: string | null;
  ai_salary_unit: string | null;
}): { low: number; high: number } | null {
  if (salaryCurrency(job.ai_salary_currency) !== 'USD') return null;
  const unit = salaryUnit(job.ai_salary_unit);
  const annual = (amount: number) =>
    unit === 'DAY' ? amount * DAYS_PER_YEAR : (annualizeWage(amount, unit) ?? Number.NaN);
  const low = job.ai_salary_min ?? job.ai_salary_max;
  const high = job.ai_salary_max ?? job.ai_salary_min;
  if (low === null || high === null || low <= 0 || high <= 0) return null;
  return { low: annual(Math.min(low, high)), high: annual(Math.max(low, high)) };
}

export type WageLevelCounts = Record<WageLevel, number> & { unknown: number };
export type WageLevelShare = { level: WageLevel | 'unknown'; count: number; percent: number };

/**
 * Shares of each prevailing-wage level (I-IV, then filings without one) in whole percent that add up to 100
 * (largest remainder), so a table and a chart of the mix never disagree by rounding. Empty when no filings.
 */
export function wageLevelMix(counts: WageLevelCounts): WageLevelShare[] {
  const keys = [...WAGE_LEVELS, 'unknown'] as const;
  const total = keys.reduce((sum, key) => sum + Math.max(0, counts[key]), 0);
  if (total === 0) return [];
  const exact = keys.map((key) => (Math.max(0, counts[key]) * 100) / total);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    percents[index] = (percents[index] as number) + 1;
    left -= 1;
  }
  return keys
    .map((level, index) => ({ level, count: Math.max(0, counts[level]), percent: percents[index] as number }))
    .filter((share) => share.count > 0);
}

export const WAGE_LEVEL_LABELS: Record<WageLevel | 'unknown', string> = {
  I: 'Level I (entry)',
  II: 'Level II (qualified)',
  III: 'Level III (experienced)',
  IV: 'Level IV (fully competent)',
  unknown: 'No level on the filing',
};

/** The sentence a salary analysis leads with: never a claim of an official level from LCA data alone. */
export function estimateLabel(count: number): string {
  return `Estimate from ${formatCount(count)} ${count === 1 ? 'filing' : 'filings'}`;
}
