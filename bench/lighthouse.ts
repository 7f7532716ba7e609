/**
 * `npm run lighthouse [-- page ... --runs=N]`: the page budgets (issue 14, decision 014) measured with
 * Lighthouse (mobile emulation and simulated throttling, its defaults) on the production build: the compiled
 * server on a free port from a fresh DATA_DIR, driven through the Debian Chromium.
 *
 * Pages are page types from PAGE_TYPES below (default: all of them) or plain paths. Job and post pages
 * are found on the running site (the first job on /jobs, the first post on /community); /resume and
 * /profile are audited signed in, as a user created for the run. Each page is audited N times (default 3);
 * the script prints every run, a table of the worst run per page (performance, accessibility, best
 * practices, SEO, FCP, LCP, TBT, CLS), the first-visit bundle sizes, and the machine's load average
 * (Lighthouse's simulated throttling is sensitive to CPU contention). It exits non-zero when any run of
 * any page is below budget: performance 90, the other three 100. Reports are saved under bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { ensureBuild, ROOT } from '../scripts/lib/ensure-build.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/env.ts';
import { printBundles, routeBundles } from './bundle-size.ts';

const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const DEFAULT_RUNS = 3;
const RESULTS_DIR = path.join(ROOT, 'bench/results');

type PageType = {
  /** A fixed path, or how to find one on the running site (the first link matching a pattern on a page). */
  path: string | { from: string; link: RegExp };
  signedIn?: boolean;
  /**
   * Kept out of search engines on purpose (SPEC section 2): Lighthouse's "is-crawlable" audit fails by
   * design there, so the SEO budget applies to every other SEO audit of the page.
   */
  noindex?: boolean;
};

/** Every page type of the product; a new page type gets a line here. */
export const PAGE_TYPES: Record<string, PageType> = {
  landing: { path: '/' },
  jobs: { path: '/jobs' },
  job: { path: { from: '/jobs', link: /href="(\/jobs\/[\w-]+)"/ } },
  community: { path: '/community' },
  post: { path: { from: '/community', link: /href="(\/community\/post\/[\w-]+)"/ } },
  sponsors: { path: '/sponsors' },
  sponsor: { path: { from: '/sponsors', link: /href="(\/sponsors\/[\w.%-]+)"/ } },
  auth: { path: '/auth', noindex: true },
  resume: { path: '/resume', signedIn: true, noindex: true },
  profile: { path: '/profile', signedIn: true, noindex: true },
};
const SIGNED_IN_PATHS = new Set(['/resume', '/profile']);
const NOINDEX_PATHS = new Set(['/auth', '/resume', '/profile']);

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      // Listening is not enough: the first start's load of the shipped H-1B samples takes a core for a
      // minute or more after it, and audits run meanwhile measured that (time to first byte 350 ms).
      if (
        response.ok &&
        ((await response.json()) as { sponsor_samples?: string }).sponsor_samples !== 'loading'
      )
        return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

type Target = { label: string; path: string; signedIn: boolean; noindex: boolean };

async function resolveTargets(args: string[], baseUrl: string): Promise<Target[]> {
  const names = args.length > 0 ? args : Object.keys(PAGE_TYPES);
  const targets: Target[] = [];
  for (const name of names) {
    if (name.startsWith('/')) {
      targets.push({
        label: name,
        path: name,
        signedIn: SIGNED_IN_PATHS.has(name),
        noindex: NOINDEX_PATHS.has(name),
      });
      continue;
    }
    const type = PAGE_TYPES[name];
    if (!type) throw new Error(`unknown page type '${name}' (known: ${Object.keys(PAGE_TYPES).join(', ')})`);
    let pagePath: string;
    if (typeof type.path === 'string') {
      pagePath = type.path;
    } else {
      // The first start loads the shipped sponsor samples after the server answers: wait for them.
      const deadline = Date.now() + 120_000;
      let match: RegExpExecArray | null = null;
      while (!match?.[1] && Date.now() < deadline) {
        const html = await (await fetch(`${baseUrl}${type.path.from}`)).text();
        match = type.path.link.exec(html);
        if (!match?.[1]) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      if (!match?.[1]) throw new Error(`no ${name} link found on ${type.path.from} within 120 s`);
      pagePath = match[1];
    }
    targets.push({
      label: name,
      path: pagePath,
      signedIn: type.signedIn ?? false,
      noindex: type.noindex ?? false,
    });
  }
  return targets;
}

/** A user for the signed-in pages, created through the API like any visitor. */
function createAccount(baseUrl: string): { signIn(): Promise<string> } {
  const email = `lighthouse-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = `lh-${randomBytes(9).toString('hex')}`;
  let created = false;
  const post = async (route: string, body: Record<string, string>) => {
    const response = await fetch(`${baseUrl}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    /** A fresh session per audit (Lighthouse clears the browser's storage), sent as a Cookie header. */
    async signIn() {
      if (!created) {
        await post('signup', { email, password, full_name: 'Lighthouse Visitor' });
        created = true;
      }
      const response = await post('signin', { email, password });
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
  };
}

/** Lighthouse's own tracing sometimes fails (NO_NAVSTART, NO_FCP ...): that is a tool error, not a score. */
const TOOL_ERROR_ATTEMPTS = 3;

async function audit(url: string, port: number, cookie?: string): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === TOOL_ERROR_ATTEMPTS) return result;
    console.log(`    Lighthouse could not measure ${url} (${error.code}); running it again`);
  }
}

