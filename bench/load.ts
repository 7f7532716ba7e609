/**
 * `npm run bench:load [-- --target cluster|embedded] [--users N] [--duration S] [--seed N]`: a scripted mix
 * of what users do, as N concurrent virtual users for S seconds, each a loop of actions with no think time
 * (issue 15 item 2). Printed per action: count, errors, throughput, p50/p95/p99 latency; then the total
 * error count (the goal is zero) and the load average, since the machine is shared.
 *
 * Targets:
 * - `cluster` (default, 200 users): two instances behind the load balancer on PostgreSQL, Redis and S3,
 *   started through scripts/lib/cluster.ts: balancer on --port (default 8090), instances and S3 on the next
 *   three (PostgreSQL and Redis must answer).
 * - `embedded` (50 users): one built instance on PGlite with the demo data, as `npm start` runs it, on --port.
 *
 * Rate limits are respected by design, never raised or bypassed:
 * - Every virtual user connects from its own loopback address (127.0.x.y, the socket's `localAddress`):
 *   the balancer sets X-Forwarded-For to the address it saw, and the embedded server reads the peer
 *   address, so per-IP limits (10 sign-ups per hour, 50 sign-ins per 15 min) count each user apart.
 *   Linux answers on all of 127.0.0.0/8; elsewhere (macOS) the extra loopback addresses must be added.
 * - Accounts are created in a setup phase, one sign-up per user from that user's address, before the clock
 *   starts; the measured sign-ins are capped per user below the per e-mail+IP limit (10 per 15 min).
 * - Analyses stay under 10 per user in any 60 s; posts (accounts under 72 h: one per 5 min, 3 the first
 *   day) and comments (one per 30 s) follow the new-account rules of core/community.ts.
 * - Uploads in flight are capped (UPLOADS_IN_FLIGHT): each instance reads 2 resumes at once and queues 8,
 *   past which it answers 503 on purpose (resumes/extraction/bounded-extractor.ts).
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { makeResumePdf, SAMPLE_RESUME_LINES } from '../tests/fixtures/resume-files.ts';
import { ensureBuild, ROOT, SERVER_BUNDLE } from '../scripts/lib/ensure-build.ts';
import { startCluster } from '../scripts/lib/cluster.ts';
import { random } from './lib/random.ts';
import { buildWorkload } from './lib/search-workload.ts';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'cluster' },
    users: { type: 'string' },
    duration: { type: 'string', default: '60' },
    seed: { type: 'string' },
    port: { type: 'string', default: '8090' },
  },
});
const TARGET = values.target === 'embedded' ? 'embedded' : 'cluster';
if (values.target !== TARGET) {
  console.error(`--target must be cluster or embedded (got ${values.target})`);
  process.exit(2);
}
const USERS = Number(values.users ?? (TARGET === 'cluster' ? 200 : 50));
const DURATION_S = Number(values.duration);
const SEED = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
const BASE_PORT = Number(values.port);
if (!(USERS >= 1 && USERS <= 60_000 && DURATION_S > 0 && Number.isInteger(SEED))) {
  console.error('--users must be 1..60000, --duration positive, --seed an integer');
  process.exit(2);
}
const UPLOADS_IN_FLIGHT = TARGET === 'cluster' ? 8 : 4;
const PASSWORD = 'load bench password 1';

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent per virtual user, bound to that user's own loopback address.

type Answer = { status: number; body: string; cookies: string[] };

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  pathAndQuery: string,
  options: { headers?: http.OutgoingHttpHeaders; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: pathAndQuery,
        agent,
        headers: options.headers,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', reject);
    req.end(options.body);
  });
}

function loopbackAddress(index: number): string {
  // 127.0.0.1 is the servers' own; users start at 127.0.1.1.
  const n = index + 257;
  return `127.0.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}

// ---------------------------------------------------------------------------------------------------
// Virtual users

type User = {
  index: number;
  email: string;
  agent: http.Agent;
  cookies: Map<string, string>;
  next: () => number;
  hasResume: boolean;
  signIns: number;
  analyses: number[];
  posts: number;
  lastPostAt: number;
  lastCommentAt: number;
};

type Action = { name: string; run: (user: User) => Promise<Answer> };

type Stats = Map<string, { latencies: number[]; errors: number; statuses: Map<string, number> }>;
const stats: Stats = new Map();
/** The same mix by one user alone, just before the load: each action's latency unloaded, in this run. */
const baseline: Stats = new Map();
let recording: Stats = baseline;
function record(name: string, ms: number, error: string | null) {
  const stats = recording;
  let entry = stats.get(name);
  if (!entry) {
    entry = { latencies: [], errors: 0, statuses: new Map() };
    stats.set(name, entry);
  }
  entry.latencies.push(ms);
  if (error) {
    entry.errors += 1;
    entry.statuses.set(error, (entry.statuses.get(error) ?? 0) + 1);
  }
}

