import type { DbOrTx } from '../../../db/client.ts';
import { DemoJobGenerator } from './demo/generator.ts';
import { clusterSearchTable, countJobs, refreshSearchLexicon, upsertJobs } from './repository.ts';

export const FIRST_START_DEMO_JOBS = 5000;
export const DEMO_SEED = 20251;
const BATCH_SIZE = 2000;
/** Above this many jobs a bulk load rewrites the narrow search table in date order (see clusterSearchTable). */
const CLUSTER_THRESHOLD = 50_000;

export type SeedProgress = { loaded: number; total: number };

/** Loads `count` deterministic demo jobs in bulk batches, then rebuilds the typo dictionary. */
export async function seedDemoJobs(options: {
  db: DbOrTx;
  count: number;
  seed?: number;
  now?: Date;
  batchSize?: number;
  /** Batches in flight at once; above 1 only helps on PostgreSQL, where each uses its own connection. */
  concurrency?: number;
  onProgress?: (progress: SeedProgress) => void;
}): Promise<{ loaded: number; lexiconWords: number }> {
  const generator = new DemoJobGenerator(options.seed ?? DEMO_SEED, options.now ?? new Date());
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let loaded = 0;
  let next = 0;
  // Workers pull the next batch until none is left; the generator is deterministic per index, so order does not matter.
  const worker = async () => {
    while (next < options.count) {
      const start = next;
      const end = Math.min(options.count, start + batchSize);
      next = end;
      const batch = Array.from({ length: end - start }, (_, i) => generator.job(start + i));
      const stored = await upsertJobs(options.db, batch);
      loaded += stored;
      options.onProgress?.({ loaded, total: options.count });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  const lexiconWords = await refreshSearchLexicon(options.db);
  if (options.count >= CLUSTER_THRESHOLD) await clusterSearchTable(options.db);
  return { loaded, lexiconWords };
}

/** On the first start with an empty database, loads the demo jobs so the site has something to show. */
export async function ensureDemoJobs(options: {
  db: DbOrTx;
  count?: number;
  log: (message: string) => void;
}): Promise<void> {
  if ((await countJobs(options.db)) > 0) return;
  const count = options.count ?? FIRST_START_DEMO_JOBS;
  const started = performance.now();
  // One transaction: a first start stopped part-way leaves no jobs, so the next start loads them all (a
  // part of them would count as loaded, and the search words would be missing).
  const result = await options.db.transaction((tx) => seedDemoJobs({ db: tx, count }));
  options.log(
    `Loaded ${result.loaded} demo jobs (${result.lexiconWords} search words) in ${Math.round(performance.now() - started)} ms. This is generated demo data; see README "Real jobs" to ingest real postings.`,
  );
}
