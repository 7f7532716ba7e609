import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { SsrContextValues } from '../../core/ssr-context.ts';

export type SsrMode = 'build' | 'vite';

export type SsrOptions = {
  mode: SsrMode;
  rootDir: string;
  /** Builds the per-request values the React Router loaders receive. */
  contextValues(request: FastifyRequest, reply: FastifyReply): Promise<SsrContextValues>;
  /**
   * A loader's service failure that makes the whole page a service outage (the database is down): when the
   * rendered page failed (5xx) and a service call threw such an error, that error goes to Fastify's error
   * handler (503 and its page) instead of the app's error boundary (500).
   */
  isOutage?: (error: unknown) => boolean;
};

/**
 * The same services, each function reporting what it throws to `onError` before throwing it on: loaders
 * catch errors into React Router's boundary, where the cause is no longer visible to the host.
 */
export function reportingFailures<T>(services: T, onError: (error: unknown) => void): T {
  if (typeof services !== 'object' || services === null) return services;
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]): Promise<unknown> => {
            try {
              return await (value as (...inner: unknown[]) => unknown).apply(services, args);
            } catch (error) {
              onError(error);
              throw error;
            }
          }
        : reportingFailures(value, onError);
  }
  return wrapped as T;
}

type EntryModuleWithContext = { createLoadContext(values: SsrContextValues): RouterContextProvider };

function getCreateLoadContext(build: ServerBuild): EntryModuleWithContext['createLoadContext'] {
  const entry = build.entry.module as unknown as Partial<EntryModuleWithContext>;
  if (typeof entry.createLoadContext !== 'function') {
    throw new Error('app/entry.server.tsx must export createLoadContext');
  }
  return entry.createLoadContext;
}

/**
 * Serves the built client (hashed files with an immutable cache) and hands every other GET to the
 * React Router request handler. In development, Vite's middleware serves modules with hot reload.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  let getBuild: () => Promise<ServerBuild>;
  let vite: ViteDevServer | undefined;
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  let getCreateRequestHandler: () => Promise<typeof createRequestHandler> = async () => createRequestHandler;

  if (options.mode === 'vite') {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: options.rootDir,
      // Hot-reload websocket on the app's own port: several dev servers can run side by side.
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    const middie = await import('@fastify/middie');
    await app.register(middie.default);
    app.use(vite.middlewares);
    const devServer = vite;
    getBuild = async () =>
      (await devServer.ssrLoadModule('virtual:react-router/server-build')) as unknown as ServerBuild;
    // The handler must come from the same react-router instance as the app's modules (it checks
    // `context instanceof RouterContextProvider`), so it is loaded through Vite too.
    getCreateRequestHandler = async () =>
      (
        (await devServer.ssrLoadModule('/server/plugins/react-router-runtime.ts')) as {
          createRequestHandler: typeof createRequestHandler;
        }
      ).createRequestHandler;
    app.addHook('onClose', async () => {
      await devServer.close();
    });
  } else {
    const serverBuildFile = path.join(options.rootDir, 'build/server/index.js');
    if (!existsSync(serverBuildFile)) {
      throw new Error(
        `No server build at ${serverBuildFile}. Run \`npm run build\` first (npm start does it).`,
      );
    }
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    getBuild = async () => build;
    const clientDir = path.join(options.rootDir, 'build/client');
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each hashed asset (scripts/build-server.mjs): sent as they are.
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here (not the raw response).
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        void reply.header(
          'Cache-Control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  await app.register(async (scope) => {
    // React Router reads the raw body itself (form posts to actions); Fastify must not parse it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const build = await getBuild();
        if (cached?.build !== build) {
          const create = await getCreateRequestHandler();
          cached = { build, handle: create(build, vite ? 'development' : 'production') };
        }
        const { handle } = cached;
        const values = await options.contextValues(request, reply);
        let outage: Error | undefined;
        const { isOutage } = options;
        if (isOutage) {
          values.services = reportingFailures(values.services, (error) => {
            if (!outage && error instanceof Error && isOutage(error)) outage = error;
          });
        }
        const loadContext = getCreateLoadContext(build)(values);
        const response = await handle(createRequest(request.raw, reply.raw), loadContext);
        if (outage && response.status >= 500) {
          await response.body?.cancel();
          throw outage;
        }
        return sendFetchResponse(reply, response, { buffered: isDocument(response) });
      },
    });
  });
}

/** A rendered page: app/entry.server.tsx answers it whole (it waits for the complete document). */
function isDocument(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') === true;
}

/**
 * Sends a fetch Response through Fastify, so compression and header hooks still apply. A `buffered` body
 * is read at once and sent as one Buffer: the compression plugin then compresses it in one call instead of
 * chunk by chunk through a stream.
 */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  { buffered = false }: { buffered?: boolean } = {},
): Promise<FastifyReply> {
  void reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    void reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const existing = reply.getHeader('set-cookie');
    const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    void reply.header('set-cookie', [...previous, ...cookies]);
  }
  if (!response.body) return reply.send();
  if (buffered) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>));
}
