import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_BUILD = path.join(ROOT, 'build/server/index.js');
/** What the client and server bundles are made of (the same inputs as scripts/start.mjs checks, plus configs). */
const INPUT_DIRS = ['app', 'core', 'public'];
const INPUT_FILES = ['package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(): boolean {
  if (!existsSync(SERVER_BUILD)) return true;
  const inputs = [...INPUT_DIRS, ...INPUT_FILES]
    .map((name) => path.join(ROOT, name))
    .filter((p) => existsSync(p));
  return Math.max(...inputs.map(newestMtime)) > statSync(SERVER_BUILD).mtimeMs;
}

/** Runs `react-router build` when build/ is missing or older than its inputs; returns false if the build failed. */
export function ensureBuild(options: { log?: (line: string) => void } = {}): boolean {
  if (!isBuildStale()) return true;
  const log = options.log ?? ((line: string) => console.log(line));
  log('Building the app (react-router build)...');
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always the production bundles: a build started from a test runner (NODE_ENV=test) would otherwise
    // ship React's development build, which the browser tests and Lighthouse would then measure.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status === 0;
}
