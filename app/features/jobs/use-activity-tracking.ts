import type { SearchTrigger } from './search-box.tsx';

/*
 * Seams for the personalization issue (SPEC section 4 "Search tracking" and section 3 "Job interaction"):
 * the page already calls these at the right moments; recording arrives later and only these hooks change.
 */

export type JobInteractionType = 'view' | 'click' | 'apply';

const ignoreSearch = (_term: string | undefined, _trigger: SearchTrigger | 'suggestion') => {};
const ignoreInteraction = (_jobId: number, _type: JobInteractionType) => {};

/** Typing schedules a delayed record, Enter and a picked suggestion record at once (SPEC section 4). */
export function useSearchTracking(): (
  term: string | undefined,
  trigger: SearchTrigger | 'suggestion',
) => void {
  return ignoreSearch;
}

/** Opening or applying to a job records an interaction with the search it came from. */
export function useJobInteractions(): (jobId: number, type: JobInteractionType) => void {
  return ignoreInteraction;
}
