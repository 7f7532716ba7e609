import { formatCount } from '../format.ts';

/**
 * How a sponsor's USCIS figures are shown (issue 13). Data Hub counts are USCIS's *first* decision on each
 * petition; an approval rate over a handful of decisions says nothing, so it is hidden below
 * MIN_RATE_DECISIONS and always shown with the number of decisions behind it.
 */

export const MIN_RATE_DECISIONS = 10;

export const FIRST_DECISIONS_NOTE =
  'USCIS counts first decisions only: a petition denied and later approved on appeal or motion counts as a denial.';

export type DecisionCounts = { approvals: number; denials: number };

export type ApprovalRate =
  | { shown: true; decisions: number; percent: number; text: string }
  | { shown: false; decisions: number; text: string };

/**
 * Approvals / (approvals + denials) in whole percent, floored at 99 unless there is no denial at all, so
 * "100%" is never shown for a sponsor with a denial. Hidden below MIN_RATE_DECISIONS decisions.
 */
export function approvalRate({ approvals, denials }: DecisionCounts): ApprovalRate {
  const decisions = Math.max(0, approvals) + Math.max(0, denials);
  if (decisions < MIN_RATE_DECISIONS) {
    return {
      shown: false,
      decisions,
      text:
        decisions === 0
          ? 'No decisions'
          : `Approval rate not shown: ${formatCount(decisions)} ${decisions === 1 ? 'decision' : 'decisions'} (fewer than ${MIN_RATE_DECISIONS})`,
    };
  }
  const raw = (Math.max(0, approvals) * 100) / decisions;
  const percent = denials > 0 ? Math.min(99, Math.round(raw)) : 100;
  return {
    shown: true,
    decisions,
    percent,
    text: `${percent}% approved of ${formatCount(decisions)} decisions`,
  };
}

/** "FY2023" */
export const fiscalYearLabel = (year: number): string => `FY${year}`;

/**
 * The employer's filing record on job cards and pages: "312 H-1B approvals in FY2023, 98% approved". The rate
 * is left out below MIN_RATE_DECISIONS decisions.
 */
export function filingRecordText(record: { fiscal_year: number } & DecisionCounts): string {
  const { approvals, fiscal_year: year } = record;
  const head = `${formatCount(approvals)} H-1B ${approvals === 1 ? 'approval' : 'approvals'} in ${fiscalYearLabel(year)}`;
  const rate = approvalRate(record);
  return rate.shown ? `${head}, ${rate.percent}% approved` : head;
}
