import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { RecordSearchBody, SearchContext } from '../../../core/personalization/api.ts';
import {
  RECOMMENDATIONS_REFRESH_AFTER_INTERACTION_MS,
  type InteractionType,
} from '../../../core/personalization/constants.ts';
import { isWorthSaving } from '../../../core/personalization/search-history.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { useSession } from '../auth/index.ts';
import { recordInteraction } from './api/record-interaction.ts';
import { recordSearch } from './api/record-search.ts';
import { createSearchTracker, type SearchTracker, type TrackTrigger } from './search-tracker.ts';
import type { JobFilters } from './search-params.ts';

export type JobInteractionType = InteractionType;

const MODE: Record<TrackTrigger, RecordSearchBody['mode']> = {
  typing: 'delayed',
  submit: 'immediate',
  suggestion: 'suggestion',
};

function useSignedInUserId(): string | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user.id : null;
}

/** SPEC section 3 "Job interaction": the search a job was found with. */
export function searchContextOf(filters: JobFilters): SearchContext {
  return {
    search_term: filters.search ?? null,
    city_filter: filters.city ?? null,
    state_filter: filters.state ?? null,
    work_arrangement_filter: (filters.workArrangement ?? null) as SearchContext['work_arrangement_filter'],
    employment_type_filter: (filters.employmentType ?? null) as SearchContext['employment_type_filter'],
  };
}

/**
 * SPEC section 4 "Search tracking" for a signed-in user: typing schedules a record 2 s after the last
 * keystroke, Enter and a picked suggestion record at once; the term goes with the filters in force when it
 * is sent. Failures are logged, never shown (SPEC section 8 "Silent handling"): history is a convenience.
 */
export function useSearchTracking(
  filters: JobFilters,
): (term: string | undefined, trigger: TrackTrigger) => void {
  const userId = useSignedInUserId();
  const client = useQueryClient();
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });

  const trackerRef = useRef<SearchTracker | null>(null);

  useEffect(() => {
    if (!userId) return;
    const tracker = createSearchTracker({
      isWorthSaving,
      record: (term, trigger) => {
        const current = filtersRef.current;
        void recordSearch({
          search_term: term,
          city: current.city ?? null,
          state: current.state ?? null,
          work_arrangement: current.workArrangement ?? null,
          employment_type: current.employmentType ?? null,
          mode: MODE[trigger],
        }).then((result) => {
          if (!result.ok) {
            console.error('Error saving search history:', result.message);
            return;
          }
          if (result.data.removed_partial > 0)
            console.info(`Cleaned up ${result.data.removed_partial} partial searches`);
          if (result.data.recorded)
            void client.invalidateQueries({ queryKey: personalKeys.recentSearches(userId) });
        });
      },
    });
    trackerRef.current = tracker;
    // Leaving the page (or signing out) drops a record still waiting for its delay.
    return () => {
      tracker.cancel();
      trackerRef.current = null;
    };
  }, [userId, client]);

  return useCallback((term, trigger) => trackerRef.current?.track(term, trigger), []);
}

/**
 * Records a view, click or apply with the search context; after a click or apply is saved the
 * recommendations refresh 1.5 s later (SPEC section 4 "Recommendations"). Visitors record nothing.
 */
export function useJobInteractions(filters: JobFilters): (jobId: number, type: JobInteractionType) => void {
  const userId = useSignedInUserId();
  const client = useQueryClient();
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });

  return useCallback(
    (jobId, type) => {
      if (!userId) return;
      void recordInteraction({
        job_id: jobId,
        interaction_type: type,
        search_context: searchContextOf(filtersRef.current),
      }).then((result) => {
        if (!result.ok) {
          console.error('Error recording job interaction:', result.message);
          return;
        }
        if (type === 'view') return;
        // Not tied to the page: the card may have navigated away; the cache outlives it.
        setTimeout(() => {
          void client.invalidateQueries({ queryKey: personalKeys.recommendations(userId) });
        }, RECOMMENDATIONS_REFRESH_AFTER_INTERACTION_MS);
      });
    },
    [userId, client],
  );
}

/** The detail page records one view per job opened (SPEC "view (detail page)"). */
export function useRecordJobView(jobId: number, filters: JobFilters): void {
  const userId = useSignedInUserId();
  const record = useJobInteractions(filters);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    const key = `${userId}:${jobId}`;
    if (!userId || recorded.current === key) return;
    recorded.current = key;
    record(jobId, 'view');
  }, [userId, jobId, record]);
}
