/**
 * /sponsors search and sponsor pages on a seeded sponsor database (issue 13 budgets: search p95 <= 50 ms,
 * page p95 <= 100 ms with 150,000 employers). Called by bench/sponsors.ts after it seeds the employers.
 *
 * Workload, drawn with the printed seed: names taken from the database itself (a word or two of a random
 * sponsor's name, a third of them with a typo: a letter dropped, doubled or swapped), random filters (state,
 * sector, fiscal year, fewest decisions), every sort and pages 1-3; sponsor pages for random slugs. Both go
 * through the HTTP API (app.inject: routing, validation, serialisation included).
 *
 * Baselines in the same run: the same searches computed on the fly from the raw rows (uscis_counts grouped
 * per sponsor, ILIKE on legal names), and the same pages with their LCA detail aggregated per request (as
 * pages were before it was precomputed), both straight on the database (no HTTP).
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SPONSOR_SORTS } from '../core/sponsors/read-api.ts';
import type { Database } from '../db/client.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MemoryRateLimiter } from '../server/lib/rate-limiter.ts';
import { rowsOf } from '../server/modules/community/sql.ts';
import { referenceDetail } from '../server/modules/sponsors/reference-figures.ts';
import {
  findLegalEntities,
  findOpenJobs,
  findSponsorBySlug,
  findYearStats,
} from '../server/modules/sponsors/repository.ts';
import { Random } from '../server/modules/jobs/demo/random.ts';

const SEARCHES = Number(process.env.BENCH_SPONSOR_SEARCHES ?? 300);
const PAGES = Number(process.env.BENCH_SPONSOR_PAGES ?? 200);
const NAIVE = Number(process.env.BENCH_SPONSOR_NAIVE ?? 25);
const BUDGET = { search: 50, page: 100 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** A one-letter typo: dropped, doubled or two letters swapped (never the first letter). */
function typo(word: string, random: Random): string {
  if (word.length < 5) return word;
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

type Case = {
  url: string;
  q?: string;
  state?: string;
  industry?: string;
  year?: number;
  minFilings?: number;
  sort: string;
  page: number;
};

function buildCases(
  random: Random,
  names: string[],
  states: string[],
  sectors: string[],
  years: number[],
): Case[] {
  return Array.from({ length: SEARCHES }, () => {
    const c: Case = {
      url: '',
      sort: random.pick(SPONSOR_SORTS),
      page: random.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
      ] as const),
    };
    if (random.next() < 0.7) {
      const words = random
        .pick(names)
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= 3);
      if (words.length > 0) {
        const start = random.int(0, words.length - 1);
        let q = words.slice(start, start + random.int(1, 2)).join(' ');
        if (random.next() < 0.33) q = typo(q, random);
        c.q = q;
      }
    }
    if (random.next() < 0.25) c.state = random.pick(states);
    if (random.next() < 0.2) c.industry = random.pick(sectors);
    if (random.next() < 0.25) c.year = random.pick(years);
    if (random.next() < 0.2) c.minFilings = random.pick([5, 10, 50, 100]);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(c))
      if (key !== 'url' && value !== undefined) params.set(key, String(value));
    c.url = `/api/sponsors?${params.toString()}`;
    return c;
  });
}

/** The same search without aggregates: sums of the raw USCIS rows per sponsor, names matched on legal names. */
function naiveSearch(c: Case): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (c.q) where.push(sql`e.name ILIKE ${`%${c.q}%`}`);
  if (c.state) where.push(sql`u.state = ${c.state}`);
  if (c.industry) where.push(sql`u.naics = ${c.industry}`);
  if (c.year) where.push(sql`u.fiscal_year = ${c.year}`);
  return sql`
    SELECT s.slug, s.name, sum(u.initial_approvals + u.continuing_approvals) AS approvals,
      sum(u.initial_denials + u.continuing_denials) AS denials
    FROM uscis_counts u JOIN sponsor_employers e ON e.id = u.employer_id JOIN sponsors s ON s.id = e.sponsor_id
    WHERE ${sql.join(where, sql` AND `)}
    GROUP BY s.id HAVING sum(u.initial_approvals + u.continuing_approvals + u.initial_denials + u.continuing_denials) >= ${c.minFilings ?? 0}
    ORDER BY approvals DESC, s.id OFFSET ${(c.page - 1) * 20} LIMIT 21`;
}

/**
 * A sponsor page as it was computed before its LCA detail was precomputed: the sponsor row, years, legal
 * entities and open jobs read as now, and the titles with quartiles, wage-level mix, worksites and sources
 * aggregated from the filings per request (reference-figures.ts; the same figures, tested equal).
 */
async function perRequestPage(database: Database, slug: string): Promise<void> {
  const { db } = database;
  const sponsor = await findSponsorBySlug(db, slug);
  if (!sponsor) throw new Error(`no sponsor ${slug}`);
  await Promise.all([
    findYearStats(db, sponsor.id),
    findLegalEntities(db, sponsor.id),
    referenceDetail(db, sponsor.id),
    findOpenJobs(db, sponsor.id),
  ]);
}

