import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Recommendation } from '../../../core/personalization/api.ts';
import {
  RECOMMENDATIONS_FRESH_MS,
  RECOMMENDATIONS_KEEP_MS,
  RECOMMENDATIONS_REFETCH_ON_FOCUS,
  RECOMMENDATIONS_REFRESH_MS,
  RECOMMENDATIONS_RETRIES,
  recommendationsRetryDelay,
} from '../../../core/personalization/constants.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { fetchRecommendations } from './api/fetch-recommendations.ts';

export type RecommendationsState = { status: 'loading' | 'ready'; jobs: readonly Recommendation[] };

/**
 * SPEC get_personalized_job_recommendations_v2 with the section 9 cache: fresh 2 min, kept 15 min, 2 retries
 * backing off from 1 s up to 5 s, no refetch on window focus, refreshed every 15 min while shown (and 1.5 s
 * after a click or apply, see use-activity-tracking). Errors are logged and give an empty list.
 */
export function useRecommendations(userId: string | null): RecommendationsState {
  const query = useQuery({
    queryKey: personalKeys.recommendations(userId ?? ''),
    queryFn: async ({ signal }) => {
      const result = await fetchRecommendations(signal);
      if (!result.ok) throw new Error(result.message);
      return result.data.jobs;
    },
    enabled: userId !== null,
    staleTime: RECOMMENDATIONS_FRESH_MS,
    gcTime: RECOMMENDATIONS_KEEP_MS,
    retry: RECOMMENDATIONS_RETRIES,
    retryDelay: recommendationsRetryDelay,
    refetchOnWindowFocus: RECOMMENDATIONS_REFETCH_ON_FOCUS,
    refetchInterval: RECOMMENDATIONS_REFRESH_MS,
  });

  useEffect(() => {
    if (query.error) console.error('Error fetching recommendations:', query.error.message);
  }, [query.error]);

  if (!userId || query.isError) return { status: 'ready', jobs: NO_JOBS };
  if (query.data) return { status: 'ready', jobs: query.data };
  return { status: 'loading', jobs: NO_JOBS };
}

const NO_JOBS: readonly Recommendation[] = [];