let base: URL;
const cookieHeader = (user: User) => [...user.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
function keepCookies(user: User, answer: Answer) {
  for (const line of answer.cookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) user.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
}
async function call(
  user: User,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  extraHeaders: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json', ...extraHeaders };
  if (user.cookies.size > 0) headers.cookie = cookieHeader(user);
  let payload: Buffer | string | undefined;
  if (method !== 'GET') headers.origin = base.origin;
  if (Buffer.isBuffer(body)) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const answer = await request(user.agent, base, method, pathAndQuery, { headers, body: payload });
  keepCookies(user, answer);
  return answer;
}

// ---------------------------------------------------------------------------------------------------
// The data the actions draw from: search queries, job ids, posts, sponsor names.

const rand = random(SEED);
const pick = <T>(list: readonly T[], next: () => number = rand): T => list[Math.floor(next() * list.length)]!;
const searchCases = buildWorkload(SEED, 400);
const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
let jobIds: number[] = [];
const postIds: string[] = [];
let sponsorWords: string[] = [];
let uploadsInFlight = 0;
let resumePdfs: Buffer[] = [];

function multipart(file: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `----loadbench${Math.floor(rand() * 1e12)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const ACTIONS: Record<string, Action> = {
  'GET /jobs page': {
    name: 'GET /jobs page',
    run: (user) => {
      const query = pick(searchCases, user.next).query;
      return call(user, 'GET', `/jobs?${queryString(query)}`, undefined, { accept: 'text/html' });
    },
  },
  'GET /api/jobs': {
    name: 'GET /api/jobs',
    run: (user) => call(user, 'GET', `/api/jobs?${queryString(pick(searchCases, user.next).query)}`),
  },
  'GET /api/sponsors': {
    name: 'GET /api/sponsors',
    run: (user) =>
      call(
        user,
        'GET',
        user.next() < 0.3
          ? '/api/sponsors'
          : `/api/sponsors?q=${encodeURIComponent(pick(sponsorWords, user.next))}`,
      ),
  },
  'GET community list': {
    name: 'GET community list',
    run: (user) =>
      call(
        user,
        'GET',
        `/api/community/posts?sort=${pick(['trending', 'popular', 'recent'], user.next)}${user.next() < 0.3 ? '&category=h1b_jobs' : ''}`,
      ),
  },
  'GET community post': {
    name: 'GET community post',
    run: async (user) => {
      const id = pick(postIds, user.next);
      const post = await call(user, 'GET', `/api/community/posts/${id}`);
      if (post.status !== 200) return post;
      return call(user, 'GET', `/api/community/posts/${id}/comments`);
    },
  },
  'POST signin': {
    name: 'POST signin',
    run: (user) => {
      user.signIns += 1;
      return call(user, 'POST', '/api/auth/signin', { email: user.email, password: PASSWORD });
    },
  },
  'POST resume upload': {
    name: 'POST resume upload',
    run: async (user) => {
      uploadsInFlight += 1;
      try {
        const { body, type } = multipart(pick(resumePdfs, user.next), `resume-${user.index}.pdf`);
        const answer = await call(user, 'POST', '/api/resume', body, { 'content-type': type });
        if (answer.status === 201) user.hasResume = true;
        return answer;
      } finally {
        uploadsInFlight -= 1;
      }
    },
  },
  'POST analyze-resume': {
    name: 'POST analyze-resume',
    run: async (user) => {
      const answer = await call(user, 'POST', '/api/functions/analyze-resume', {
        job_id: pick(jobIds, user.next),
      });
      // Counted when answered, not when sent: the server counted it somewhere in between.
      user.analyses.push(Date.now());
      return answer;
    },
  },
  'POST community post': {
    name: 'POST community post',
    run: async (user) => {
      user.posts += 1;
      user.lastPostAt = Date.now();
      const answer = await call(user, 'POST', '/api/community/posts', {
        title: `Load bench question ${user.index}-${user.posts} (seed ${SEED})`,
        content: `Has anyone moved from OPT to H-1B with a ${pick(SAMPLE_RESUME_LINES.filter(Boolean), user.next).slice(0, 60)} background? Run ${SEED}, user ${user.index}.`,
        topic_category: 'general_career',
        tags: ['load-bench'],
      });
      const id = (JSON.parse(answer.body) as { post?: { id?: string } }).post?.id;
      if (answer.status === 201 && id) postIds.push(id);
      return answer;
    },
  },
  'POST comment': {
    name: 'POST comment',
    run: async (user) => {
      const answer = await call(user, 'POST', `/api/community/posts/${pick(postIds, user.next)}/comments`, {
        content: `Thanks, this helped (load bench ${SEED}, user ${user.index}).`,
      });
      // The server's 30 s run from when it stored the comment, which is before this answer came back.
      user.lastCommentAt = Date.now();
      return answer;
    },
  },
  'POST vote': {
    name: 'POST vote',
    run: (user) =>
      call(user, 'POST', `/api/community/posts/${pick(postIds, user.next)}/vote`, {
        vote_type: user.next() < 0.8 ? 1 : -1,
      }),
  },
};

/** Relative weights of the mix; an action whose rule forbids it now is skipped and another drawn. */
const MIX: [string, number][] = [
  ['GET /jobs page', 14],
  ['GET /api/jobs', 22],
  ['GET /api/sponsors', 10],
  ['GET community list', 10],
  ['GET community post', 10],
  ['POST signin', 3],
  ['POST resume upload', 3],
  ['POST analyze-resume', 8],
  ['POST community post', 2],
  ['POST comment', 6],
  ['POST vote', 12],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function allowed(name: string, user: User, now: number): boolean {
  switch (name) {
    case 'POST signin':
      return user.signIns < 8;
    case 'POST resume upload':
      return uploadsInFlight < UPLOADS_IN_FLIGHT;
    case 'POST analyze-resume':
      user.analyses = user.analyses.filter((at) => now - at < 61_000);
      return user.hasResume && user.analyses.length < 9;
    case 'POST community post':
      return user.posts < 1;
    case 'POST comment':
      return now - user.lastCommentAt > 30_500;
    default:
      return true;
  }
}

function draw(user: User, now: number): Action {
  for (;;) {
    let roll = user.next() * MIX_TOTAL;
    for (const [name, weight] of MIX) {
      roll -= weight;
      if (roll < 0) {
        if (allowed(name, user, now)) return ACTIONS[name]!;
        break;
      }
    }
  }
}

async function timed(name: string, task: () => Promise<Answer>): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await task();
    const ok = answer.status >= 200 && answer.status < 400;
    record(name, performance.now() - started, ok ? null : `HTTP ${answer.status}`);
    if (!ok && (recording.get(name)?.errors ?? 0) <= 3)
      console.log(`  ${name}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
    return answer;
  } catch (error) {
    record(name, performance.now() - started, error instanceof Error ? error.message : String(error));
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Targets

async function startEmbedded(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!(await ensureBuild({ log: (line) => console.log(line) }))) throw new Error('the app did not build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-load-'));
  const url = `http://127.0.0.1:${BASE_PORT}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(BASE_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 3600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the embedded server did not answer /api/health');
}

/** Waits until the first start's demo jobs and sponsor samples are there (they load in the background). */
async function waitForData(user: User): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const jobs = await call(user, 'GET', '/api/jobs?pageSize=100');
    const sponsors = await call(user, 'GET', '/api/sponsors');
    const list = jobs.status === 200 ? (JSON.parse(jobs.body) as { jobs: { id: number }[] }).jobs : [];
    const sponsorList =
      sponsors.status === 200
        ? ((JSON.parse(sponsors.body) as { sponsors?: { name?: string; display_name?: string }[] })
            .sponsors ?? [])
        : [];
    if (list.length > 0 && sponsorList.length > 0) {
      jobIds = list.map((job) => job.id);
      sponsorWords = sponsorList
        .map((sponsor) => (sponsor.display_name ?? sponsor.name ?? '').split(' ')[0] ?? '')
        .filter((word) => word.length > 2);
      if (sponsorWords.length === 0) sponsorWords = ['tech', 'health', 'systems'];
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no jobs or sponsors after 10 minutes');
}

// ---------------------------------------------------------------------------------------------------

console.log(
  `load benchmark: target ${TARGET}, ${USERS} users${TARGET === 'embedded' ? ' (the embedded default is 50)' : ''}, ${DURATION_S} s, think time 0, seed ${SEED} (--seed ${SEED} repeats the mix)`,
);
console.log(`load average before start: ${load()}`);
let stopTarget: () => Promise<void> = async () => {};
try {
  if (TARGET === 'cluster') {
    const cluster = await startCluster({
      basePort: BASE_PORT,
      env: { LOG_LEVEL: 'warn' },
      log: (line) => console.log(line),
    });
    stopTarget = () => cluster.stop();
    base = new URL(cluster.url);
    console.log(`cluster up: balancer ${cluster.url}, database ${cluster.databaseName}`);
  } else {
    const embedded = await startEmbedded();
    stopTarget = embedded.stop;
    base = new URL(embedded.url);
    console.log(`embedded server up at ${embedded.url} (PGlite, demo data)`);
  }

  const users: User[] = Array.from({ length: USERS }, (_, index) => ({
    index,
    email: `load-${SEED}-${index}@example.com`,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(index) }),
    cookies: new Map(),
    next: random(SEED + index + 1),
    hasResume: false,
    signIns: 0,
    analyses: [],
    posts: 0,
    lastPostAt: 0,
    lastCommentAt: 0,
  }));

  // Setup (not measured): data, resumes, accounts, a few posts to read and vote on.
  await waitForData(users[0]!);
  resumePdfs = await Promise.all(
    [0, 1, 2].map((variant) =>
      makeResumePdf(variant === 0 ? SAMPLE_RESUME_LINES : [...SAMPLE_RESUME_LINES, '', `Variant ${variant}`]),
    ),
  );
  console.log(
    `setup: ${jobIds.length} job ids, ${sponsorWords.length} sponsor words; signing up ${USERS} users...`,
  );
  let setupStarted = performance.now();
  const setupErrors: string[] = [];
  for (let i = 0; i < users.length; i += 20) {
    await Promise.all(
      users.slice(i, i + 20).map(async (user) => {
        const answer = await call(user, 'POST', '/api/auth/signup', {
          email: user.email,
          password: PASSWORD,
          full_name: `Load User ${user.index}`,
        });
        if (answer.status !== 201) setupErrors.push(`signup ${answer.status} ${answer.body.slice(0, 120)}`);
      }),
    );
  }
  console.log(
    `setup: ${USERS} sign-ups (one per client address) in ${Math.round(performance.now() - setupStarted)} ms`,
  );
  setupStarted = performance.now();
  const seeders = users.slice(0, Math.min(10, users.length));
  for (const user of seeders) {
    const answer = await call(user, 'POST', '/api/community/posts', {
      title: `Load bench seed post ${user.index} (seed ${SEED})`,
      content: 'Which sponsors hired new graduates this year? Share what worked for you.',
      topic_category: 'h1b_jobs',
    });
    const id = (JSON.parse(answer.body) as { post?: { id?: string } }).post?.id;
    if (answer.status === 201 && id) postIds.push(id);
    else setupErrors.push(`post ${answer.status} ${answer.body.slice(0, 120)}`);
    user.posts = 1;
    user.lastPostAt = Date.now();
  }
  const listed = await call(users[0]!, 'GET', '/api/community/posts?sort=recent');
  for (const post of (JSON.parse(listed.body) as { posts?: { id: string }[] }).posts ?? [])
    if (!postIds.includes(post.id)) postIds.push(post.id);
  console.log(
    `setup: ${postIds.length} posts to read, comment and vote on (${Math.round(performance.now() - setupStarted)} ms)`,
  );
  if (setupErrors.length > 0) {
    console.log(`setup failed (${setupErrors.length}): ${setupErrors.slice(0, 5).join(' | ')}`);
    process.exitCode = 1;
  } else {
    const baselineS = Math.min(10, DURATION_S);
    console.log(`baseline: one user alone for ${baselineS} s (load average ${load()})...`);
    const baselineEnd = Date.now() + baselineS * 1000;
    while (Date.now() < baselineEnd) {
      const action = draw(users[0]!, Date.now());
      await timed(action.name, () => action.run(users[0]!));
    }
    recording = stats;
    console.log(`measuring for ${DURATION_S} s (load average ${load()})...`);
    const started = performance.now();
    const endAt = Date.now() + DURATION_S * 1000;
    await Promise.all(
      users.map(async (user) => {
        while (Date.now() < endAt) {
          const action = draw(user, Date.now());
          await timed(action.name, () => action.run(user));
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    const loadAfter = load();

    const percentile = (sorted: number[], p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
    const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
    let total = 0;
    let errors = 0;
    console.log(
      `\n${'action'.padEnd(22)}${'count'.padStart(8)}${'errors'.padStart(8)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'alone p50'.padStart(11)}`,
    );
    const alone = (name: string) => {
      const sorted = (baseline.get(name)?.latencies ?? []).sort((a, b) => a - b);
      return sorted.length > 0 ? percentile(sorted, 50).toFixed(0) : '-';
    };
    for (const [name, entry] of rows) {
      const sorted = entry.latencies.sort((a, b) => a - b);
      total += sorted.length;
      errors += entry.errors;
      console.log(
        `${name.padEnd(22)}${String(sorted.length).padStart(8)}${String(entry.errors).padStart(8)}${(sorted.length / elapsedS).toFixed(1).padStart(9)}${percentile(sorted, 50).toFixed(0).padStart(9)}${percentile(sorted, 95).toFixed(0).padStart(9)}${percentile(sorted, 99).toFixed(0).padStart(9)}${alone(name).padStart(11)}` +
          (entry.errors > 0 ? `   ${[...entry.statuses].map(([s, n]) => `${s} x${n}`).join(', ')}` : ''),
      );
    }
    const baselineErrors = [...baseline.values()].reduce((sum, entry) => sum + entry.errors, 0);
    const all = rows.flatMap(([, entry]) => entry.latencies).sort((a, b) => a - b);
    console.log(
      `${'all'.padEnd(22)}${String(total).padStart(8)}${String(errors).padStart(8)}${(total / elapsedS).toFixed(1).padStart(9)}${percentile(all, 50).toFixed(0).padStart(9)}${percentile(all, 95).toFixed(0).padStart(9)}${percentile(all, 99).toFixed(0).padStart(9)}`,
    );
    console.log(
      `\n${TARGET}, ${USERS} users, ${elapsedS.toFixed(1)} s, seed ${SEED}: ${total} requests, ${errors} errors (baseline: ${baselineErrors}); load average after ${loadAfter}`,
    );
    console.log(
      '"alone p50": the same actions by one user alone for the baseline seconds just before, in this run',
    );
    if (errors + baselineErrors > 0) process.exitCode = 1;
  }
  for (const user of users) user.agent.destroy();
} finally {
  await stopTarget();
}
