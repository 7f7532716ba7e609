/** Prevailing-wage levels as LCA filings and the OFLC tables name them. */
export const WAGE_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type WageLevel = (typeof WAGE_LEVELS)[number];

/** Hours, weeks, pay periods or months in a year: hour x 2080, week x 52, bi-weekly x 26, month x 12. */
const PER_YEAR: Record<string, number> = {
  YEAR: 1,
  YEARLY: 1,
  YR: 1,
  ANNUAL: 1,
  HOUR: 2080,
  HOURLY: 2080,
  HR: 2080,
  WEEK: 52,
  WEEKLY: 52,
  WK: 52,
  'BI-WEEKLY': 26,
  BIWEEKLY: 26,
  'BI WEEKLY': 26,
  MONTH: 12,
  MONTHLY: 12,
  MTH: 12,
};

/** Annual figures outside this range are not wages a filing could mean (typos, cents, hourly filed as yearly). */
export const PLAUSIBLE_ANNUAL_WAGE = { min: 15_000, max: 1_000_000 } as const;

/** The unit's multiplier to a year, or null for an unknown unit. */
export function wageUnitFactor(unit: string | null | undefined): number | null {
  return PER_YEAR[(unit ?? '').trim().toUpperCase()] ?? null;
}

/** An amount in `unit` as whole dollars a year; null for an unknown unit or a non-finite amount. */
export function annualizeWage(amount: number, unit: string | null | undefined): number | null {
  const factor = wageUnitFactor(unit);
  if (factor === null || !Number.isFinite(amount)) return null;
  return Math.round(amount * factor);
}

/** Whether an annual wage is plausible for a filing (see PLAUSIBLE_ANNUAL_WAGE). */
export function isPlausibleAnnualWage(annual: number): boolean {
  return annual >= PLAUSIBLE_ANNUAL_WAGE.min && annual <= PLAUSIBLE_ANNUAL_WAGE.max;
}

/** PW_WAGE_LEVEL as filed ('Level II', 'II', '2') -> 'II'; null when blank or not a level. */
export function parseWageLevel(value: string | null | undefined): WageLevel | null {
  const text = (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/^LEVEL\s*/, '');
  const byDigit: Record<string, WageLevel> = { '1': 'I', '2': 'II', '3': 'III', '4': 'IV' };
  if (byDigit[text]) return byDigit[text];
  return (WAGE_LEVELS as readonly string[]).includes(text) ? (text as WageLevel) : null;
}
