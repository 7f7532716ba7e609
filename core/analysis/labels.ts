// Zod-free on purpose: the job page imports these, and the schemas stay out of its bundle.

/** The analyzer's version: part of the stored result's key, so a new analyzer never serves old answers. */
export const ANALYZER_VERSION = 'local-1.0.0';

/** SPEC section 5 "Match score label" / section 9. */
export const MATCH_LABELS = ['excellent', 'good', 'needs improvement'] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];
export const MATCH_LABEL_EXCELLENT_MIN = 80;
export const MATCH_LABEL_GOOD_MIN = 65;

export function matchLabelFor(score: number): MatchLabel {
  if (score >= MATCH_LABEL_EXCELLENT_MIN) return 'excellent';
  if (score >= MATCH_LABEL_GOOD_MIN) return 'good';
  return 'needs improvement';
}
