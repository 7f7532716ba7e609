/*
 * Accuracy of the rule-based detectors on the hand-written tables, as a figure that can be quoted:
 * 'sponsorship: 103/105 correct (98.1%)'. The known hard cases are counted here although the unit tests
 * do not assert them one by one, so the figure never hides them.
 */
import { EXPERIENCE_CASES, EXPERIENCE_HARD_CASES, type ExperienceCase } from './experience.cases.ts';
import { findRequiredYears } from './experience.ts';
import { parseSalary } from './salary.ts';
import { SALARY_CASES, SALARY_HARD_CASES, type SalaryCase } from './salary.cases.ts';
import { detectSponsorship } from './sponsorship.ts';
import { SPONSORSHIP_CASES, SPONSORSHIP_HARD_CASES, type SponsorshipCase } from './sponsorship.cases.ts';

export type AccuracyFigure = { name: string; correct: number; total: number; misses: string[] };

export function isSponsorshipCaseCorrect(testCase: SponsorshipCase): boolean {
  const verdict = detectSponsorship(testCase.text);
  if (verdict.sponsorship !== testCase.expected) return false;
  return testCase.evidence === undefined || (verdict.evidence ?? '').includes(testCase.evidence);
}

export function isSalaryCaseCorrect(testCase: SalaryCase): boolean {
  const salary = parseSalary(testCase.text);
  if (salary === null || testCase.expected === null) return salary === testCase.expected;
  const { min, max, currency, period } = testCase.expected;
  return salary.min === min && salary.max === max && salary.currency === currency && salary.period === period;
}

export function isExperienceCaseCorrect(testCase: ExperienceCase): boolean {
  return findRequiredYears(testCase.text) === testCase.expected;
}

function measure<T extends { text: string }>(
  name: string,
  cases: T[],
  isCorrect: (testCase: T) => boolean,
): AccuracyFigure {
  const misses = cases.filter((testCase) => !isCorrect(testCase)).map((testCase) => testCase.text);
  return { name, correct: cases.length - misses.length, total: cases.length, misses };
}

export function measureSponsorshipAccuracy(
  cases: SponsorshipCase[] = [...SPONSORSHIP_CASES, ...SPONSORSHIP_HARD_CASES],
): AccuracyFigure {
  return measure('sponsorship', cases, isSponsorshipCaseCorrect);
}

export function measureSalaryAccuracy(
  cases: SalaryCase[] = [...SALARY_CASES, ...SALARY_HARD_CASES],
): AccuracyFigure {
  return measure('salary', cases, isSalaryCaseCorrect);
}

export function measureExperienceAccuracy(
  cases: ExperienceCase[] = [...EXPERIENCE_CASES, ...EXPERIENCE_HARD_CASES],
): AccuracyFigure {
  return measure('experience years', cases, isExperienceCaseCorrect);
}

/** 'sponsorship: 64/64 correct (100.0%)' */
export function formatAccuracy(figure: AccuracyFigure): string {
  const percent = figure.total === 0 ? 0 : (figure.correct / figure.total) * 100;
  return `${figure.name}: ${figure.correct}/${figure.total} correct (${percent.toFixed(1)}%)`;
}
