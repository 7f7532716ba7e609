import { useQuery } from '@tanstack/react-query';
import { RECENT_SEARCHES_CACHE_MS } from '../../../core/personalization/constants.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { useSession } from '../auth/index.ts';
import { fetchRecentSearches } from './api/fetch-recent-searches.ts';

/**
 * The signed-in user's recent searches, newest first and distinct (at most 5 from the last 20 rows), for
 * the suggestion chips (SPEC 'Recent & popular searches:'). Cached 30 s; a saved search refreshes it.
 * Visitors, and a failed read (SPEC: "the list is not filled"), have none: the chips read 'Popular searches:'.
 */
export function useRecentSearches(): readonly string[] {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const query = useQuery({
    queryKey: personalKeys.recentSearches(userId ?? ''),
    queryFn: async ({ signal }) => {
      const result = await fetchRecentSearches(signal);
      if (!result.ok) throw new Error(result.message);
      return result.data.recent;
    },
    enabled: userId !== null,
    staleTime: RECENT_SEARCHES_CACHE_MS,
  });
  return (userId && query.data) || NO_RECENT_SEARCHES;
}

const NO_RECENT_SEARCHES: readonly string[] = [];
