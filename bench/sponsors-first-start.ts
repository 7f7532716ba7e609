/**
 * `npx tsx bench/sponsors-first-start.ts [--chunk N|all]` (issue 13): how long a /jobs request waits while the
 * first start imports the shipped H-1B samples on PGlite. PGlite runs in the server's own thread and has one
 * connection, so every statement of the import blocks requests for as long as it runs.
 *
 * As `npm start` does on an empty data directory: migrations, the demo jobs, then ensureSponsorData() in the
 * background; meanwhile GET /api/jobs (a search, through routing and serialisation) is sent one after the
 * other, 200 ms apart, until the import has finished. Printed: the import's own log line (files, figures
 * time), the requests' p50/p95/max latency, and the longest event-loop stall. Baseline in the same run: the
 * same requests before the import starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/client.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { MemoryRateLimiter } from '../server/lib/rate-limiter.ts';
import { ensureDemoJobs } from '../server/modules/jobs/seed.ts';
import { ensureSponsorData } from '../server/modules/sponsors/import/first-start.ts';

const { values } = parseArgs({ options: { chunk: { type: 'string' } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const summary = (list: number[]) =>
  `${list.length} requests, p50 ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms, max ${Math.max(0, ...list).toFixed(0)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-first-start-'));
const database = await createDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
try {
  await database.migrate();
  const config = loadConfig(
    // The work itself is timed: the shared page cache (bench:cache measures it) stays off.
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE: 'off' },
    { dataDir },
  );
  const app = await buildApp({
    config,
    database,
    ssr: false,
    rateLimiter: new MemoryRateLimiter(),
    logger: false,
    pruneIntervalMs: 0,
  });
  await app.ready();
  await ensureDemoJobs({ db: database.db, log: () => undefined });
  console.log(`first-start import on PGlite, load ${load()}`);

  // A request is due 200 ms after the previous answer; its wait runs from then, not from when this thread
  // got round to sending it: a client elsewhere would have sent it on time, and it would sit in the socket
  // while a PGlite statement holds the event loop.
  const words = ['nurse', 'engineer', 'analyst', 'teacher', 'developer', 'manager', 'data', 'sales'];
  let sent = 0;
  const probe = async () => {
    const due = performance.now() + 200;
    await sleep(200);
    sent += 1;
    const url = `/api/jobs?q=${words[sent % words.length]}&page=${1 + (sent % 3)}&pageSize=20`;
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return performance.now() - due;
  };
  const before: number[] = [];
  for (let i = 0; i < 20; i++) before.push(await probe());

  let done = false;
  let message = '';
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const importing = ensureSponsorData({
    db: database.db,
    log: (line) => {
      message = line;
    },
    ...(values.chunk ? { chunkSponsors: values.chunk === 'all' ? null : Number(values.chunk) } : {}),
  }).finally(() => {
    done = true;
  });
  const during: number[] = [];
  while (!done) during.push(await probe());
  await importing;
  stalls.disable();
  console.log(
    `import: ${message || '(no log line)'}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`GET /api/jobs before the import: ${summary(before)}`);
  console.log(`GET /api/jobs during the import: ${summary(during)}`);
  console.log(
    `longest event-loop stall during the import: ${(stalls.max / 1e6).toFixed(0)} ms; load ${load()}`,
  );
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
