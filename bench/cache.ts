/**
 * `npm run bench:cache`: the page cache under a crowd (issue 14 item 4, decision 016). Starts the compiled
 * server (build/node/main.js; `npm run build` first) on a modest PostgreSQL database of its own
 * (BENCH_CACHE_DATABASE_URL, default `sp_cache_bench` on the local server: the demo jobs, discussions and
 * shipped sponsor samples a first start loads), then runs one mixed anonymous workload drawn with a seeded
 * generator (landing, /jobs with popular searches, job pages, community list and posts, sponsor pages;
 * compressed, as browsers ask) with autocannon, with PAGE_CACHE=off and then PAGE_CACHE=on, in the same run.
 * Prints requests/s and p50/p95/p99 per mode, the CPU per request of the servers, of PostgreSQL and of the
 * load generator, and the machine load. Budget: >= 500 requests/s with
 * p95 <= 50 ms with the cache on.
 *
 * Options: --seed N (random, printed), --duration S (20), --warmup S (25: long enough for a crowd to have
 * visited the 600 job pages once, i.e. the steady state; with 5 s the cache is still filling), --connections N (16),
 * --port N (4210), --modes off,on, --redis URL (keep pages and versions in Redis), --mix NAMES (only these
 * parts of the mix, e.g. `job-search` or `job-page`: the SSR throughput of one page type, budget 300
 * pages/s on 2 cores), --instances N (1: N servers on consecutive ports, the connections shared among them,
 * so the pages render on every core; with --redis they share one cache), --jobs N (600: job pages are drawn
 * from this many jobs, most popular first), --searches popular|varied (popular: the job searches are drawn
 * from the twenty popular ones below, Zipf-like, as a crowd arriving from shared links searches; varied:
 * each is one to three consecutive words of a title of the job pool, a third of them in that job's city, so
 * nearly every search differs and nothing the server keeps between searches is favoured), --search-cache
 * on|off (the search result cache, SEARCH_CACHE; by default as the page cache: off with PAGE_CACHE=off, on
 * with it on, as in production).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensurePgDatabase } from './lib/pg-database.ts';
import { random } from './lib/random.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '25' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '4210' },
    modes: { type: 'string', default: 'off,on' },
    redis: { type: 'string' },
    mix: { type: 'string' },
    instances: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '600' },
    searches: { type: 'string', default: 'popular' },
    'search-cache': { type: 'string' },
  },
});
const INSTANCES = Number(values.instances);
const JOB_POOL = Number(values.jobs);
const SEARCHES_DRAWN = values.searches === 'varied' ? 'varied' : 'popular';
if (values.searches !== undefined && values.searches !== SEARCHES_DRAWN)
  throw new Error('--searches: popular or varied');
/** The search result cache: as the page cache by default (both off, or both on as in production). */
const SEARCH_CACHE = values['search-cache'];
if (SEARCH_CACHE !== undefined && SEARCH_CACHE !== 'on' && SEARCH_CACHE !== 'off')
  throw new Error('--search-cache: on or off');
