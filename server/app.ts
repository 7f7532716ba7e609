import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { paths } from '../core/paths.ts';
import { PACKAGE_ROOT, type Database } from '../db/client.ts';
import type { Config } from './config.ts';
import { AppError, DISK_FULL_MESSAGE } from './errors.ts';
import { createDiskSpaceGuard, EMBEDDED_DB_MIN_FREE_BYTES } from './lib/disk-space.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { MemoryDataVersions, onDataChanged, RedisDataVersions } from './lib/data-versions.ts';
import { MemoryPageStore, RedisPageStore } from './lib/page-cache/store.ts';
import { createRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { connectRedis } from './lib/redis.ts';
import { instanceName, type Schedule } from './lib/schedule.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { createLlmRewriter } from './modules/analysis/llm-rewriter.ts';
import { analysisRoutes } from './modules/analysis/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { createCommunityModule } from './modules/community/index.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { socialPreviewRoutes } from './modules/community/social-preview.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { HttpClient } from './modules/ingest/http.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { startIngestSchedule } from './modules/ingest/schedule.ts';
import { logoRoutes } from './modules/jobs/logos.ts';
import { profileLists } from './modules/personalization/answers.ts';
import { startAlertsSchedule } from './modules/personalization/alerts.ts';
import { personalizationRoutes, unsubscribePageRoutes } from './modules/personalization/routes.ts';
import { createSearchResultCache, type SearchResultCache } from './modules/jobs/result-cache.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { getJob, searchJobs } from './modules/jobs/service.ts';
import { ORPHAN_GRACE_MS, sweepOrphanResumeFiles } from './modules/resumes/orphans.ts';
import { presentResume } from './modules/resumes/presenters.ts';
import { findResumeByUserId } from './modules/resumes/repository.ts';
import { resumeRoutes } from './modules/resumes/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { jobsSitemapSource, postsSitemapSource } from './modules/seo/sitemap-sources.ts';
import { SitemapRegistry, type SitemapOptions } from './modules/seo/sitemaps.ts';
import { createSponsorSsrServices } from './modules/sponsors/read-service.ts';
import { sponsorMatchRoutes } from './modules/sponsors/match-routes.ts';
import { sponsorRoutes } from './modules/sponsors/routes.ts';
import { sponsorSitemapFiles } from './modules/sponsors/sitemap.ts';
import { authContextPlugin } from './plugins/auth.ts';
import { registerErrorHandlers } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { defaultPageCacheRules, pageCachePlugin, type PageCacheOptions } from './plugins/page-cache.ts';
import { securityPlugin } from './plugins/security.ts';
import { registerSsr, type SsrMode } from './plugins/ssr.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

export const ROOT_DIR = PACKAGE_ROOT;

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** 'build' serves build/ (npm start), 'vite' adds hot reload (npm run dev), false = API only (tests). */
  ssr?: SsrMode | false;
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  /** Resume file storage; default: the driver config.storage names (tests pass s3rver-backed S3). */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** How often expired sessions are pruned; 0 turns it off (tests call prune themselves). */
  pruneIntervalMs?: number;
  /** How often orphaned resume files are swept (also once at start); 0 turns it off (decision 061). */
  orphanSweepIntervalMs?: number;
  /** The HTTP client ingestion uses (tests pass one with short timeouts and no real waits). */
  ingestHttp?: HttpClient;
  /** Called for every route as it is registered (tests walk the whole route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Sitemap page size and plan reuse (tests make pages small; decision 015). */
  sitemaps?: SitemapOptions;
  /** Page cache freshness and clock (tests); whether it runs at all is config.pageCache.enabled. */
  pageCache?: Pick<PageCacheOptions, 'freshMs' | 'staleMs' | 'now'>;
};

const AUTH_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export type AppServices = {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  now: () => Date;
  ingestHttp?: HttpClient;
  /** Search results kept for everyone (SEARCH_CACHE), or null when off. */
  searchResults: SearchResultCache | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Modules register their public pages here for the sitemaps and robots.txt (decision 015). */
    sitemaps: SitemapRegistry;
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        // Reset links carry their token in the query string: never write it to the logs.
        return { method: request.method, url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]') };
      },
    },
  };
}

