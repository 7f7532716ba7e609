import { randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsEncoding } from '../../core/accept-encoding.ts';
import { DATA_AREAS, onDataChanged, type DataArea, type DataVersions } from '../lib/data-versions.ts';
import { isNotModified, weakEtag } from '../lib/http-cache.ts';
import type { CachedPage, PageStore, ReleaseLease } from '../lib/page-cache/store.ts';
import { carriesSessionCredentials } from './auth.ts';

/**
 * A public path the cache may keep (decision 016): the anonymous answer to it is the same for everyone.
 * `areas` are the data it shows: a write to any of them makes the next read render afresh.
 */
export type PageCacheRule = {
  name: string;
  pattern: RegExp;
  areas: readonly DataArea[];
  /**
   * `revalidate`: what live updates refetch (a post, its comments): browsers and CDNs must ask every time
   * (`public, no-cache`; the ETag makes that a 304), so a change announced over SSE is seen at once.
   */
  httpCache?: 'revalidate';
  /**
   * Work the uncached answer did for each visitor and a kept one must still do (a post's view count):
   * called, not awaited, for every anonymous 200 served by the cache.
   */
  onServe?: (request: FastifyRequest, match: RegExpExecArray) => Promise<void>;
};

export type PageCacheOptions = {
  store: PageStore;
  versions: DataVersions;
  rules: readonly PageCacheRule[];
  /** Served as stored this long after the render... */
  freshMs?: number;
  /** ...and this long more while one new render runs in the background. */
  staleMs?: number;
  now?: () => number;
  /** Longest time a render may take before waiting callers give up on it and render themselves. */
  renderTimeoutMs?: number;
};

/**
 * Server-side freshness: writes change the key at once (data versions), so this bounds only changes nobody
 * announces (a job expiring by date, a write from a process without Redis) and sets how often a kept page
 * is re-rendered in the background.
 */
