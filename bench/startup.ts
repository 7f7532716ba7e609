/**
 * `npx tsx bench/startup.ts [--runs=N]`: start-up time and memory of the server, compiled
 * (`node build/node/main.js`, what `npm start` runs) against the sources through the TypeScript loader
 * (`node --import tsx server/main.ts`, what `npm start` ran before decision 014). Both start on the same
 * DATA_DIR, seeded once beforehand, alternating, N times each. Printed: milliseconds from spawn to the
 * first 200 from /api/health, and the resident memory (RSS) after 10 s idle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT, SERVER_BUNDLE } from '../scripts/lib/ensure-build.ts';

const PORT = Number(process.env.PORT ?? 3425);
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 2) || 2);
const VARIANTS = {
  compiled: ['--enable-source-maps', SERVER_BUNDLE],
  'tsx loader': ['--import', 'tsx', 'server/main.ts'],
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function start(args: readonly string[], dataDir: string, idleMs: number) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  let readyMs = -1;
  for (let i = 0; i < 6000 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await sleep(idleMs);
  const rss = child.pid ? rssMiB(child.pid) : 0;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rss };
}

if (!(await ensureBuild())) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-startup-'));
try {
  console.log(
    `seeding ${dataDir} once (load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})...`,
  );
  await start(VARIANTS.compiled, dataDir, 0);
  const results: Record<string, { readyMs: number; rss: number }[]> = { compiled: [], 'tsx loader': [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, args] of Object.entries(VARIANTS)) {
      const result = await start(args, dataDir, 10_000);
      results[name]?.push(result);
      console.log(
        `${name.padEnd(10)} run ${run + 1}: ready in ${Math.round(result.readyMs)} ms, RSS after 10 s idle ${result.rss.toFixed(0)} MiB (load ${loadavg()[0]?.toFixed(2)})`,
      );
    }
  }
  for (const [name, list] of Object.entries(results)) {
    const ready = list.map((r) => r.readyMs).sort((a, b) => a - b);
    const rss = list.map((r) => r.rss).sort((a, b) => a - b);
    console.log(
      `${name.padEnd(10)} median ready ${Math.round(ready[Math.floor((ready.length - 1) / 2)] ?? 0)} ms, median RSS ${(rss[Math.floor((rss.length - 1) / 2)] ?? 0).toFixed(0)} MiB`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