type Run = {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  ttfb: number;
  load: string;
  /**
   * Lighthouse's measure of the machine's CPU speed (its `benchmarkIndex`): the default 4x slowdown assumes a
   * fast desktop (about 1,500-2,000); on a slower machine the same page scores lower.
   */
  cpu: number;
};

/** The category score as Lighthouse weighs it, leaving out the audits given (for noindex pages). */
function categoryScore(result: RunnerResult, category: Category, leaveOut: Set<string>): number {
  const refs = (result.lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !leaveOut.has(ref.id),
  );
  if (leaveOut.size === 0 || refs.length === 0) {
    return Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
  }
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const score = result.lhr.audits[ref.id]?.score;
    if (score === null || score === undefined) continue;
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}

function summarise(result: RunnerResult, target: Target): Run {
  const audits = result.lhr.audits;
  const metric = (id: string) => audits[id]?.numericValue ?? 0;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      categoryScore(result, category, new Set(category === 'seo' && target.noindex ? ['is-crawlable'] : [])),
    ]),
  ) as Record<Category, number>;
  return {
    scores,
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: metric('cumulative-layout-shift'),
    ttfb: Math.round(metric('server-response-time')),
    load: load(),
    cpu: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** Audits below full marks with weight in a category, and the longest main-thread tasks. */
function printDiagnostics(result: RunnerResult): void {
  for (const category of CATEGORIES) {
    for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
      const item = result.lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
        console.log(
          `      ${category}: ${item.id} ${Math.round(item.score * 100)} ${item.displayValue ?? ''}`,
        );
      }
    }
  }
  const details = result.lhr.audits['long-tasks']?.details as
    { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined;
  const tasks = (details?.items ?? []).slice(0, 3);
  if (tasks.length > 0) {
    console.log(
      `      long tasks: ${tasks.map((task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${task.url ?? '?'})`).join('; ')}`,
    );
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? DEFAULT_RUNS) || DEFAULT_RUNS);
  const pageArgs = args.filter((arg) => !arg.startsWith('--'));
  if (!(await ensureBuild())) return 1;
  const bundleFailures = printBundles(routeBundles());

  const port = await freePort(0);
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const results = new Map<Target, Run[]>();
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    await waitForServer(`${baseUrl}/api/health`, server);
    const targets = await resolveTargets(pageArgs, baseUrl);
    const account = createAccount(baseUrl);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    console.log(`\nLighthouse (mobile), ${runs} run(s) per page; load average at start ${load()}`);
    // Round-robin over the pages, so a burst of load on the shared machine spreads over all of them.
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        const cookie = target.signedIn ? await account.signIn() : undefined;
        const result = await audit(`${baseUrl}${target.path}`, chrome.port, cookie);
        const file = path.join(
          RESULTS_DIR,
          `lighthouse-${target.label.replace(/\W+/g, '-')}-${stamp}-run${run + 1}.json`,
        );
        writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
        const summary = summarise(result, target);
        results.set(target, [...(results.get(target) ?? []), summary]);
        console.log(
          `  ${target.label} (${target.path}) run ${run + 1}: ${CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join(', ')}; ` +
            `TTFB ${summary.ttfb} ms, FCP ${summary.fcp} ms, LCP ${summary.lcp} ms, TBT ${summary.tbt} ms, CLS ${summary.cls.toFixed(3)}; load ${summary.load}; CPU benchmark ${summary.cpu}`,
        );
        const error = result.lhr.runtimeError;
        if (error) console.log(`      Lighthouse error: ${error.code} ${error.message}`);
        printDiagnostics(result);
      }
    }
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
  }

  let failures = bundleFailures;
  console.log(
    `\nWorst run per page (${runs} run(s); budget: performance >= ${BUDGET.performance}, others 100; metrics of the worst-performance run; load average now ${load()}):`,
  );
  console.log(
    `${'page'.padEnd(10)} ${'perf runs'.padEnd(14)} ${pad('perf', 4)} ${pad('a11y', 4)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('FCP ms', 7)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('CLS', 6)}  verdict`,
  );
  for (const [target, list] of results) {
    const worst = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.min(...list.map((entry) => entry.scores[category]))]),
    ) as Record<Category, number>;
    const slowest = list.reduce((a, b) => (b.scores.performance < a.scores.performance ? b : a));
    const below = CATEGORIES.filter((category) => worst[category] < BUDGET[category]);
    failures += below.length;
    console.log(
      `${target.label.padEnd(10)} ${list
        .map((entry) => entry.scores.performance)
        .join(',')
        .padEnd(
          14,
        )} ${pad(worst.performance, 4)} ${pad(worst.accessibility, 4)} ${pad(worst['best-practices'], 4)} ${pad(worst.seo, 4)} ${pad(slowest.fcp, 7)} ${pad(slowest.lcp, 7)} ${pad(slowest.tbt, 7)} ${pad(slowest.cls.toFixed(3), 6)}  ${below.length === 0 ? 'ok' : `BELOW: ${below.join(', ')}`}${target.noindex ? ' (noindex: SEO without is-crawlable)' : ''}`,
    );
  }
  console.log(
    failures === 0 ? 'Lighthouse: every page within budget' : `Lighthouse: ${failures} budget(s) not met`,
  );
  const cpus = [...results.values()].flat().map((run) => run.cpu);
  console.log(
    `Lighthouse's CPU benchmark of this machine: ${Math.min(...cpus)}-${Math.max(...cpus)} (its 4x slowdown assumes about 1,500-2,000)`,
  );
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
