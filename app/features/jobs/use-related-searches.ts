import { useEffect, useState } from 'react';
import { relatedSuggestions } from '../../../core/job-search-ui.ts';
import { fetchRelatedSearches } from './api/fetch-related-searches.ts';

// Per page session: going back to a search shows its chips at once. Bounded like the cached search pages.
const answers = new Map<string, string[]>();
const MAX_ANSWERS = 50;

function remember(key: string, suggestions: string[]) {
  answers.set(key, suggestions);
  while (answers.size > MAX_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
}

/**
 * 'Related searches:' chips for a search: SPEC's keyword rules at once (also on the server render), else
 * the related titles the API finds in the data, fetched after hydration (not when `fromData` is false: the
 * search found no job, so its results carry no titles). Null while they are loading.
 */
export function useRelatedSearches(
  search: string,
  { fromData = true }: { fromData?: boolean } = {},
): string[] | null {
  const byRule = relatedSuggestions(search);
  const key = search.toLowerCase();
  const [fetched, setFetched] = useState<{ key: string; suggestions: string[] } | null>(null);
  const needsData = fromData && search.trim() !== '' && byRule.length === 0;

  useEffect(() => {
    if (!needsData || answers.has(key)) return;
    const controller = new AbortController();
    void fetchRelatedSearches(search, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      // A failed call shows no chips: they are a convenience, the results are already on the page.
      const suggestions = result.ok ? result.data.suggestions : [];
      if (result.ok) remember(key, suggestions);
      setFetched({ key, suggestions });
    });
    return () => controller.abort();
  }, [needsData, key, search]);

  if (!needsData) return byRule;
  return answers.get(key) ?? (fetched?.key === key ? fetched.suggestions : null);
}
