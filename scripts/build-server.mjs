// `npm run build` (second half) and `npm start`: compiles the server (server/main.ts with everything it
// imports from server/, db/ and core/) into one JavaScript file, build/node/main.js, so production runs no
// TypeScript loader (decision 014). npm packages stay external (native and wasm ones such as
// @node-rs/argon2 and PGlite load as they are). The resume-reading worker thread is a second entry, beside it.
// Run as a script (`npm run build`, after `react-router build`) it also precompresses the client assets.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(ROOT, 'build/node/main.js');
const INPUTS = ['server', 'db', 'core', 'package.json', 'scripts/build-server.mjs'];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when build/node/main.js is missing or older than any server source. */
export function isServerBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const inputs = INPUTS.map((name) => path.join(ROOT, name)).filter((p) => existsSync(p));
  return Math.max(...inputs.map(newestMtime)) > statSync(SERVER_BUNDLE).mtimeMs;
}

export async function buildServer() {
  const started = performance.now();
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'server/main.ts',
      'extraction-worker': 'server/modules/resumes/extraction/extraction-worker.ts',
    },
    outdir: path.dirname(SERVER_BUNDLE),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  console.log(
    `Server compiled to ${path.relative(ROOT, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * Writes .br and .gz beside every hashed script and stylesheet of the client build, compressed once at the
 * highest levels; the server sends them as they are (@fastify/static preCompressed) instead of compressing
 * each answer again at a fast, weaker level.
 */
export function precompressClientAssets() {
  const assets = path.join(ROOT, 'build/client/assets');
  if (!existsSync(assets)) return;
  let raw = 0;
  let brotli = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const bytes = readFileSync(path.join(assets, name));
    if (bytes.length < 1024) continue;
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(path.join(assets, `${name}.br`), br);
    writeFileSync(path.join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    raw += bytes.length;
    brotli += br.length;
  }
  console.log(
    `Client assets precompressed: ${Math.round(raw / 1024)} KiB -> ${Math.round(brotli / 1024)} KiB brotli`,
  );
}

if (import.meta.filename === process.argv[1]) {
  precompressClientAssets();
  await buildServer();
}
