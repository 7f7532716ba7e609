/**
 * `npm run bench:search`: loads 1,000,000 demo jobs into PostgreSQL (BENCH_DATABASE_URL, default a
 * `sp_bench` database on the local server) and 100,000 into PGlite, then runs a fixed mixed workload
 * through the real search code and, in the same run, a naive baseline (rank every match with ts_rank,
 * ORDER BY ... LIMIT 30, plus count(*)). Prints p50/p95/p99 per class and overall, and the speed-up.
 * Budgets (DESIGN section 7): PostgreSQL 1M p95 <= 50 ms and >= 20x the baseline; PGlite 100k p95 <= 100 ms.
 *
 * Options: --pg-jobs N (1000000), --pglite-jobs N (100000), --runs N (5 per query), --only pg|pglite.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePgDatabase } from './lib/pg-database.ts';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SUGGESTIONS } from '../core/job-search-ui.ts';
import { jobSearchQuerySchema, type JobSearchQuery } from '../core/jobs.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { countJobs, deleteJobsBySource } from '../server/modules/jobs/repository.ts';
import { filterConditions } from '../server/modules/jobs/search.ts';
import { seedDemoJobs } from '../server/modules/jobs/seed.ts';
import { searchJobs } from '../server/modules/jobs/service.ts';

const { values } = parseArgs({
  options: {
    'pg-jobs': { type: 'string', default: '1000000' },
    'pglite-jobs': { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const BUDGETS = { pg: { p95: 50, speedup: 20 }, pglite: { p95: 100, speedup: 0 } };

type Case = { label: string; query: Record<string, string | number> };
/** SPEC's popular searches, the first thing people click on /jobs. */
const POPULAR = DEFAULT_SUGGESTIONS;
const WORKLOAD: Record<string, Case[]> = {
  popular: POPULAR.map((search) => ({ label: search, query: { search } })),
  broad: ['engineer', 'data', 'manager', 'senior', 'analyst'].map((search) => ({
    label: search,
    query: { search },
  })),
  rare: ['biostatistician', 'verilog', 'actuarial', 'hospitalist', 'golang'].map((search) => ({
    label: search,
    query: { search },
  })),
  typo: ['sofware enginer', 'machne lerning', 'pyhton developer', 'data scintist', 'registred nurse'].map(
    (search) => ({ label: search, query: { search } }),
  ),
  filters: [
    { label: 'state=CA', query: { state: 'CA' } },
    { label: 'remote', query: { workArrangement: 'remote' } },
    { label: 'contract', query: { employmentType: 'CONTRACTOR' } },
    { label: 'Seattle+hybrid', query: { city: 'Seattle', workArrangement: 'hybrid' } },
    { label: 'TX+intern', query: { state: 'TX', employmentType: 'INTERN' } },
  ],
  empty: [{ label: 'default', query: {} }],
  'search+filters': [
    { label: 'engineer TX', query: { search: 'engineer', state: 'TX' } },
    { label: 'data remote', query: { search: 'data', workArrangement: 'remote' } },
    { label: 'nurse onsite', query: { search: 'nurse', workArrangement: 'onsite' } },
    { label: 'swe Seattle', query: { search: 'swe', city: 'Seattle' } },
  ],
  deep: [
    { label: 'engineer p10', query: { search: 'engineer', page: 10 } },
    { label: 'engineer p40', query: { search: 'engineer', page: 40 } },
    { label: 'default p50', query: { page: 50 } },
    { label: 'state=CA p20', query: { state: 'CA', page: 20 } },
  ],
};

type Rows<T> = { rows: T[] };
async function execute<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as Rows<T>).rows;
}

/** The naive approach the design rules out: rank every match (GIN index), sort, and count every match. */
async function naiveSearch(database: Database, query: JobSearchQuery): Promise<number> {
  const filters = filterConditions(query);
  const offset = query.page * query.pageSize;
  if (!query.search) {
    await execute(
      database,
      sql`SELECT id FROM job_search s WHERE ${filters} ORDER BY sponsor_rank DESC, posted_at DESC, id DESC OFFSET ${offset} LIMIT ${query.pageSize}`,
    );
    const [row] = await execute<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM job_search s WHERE ${filters}`,
    );
    return row?.n ?? 0;
  }
  const tsq = sql`websearch_to_tsquery('english', ${query.search})`;
  await execute(
    database,
    sql`SELECT s.id, ts_rank(d.doc_tsv, ${tsq}) AS rank FROM job_search s JOIN job_search_doc d ON d.id = s.id WHERE ${filters} AND d.doc_tsv @@ ${tsq} ORDER BY rank DESC, s.id DESC OFFSET ${offset} LIMIT ${query.pageSize}`,
  );
  const [row] = await execute<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM job_search s JOIN job_search_doc d ON d.id = s.id WHERE ${filters} AND d.doc_tsv @@ ${tsq}`,
  );
  return row?.n ?? 0;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)).padStart(7);