export const PAGE_CACHE_FRESH_MS = 120_000;
export const PAGE_CACHE_STALE_MS = 600_000;
/** What browsers and CDNs are told: they are not told of writes, so they keep a page for less time. */
export const HTTP_FRESH_MS = 30_000;
export const HTTP_STALE_MS = 300_000;
/** What shared caches (a CDN) and browsers are told about the answers the page cache keeps. */
export function publicCacheControl(freshMs: number, staleMs: number): string {
  return `public, max-age=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
}
/** Kept answers that live updates refetch: stored by caches, but checked with the server every time. */
export const REVALIDATE = 'public, no-cache';
/** Kept answers vary by these: a signed-in or compressed request never gets another's copy. */
export const PAGE_CACHE_VARY = ['Cookie', 'Authorization', 'Accept-Encoding'];
/** `HIT`, `STALE` (served while a new render runs), `MISS` (rendered for this request) or `BYPASS`. */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';

const FILL_HEADER = 'x-sp-page-cache-fill';
const RENDER_USER_AGENT = 'SponsorPath-PageCache/1.0 (render bot)';
const MAX_URL_LENGTH = 2048;
/** How often an instance waiting for another's render looks for its page in the shared store. */
const LEASE_POLL_MS = 20;
const COMPRESS_THRESHOLD = 1024;
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'cache-control',
  'vary',
  PAGE_CACHE_STATUS_HEADER,
]);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|x-ndjson|[\w.+-]+\+(json|xml)))/i;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type RenderRequest = {
  url: string;
  accept: string | undefined;
  acceptLanguage: string | undefined;
  host?: string;
};
/** A render's outcome: a page to keep and serve, one to serve but not keep, or nothing usable. */
type Rendered = { page: CachedPage; storable: boolean } | null;

function mergeVary(existing: string | undefined): string {
  const fields = String(existing ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const field of PAGE_CACHE_VARY) {
    if (!fields.some((part) => part.toLowerCase() === field.toLowerCase())) fields.push(field);
  }
  return fields.join(', ');
}

function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The key of one answer: the rule, the kind of answer asked for, the data versions, the normalized URL. */
export function pageCacheKey(
  rule: PageCacheRule,
  path: string,
  query: string,
  accept: string | undefined,
  versions: Record<DataArea, number>,
): string {
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  const kind = accept?.includes('text/html') ? 'h' : 'o';
  const version = rule.areas.map((area) => `${area[0]}${versions[area]}`).join('.');
  return `${rule.name}|${kind}|${version}|${path}${sorted ? `?${sorted}` : ''}`;
}

function acceptedEncoding(header: string | string[] | undefined, page: CachedPage): 'br' | 'gzip' | null {
  const text = headerText(header);
  if (page.br && acceptsEncoding(text, 'br')) return 'br';
  if (page.gzip && acceptsEncoding(text, 'gzip')) return 'gzip';
  return null;
}

/**
 * The shared page cache (decision 016): anonymous GETs of public pages and APIs are answered from a
 * store (in-process LRU or Redis) keyed by URL and data versions; one render per key at a time; a stale
 * entry is served while one new render runs. Requests with session credentials never touch it.
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const freshMs = options.freshMs ?? PAGE_CACHE_FRESH_MS;
  const staleMs = options.staleMs ?? PAGE_CACHE_STALE_MS;
  const now = options.now ?? Date.now;
  const renderTimeoutMs = options.renderTimeoutMs ?? 15_000;
  const cacheControl = publicCacheControl(HTTP_FRESH_MS, HTTP_STALE_MS);
  const secret = randomBytes(24).toString('base64url');
  const secretBytes = Buffer.from(secret);
  const fills = new WeakSet<FastifyRequest>();
  const inflight = new Map<string, Promise<Rendered>>();

  const unsubscribe = onDataChanged((areas) => {
    options.versions.bump(areas).catch((error: unknown) => {
      app.log.warn({ err: error, areas }, 'page cache: bumping data versions failed');
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await Promise.allSettled([...inflight.values()]);
    await options.store.close();
  });

  function isFill(request: FastifyRequest): boolean {
    const value = request.headers[FILL_HEADER];
    if (typeof value !== 'string') return false;
    const bytes = Buffer.from(value);
    return bytes.length === secretBytes.length && timingSafeEqual(bytes, secretBytes);
  }

  async function render(spec: RenderRequest, rule: PageCacheRule): Promise<Rendered> {
    const headers: Record<string, string> = {
      'accept-encoding': 'identity',
      // A crawler's name (isbot): the render counts no view; every visitor served counts one (onServe).
      'user-agent': RENDER_USER_AGENT,
      [FILL_HEADER]: secret,
    };
    if (spec.accept) headers.accept = spec.accept;
    if (spec.acceptLanguage) headers['accept-language'] = spec.acceptLanguage;
    if (spec.host) headers.host = spec.host;
    // No cookies and no Authorization: the render is the anonymous answer.
    const response = await app.inject({ method: 'GET', url: spec.url, headers });
    if (response.headers['set-cookie'] !== undefined) return null;
    const contentType = headerText(response.headers['content-type']) ?? '';
    if (contentType.startsWith('text/event-stream')) return null;
    const routeCacheControl = headerText(response.headers['cache-control']) ?? '';
    const storable =
      response.statusCode === 200 && !/\b(private|no-store|no-cache)\b/i.test(routeCacheControl);
    const body = response.rawPayload;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      const text = headerText(value);
      if (text === undefined || DROPPED_HEADERS.has(name.toLowerCase())) continue;
      kept[name.toLowerCase()] = text;
    }
    kept.vary = mergeVary(headerText(response.headers.vary));
    if (storable) kept['cache-control'] = rule.httpCache === 'revalidate' ? REVALIDATE : cacheControl;
    else if (routeCacheControl) kept['cache-control'] = routeCacheControl;
    const compressible = storable && body.length >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(contentType);
    const [gzipped, brotlied] = compressible
      ? await Promise.all([
          gzip(body, { level: 6 }),
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        ])
      : [null, null];
    const at = now();
    return {
      storable,
      page: {
        status: response.statusCode,
        headers: kept,
        body,
        gzip: gzipped,
        br: brotlied,
        etag: weakEtag(body),
        storedAt: at,
        freshUntil: at + freshMs,
        staleUntil: at + freshMs + staleMs,
      },
    };
  }

  async function renderAndStore(key: string, spec: RenderRequest, rule: PageCacheRule): Promise<Rendered> {
    const rendered = await render(spec, rule);
    if (rendered?.storable) await options.store.set(key, rendered.page);
    return rendered;
  }

  /**
   * Single flight across instances, for stores shared by several (Redis): the instance that takes the
   * key's lease renders; the others wait for its page to appear in the store. A refresh of a stale page
   * another instance is already re-rendering is skipped. A render that is not kept (a 404) leaves the
   * store empty: a waiter then takes the released lease and renders itself, so nobody waits longer than
   * the render timeout, and a failing store only means rendering as if it were not shared.
   */
  async function renderShared(
    key: string,
    spec: RenderRequest,
    rule: PageCacheRule,
    purpose: 'miss' | 'refresh',
  ): Promise<Rendered> {
    const lease = options.store.lease?.bind(options.store);
    if (!lease) return renderAndStore(key, spec, rule);
    const giveUpAt = performance.now() + renderTimeoutMs;
    for (;;) {
      let release: ReleaseLease | null;
      try {
        release = await lease(key, renderTimeoutMs);
      } catch (error) {
        app.log.warn({ err: error }, 'page cache: render lease unavailable; rendering without it');
        return renderAndStore(key, spec, rule);
      }
      if (release) {
        try {
          // The holder before may have stored its page and released the lease between this instance's
          // last look at the store and its taking of the lease: that page is the answer, not a second render.
          const stored = await options.store.get(key);
          const wanted = purpose === 'miss' ? stored?.staleUntil : stored?.freshUntil;
          if (stored && wanted !== undefined && now() < wanted) return { page: stored, storable: true };
          return await renderAndStore(key, spec, rule);
        } finally {
          await release().catch((error: unknown) => {
            app.log.warn({ err: error }, 'page cache: releasing a render lease failed');
          });
        }
      }
      if (purpose === 'refresh') return null;
      if (performance.now() >= giveUpAt) return renderAndStore(key, spec, rule);
      await delay(LEASE_POLL_MS);
      const page = await options.store.get(key);
      if (page && now() < page.staleUntil) return { page, storable: true };
    }
  }

  /** Single flight: one render per key at a time in this process; callers of the same key share it. */
  function renderOnce(
    key: string,
    spec: RenderRequest,
    rule: PageCacheRule,
    purpose: 'miss' | 'refresh',
  ): Promise<Rendered> {
    const pending = inflight.get(key);
    if (pending) return pending;
    const settled = renderShared(key, spec, rule, purpose)
      .catch((error: unknown) => {
        app.log.warn({ err: error, url: spec.url }, 'page cache: render failed');
        return null;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, settled);
    return settled;
  }

  function withTimeout(work: Promise<Rendered>): Promise<Rendered> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Rendered>((resolve) => {
      timer = setTimeout(() => resolve(null), renderTimeoutMs);
      timer.unref();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    status: 'HIT' | 'STALE' | 'MISS',
  ): FastifyReply {
    void reply.code(page.status);
    // Every stored header, the render's own Content-Security-Policy included: its nonce is the one in
    // the stored HTML (a new nonce comes with every new render, so with every change of the data).
    for (const [name, value] of Object.entries(page.headers)) void reply.header(name, value);
    void reply.header('ETag', page.etag);
    void reply.header('Age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    void reply.header(PAGE_CACHE_STATUS_HEADER, status);
    if (isNotModified(request, { etag: page.etag, lastModified: null })) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding'], page);
    const body = (encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body) ?? page.body;
    if (encoding) void reply.header('Content-Encoding', encoding);
    // HEAD: the headers a GET would get, its length included; Fastify and Node send no body for it.
    if (request.method === 'HEAD') void reply.header('Content-Length', String(body.length));
    return reply.send(body);
  }

  app.addHook('onRequest', async (request, reply) => {
    // HEAD is answered from the page a GET would get (its render is always a GET).
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.headers[FILL_HEADER] !== undefined) {
      if (isFill(request)) fills.add(request);
      return;
    }
    // The one rule of personal answers (plugins/auth.ts): a request that carries session credentials is
    // never served from the cache and its answer is never stored.
    if (carriesSessionCredentials(request)) return;
    const url = request.url;
    if (url.length > MAX_URL_LENGTH) return;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
    let rule: PageCacheRule | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of options.rules) {
      match = candidate.pattern.exec(path);
      if (match) {
        rule = candidate;
        break;
      }
    }
    if (!rule || !match) return;

    let page: CachedPage | undefined;
    let status: 'HIT' | 'STALE' | 'MISS' = 'HIT';
    const spec: RenderRequest = {
      url,
      accept: headerText(request.headers.accept),
      acceptLanguage: headerText(request.headers['accept-language']),
      host: headerText(request.headers.host),
    };
    try {
      const versions = await options.versions.current();
      const key = pageCacheKey(rule, path, query, spec.accept, versions);
      page = await options.store.get(key);
      const at = now();
      if (page && at >= page.staleUntil) page = undefined;
      if (page && at >= page.freshUntil) {
        status = 'STALE';
        void renderOnce(key, spec, rule, 'refresh');
      }
      if (!page) {
        status = 'MISS';
        const rendered = await withTimeout(renderOnce(key, spec, rule, 'miss'));
        page = rendered?.page;
      }
    } catch (error) {
      // A store or Redis failure never fails the request: it is rendered as if there were no cache.
      request.log.warn({ err: error }, 'page cache unavailable; rendering without it');
      page = undefined;
    }
    if (!page) return;
    if (page.status === 200 && rule.onServe) {
      rule.onServe(request, match).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page cache: per-visitor work failed');
      });
    }
    return send(request, reply, page, status);
  });

  // Renders of the cache say what they were; everything else the cache did not answer says BYPASS.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !fills.has(request) &&
      reply.getHeader(PAGE_CACHE_STATUS_HEADER) === undefined
    )
      void reply.header(PAGE_CACHE_STATUS_HEADER, 'BYPASS');
    return payload;
  });
});

/** The paths of decision 016 and the data areas each shows. */
export function defaultPageCacheRules(hooks: {
  /** Counts a view of the post for this visitor (the post page and the post API). */
  recordPostView?: (request: FastifyRequest, postId: string) => Promise<void>;
}): PageCacheRule[] {
  const all = DATA_AREAS;
  const postView = hooks.recordPostView;
  const onPost = postView
    ? (request: FastifyRequest, match: RegExpExecArray) =>
        postView(request, decodeURIComponent(match[1] ?? ''))
    : undefined;
  // React Router's data requests for client navigations: `/jobs.data`, `/_root.data` for `/`.
  return [
    { name: 'home', pattern: /^\/(?:_root\.data)?$/, areas: all },
    { name: 'jobs', pattern: /^\/jobs(?:\.data)?$/, areas: ['jobs', 'sponsors'] },
    { name: 'job', pattern: /^\/jobs\/[^/]+?(?:\.data)?$/, areas: ['jobs', 'sponsors'] },
    { name: 'community', pattern: /^\/community(?:\.data)?$/, areas: ['community'] },
    {
      name: 'post',
      pattern: /^\/community\/post\/([^/.]+)(?:\.data)?$/,
      areas: ['community'],
      onServe: onPost,
    },
    { name: 'sponsors', pattern: /^\/sponsors(?:\.data)?$/, areas: ['sponsors', 'jobs'] },
    { name: 'sponsor', pattern: /^\/sponsors\/[^/]+?(?:\.data)?$/, areas: ['sponsors', 'jobs'] },
    { name: 'api-jobs', pattern: /^\/api\/jobs(?:\/\d+|\/related-searches)?$/, areas: ['jobs', 'sponsors'] },
    { name: 'api-locations', pattern: /^\/api\/locations\/(?:cities|states)$/, areas: ['jobs'] },
    { name: 'api-salary', pattern: /^\/api\/jobs\/\d+\/salary-analysis$/, areas: ['jobs', 'sponsors'] },
    { name: 'api-community', pattern: /^\/api\/community\/(?:categories|posts)$/, areas: ['community'] },
    {
      name: 'api-post',
      pattern: /^\/api\/community\/posts\/([^/]+)$/,
      areas: ['community'],
      httpCache: 'revalidate',
      onServe: onPost,
    },
    {
      name: 'api-comments',
      pattern: /^\/api\/community\/posts\/[^/]+\/comments$/,
      areas: ['community'],
      httpCache: 'revalidate',
    },
    { name: 'api-sponsors', pattern: /^\/api\/sponsors(?:\/(?!match$)[^/]+)?$/, areas: ['sponsors', 'jobs'] },
  ];
}
