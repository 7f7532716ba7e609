// `npm start`: builds the client and server bundles when they are missing or older than the sources,
// then starts the one-process server (Fastify + React Router SSR + embedded database).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'core', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const stale =
  !existsSync(marker) ||
  Math.max(...sources.map(newestMtime), statSync(path.join(root, 'package.json')).mtimeMs) > statSync(marker).mtimeMs;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (stale) {
  console.log('Building the app (first start, or sources changed)...');
  const build = spawnSync(bin('react-router'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(bin('tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
