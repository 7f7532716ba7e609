/**
 * Explainable recommendation scoring (SPEC get_personalized_job_recommendations_v2): the server gathers
 * bounded candidate sets per signal and the facts of each candidate; this scores them, writes the reasons,
 * keeps at most 3 per company and cuts to the limit. Pure, so the rules are unit-tested apart from SQL.
 */
import { RECOMMENDATIONS_PER_COMPANY } from './constants.ts';

/** Weights of each signal's share of the 0..1 score (documented in decision 040). */
export const RECOMMENDATION_WEIGHTS = {
  search: 0.45,
  viewedSimilar: 0.25,
  skills: 0.3,
  place: 0.12,
  freshness: 0.1,
  popular: 0.1,
  sponsors: 0.05,
  saysNoSponsor: -0.15,
} as const;
/** Skills named by both resume and posting at which the skill signal is full. */
export const SKILLS_FOR_FULL_MATCH = 6;
/** Postings older than this get no freshness share. */
export const FRESHNESS_DAYS = 30;
/** Interactions of other users at which a job counts as fully popular. */
export const POPULAR_FULL = 5;

/** One of the user's searches a candidate came from; rank 0 is the newest. */
export type SearchSignal = { term: string; place: string | null; rank: number };

export type Candidate = {
  id: number;
  organizationSlug: string;
  title: string;
  city: string | null;
  state: string | null;
  postedAt: Date;
  /** 2 says it sponsors, 1 says nothing, 0 says it does not. */
  sponsorRank: number;
  /** The searches whose bounded candidate set held this job. */
  searches: SearchSignal[];
  /** The viewed job titles ('Data Engineer') whose candidate set held it. */
  viewedTitles: string[];
  /** Resume skills its description names. */
  skillMatches: number;
  /** Interactions of everyone in the last days. */
  popularity: number;
};

export type UserPlace = { city: string | null; state: string | null };

export type Scored = {
  id: number;
  organizationSlug: string;
  /** Postings with the same key read as the same job to a person (one company, title and city). */
  postingKey: string;
  score: number;
  reasons: string[];
};

const SEARCH_RANK_WEIGHTS = [1, 0.8, 0.65, 0.5];

function ageInDays(postedAt: Date, now: Date): number {
  return Math.max(0, (now.getTime() - postedAt.getTime()) / 86_400_000);
}

/** Score (0..100) and reasons, strongest first, of one candidate. */
export function scoreCandidate(candidate: Candidate, place: UserPlace, now: Date): Scored {
  const parts: { value: number; reason: string | null }[] = [];
  const bestSearch = [...candidate.searches].sort((a, b) => a.rank - b.rank)[0];
  if (bestSearch) {
    const weight = SEARCH_RANK_WEIGHTS[Math.min(bestSearch.rank, SEARCH_RANK_WEIGHTS.length - 1)] as number;
    parts.push({
      value: RECOMMENDATION_WEIGHTS.search * weight,
      reason: `you searched '${bestSearch.term}'${bestSearch.place ? ` in ${bestSearch.place}` : ''}`,
    });
  }
  const viewed = candidate.viewedTitles[0];
  if (viewed) {
    parts.push({
      value: RECOMMENDATION_WEIGHTS.viewedSimilar,
      reason: `similar to '${viewed}' you viewed`,
    });
  }
  if (candidate.skillMatches > 0) {
    const n = candidate.skillMatches;
    parts.push({
      value: (RECOMMENDATION_WEIGHTS.skills * Math.min(n, SKILLS_FOR_FULL_MATCH)) / SKILLS_FOR_FULL_MATCH,
      reason: `matches ${n} skill${n === 1 ? '' : 's'} on your resume`,
    });
  }
  const sameState = place.state !== null && candidate.state === place.state;
  const sameCity = sameState && place.city !== null && candidate.city === place.city;
  if (sameState) {
    const where = sameCity ? `${place.city}, ${place.state}` : (place.state as string);
    parts.push({
      value: RECOMMENDATION_WEIGHTS.place * (sameCity ? 1 : 0.75),
      // Said only when no search already named the place.
      reason: bestSearch?.place ? null : `in ${where}, where you look for jobs`,
    });
  }
  const age = ageInDays(candidate.postedAt, now);
  if (age < FRESHNESS_DAYS) {
    const days = Math.floor(age);
    parts.push({
      value: RECOMMENDATION_WEIGHTS.freshness * (1 - age / FRESHNESS_DAYS),
      reason:
        days === 0 ? 'posted today' : days <= 3 ? `posted ${days} day${days === 1 ? '' : 's'} ago` : null,
    });
  }
  if (candidate.popularity > 0) {
    parts.push({
      value: (RECOMMENDATION_WEIGHTS.popular * Math.min(candidate.popularity, POPULAR_FULL)) / POPULAR_FULL,
      reason: 'popular with other job seekers',
    });
  }
  if (candidate.sponsorRank >= 2) {
    parts.push({ value: RECOMMENDATION_WEIGHTS.sponsors, reason: 'says it sponsors H1B visas' });
  } else if (candidate.sponsorRank === 0) {
    parts.push({ value: RECOMMENDATION_WEIGHTS.saysNoSponsor, reason: null });
  }
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  const reasons = parts
    .filter((part) => part.reason !== null && part.value > 0)
    .sort((a, b) => b.value - a.value)
    .map((part) => part.reason as string);
  return {
    id: candidate.id,
    organizationSlug: candidate.organizationSlug,
    postingKey: [candidate.organizationSlug, candidate.title.trim().toLowerCase(), candidate.city ?? ''].join(
      '|',
    ),
    score: Math.round(Math.max(0, Math.min(1, total)) * 1000) / 10,
    reasons,
  };
}

/**
 * Best first (ties: newer id first), at most 3 of one company, one of postings that look the same (a company
 * reposting one title in one city), at most `limit`.
 */
export function pickRecommendations(scored: readonly Scored[], limit: number): Scored[] {
  const perCompany = new Map<string, number>();
  const postings = new Set<string>();
  const picked: Scored[] = [];
  for (const item of [...scored].sort((a, b) => b.score - a.score || b.id - a.id)) {
    const used = perCompany.get(item.organizationSlug) ?? 0;
    if (used >= RECOMMENDATIONS_PER_COMPANY || postings.has(item.postingKey)) continue;
    postings.add(item.postingKey);
    perCompany.set(item.organizationSlug, used + 1);
    picked.push(item);
    if (picked.length >= limit) break;
  }
  return picked;
}

/** The place a user looks in most: a state seen in at least 40% of the located signals, and its top city. */
export function preferredPlace(
  places: readonly { city: string | null; state: string | null }[],
  minShare = 0.4,
): UserPlace {
  const located = places.filter((place) => place.state);
  if (located.length === 0) return { city: null, state: null };
  const count = <K>(keys: K[]) => {
    const map = new Map<K, number>();
    for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
    return [...map.entries()].sort((a, b) => b[1] - a[1])[0];
  };
  const [state, n] = count(located.map((place) => place.state as string)) ?? [null, 0];
  if (!state || n / located.length < minShare) return { city: null, state: null };
  const cities = located.filter((place) => place.state === state && place.city).map((p) => p.city as string);
  const topCity = count(cities);
  return { state, city: topCity && topCity[1] / n >= minShare ? topCity[0] : null };
}
