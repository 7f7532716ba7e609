/**
 * What a link from the list leaves in the history entry of the detail page (SPEC "Job card": navigation
 * state records the origin as jobs plus the search parameters), so the detail's back link can restore
 * the list exactly.
 */
export type FromJobsState = { from: 'jobs'; search: string };

export function fromJobsState(search: string): FromJobsState {
  return { from: 'jobs', search };
}

/** History state is whatever the previous page stored: read it defensively. */
export function readFromJobsState(state: unknown): FromJobsState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, search } = state as { from?: unknown; search?: unknown };
  return from === 'jobs' && typeof search === 'string' ? { from, search } : null;
}
