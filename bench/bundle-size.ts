/**
 * `npm run bundle-size`: what a first visit to each route downloads, read from the production build's
 * React Router manifest (build/client/assets/manifest-*.js): the client entry, then every route module
 * from the root down to the page, each with its imports (modulepreloaded), and the stylesheets linked in
 * the head. Sizes are raw, gzip (level 9) and brotli (quality 11, what the server precompresses). Fails
 * (exit 1) when /jobs needs more than its budget of first-visit JavaScript (issue 14: 200 KiB gzipped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureBuild, ROOT } from '../scripts/lib/ensure-build.ts';

export const JS_BUDGET_KIB = { 'routes/jobs': 200 } as const satisfies Record<string, number>;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
};
type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

const CLIENT_DIR = path.join(ROOT, 'build/client');

export function readClientManifest(): Manifest {
  const assets = path.join(CLIENT_DIR, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in build/client/assets; run `npm run build`');
  const source = readFileSync(path.join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

type Sizes = { raw: number; gzip: number; brotli: number };
const sizeCache = new Map<string, Sizes>();

function sizesOf(url: string): Sizes {
  const cached = sizeCache.get(url);
  if (cached) return cached;
  const bytes = readFileSync(path.join(CLIENT_DIR, url));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(url, sizes);
  return sizes;
}

function sum(urls: Iterable<string>): Sizes & { files: number } {
  const total = { raw: 0, gzip: 0, brotli: 0, files: 0 };
  for (const url of urls) {
    const sizes = sizesOf(url);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    total.files += 1;
  }
  return total;
}

export type RouteBundle = {
  id: string;
  path: string;
  js: Sizes & { files: number };
  css: Sizes & { files: number };
};

/** First-visit JavaScript and CSS of every page route (layout-only routes are counted inside their pages). */
export function routeBundles(manifest: Manifest = readClientManifest()): RouteBundle[] {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  return routes
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const chain: ManifestRoute[] = [];
      for (let current: ManifestRoute | undefined = route; current;) {
        chain.unshift(current);
        current = current.parentId ? manifest.routes[current.parentId] : undefined;
      }
      const js = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      const css = new Set<string>();
      for (const item of chain) {
        js.add(item.module);
        for (const url of item.imports ?? []) js.add(url);
        for (const url of item.css ?? []) css.add(url);
      }
      const fullPath = chain
        .map((item) => item.path ?? '')
        .filter(Boolean)
        .join('/');
      return { id: route.id, path: `/${fullPath}`, js: sum(js), css: sum(css) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The site stylesheet (app/app.css), inlined into every document rather than linked by a route. */
function inlinedStylesheets(): { file: string; sizes: Sizes }[] {
  return readdirSync(path.join(CLIENT_DIR, 'assets'))
    .filter((name) => /^app-[\w-]+\.css$/.test(name))
    .map((name) => ({ file: name, sizes: sizesOf(`/assets/${name}`) }));
}

export function printBundles(bundles: RouteBundle[]): number {
  for (const { file, sizes } of inlinedStylesheets()) {
    console.log(
      `Site stylesheet ${file}, inlined into every document: ${kib(sizes.raw)} KiB raw, ${kib(sizes.gzip)} KiB gzip, ${kib(sizes.brotli)} KiB brotli`,
    );
  }
  console.log('First-visit assets per route (KiB; raw / gzip / brotli):');
  console.log(
    `${'route'.padEnd(22)} ${'JS files'.padStart(8)} ${'JS raw'.padStart(8)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)}   ${'CSS raw'.padStart(8)} ${'CSS gz'.padStart(7)}`,
  );
  let failures = 0;
  for (const bundle of bundles) {
    const budget = (JS_BUDGET_KIB as Record<string, number>)[bundle.id];
    const over = budget !== undefined && bundle.js.gzip / 1024 > budget;
    if (over) failures += 1;
    console.log(
      `${bundle.path.padEnd(22)} ${String(bundle.js.files).padStart(8)} ${kib(bundle.js.raw).padStart(8)} ${kib(bundle.js.gzip).padStart(7)} ${kib(bundle.js.brotli).padStart(7)}   ${kib(bundle.css.raw).padStart(8)} ${kib(bundle.css.gzip).padStart(7)}${budget === undefined ? '' : `  (JS budget ${budget} KiB gz${over ? ': OVER' : ''})`}`,
    );
  }
  return failures;
}

if (import.meta.filename === process.argv[1]) {
  if (!(await ensureBuild())) process.exit(1);
  process.exitCode = printBundles(routeBundles()) === 0 ? 0 : 1;
}