const SEED = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const MODES = (values.modes ?? 'off,on').split(',').map((mode) => mode.trim());
const DATABASE_URL =
  process.env.BENCH_CACHE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sp_cache_bench';
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'build/node/main.js');
/** Extra Node flags for the servers, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile them. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const BUDGET = { rps: 500, p95: 50, ssrPagesPerSecond: 300 };

/** Popular items get most of the traffic (Zipf-like, s = 1). */
function zipfPick<T>(items: readonly T[], rand: () => number): T {
  const weights = items.map((_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let target = rand() * total;
  for (let index = 0; index < items.length; index += 1) {
    target -= weights[index] ?? 0;
    if (target <= 0) return items[index] as T;
  }
  return items[items.length - 1] as T;
}

const SEARCHES = [
  'software engineer',
  'nurse',
  'data scientist',
  'product manager',
  'sponsorship',
  'new grad',
  'remote',
  'analyst',
  'python',
  'react',
  'accountant',
  'devops',
  'marketing',
  'sales',
  'designer',
  'java',
  'machine learning',
  'teacher',
  'mechanical engineer',
  'entry level',
];
const CITIES = ['', '', '', 'Austin', 'New York', 'Seattle', 'San Francisco', 'Chicago', 'Boston'];
const CATEGORIES = ['', '', 'h1b_lottery', 'h1b_jobs', 'h1b_stamping', 'h1b_spouse'];
const SORTS = ['', '', 'popular', 'recent'];

type PoolJob = { id: number; title: string; city: string | null };
type Pools = { jobIds: number[]; postIds: string[]; sponsorSlugs: string[]; jobs: PoolJob[] };

/** One to three consecutive words of a pooled job's title, a third of them in that job's city. */
function variedSearch(rand: () => number, jobs: readonly PoolJob[]): URLSearchParams {
  const job = jobs[Math.floor(rand() * jobs.length)];
  const words = (job?.title ?? 'engineer').split(/[^\p{L}\p{N}+#&.]+/u).filter(Boolean);
  const size = Math.min(words.length, 1 + Math.floor(rand() * 3));
  const start = Math.floor(rand() * (words.length - size + 1));
  const params = new URLSearchParams({ search: words.slice(start, start + size).join(' ') });
  if (job?.city && rand() < 1 / 3) params.set('city', job.city);
  return params;
}

/** One request of the mix: share of traffic and how its URL is drawn. */
const MIX: { name: string; share: number; draw(rand: () => number, pools: Pools): string }[] = [
  { name: 'landing', share: 0.1, draw: () => '/' },
  {
    name: 'job search',
    share: 0.3,
    draw(rand, pools) {
      let params: URLSearchParams;
      if (SEARCHES_DRAWN === 'varied') params = variedSearch(rand, pools.jobs);
      else {
        const city = zipfPick(CITIES, rand);
        params = new URLSearchParams({ search: zipfPick(SEARCHES, rand) });
        if (city) params.set('city', city);
      }
      if (rand() < 0.1) params.set('page', '2');
      return `/jobs?${params.toString()}`;
    },
  },
  { name: 'job page', share: 0.2, draw: (rand, pools) => `/jobs/${zipfPick(pools.jobIds, rand)}` },
  {
    name: 'community list',
    share: 0.1,
    draw(rand) {
      const params = new URLSearchParams();
      const category = zipfPick(CATEGORIES, rand);
      const sort = zipfPick(SORTS, rand);
      if (category) params.set('category', category);
      if (sort) params.set('sort', sort);
      const query = params.toString();
      return `/community${query ? `?${query}` : ''}`;
    },
  },
  {
    name: 'post page',
    share: 0.15,
    draw: (rand, pools) => `/community/post/${zipfPick(pools.postIds, rand)}`,
  },
  {
    name: 'sponsor pages',
    share: 0.15,
    draw: (rand, pools) => (rand() < 0.2 ? '/sponsors' : `/sponsors/${zipfPick(pools.sponsorSlugs, rand)}`),
  },
];

/** `--mix job-search` (or any of the names, dashed, comma-separated): only those, traffic shared alike. */
const SELECTED = values.mix
  ? values.mix.split(',').map((name) => {
      const entry = MIX.find((candidate) => candidate.name.replace(/ /g, '-') === name.trim());
      if (!entry) throw new Error(`--mix: one of ${MIX.map((m) => m.name.replace(/ /g, '-')).join(', ')}`);
      return entry;
    })
  : MIX;
const SELECTED_TOTAL = SELECTED.reduce((sum, entry) => sum + entry.share, 0);

/** Every URL drawn, to say how varied the workload was. */
const drawnUrls = new Set<string>();
let drawnCount = 0;

function drawUrl(rand: () => number, pools: Pools): string {
  let target = rand() * SELECTED_TOTAL;
  let url = '/';
  for (const entry of SELECTED) {
    target -= entry.share;
    if (target <= 0) {
      url = entry.draw(rand, pools);
      break;
    }
  }
  drawnUrls.add(url);
  drawnCount += 1;
  return url;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const base = `http://127.0.0.1:${PORT}`;
const instanceBase = (index: number) => `http://127.0.0.1:${PORT + index}`;
async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function startServer(pageCache: 'on' | 'off', dataDir: string, index = 0): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT + index),
      HOST: '127.0.0.1',
      DATABASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALERTS_SCHEDULE: 'off',
      INGEST_SCHEDULE: 'off',
      PAGE_CACHE: pageCache,
      SEARCH_CACHE: SEARCH_CACHE ?? pageCache,
      AUTH_SECRET: 'bench-cache-secret-bench-cache-secret-0123456789',
      ...(values.redis ? { REDIS_URL: values.redis, PAGE_CACHE_PREFIX: `sp:bench:${SEED}:` } : {}),
    },
    // The server's JSON log (warnings and errors) goes to a file in the run's DATA_DIR.
    stdio: ['ignore', openSync(path.join(dataDir, `server-${pageCache}-${index}.log`), 'a'), 'inherit'],
  });
  await waitFor(
    async () => (await fetch(`${instanceBase(index)}/api/health`)).ok,
    300_000,
    'the server to listen',
  );
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Stats = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server CPU time (user + system) per request: what the load of other processes does not change much. */
  cpuMsPerRequest: number;
  /** The same for PostgreSQL's processes (all of them on this machine) and for this load generator. */
  dbCpuMsPerRequest: number;
  loadCpuMsPerRequest: number;
};