export async function benchSponsorPages(options: {
  database: Database;
  seed: number;
  log: (line: string) => void;
}): Promise<void> {
  const { database, seed, log } = options;
  const { db } = database;
  const random = new Random(seed);
  const config = loadConfig(
    // The work itself is timed: the shared page cache (bench:cache measures it) stays off.
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE: 'off' },
    { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-sponsor-pages-')) },
  );
  const app: FastifyInstance = await buildApp({
    config,
    database,
    ssr: false,
    rateLimiter: new MemoryRateLimiter(),
    logger: false,
    pruneIntervalMs: 0,
  });
  await app.ready();
  try {
    const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM sponsors`));
    const sample = rowsOf<{ name: string; slug: string }>(
      await db.execute(
        sql`SELECT name, slug FROM sponsors ORDER BY md5(id::text || ${String(seed)}) LIMIT 1000`,
      ),
    );
    const states = rowsOf<{ s: string }>(
      await db.execute(sql`SELECT DISTINCT unnest(states) AS s FROM sponsors LIMIT 60`),
    ).map((r) => r.s);
    const sectors = rowsOf<{ s: string }>(
      await db.execute(sql`SELECT DISTINCT naics AS s FROM sponsors WHERE naics IS NOT NULL`),
    ).map((r) => r.s);
    const years = rowsOf<{ y: number }>(
      await db.execute(sql`SELECT DISTINCT fiscal_year::int AS y FROM sponsor_year_stats`),
    ).map((r) => r.y);
    log(
      `sponsor pages bench: ${count?.n ?? 0} sponsors, seed ${seed}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const cases = buildCases(
      random,
      sample.map((row) => row.name),
      states.length ? states : ['CA'],
      sectors.length ? sectors : ['54'],
      years.length ? years : [2023],
    );
    for (const c of cases.slice(0, 10)) await app.inject({ method: 'GET', url: c.url }); // warm-up
    const searchTimes: number[] = [];
    let failures = 0;
    for (const c of cases) {
      searchTimes.push(
        await time(async () => {
          const response = await app.inject({ method: 'GET', url: c.url });
          if (response.statusCode !== 200) failures += 1;
        }),
      );
    }
    const naiveSearchTimes: number[] = [];
    for (const c of cases.slice(0, NAIVE))
      naiveSearchTimes.push(await time(() => db.execute(naiveSearch(c))));

    // One page in ten is one of the 10 sponsors with the most LCA filings (the pages that cost most when
    // aggregated per request); the rest random sponsors.
    const largestRows = rowsOf<{ slug: string; n: number }>(
      await db.execute(
        sql`SELECT slug, lca_filings AS n FROM sponsors ORDER BY lca_filings DESC, id LIMIT 10`,
      ),
    );
    const largest = largestRows.map((row) => row.slug);
    const largestFilings = Number(largestRows[0]?.n ?? 0);
    const slugs = Array.from({ length: PAGES }, (_, i) =>
      i % 10 === 0 && largest.length > 0
        ? (largest[(i / 10) % largest.length] as string)
        : random.pick(sample).slug,
    );
    const pageTimes: number[] = [];
    for (const slug of slugs) {
      pageTimes.push(
        await time(async () => {
          const response = await app.inject({ method: 'GET', url: `/api/sponsors/${slug}` });
          if (response.statusCode !== 200) failures += 1;
        }),
      );
    }
    const naivePageTimes: number[] = [];
    for (const slug of slugs.slice(0, NAIVE * 2))
      naivePageTimes.push(await time(() => perRequestPage(database, slug)));

    const report = (name: string, times: number[], naive: number[], budget: number) => {
      const p95 = percentile(times, 95);
      const naive95 = percentile(naive, 95);
      log(
        `${name}: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)} (budget ${budget} ms: ${p95 <= budget ? 'met' : 'MISSED'}) over ${times.length}; ` +
          `naive on-the-fly p50 ${ms(percentile(naive, 50))}, p95 ${ms(naive95)} over ${naive.length}; naive/ours p95 ${(naive95 / Math.max(p95, 0.001)).toFixed(1)}x`,
      );
    };
    report('GET /api/sponsors (search)', searchTimes, naiveSearchTimes, BUDGET.search);
    const slowest = cases
      .map((c, i) => ({ url: c.url, ms: searchTimes[i] ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    log(
      `  slowest searches: ${slowest.map((c) => `${ms(c.ms)} ${c.url.slice('/api/sponsors'.length)}`).join('; ')}`,
    );
    report('GET /api/sponsors/:slug (page)', pageTimes, naivePageTimes, BUDGET.page);
    const ofLargest = (times: number[]) => times.filter((_, i) => i % 10 === 0);
    log(
      `  of which the 10 largest sponsors (up to ${largestFilings.toLocaleString('en-US')} LCA filings): ours max ${ms(Math.max(...ofLargest(pageTimes)))}, per-request max ${ms(Math.max(...ofLargest(naivePageTimes)))}`,
    );
    if (failures > 0) log(`WARNING: ${failures} requests did not answer 200`);
    log(
      `load after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app.close();
  }
}
