import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { postListQuerySchema, uuidSchema } from '../../../core/community.ts';
import type { CommunitySsrServices } from '../../../core/ssr-context.ts';
import type { Database } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { notifyDataChanged } from '../../lib/data-versions.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { CommunityEventBus, pruneEvents } from './events.ts';
import type { Actor } from './policies.ts';
import { ANONYMOUS_NAME } from './presenters.ts';
import { createCommunityService, type CommunityService } from './service.ts';

export type CommunityModule = {
  service: CommunityService;
  events: CommunityEventBus;
  actorOf(request: FastifyRequest): Promise<Actor | null>;
  /** Who counts as one viewer for views and shares: the account, else a hash of IP and browser. */
  viewerKeyOf(request: FastifyRequest, actor: Actor | null): string;
  /** The view-counting key, or null for crawlers and clients without a user agent (never counted). */
  countedViewerOf(request: FastifyRequest, actor: Actor | null): string | null;
  ssrServices(request: FastifyRequest): CommunitySsrServices;
  /** Counts this visitor's view of a post the page cache served (crawlers and bad ids: nothing). */
  recordView(request: FastifyRequest, postId: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
const EVENT_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export function createCommunityModule(options: {
  config: Config;
  database: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
  onError?: (error: unknown) => void;
}): CommunityModule {
  const events = new CommunityEventBus(options.database);
  const service = createCommunityService({
    db: options.database.db,
    events,
    rateLimiter: options.rateLimiter,
    now: options.now,
    newAccountCommentIntervalMs: options.config.newAccountCommentIntervalMs,
    onWrite: () => notifyDataChanged('community'),
  });
  const moderators = new Set(options.config.moderatorEmails);
  let pruneTimer: NodeJS.Timeout | undefined;

  async function actorOf(request: FastifyRequest): Promise<Actor | null> {
    const auth = await request.getAuth();
    if (!auth) return null;
    return {
      id: auth.user.id,
      email: auth.user.email,
      displayName: auth.user.user_metadata.full_name?.trim() || ANONYMOUS_NAME,
      createdAt: new Date(auth.user.created_at),
      isModerator: moderators.has(auth.user.email.toLowerCase()),
    };
  }

  function viewerKeyOf(request: FastifyRequest, actor: Actor | null): string {
    if (actor) return `u:${actor.id}`;
    const agent = request.headers['user-agent'] ?? '';
    return `v:${createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 32)}`;
  }

  function countedViewerOf(request: FastifyRequest, actor: Actor | null): string | null {
    const agent = request.headers['user-agent'];
    if (!agent || isbot(agent)) return null;
    return viewerKeyOf(request, actor);
  }

  function ssrServices(request: FastifyRequest): CommunitySsrServices {
    const actor = actorOf(request);
    const nullWhenMissing = async <T>(work: () => Promise<T>): Promise<T | null> => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof AppError && (error.code === 'not_found' || error.code === 'forbidden'))
          return null;
        throw error;
      }
    };
    return {
      async listPosts(query) {
        const parsed = postListQuerySchema.safeParse(query);
        const valid = parsed.success ? parsed.data : postListQuerySchema.parse({});
        try {
          return await service.listPosts({ actor: await actor, query: valid });
        } catch (error) {
          // A stale cursor in a link: show the first page rather than an error page.
          if (error instanceof AppError && error.code === 'bad_request') {
            return service.listPosts({ actor: await actor, query: { ...valid, cursor: undefined } });
          }
          throw error;
        }
      },
      getCategoryCounts: () => service.categoryCounts(),
      async getPost(id) {
        const parsed = uuidSchema.safeParse(id);
        if (!parsed.success) return null;
        const current = await actor;
        return nullWhenMissing(() =>
          service.getPost({ actor: current, id: parsed.data, viewerKey: countedViewerOf(request, current) }),
        );
      },
      async listComments(postId) {
        const parsed = uuidSchema.safeParse(postId);
        if (!parsed.success) return null;
        const current = await actor;
        return nullWhenMissing(() => service.listComments({ actor: current, postId: parsed.data }));
      },
      async isModerator() {
        return (await actor)?.isModerator ?? false;
      },
      async getModerationQueue() {
        const current = await actor;
        if (!current?.isModerator) return null;
        return service.moderationQueue({ actor: current });
      },
    };
  }

  async function recordView(request: FastifyRequest, postId: string): Promise<void> {
    const id = uuidSchema.safeParse(postId);
    const viewerKey = countedViewerOf(request, null);
    if (!id.success || !viewerKey) return;
    await service.recordView({ id: id.data, viewerKey });
  }

  return {
    service,
    events,
    actorOf,
    recordView,
    viewerKeyOf,
    countedViewerOf,
    ssrServices,
    async start() {
      await events.start();
      const prune = () =>
        pruneEvents(options.database.db, new Date(options.now().getTime() - EVENT_RETENTION_MS)).catch(
          (error: unknown) => options.onError?.(error),
        );
      pruneTimer = setInterval(() => void prune(), EVENT_PRUNE_INTERVAL_MS);
      pruneTimer.unref();
    },
    async stop() {
      clearInterval(pruneTimer);
      await events.stop();
    },
  };
}