/** CPU seconds (user + system) the process has used, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat) are the 12th and 13th after the command name, in ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (the backends serving the run among them). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = cpuSeconds(Number(entry));
    if (Number.isFinite(seconds)) total += seconds;
  }
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One autocannon per instance, the connections shared among them, side by side; figures summed. */
async function run(pools: Pools, seconds: number, pids: (number | undefined)[] = []): Promise<Stats> {
  const cpuBefore = pids.map(cpuSeconds);
  const dbBefore = postgresCpuSeconds();
  const loadBefore = process.cpuUsage();
  const parts = await Promise.all(
    Array.from({ length: INSTANCES }, (_, index) =>
      runOne(pools, seconds, instanceBase(index), Math.ceil(CONNECTIONS / INSTANCES), SEED + index),
    ),
  );
  const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const requests = parts.reduce((sum, part) => sum + part.result.requests.total, 0);
  const cpu = pids.reduce<number>((sum, pid, index) => sum + cpuSeconds(pid) - (cpuBefore[index] ?? 0), 0);
  // A backend that exits during the run (an idle pool connection closed) takes its CPU time with it: the
  // figure is then a lower bound, never below zero.
  const db = Math.max(0, postgresCpuSeconds() - dbBefore);
  const loadUsage = process.cpuUsage(loadBefore);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
  return {
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests,
    non2xx: parts.reduce((sum, part) => sum + part.result.non2xx, 0),
    errors: parts.reduce((sum, part) => sum + part.result.errors + part.result.timeouts, 0),
    cpuMsPerRequest: perRequest(cpu),
    dbCpuMsPerRequest: perRequest(db),
    loadCpuMsPerRequest: perRequest((loadUsage.user + loadUsage.system) / 1e6),
  };
}

