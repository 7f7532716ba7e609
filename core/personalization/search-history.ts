/**
 * SPEC section 5 "Search history saving" and section 9 constants: which search terms are worth keeping,
 * when a new term is too similar to a recent one, which stored searches are partial searches of it, and
 * which recent searches the suggestion chips show. Pure: the browser decides with these before it sends,
 * and the server enforces them again before it stores.
 */
import { MAX_RECENT_SUGGESTIONS } from '../job-search-ui.ts';
import { US_STATES } from '../us-states.ts';
import { levenshtein } from '../edit-distance.ts';

/** A term is worth saving only if it has at least 3 characters. */
export const SEARCH_TERM_MIN_LENGTH = 3;
/** A single-word term is valid only if it is one of these. */
export const SINGLE_WORD_TERMS = ['react', 'python', 'java', 'docker', 'aws', 'sql'] as const;
/** History rows read for the chips (20) and for the similarity check (10). */
export const HISTORY_DISPLAY_ROWS = 20;
export const HISTORY_SIMILARITY_ROWS = 10;
/** At most 5 distinct recent searches are shown. */
export const MAX_RECENT_SEARCHES = MAX_RECENT_SUGGESTIONS;
/** Similarity thresholds: containment within 3 characters; edit-distance similarity above 0.8 within 2. */
export const SIMILAR_CONTAINED_LENGTH_DIFF = 3;
export const SIMILAR_EDIT_LENGTH_DIFF = 2;
export const SIMILAR_EDIT_MIN_SIMILARITY = 0.8;
/** Longest term stored (the search box accepts 200 characters). */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Trimmed, inner whitespace collapsed: the form a term is stored and compared in (compared lower-cased). */
export function normalizeSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim();
}

function comparable(term: string): string {
  return normalizeSearchTerm(term).toLowerCase();
}

/** At least 3 characters; one word only if it is a listed skill; several words always. */
export function isWorthSaving(term: string): boolean {
  const value = comparable(term);
  if (value.length < SEARCH_TERM_MIN_LENGTH) return false;
  const words = value.split(' ');
  if (words.length === 1) return (SINGLE_WORD_TERMS as readonly string[]).includes(value);
  return true;
}

/** Edit-distance similarity: 1 - distance / length of the longer term (1 for two empty terms). */
export function editSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - levenshtein(a, b) / longer;
}

/**
 * A recent search is similar to the new term when it is equal; or one contains the other and the lengths
 * differ by at most 3; or the lengths differ by at most 2 and the edit-distance similarity is above 0.8.
 * Compared case-insensitively, whitespace collapsed.
 */
export function isSimilarSearch(recent: string, term: string): boolean {
  const a = comparable(recent);
  const b = comparable(term);
  if (a === b) return true;
  const diff = Math.abs(a.length - b.length);
  if ((a.includes(b) || b.includes(a)) && diff <= SIMILAR_CONTAINED_LENGTH_DIFF) return true;
  return diff <= SIMILAR_EDIT_LENGTH_DIFF && editSimilarity(a, b) > SIMILAR_EDIT_MIN_SIMILARITY;
}

/** The first of the last 10 searches (newest first) similar to `term`, or null. */
export function findSimilarSearch(term: string, recentNewestFirst: readonly string[]): string | null {
  return (
    recentNewestFirst.slice(0, HISTORY_SIMILARITY_ROWS).find((recent) => isSimilarSearch(recent, term)) ??
    null
  );
}

/** Stored searches strictly shorter than the new term and contained in it: partial searches to delete. */
export function partialSearchIds<Id>(term: string, stored: readonly { id: Id; search_term: string }[]): Id[] {
  const value = comparable(term);
  return stored
    .filter((row) => {
      const candidate = comparable(row.search_term);
      return candidate.length < value.length && value.includes(candidate);
    })
    .map((row) => row.id);
}

/** Why a term is not recorded: not meaningful, or a similar recent search exists. */
export type TrackingDecision =
  | { record: true }
  | { record: false; reason: 'not_meaningful' }
  | { record: false; reason: 'similar'; similarTo: string };

/** SPEC: tracking is skipped when the term is not meaningful or a similar recent search exists. */
export function decideTracking(term: string, recentNewestFirst: readonly string[]): TrackingDecision {
  if (!isWorthSaving(term)) return { record: false, reason: 'not_meaningful' };
  const similarTo = findSimilarSearch(term, recentNewestFirst);
  return similarTo === null ? { record: true } : { record: false, reason: 'similar', similarTo };
}

/** At most 5 distinct recent searches (case-insensitive), newest first, from the last 20 rows. */
export function recentSearchTerms(rowsNewestFirst: readonly { search_term: string }[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const row of rowsNewestFirst.slice(0, HISTORY_DISPLAY_ROWS)) {
    const term = normalizeSearchTerm(row.search_term);
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === MAX_RECENT_SEARCHES) break;
  }
  return result;
}

/** SPEC section 3: location_filter is the city and state joined with a comma ('Austin, TX'); null when neither. */
export function locationFilter(
  city: string | null | undefined,
  state: string | null | undefined,
): string | null {
  const parts = [city, state].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Reads a stored location_filter back: 'Austin, TX' is a city and a state; a lone part is a state when it is
 * a US state code, otherwise a city.
 */
export function parseLocationFilter(value: string | null | undefined): {
  city: string | null;
  state: string | null;
} {
  const text = value?.trim();
  if (!text) return { city: null, state: null };
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    return { city: text.slice(0, comma).trim() || null, state: text.slice(comma + 1).trim() || null };
  }
  return text.toUpperCase() in US_STATES
    ? { city: null, state: text.toUpperCase() }
    : { city: text, state: null };
}
