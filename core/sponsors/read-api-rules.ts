/**
 * The sponsor read API's constants, without zod: the /sponsors pages show them (sort labels, the count cap)
 * and the browser need not build the API's schemas for that (decision 014). core/sponsors/read-api.ts
 * re-exports them beside the schemas.
 */

export const SPONSOR_SORTS = ['approvals', 'approval_rate', 'lca_filings', 'median_wage'] as const;
export type SponsorSort = (typeof SPONSOR_SORTS)[number];
export const SPONSOR_SORT_LABELS: Record<SponsorSort, string> = {
  approvals: 'Most approvals',
  approval_rate: 'Highest approval rate',
  lca_filings: 'Most LCA filings',
  median_wage: 'Highest median wage',
};
export const SPONSOR_PAGE_SIZE = 20;
export const SPONSOR_QUERY_MAX = 100;

/**
 * Search counts stop here: exact below, "1,000+" at it. Counting a common word's matches exactly means
 * reading most of the sponsors table (a 10,000 cap cost 0.7 s for 'silver' on 233,000 sponsors, against
 * 30 ms for 1,000); nobody pages that far.
 */
export const SPONSOR_COUNT_CAP = 1_000;
