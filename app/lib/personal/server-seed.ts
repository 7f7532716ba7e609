/**
 * A list the server put in the page (/profile's saved jobs, alerts, searches and activity): the query starts
 * with it, and counts it fresh for a minute, so the browser does not ask for the same rows again the moment
 * the page hydrates. A change the user makes still updates or refetches the list (its mutation does), and a
 * later visit fetches as usual.
 */
export type ServerSeed<T> = { data: T; at: number };

const SEED_FRESH_MS = 60_000;

export function seedOptions<T>(seed: ServerSeed<T> | undefined) {
  return {
    initialData: seed?.data,
    initialDataUpdatedAt: seed?.at,
    staleTime: seed ? SEED_FRESH_MS : 0,
  };
}
