// `npm start`: builds the client and SSR bundles and compiles the server when they are missing or older
// than the sources, then starts the one-process server (Fastify + React Router SSR + embedded database)
// from compiled JavaScript, build/node/main.js: no TypeScript loader in production (decision 014).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isServerBundleStale, precompressClientAssets, SERVER_BUNDLE } from './build-server.mjs';

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
  Math.max(...sources.map(newestMtime), statSync(path.join(root, 'package.json')).mtimeMs) >
    statSync(marker).mtimeMs;
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs a command with this terminal's output; resolves with its exit code. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// React and React Router pick their production builds from NODE_ENV when first imported.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
if (isServerBundleStale()) await buildServer();
if (stale) {
  console.log('Building the app (first start, or sources changed)...');
  // Meanwhile, on the other core, the server prepares the database (creates it, migrates, loads the demo
  // data) and exits: a first start on two slow cores took 30 s with one after the other.
  const prepare = run(process.execPath, ['--enable-source-maps', SERVER_BUNDLE, '--prepare'], env);
  const build = await run(bin('react-router'), ['build'], { ...process.env, NODE_ENV: 'production' });
  if (build !== 0) process.exit(build);
  precompressClientAssets();
  // A failed preparation is redone, and reported, by the server itself.
  await prepare;
  // The build empties build/, the compiled server with it.
  if (isServerBundleStale()) await buildServer();
}
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Pass stop signals on, so the server shuts down gracefully (closes the database, releases its lock).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
