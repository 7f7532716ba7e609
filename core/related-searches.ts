import { compareText } from './format.ts';
import { relatedSuggestions } from './job-search-ui.ts';
import { normalizeSearchText, tokenize } from './search-terms.ts';

/*
 * 'Related searches:' chips for a search (SPEC section 2 "/jobs" chips and section 5 "Suggestions"). SPEC's
 * keyword rules come first; a search none of them covers ('nurse', 'accountant', 'java remote', 'phd')
 * gets role names from the data instead: the titles of the jobs it finds (those sharing a searched word
 * first), then other roles of the same field. No I/O here: the server passes the titles in.
 */

/** How many of a search's top results the server reads titles from: bounded work, enough variety. */
export const RELATED_TITLE_SAMPLE = 60;
/** How many recent jobs of the results' industries are read for the same field's other roles. */
export const FIELD_TITLE_SAMPLE = 300;
export const MAX_RELATED_SEARCHES = 5;
/** Longer searches are not suggestions to build on; the API refuses them like /api/jobs does. */
export const RELATED_SEARCH_MAX_LENGTH = 200;

/** Level and qualifier words that make two postings of one role look like two roles. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'associate',
  'entry',
  'level',
  'mid',
  'chief',
  'head',
  'intern',
  'internship',
  'trainee',
  'apprentice',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  '1',
  '2',
  '3',
]);

/**
 * A posting's title as a search term: 'Senior Java Developer II (Remote) - Payments' -> 'Java Developer'.
 * Drops what follows a dash, comma, slash-separated team or bracket, and level words at either end.
 */
export function titleAsSearch(title: string): string {
  const base = title
    .replace(/[([{].*$/, '')
    .split(/\s[-–—|]\s|,\s/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  const words = base.split(' ').filter(Boolean);
  const isLevel = (word: string) => LEVEL_WORDS.has(word.toLowerCase().replace(/\.$/, ''));
  while (words.length > 1 && isLevel(words[0]!)) words.shift();
  while (words.length > 1 && isLevel(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

const wordsOf = (text: string) => new Set(tokenize(normalizeSearchText(text)));

/**
 * Ranks role names as related searches: distinct names (level words removed), never the search itself.
 * Names from the search's own results come first (those sharing a searched word before the others), then
 * names from the same field (`fieldTitles`: jobs of the industries the results belong to). Inside a tier,
 * the more jobs carry a name the better; ties go alphabetically (a stable answer for caches).
 */
export function rankRelatedTitles(
  term: string,
  resultTitles: readonly string[],
  fieldTitles: readonly string[] = [],
  limit = MAX_RELATED_SEARCHES,
): string[] {
  const searched = wordsOf(term);
  const self = [...searched].sort().join(' ');
  const families = new Map<string, { title: string; count: number; tier: number }>();
  const add = (titles: readonly string[], fromResults: boolean) => {
    for (const title of titles) {
      const name = titleAsSearch(title);
      const words = wordsOf(name);
      const key = [...words].sort().join(' ');
      if (!key || key === self) continue;
      const shares = [...words].some((word) => searched.has(word));
      const tier = fromResults ? (shares ? 0 : 1) : 2;
      const entry = families.get(key);
      if (!entry) families.set(key, { title: name, count: 1, tier });
      else if (entry.tier === tier) entry.count += 1;
    }
  };
  add(resultTitles, true);
  add(fieldTitles, false);
  return [...families.values()]
    .sort((a, b) => a.tier - b.tier || b.count - a.count || compareText(a.title, b.title))
    .slice(0, limit)
    .map((entry) => entry.title);
}

/** The industries most of a search's results belong to: where its field's other roles are found. */
export function dominantIndustries(industries: readonly (string | null)[], max = 2): string[] {
  const counts = new Map<string, number>();
  for (const industry of industries) if (industry) counts.set(industry, (counts.get(industry) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .slice(0, max)
    .map(([industry]) => industry);
}

/** SPEC's keyword rules when one applies, else related titles from the data (possibly none). */
export function relatedSearches(
  term: string,
  resultTitles: readonly string[],
  fieldTitles: readonly string[] = [],
): string[] {
  const byRule = relatedSuggestions(term);
  if (byRule.length > 0) return byRule;
  return rankRelatedTitles(term, resultTitles, fieldTitles);
}