/** Builds the Fastify instance: plugins, then routes, then error handlers (fastify/demo src/app.ts). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
    });
  const rateLimiter = options.rateLimiter ?? (await createRateLimiter(config.redisUrl, app.log));
  // Uploads must never be reachable as static files (DESIGN section 8).
  const storage =
    options.storage ??
    createStorage(config.storage, {
      servedDirectories: [path.join(ROOT_DIR, 'public'), path.join(ROOT_DIR, 'build/client')],
    });
  // Not with Vite: code changes bump no version.
  const pageCacheOn = config.pageCache.enabled && options.ssr !== 'vite';
  // With REDIS_URL, the page cache keeps its pages there, and both caches read the data versions every
  // instance bumps (decision 016).
  const cacheRedis =
    config.redisUrl && (pageCacheOn || config.searchCache.enabled)
      ? await connectRedis(config.redisUrl)
      : null;
  const sharedVersions = cacheRedis ? new RedisDataVersions(cacheRedis, config.pageCache.prefix) : null;
  const searchResults = config.searchCache.enabled
    ? createSearchResultCache({
        versions: sharedVersions ?? undefined,
        onError: (error) =>
          app.log.warn({ err: error }, 'search result cache unavailable; searching without it'),
      })
    : null;
  if (searchResults && sharedVersions && !pageCacheOn) {
    // The page cache bumps the shared versions when it runs; without it, this instance's writes must.
    const unsubscribe = onDataChanged((areas) => {
      sharedVersions.bump(areas).catch((error: unknown) => {
        app.log.warn({ err: error, areas }, 'search result cache: bumping data versions failed');
      });
    });
    app.addHook('onClose', async () => unsubscribe());
  }
  const services: AppServices = {
    config,
    database,
    mailer,
    rateLimiter,
    storage,
    now: options.now ?? (() => new Date()),
    ingestHttp: options.ingestHttp,
    searchResults,
  };
  app.decorate('services', services);
  const sitemapRegistry = new SitemapRegistry();
  sitemapRegistry.addSource(jobsSitemapSource);
  sitemapRegistry.addSource(postsSitemapSource);
  sitemapRegistry.addStaticPath({ path: paths.sponsors });
  sitemapRegistry.addFileList(() => sponsorSitemapFiles(database.db));
  app.decorate('sitemaps', sitemapRegistry);
  app.addHook('onClose', async () => {
    if (!options.rateLimiter) await rateLimiter.close();
    if (!options.storage) await storage.close();
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description: 'JSON API of the H1B job board. Errors are `{ "error": { "code", "message" } }`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sp_at' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ingestKey: { type: 'apiKey', in: 'header', name: 'apikey' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  // First of the request hooks: NUL bytes and broken surrogates never reach a route (400).
  await app.register(inputGuardPlugin);
  const embeddedDataDir = database.pglite?.dataDir;
  if (embeddedDataDir) {
    // The embedded database on disk: writes stop with a 507 while DATA_DIR is nearly full (decision 062).
    const disk = createDiskSpaceGuard({
      directory: embeddedDataDir,
      minFreeBytes: EMBEDDED_DB_MIN_FREE_BYTES,
    });
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (!(await disk.hasRoom())) throw new AppError('insufficient_storage', DISK_FULL_MESSAGE);
    });
  }
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // A page is sent as one buffer (plugins/ssr.ts): compressing it in one call costs a fifth of the stream
    // pipeline the plugin otherwise uses above 8 KiB here.
    syncThreshold: 1024 * 1024,
    // What the plugin compresses is rendered for one answer: brotli's quality 1 (0.2 ms for a job page, 0.4 ms
    // for /jobs) instead of 4 (1.0 and 1.6 ms), for 16% more bytes. Answers kept by the page cache are
    // compressed again, harder, once (plugins/page-cache.ts); assets are precompressed (decision 014).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    encodings: ['br', 'gzip', 'deflate'],
  });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    isHttps: config.isHttps,
    dev: options.ssr === 'vite',
  });

  const auth = createAuthModule(services);
  await app.register(authContextPlugin, { resolve: auth.resolveSession });
  if (options.pruneIntervalMs !== 0) {
    // Idempotent, so several instances running it at once do no harm.
    const prune = () =>
      auth.prune().then(
        (pruned) => app.log.debug(pruned, 'pruned expired auth records'),
        (error: unknown) => app.log.warn({ err: error }, 'pruning expired auth records failed'),
      );
    const timer = setInterval(() => void prune(), options.pruneIntervalMs ?? AUTH_PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      void prune();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (options.orphanSweepIntervalMs !== 0) {
    // Files a killed process stored without committing their rows (decision 061); idempotent, any instance.
    let sweeping: Promise<void> | null = null;
    const sweep = () => {
      sweeping ??= sweepOrphanResumeFiles({
        db: database.db,
        storage,
        olderThan: new Date(services.now().getTime() - ORPHAN_GRACE_MS),
        log: app.log,
      })
        .then(
          (swept) => app.log.debug(swept, 'swept orphaned resume files'),
          (error: unknown) => app.log.warn({ err: error }, 'sweeping orphaned resume files failed'),
        )
        .finally(() => (sweeping = null));
    };
    const timer = setInterval(sweep, options.orphanSweepIntervalMs ?? ORPHAN_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  }

  // The timers start once the server is ready (after the first start's seeding), one claim per occurrence.
  const schedules: Schedule[] = [];
  app.addHook('onReady', async () => {
    if (config.ingest.schedule) {
      const schedule = startIngestSchedule({
        cron: config.ingest.schedule,
        database,
        config,
        log: app.log,
        claimedBy: instanceName(config.port),
      });
      schedules.push(schedule);
      app.log.info({ next: schedule.nextRun()?.toISOString() }, 'ingestion scheduled');
    }
    if (config.alertsSchedule) {
      const alerts = startAlertsSchedule({
        cron: config.alertsSchedule,
        database,
        mailer,
        config,
        log: app.log,
        claimedBy: instanceName(config.port),
      });
      schedules.push(alerts);
      app.log.info({ next: alerts.nextRun()?.toISOString() }, 'job alerts scheduled');
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(schedules.splice(0).map((schedule) => schedule.stop()));
  });

  const community = createCommunityModule({
    config,
    database,
    rateLimiter,
    now: services.now,
    onError: (error) => app.log.warn({ err: error }, 'community maintenance failed'),
  });
  app.addHook('onReady', async () => {
    await community.start();
  });

  // After the security and session hooks: a kept page is served with its own CSP nonce, and only to a
  // request without session credentials (decision 016).
  if (pageCacheOn) {
    const { prefix, maxBytes } = config.pageCache;
    await app.register(pageCachePlugin, {
      store: cacheRedis
        ? new RedisPageStore(cacheRedis, `${prefix}page:`, maxBytes / 8)
        : new MemoryPageStore(maxBytes),
      versions: sharedVersions ?? new MemoryDataVersions(),
      rules: defaultPageCacheRules({ recordPostView: (request, id) => community.recordView(request, id) }),
      ...options.pageCache,
    });
  }
  app.addHook('onClose', async () => {
    searchResults?.close();
    await cacheRedis?.quit();
  });
  app.addHook('onClose', async () => {
    await community.stop();
  });

  registerErrorHandlers(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(auth.routes, { prefix: '/auth' });
      await api.register(analyticsRoutes, { prefix: '/analytics' });
      await api.register(jobRoutes);
      await api.register(resumeRoutes);
      await api.register(ingestRoutes);
      await api.register(analysisRoutes, { rewriter: config.ai ? createLlmRewriter(config.ai) : null });
      await api.register(communityRoutes(community), { prefix: '/community' });
      await api.register(socialPreviewRoutes(community));
      await api.register(personalizationRoutes);
      await api.register(docsRoutes);
      await api.register(sponsorMatchRoutes);
      // Unknown API paths answer in the API's error format, never with the HTML 404 page.
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  await app.register(logoRoutes);
  await app.register(seoRoutes({ registry: sitemapRegistry, community, sitemapOptions: options.sitemaps }));
  await app.register(sponsorRoutes);
  await app.register(unsubscribePageRoutes);

  if (options.ssr) {
    await registerSsr(app, {
      mode: options.ssr,
      rootDir: ROOT_DIR,
      isOutage: isDatabaseUnavailable,
      async contextValues(request) {
        const current = await request.getAuth();
        return {
          nonce: request.cspNonce,
          publicUrl: config.publicUrl,
          siteName: config.siteName,
          auth: { user: current?.user ?? null, session: current?.session ?? null },
          services: {
            async hasResume(userId) {
              return (await findResumeByUserId(database.db, userId)) !== null;
            },
            async getResume(userId) {
              const row = await findResumeByUserId(database.db, userId);
              return row ? presentResume(row) : null;
            },
            async profileLists(userId) {
              return profileLists(database.db, userId, services.now());
            },
            async searchJobs(query) {
              return searchJobs({ db: database.db, query, cache: searchResults });
            },
            async getJob(id) {
              try {
                return await getJob({ db: database.db, id });
              } catch (error) {
                // A missing job is a normal answer for the page (it renders 'Job Not Found' with a 404).
                if (error instanceof AppError && error.code === 'not_found') return null;
                throw error;
              }
            },
            community: community.ssrServices(request),
            sponsors: createSponsorSsrServices(database.db),
          },
        };
      },
    });
  }

  return app;
}
