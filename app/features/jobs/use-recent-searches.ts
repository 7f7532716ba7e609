/**
 * The signed-in user's recent searches, newest first, for the suggestion chips (SPEC "Search suggestion
 * chips": 'Recent & popular searches:'). Search history arrives with the personalization issue; until then
 * nobody has recent searches and the chips read 'Popular searches:'. The chips already take this list, so
 * only this hook changes then.
 */
export function useRecentSearches(): readonly string[] {
  return NO_RECENT_SEARCHES;
}

const NO_RECENT_SEARCHES: readonly string[] = [];