async function measure(database: Database, name: string): Promise<{ p95: number; baselineP95: number }> {
  const ours: Record<string, number[]> = {};
  const naive: Record<string, number[]> = {};
  for (const [klass, cases] of Object.entries(WORKLOAD)) {
    ours[klass] = [];
    naive[klass] = [];
    for (const testCase of cases) {
      const query = jobSearchQuerySchema.parse(testCase.query);
      await searchJobs({ db: database.db, query }); // warm caches and plans once
      await naiveSearch(database, query);
      for (let run = 0; run < RUNS; run++) {
        let started = performance.now();
        await searchJobs({ db: database.db, query });
        ours[klass]?.push(performance.now() - started);
        started = performance.now();
        await naiveSearch(database, query);
        naive[klass]?.push(performance.now() - started);
      }
    }
  }
  console.log(`\n${name}: ${RUNS} runs per query, milliseconds`);
  console.log(
    `${'class'.padEnd(16)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)} |${'naive p50'.padStart(10)}${'p95'.padStart(7)}${'p99'.padStart(7)} | speed-up (p95)`,
  );
  const all: number[] = [];
  const allNaive: number[] = [];
  for (const klass of Object.keys(WORKLOAD)) {
    const a = [...(ours[klass] ?? [])].sort((x, y) => x - y);
    const b = [...(naive[klass] ?? [])].sort((x, y) => x - y);
    all.push(...a);
    allNaive.push(...b);
    console.log(
      `${klass.padEnd(16)}${fmt(percentile(a, 50))}${fmt(percentile(a, 95))}${fmt(percentile(a, 99))} |${fmt(percentile(b, 50)).padStart(10)}${fmt(percentile(b, 95))}${fmt(percentile(b, 99))} | ${(percentile(b, 95) / percentile(a, 95)).toFixed(1)}x`,
    );
  }
  all.sort((x, y) => x - y);
  allNaive.sort((x, y) => x - y);
  const p95 = percentile(all, 95);
  const baselineP95 = percentile(allNaive, 95);
  console.log(
    `${'overall'.padEnd(16)}${fmt(percentile(all, 50))}${fmt(p95)}${fmt(percentile(all, 99))} |${fmt(percentile(allNaive, 50)).padStart(10)}${fmt(baselineP95)}${fmt(percentile(allNaive, 99))} | ${(baselineP95 / p95).toFixed(1)}x`,
  );
  return { p95, baselineP95 };
}

async function ensureJobs(database: Database, count: number, label: string): Promise<void> {
  await database.migrate();
  const existing = await countJobs(database.db);
  if (existing === count) {
    console.log(`${label}: ${count.toLocaleString('en-US')} jobs already loaded`);
    return;
  }
  await deleteJobsBySource(database.db, 'demo');
  const started = performance.now();
  await seedDemoJobs({
    db: database.db,
    count,
    batchSize: 5000,
    concurrency: database.driver === 'pg' ? 2 : 1,
  });
  console.log(
    `${label}: loaded ${count.toLocaleString('en-US')} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const verdicts: string[] = [];
if (values.only !== 'pglite') {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sp_bench';
  await ensurePgDatabase(url);
  const database = await createDatabase({ driver: 'pg', url, poolSize: 4 });
  try {
    const count = Number(values['pg-jobs']);
    await ensureJobs(database, count, 'PostgreSQL');
    const result = await measure(database, `PostgreSQL, ${count.toLocaleString('en-US')} jobs`);
    const speedup = result.baselineP95 / result.p95;
    const ok = result.p95 <= BUDGETS.pg.p95 && speedup >= BUDGETS.pg.speedup;
    verdicts.push(
      `PostgreSQL ${count.toLocaleString('en-US')}: p95 ${result.p95.toFixed(1)} ms (budget ${BUDGETS.pg.p95}), ${speedup.toFixed(1)}x baseline (budget ${BUDGETS.pg.speedup}x): ${ok ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await database.close();
  }
}
if (values.only !== 'pg') {
  const dir = path.resolve(process.env.BENCH_PGLITE_DIR ?? 'data/bench-pglite');
  mkdirSync(dir, { recursive: true });
  const database = await createDatabase({ driver: 'pglite', dataDir: dir });
  try {
    const count = Number(values['pglite-jobs']);
    await ensureJobs(database, count, 'PGlite');
    const result = await measure(database, `PGlite, ${count.toLocaleString('en-US')} jobs`);
    const ok = result.p95 <= BUDGETS.pglite.p95;
    verdicts.push(
      `PGlite ${count.toLocaleString('en-US')}: p95 ${result.p95.toFixed(1)} ms (budget ${BUDGETS.pglite.p95}), ${(result.baselineP95 / result.p95).toFixed(1)}x baseline: ${ok ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await database.close();
  }
}
console.log(`\n${verdicts.join('\n')}`);
process.exitCode = verdicts.every((v) => v.endsWith('PASS')) ? 0 : 1;
