/**
 * `npm run bench:sitemaps`: the sitemaps at a million jobs (issue 14, decision 015). Loads N generated jobs
 * (default 1,000,000; a seeded share already expired) into PostgreSQL (BENCH_DATABASE_URL, default an
 * `sp_seo_bench` database on the local server) with one INSERT ... SELECT generate_series, starts the real
 * app, and over HTTP: fetches the index, then every numbered page, timing each and sampling the server's
 * memory while it streams; checks every page against the protocol limits (50,000 URLs, 50 MB), that the
 * URLs are exactly the unexpired jobs, and validates the largest page against the sitemaps.org XSD. In the
 * same run a naive baseline builds one 50,000-URL page the obvious way (one query for the whole page, the
 * wide rows, the document built in memory), for the time and memory comparison.
 *
 * Options: --jobs N (1000000), --seed N (random, printed), --expired-share F (0.2), --fresh (reload).
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/client.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { rowsOf } from '../server/modules/community/sql.ts';
import { renderUrlset, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '../server/modules/seo/sitemap-xml.ts';
import { locsOf, sitemapSchemaErrors } from '../tests/helpers/sitemap-schema.ts';
import { ensurePgDatabase } from './lib/pg-database.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    'expired-share': { type: 'string', default: '0.2' },
    fresh: { type: 'boolean', default: false },
  },
});
const JOBS = Number(values.jobs);
const SEED = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const EXPIRED_SHARE = Number(values['expired-share']);
const URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sp_seo_bench';
const PUBLIC_URL = 'https://sponsorpath.example';

const ms = (started: number) => performance.now() - started;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function load(database: Database): Promise<void> {
  const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`));
  if ((row?.n ?? 0) === JOBS && !values.fresh) {
    console.log(`Reusing ${JOBS} jobs in ${URL.replace(/\/\/[^@]*@/, '//')} (--fresh reloads them)`);
    return;
  }
  const started = performance.now();
  await database.db.execute(sql`TRUNCATE jobs CASCADE`);
  // Only the jobs table matters to sitemaps: the search tables' triggers are skipped for a fast load.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`SELECT setseed(${(SEED % 1_000_000) / 1_000_000})`);
    await tx.execute(sql`
      INSERT INTO jobs (job_id, source, title, organization, organization_slug, description_text, location, url,
                        posted_at, expires_at, created_at, updated_at)
      SELECT 'bench-' || g, 'bench', 'Software Engineer ' || g, 'Company ' || (g % 5000), 'company-' || (g % 5000),
             repeat('We build reliable systems and sponsor H1B visas. ', 30), 'Austin, TX',
             'https://jobs.example/' || g,
             now() - (random() * interval '90 days'),
             CASE WHEN random() < ${EXPIRED_SHARE} THEN now() - (random() * interval '30 days')
                  WHEN random() < 0.3 THEN now() + (random() * interval '60 days') END,
             now() - interval '90 days', now() - (random() * interval '90 days')
      FROM generate_series(1, ${JOBS}) AS g`);
  });
  await database.db.execute(sql`VACUUM ANALYZE jobs`);
  console.log(`Loaded ${JOBS} jobs in ${(ms(started) / 1000).toFixed(1)} s`);
}

/** Peak of the process's heap + external + array buffers while `work` runs, above what it was before. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  global.gc?.();
  const base = used();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, peak: peak - base };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  console.log(`Seed ${SEED} (repeat with --seed ${SEED}); ${JOBS} jobs, ${EXPIRED_SHARE * 100}% expired`);
  await ensurePgDatabase(URL);
  const database = await createDatabase({ driver: 'pg', url: URL, poolSize: 4 });
  await database.migrate();
  await load(database);

  const config = loadConfig(
    // The work itself is timed: the shared page cache (bench:cache measures it) stays off.
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE: 'off' },
    {
      dataDir: mkdtempSync(path.join(tmpdir(), 'sp-seo-bench-')),
      authSecret: 'bench-secret-'.padEnd(48, 'x'),
      publicUrl: PUBLIC_URL,
    },
  );
  const app = await buildApp({ config, database, ssr: false, logger: false, pruneIntervalMs: 0 });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 3442) });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const fetchText = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url.replace(PUBLIC_URL, base), { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  try {
    let started = performance.now();
    const index = await fetchText(`${base}/sitemap.xml`);
    const indexMs = ms(started);
    started = performance.now();
    const indexAgain = await fetchText(`${base}/sitemap.xml`);
    const cachedIndexMs = ms(started);
    if (index.status !== 200 || indexAgain.body !== index.body) throw new Error(`index: ${index.status}`);
    const pages = locsOf(index.body).filter((loc) => /sitemap-\d+\.xml$/.test(loc));
    console.log(
      `Index: ${pages.length} numbered pages; first request (plans the pages) ${indexMs.toFixed(0)} ms, then ${cachedIndexMs.toFixed(1)} ms`,
    );

    const times: number[] = [];
    const peaks: number[] = [];
    let urls = 0;
    let largest = { loc: '', body: '', count: 0 };
    let maxBytes = 0;
    const seen = new Set<string>();
    /** Streams a page, keeping nothing but counts: what the server itself holds shows in the memory peak. */
    const drain = async (loc: string) => {
      const response = await fetch(loc.replace(PUBLIC_URL, base));
      const decoder = new TextDecoder();
      let count = 0;
      let carry = '';
      let bytes = 0;
      for await (const chunk of response.body ?? []) {
        bytes += (chunk as Uint8Array).byteLength;
        const text = carry + decoder.decode(chunk, { stream: true });
        count += text.split('</url>').length - 1;
        carry = text.slice(-5);
      }
      return { status: response.status, count, bytes };
    };
    const pagesStarted = new Date();
    for (const loc of pages) {
      started = performance.now();
      const { result: streamed, peak } = await peakMemory(() => drain(loc));
      times.push(ms(started));
      peaks.push(peak);
      const page = await fetchText(loc);
      if (page.status !== 200 || streamed.status !== 200) throw new Error(`${loc}: ${page.status}`);
      const locs = locsOf(page.body);
      const bytes = Buffer.byteLength(page.body);
      if (locs.length > SITEMAP_MAX_URLS) throw new Error(`${loc}: ${locs.length} URLs`);
      if (bytes > SITEMAP_MAX_BYTES) throw new Error(`${loc}: ${bytes} bytes`);
      for (const url of locs) seen.add(url);
      urls += locs.length;
      maxBytes = Math.max(maxBytes, bytes);
      if (locs.length > largest.count) largest = { loc, body: page.body, count: locs.length };
      const etag = page.headers.get('etag') ?? '';
      if (loc === pages[0]) {
        started = performance.now();
        const again = await fetchText(loc, { 'if-none-match': etag });
        console.log(
          `Revalidation of a full page (If-None-Match): ${again.status} in ${ms(started).toFixed(0)} ms`,
        );
      }
    }
    // Jobs keep expiring while the pages are read: every listed URL is a job open when its page was read.
    const openAt = async (at: Date) =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n FROM jobs WHERE expires_at IS NULL OR expires_at > ${at.toISOString()}::timestamptz`,
        ),
      )[0]?.n ?? 0;
    const [atStart, atEnd] = [await openAt(pagesStarted), await openAt(new Date())];
    if (seen.size !== urls || urls > atStart || urls < atEnd) {
      throw new Error(
        `listed ${urls} URLs (${seen.size} distinct), expected ${atEnd}..${atStart} unexpired jobs`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Pages: ${urls} URLs = every unexpired job once (${atEnd}..${atStart} open while read); largest page ${largest.count} URLs, ${mb(maxBytes)} MB (limits ${SITEMAP_MAX_URLS}, ${mb(SITEMAP_MAX_BYTES)} MB)`,
    );
    console.log(
      `Full page over HTTP (server in this process): median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; ` +
        `memory peak above idle while it streams (process: server + a client that keeps nothing): median ${mb([...peaks].sort((a, b) => a - b)[Math.floor(peaks.length / 2)] ?? 0)} MB`,
    );

    started = performance.now();
    const errors = await sitemapSchemaErrors(largest.body, 'urlset');
    console.log(
      `XSD (sitemaps.org 0.9, xmllint) on ${largest.loc}: ${errors.length === 0 ? 'valid' : `INVALID ${errors.slice(0, 3).join('; ')}`} (${ms(started).toFixed(0)} ms)`,
    );
    const indexErrors = await sitemapSchemaErrors(index.body, 'index');
    console.log(
      `XSD on the index: ${indexErrors.length === 0 ? 'valid' : `INVALID ${indexErrors.join('; ')}`}`,
    );

    // Naive baseline: one query returning the page's wide rows, the whole document built as one string.
    const naive = await peakMemory(async () => {
      const begin = performance.now();
      const rows = rowsOf<{ id: string; updated_at: Date }>(
        await database.db.execute(
          sql`SELECT * FROM jobs WHERE expires_at IS NULL OR expires_at > now() ORDER BY id LIMIT ${SITEMAP_MAX_URLS}`,
        ),
      );
      const body = renderUrlset(
        rows.map((row) => ({
          loc: `${PUBLIC_URL}/jobs/${row.id}`,
          lastmod: new Date(row.updated_at).toISOString(),
        })),
      );
      return { ms: ms(begin), bytes: Buffer.byteLength(body) };
    });
    console.log(
      `Naive baseline (SELECT * LIMIT 50000, built in memory): ${naive.result.ms.toFixed(0)} ms, memory peak ${mb(naive.peak)} MB`,
    );
    const failed = errors.length > 0 || indexErrors.length > 0 || (sorted.at(-1) ?? 0) > 1000;
    console.log(
      failed
        ? 'BUDGET MISSED (a page over 1 s or invalid XML)'
        : 'Budget met: every 50,000-URL page under 1 s, all valid',
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
