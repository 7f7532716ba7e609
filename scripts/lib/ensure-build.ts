import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  buildServer,
  isServerBundleStale,
  precompressClientAssets,
  SERVER_BUNDLE,
} from '../build-server.mjs';

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

export { SERVER_BUNDLE };

/**
 * Runs `react-router build` when the client and SSR bundles are missing or older than their inputs, and
 * compiles the server (build/node/main.js) when it is missing or older than server/, db/ and core/;
 * returns false if a build failed.
 */
export async function ensureBuild(options: { log?: (line: string) => void } = {}): Promise<boolean> {
  if (!ensureAppBuild(options)) return false;
  if (isServerBundleStale()) {
    try {
      await buildServer();
    } catch (error) {
      (options.log ?? console.error)(`Server build failed: ${String(error)}`);
      return false;
    }
  }
  return true;
}

function ensureAppBuild(options: { log?: (line: string) => void }): boolean {
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
  if (result.status !== 0) return false;
  precompressClientAssets();
  return true;
}