async function runOne(
  pools: Pools,
  seconds: number,
  url: string,
  connections: number,
  seed: number,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const rand = random(seed);
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url,
    connections,
    duration: seconds,
    headers: {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, br',
      'user-agent': 'Mozilla/5.0 (bench:cache) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
    },
    requests: [{ setupRequest: (request) => ({ ...request, path: drawUrl(rand, pools) }) }],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, finished) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
        : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { result, latencies };
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`No ${SERVER}: run \`npm run build\` first.`);
  await ensurePgDatabase(DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-cache-'));
  console.log(
    `bench:cache seed ${SEED} (repeat with --seed ${SEED}), ${INSTANCES} instance(s), ${CONNECTIONS} connections, ${DURATION} s per mode ` +
      `after ${WARMUP} s warm-up; database ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}${values.redis ? `; Redis ${values.redis}` : ''}`,
  );

  // First start loads the demo data; the shipped sponsor samples load after it listens.
  const child = await startServer('off', dataDir);
  let pools: Pools;
  try {
    // Until the samples' figures are computed too: a server stopped before then finishes them when it starts
    // again, and the measured servers would share the machine with that work (80 s of it on 2 cores).
    await waitFor(
      async () => (await getJson<{ sponsor_samples: string }>('/api/health')).sponsor_samples !== 'loading',
      900_000,
      'the sponsor samples and their figures',
    );
    // The newest jobs, page by page, then an engineering search: the most popular first.
    const pooled: PoolJob[] = [];
    for (let page = 0; pooled.length < JOB_POOL; page += 1) {
      const batch = await getJson<{ jobs: PoolJob[] }>(`/api/jobs?pageSize=100&page=${page}`);
      pooled.push(...batch.jobs.map(({ id, title, city }) => ({ id, title, city })));
      if (batch.jobs.length < 100) break;
    }
    const ids = pooled.map((job) => job.id);
    const more = await getJson<{ jobs: { id: number }[] }>('/api/jobs?search=engineer&pageSize=30');
    const posts = await getJson<{ posts: { id: string }[] }>('/api/community/posts?limit=50');
    const sponsors = await getJson<{ sponsors: { slug: string }[] }>('/api/sponsors?pageSize=50');
    pools = {
      jobIds: [...new Set([...ids.slice(0, JOB_POOL), ...more.jobs.map((job) => job.id)])],
      postIds: posts.posts.map((post) => post.id),
      sponsorSlugs: sponsors.sponsors.map((sponsor) => sponsor.slug),
      jobs: pooled.slice(0, JOB_POOL),
    };
  } finally {
    await stopServer(child);
  }
  console.log(
    `URL pools: ${pools.jobIds.length} jobs, ${pools.postIds.length} posts, ${pools.sponsorSlugs.length} sponsors; ` +
      `job searches ${SEARCHES_DRAWN}; search result cache ${SEARCH_CACHE ?? 'as the page cache'}; mix ${SELECTED.map((entry) => `${entry.name} ${Math.round((entry.share / SELECTED_TOTAL) * 100)}%`).join(', ')}`,
  );

  const results: { mode: string; stats: Stats; load: string }[] = [];
  for (const mode of MODES) {
    if (mode !== 'on' && mode !== 'off') throw new Error(`--modes: on or off, not ${mode}`);
    const children = await Promise.all(
      Array.from({ length: INSTANCES }, (_, index) => startServer(mode, dataDir, index)),
    );
    try {
      await run(pools, WARMUP);
      const before = load();
      const stats = await run(
        pools,
        DURATION,
        children.map((instance) => instance.pid),
      );
      results.push({ mode, stats, load: `${before} -> ${load()}` });
      console.log(`PAGE_CACHE=${mode}: done (load ${before}; server logs ${dataDir}/server-${mode}-*.log)`);
    } finally {
      await Promise.all(children.map(stopServer));
    }
  }

  console.log(
    '\nmode            req/s    p50 ms   p95 ms   p99 ms   requests   non-2xx  errors  CPU ms/req   load (1, 5, 15 min)',
  );
  for (const { mode, stats, load: loadText } of results) {
    console.log(
      [
        `PAGE_CACHE=${mode}`.padEnd(14),
        stats.rps.toFixed(0).padStart(7),
        stats.p50.toFixed(1).padStart(9),
        stats.p95.toFixed(1).padStart(8),
        stats.p99.toFixed(1).padStart(8),
        String(stats.requests).padStart(10),
        String(stats.non2xx).padStart(9),
        String(stats.errors).padStart(7),
        stats.cpuMsPerRequest.toFixed(2).padStart(12),
        `   ${loadText}`,
      ].join(''),
    );
  }
  console.log(`\n${drawnUrls.size} distinct URLs among the ${drawnCount} requests drawn (warm-ups included)`);
  const on = results.find((entry) => entry.mode === 'on');
  const off = results.find((entry) => entry.mode === 'off');
  if (on && off) console.log(`\nCache on vs off: ${(on.stats.rps / off.stats.rps).toFixed(1)}x requests/s`);
  for (const { mode, stats } of results) {
    console.log(
      `PAGE_CACHE=${mode}: ${stats.cpuMsPerRequest.toFixed(2)} ms of server CPU per request, about ` +
        `${Math.round(1000 / stats.cpuMsPerRequest)} requests/s per idle core (the load generator needs its own); ` +
        `PostgreSQL ${stats.dbCpuMsPerRequest.toFixed(2)} ms, the load generator ${stats.loadCpuMsPerRequest.toFixed(2)} ms`,
    );
  }
  // One page type alone (`--mix job-search`, `--mix job-page`): its SSR throughput, budget 300 pages/s.
  if (off && SELECTED.length === 1) {
    console.log(
      `SSR throughput of ${SELECTED[0]?.name} rendered afresh (page cache off, search result cache ${SEARCH_CACHE ?? 'off'}) on ${INSTANCES} instance(s): ` +
        `${off.stats.rps.toFixed(0)} pages/s, p95 ${off.stats.p95.toFixed(1)} ms, budget ${BUDGET.ssrPagesPerSecond}: ` +
        `${off.stats.rps >= BUDGET.ssrPagesPerSecond && off.stats.non2xx === 0 ? 'met' : 'NOT met'}`,
    );
  }
  if (on && SELECTED.length === 1) {
    const ok = on.stats.rps >= BUDGET.ssrPagesPerSecond && on.stats.non2xx === 0;
    console.log(
      `SSR throughput of ${SELECTED[0]?.name} (cache on): ${on.stats.rps.toFixed(0)} pages/s, budget ${BUDGET.ssrPagesPerSecond}: ${ok ? 'met' : 'NOT met'}`,
    );
    if (!ok) process.exitCode = 1;
  } else if (on) {
    const ok = on.stats.rps >= BUDGET.rps && on.stats.p95 <= BUDGET.p95 && on.stats.non2xx === 0;
    console.log(
      `Budget (cache on): >= ${BUDGET.rps} req/s with p95 <= ${BUDGET.p95} ms and no errors: ${ok ? 'met' : 'NOT met'}`,
    );
    if (!ok) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
