/**
 * `npm test`: every suite this machine can run, then one summary line.
 *
 *   unit                vitest project 'unit'
 *   integration-pglite  vitest project 'integration-pglite' (embedded database, always)
 *   integration-pg      the same files on PostgreSQL: TEST_DATABASE_URL, else a local server on
 *                       127.0.0.1:5432 when one answers (SKIP_PG=1 turns that off); REQUIRE_PG=1 makes a
 *                       missing database a failure
 *   cluster             vitest project 'cluster': two built instances behind a load balancer on the local
 *                       PostgreSQL, Redis and an S3 server; skipped when PostgreSQL or Redis does not answer
 *                       on 127.0.0.1, unless REQUIRE_PG=1 (PostgreSQL) or REQUIRE_REDIS=1 (Redis)
 *   browser             Playwright + /usr/bin/chromium (CHROMIUM_PATH overrides); skipped when Chromium is
 *                       missing, unless REQUIRE_E2E=1
 *
 * `npm test -- unit browser` runs only the named suites. The two integration suites run at the same time
 * (vitest gives each one worker, so each keeps one core of a two-core machine busy), the unit suite before
 * the PostgreSQL one in its lane (the embedded one takes longest); the output of that lane is kept in
 * test-results/unit.log and integration-pg.log and printed when both lanes are done. TEST_SERIAL=1 runs the
 * suites one after the other instead.
 *
 * The last line of output is `N passed, N failed` (then `, N skipped` when something was skipped); the
 * exit code is non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { clusterServicesAnswer } from './lib/cluster.ts';
import { ensureBuild, ROOT } from './lib/ensure-build.ts';
import { freePort } from './lib/free-port.ts';

type SuiteResult = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
};

const LOCAL_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS_DIR = path.join(ROOT, 'test-results');
const isSet = (name: string) => process.env[name] === '1' || process.env[name] === 'true';
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

const results: SuiteResult[] = [];

function banner(text: string): void {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
}

/** Runs a command with its output on this terminal, or in `logFile` when one is given. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile?: string): Promise<number> {
  return new Promise((resolve) => {
    const out = logFile ? openSync(logFile, 'w') : 'inherit';
    const done = (code: number) => {
      if (typeof out === 'number') closeSync(out);
      resolve(code);
    };
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], env });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function capture(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', () => resolve(''));
    child.on('exit', () => resolve(output));
  });
}

async function isPostgresUp(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
};

async function runVitestProject(
  project: string,
  env: NodeJS.ProcessEnv,
  logFile?: string,
): Promise<SuiteResult> {
  if (logFile) console.log(`\n(vitest: ${project} runs alongside; its output follows when it is done)`);
  else banner(`vitest: ${project}`);
  const report = path.join(RESULTS_DIR, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const started = performance.now();
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    logFile,
  );
  const seconds = (performance.now() - started) / 1000;
  if (!existsSync(report)) {
    return {
      name: project,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `vitest exited with ${code}, no report`,
    };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  // A file that fails to load has no failing test of its own; count it, or the failure would vanish.
  const brokenFiles = json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  let failed = json.numFailedTests + brokenFiles;
  let note: string | undefined;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited with ${code} (setup or unhandled error, see above)`;
  }
  return {
    name: project,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    seconds,
    note,
  };
}

type PlaywrightReport = {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
};

async function countBrowserTests(env: NodeJS.ProcessEnv): Promise<number> {
  const listing = await capture(bin('playwright'), ['test', '--list'], env);
  return Number(/Total: (\d+) tests?/.exec(listing)?.[1] ?? 0);
}

async function runBrowserSuite(env: NodeJS.ProcessEnv): Promise<SuiteResult> {
  banner('browser (Playwright + Chromium)');
  const started = performance.now();
  if (!(await ensureBuild())) {
    return { name: 'browser', passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'the app did not build' };
  }
  const e2eEnv = {
    ...env,
    CHROMIUM_PATH: CHROMIUM,
    E2E_PORT: String(await freePort(3210)),
    E2E_SMTP_PORT: String(await freePort(3211)),
  };
  const report = path.join(RESULTS_DIR, 'e2e-report.json');
  rmSync(report, { force: true });
  const code = await run(bin('playwright'), ['test'], e2eEnv);
  const seconds = (performance.now() - started) / 1000;
  if (!existsSync(report)) {
    return {
      name: 'browser',
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `playwright exited with ${code}, no report`,
    };
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
  const stats = json.stats ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  let failed = stats.unexpected + stats.flaky;
  let note: string | undefined;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = json.errors?.[0]?.message?.split('\n')[0] ?? `playwright exited with ${code}`;
  }
  return { name: 'browser', passed: stats.expected, failed, skipped: stats.skipped, seconds, note };
}

const SUITES = ['unit', 'integration-pglite', 'integration-pg', 'cluster', 'browser'] as const;
type SuiteName = (typeof SUITES)[number];

/** `npm test -- unit browser` runs only the named suites; no names runs them all. */
function selectedSuites(args: string[]): Set<SuiteName> | null {
  const unknown = args.filter((arg) => !SUITES.some((suite) => suite === arg));
  if (unknown.length > 0) {
    console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${SUITES.join(', ')}.`);
    return null;
  }
  return new Set(args.length > 0 ? (args as SuiteName[]) : SUITES);
}

/** integration-pg: TEST_DATABASE_URL, else a local server if one answers; REQUIRE_PG=1 makes absence a failure. */
async function runPostgresSuite(env: NodeJS.ProcessEnv, logFile?: string): Promise<SuiteResult> {
  const skip = (failed: number, note: string) => ({
    name: 'integration-pg',
    passed: 0,
    failed,
    skipped: 0,
    seconds: 0,
    note,
  });
  let url = env.TEST_DATABASE_URL;
  if (!url && !isSet('SKIP_PG') && !isSet('REQUIRE_PG') && (await isPostgresUp(LOCAL_PG_URL))) {
    console.log(
      `\nTEST_DATABASE_URL is not set; using the local PostgreSQL that answers at ${LOCAL_PG_URL}.`,
    );
    url = LOCAL_PG_URL;
  }
  if (url) return runVitestProject('integration-pg', { ...env, TEST_DATABASE_URL: url }, logFile);
  if (isSet('REQUIRE_PG')) {
    console.error('\nREQUIRE_PG=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot run.');
    return skip(1, 'REQUIRE_PG=1 and TEST_DATABASE_URL not set');
  }
  console.log('\nPostgreSQL suite skipped: set TEST_DATABASE_URL (or start PostgreSQL on 127.0.0.1:5432).');
  return skip(0, 'skipped: no PostgreSQL');
}

/**
 * cluster: two built instances, PostgreSQL, Redis, S3 and the balancer (vitest project 'cluster', decision
 * 017), when PostgreSQL and Redis answer on this machine; REQUIRE_PG=1 makes a missing PostgreSQL a failure,
 * REQUIRE_REDIS=1 a missing Redis.
 */
async function runClusterSuite(env: NodeJS.ProcessEnv): Promise<SuiteResult> {
  const services = await clusterServicesAnswer();
  const missing = [!services.postgres && 'PostgreSQL', !services.redis && 'Redis'].filter(Boolean);
  if (missing.length > 0) {
    const required =
      (!services.postgres && isSet('REQUIRE_PG')) || (!services.redis && isSet('REQUIRE_REDIS'));
    const note = `${missing.join(' and ')} not answering on 127.0.0.1`;
    if (required) console.error(`\nThe cluster suite cannot run: ${note} (required).`);
    else console.log(`\nCluster suite skipped: ${note}. REQUIRE_PG=1 / REQUIRE_REDIS=1 make this a failure.`);
    return { name: 'cluster', passed: 0, failed: required ? 1 : 0, skipped: 0, seconds: 0, note };
  }
  banner('cluster (2 instances, PostgreSQL, Redis, S3, load balancer)');
  const started = performance.now();
  // Built here rather than inside vitest, so the build's output is not taken for the tests'; the browser
  // suite after this one reuses it.
  if (!(await ensureBuild())) {
    return { name: 'cluster', passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'the app did not build' };
  }
  const result = await runVitestProject('cluster', {
    ...env,
    CLUSTER_BASE_PORT: String(await freePort(3220)),
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** browser: Playwright when Chromium is installed; REQUIRE_E2E=1 makes its absence a failure. */
async function runOrSkipBrowserSuite(env: NodeJS.ProcessEnv): Promise<SuiteResult> {
  if (existsSync(CHROMIUM)) return runBrowserSuite(env);
  const message = `${CHROMIUM} not found (install it: apt-get install chromium)`;
  const tests = await countBrowserTests(env);
  if (isSet('REQUIRE_E2E')) {
    console.error(`\nREQUIRE_E2E=1 but ${message}: the browser suite cannot run.`);
    return { name: 'browser', passed: 0, failed: 1, skipped: tests, seconds: 0, note: message };
  }
  console.log(`\nBrowser suite skipped: ${message}. REQUIRE_E2E=1 makes this a failure.`);
  return { name: 'browser', passed: 0, failed: 0, skipped: tests, seconds: 0, note: `skipped: ${message}` };
}

async function main(): Promise<number> {
  const suites = selectedSuites(process.argv.slice(2));
  if (!suites) return 2;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env };

  const both = suites.has('integration-pglite') && suites.has('integration-pg') && !isSet('TEST_SERIAL');
  if (!both && suites.has('unit')) results.push(await runVitestProject('unit', env));
  if (both) {
    // Some integration files render pages from the production build (ensureBuild): build it once here,
    // so the two suites running side by side never both start a build into the same directory.
    if (!(await ensureBuild())) {
      results.push({
        name: 'build',
        passed: 0,
        failed: 1,
        skipped: 0,
        seconds: 0,
        note: 'the app did not build',
      });
    }
    // The embedded-database suite takes longest (PGlite runs in the test process): the unit suite runs
    // before the PostgreSQL one in the other lane, where it would otherwise leave a core idle.
    const unitLog = path.join(RESULTS_DIR, 'unit.log');
    const pgLog = path.join(RESULTS_DIR, 'integration-pg.log');
    const [pglite, [unit, postgres]] = await Promise.all([
      runVitestProject('integration-pglite', env),
      (async () => {
        const unit = suites.has('unit') ? await runVitestProject('unit', env, unitLog) : null;
        return [unit, await runPostgresSuite(env, pgLog)] as const;
      })(),
    ]);
    for (const [name, log] of [
      ['unit', unitLog],
      ['integration-pg', pgLog],
    ] as const) {
      if (name === 'unit' && !unit) continue;
      if (existsSync(log)) {
        banner(`vitest: ${name}`);
        process.stdout.write(readFileSync(log));
      }
    }
    if (unit) results.push(unit);
    results.push(pglite, postgres);
  } else {
    if (suites.has('integration-pglite')) results.push(await runVitestProject('integration-pglite', env));
    if (suites.has('integration-pg')) results.push(await runPostgresSuite(env));
  }
  if (suites.has('cluster')) results.push(await runClusterSuite(env));
  if (suites.has('browser')) results.push(await runOrSkipBrowserSuite(env));

  banner('summary');
  for (const suite of results) {
    const counts = `${suite.passed} passed, ${suite.failed} failed${suite.skipped ? `, ${suite.skipped} skipped` : ''}`;
    const time = suite.seconds ? ` in ${suite.seconds.toFixed(1)} s` : '';
    console.log(`  ${suite.name.padEnd(20)} ${counts}${time}${suite.note ? `  (${suite.note})` : ''}`);
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, suite) => sum + suite[key], 0);
  const skipped = total('skipped');
  console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return total('failed') > 0 ? 1 : 0;
}

process.exitCode = await main();
