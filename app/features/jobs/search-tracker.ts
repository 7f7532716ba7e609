import { SEARCH_TRACKING_DELAY_MS } from '../../../core/personalization/constants.ts';

/** What made a search happen: a pause in typing, Enter (or the search button), or a picked chip. */
export type TrackTrigger = 'typing' | 'submit' | 'suggestion';

export type SearchTracker = {
  /**
   * SPEC section 4 "Search tracking": typing cancels any pending record and schedules one after the delay;
   * Enter and a picked suggestion record at once (and cancel a pending one). No term only cancels.
   */
  track(term: string | undefined, trigger: TrackTrigger): void;
  /** Drops a pending record (the page is left, the user signed out). */
  cancel(): void;
};

type TrackerOptions = {
  /** Sends one search to the history; called only for terms the rule finds worth saving. */
  record: (term: string, trigger: TrackTrigger) => void;
  /** SPEC section 5 "Search history saving": the core rule, checked before any call. */
  isWorthSaving: (term: string) => boolean;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** The timing of search tracking, free of React so fake timers can pin it. */
export function createSearchTracker({
  record,
  isWorthSaving,
  delayMs = SEARCH_TRACKING_DELAY_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: TrackerOptions): SearchTracker {
  let pending: unknown = null;

  function cancel() {
    if (pending !== null) clearTimer(pending);
    pending = null;
  }

  function recordIfWorthIt(term: string, trigger: TrackTrigger) {
    if (isWorthSaving(term)) record(term, trigger);
  }

  return {
    track(term, trigger) {
      cancel();
      const text = term?.trim();
      if (!text) return;
      if (trigger !== 'typing') {
        recordIfWorthIt(text, trigger);
        return;
      }
      pending = setTimer(() => {
        pending = null;
        recordIfWorthIt(text, 'typing');
      }, delayMs);
    },
    cancel,
  };
}
