import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_SSE_EVENT,
  categoryCountsResponseSchema,
  commentListResponseSchema,
  commentMutationResponseSchema,
  createCommentBodySchema,
  createPostBodySchema,
  flagBodySchema,
  flagResponseSchema,
  idParamsSchema,
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderationParamsSchema,
  moderationQueueResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postMutationResponseSchema,
  postResponseSchema,
  shareBodySchema,
  shareResponseSchema,
  updateCommentBodySchema,
  updatePostBodySchema,
  viewerResponseSchema,
  voteBodySchema,
  voteResponseSchema,
} from '../../../core/community.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import { carriesSessionCredentials } from '../../plugins/auth.ts';
import { findEventsSince, findLatestEventId, type StoredEvent } from './events.ts';
import type { CommunityModule } from './index.ts';
import { requireActor } from './service.ts';

const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 429: errorBodySchema };
/**
 * Answers depend on who asks (my_vote, can_edit): shared caches must not keep them. Without session
 * credentials the answer is the same for every visitor, and the page cache may keep it (decision 016).
 */
const PUBLIC_READS = new Set(
  ['/categories', '/posts', '/posts/:id', '/posts/:id/comments'].map((url) => `/api/community${url}`),
);
function privateAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const publicRead = request.method === 'GET' && PUBLIC_READS.has(request.routeOptions.url ?? '');
  if (publicRead && !carriesSessionCredentials(request)) return;
  void reply.header('Cache-Control', 'private, no-store');
}

const SSE_HEARTBEAT_MS = 25_000;
const SSE_REPLAY_LIMIT = 100;
const SSE_RETRY_MS = 2_000;

function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

function sseMessage(event: StoredEvent): string {
  const data = JSON.stringify({ kind: event.kind, post_id: event.post_id, comment_id: event.comment_id });
  return `id: ${event.id}\nevent: ${COMMUNITY_SSE_EVENT}\ndata: ${data}\n\n`;
}

/** `/api/community`: thin routes (parse, call one use case, present); rules live in service and policies. */
export function communityRoutes(community: CommunityModule): FastifyPluginAsyncZod {
  const { service } = community;
  return async (app) => {
    const { db } = app.services.database;
    app.addHook('onRequest', async (request, reply) => privateAnswer(request, reply));
    /** The policy before the body is parsed or validated (decision 010): a visitor gets SPEC's 401 whatever it sent. */
    const signedIn = (message: string) => async (request: FastifyRequest) => {
      requireActor(await community.actorOf(request), message);
    };
    // Open event streams would keep the server from closing: end them first.
    const openStreams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of openStreams) end();
      openStreams.clear();
    });

    app.get(
      '/categories',
      {
        schema: {
          tags: ['community'],
          summary: 'The 10 categories with their labels and post counts',
          response: { 200: categoryCountsResponseSchema },
        },
      },
      async () => service.categoryCounts(),
    );

    app.get(
      '/posts',
      {
        schema: {
          tags: ['community'],
          summary: 'List posts: category filter, sort trending | popular | recent, cursor pages',
          querystring: postListQuerySchema,
          response: { 200: postListResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => service.listPosts({ actor: await community.actorOf(request), query: request.query }),
    );

    app.post(
      '/posts',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToCreatePost),
        schema: {
          tags: ['community'],
          summary: 'Create a post (signed in; abuse limits apply)',
          security,
          body: createPostBodySchema,
          response: { 201: postMutationResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const result = await service.createPost({
          actor: await community.actorOf(request),
          body: request.body,
        });
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/posts/:id',
      {
        schema: {
          tags: ['community'],
          summary: 'One post; counts a view once per viewer per hour (crawlers excluded)',
          params: idParamsSchema,
          response: { 200: postResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const actor = await community.actorOf(request);
        const post = await service.getPost({
          actor,
          id: request.params.id,
          viewerKey: community.countedViewerOf(request, actor),
        });
        return { post };
      },
    );

    app.patch(
      '/posts/:id',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Edit your own post',
          security,
          params: idParamsSchema,
          body: updatePostBodySchema,
          response: { 200: postMutationResponseSchema, ...writeErrors },
        },
      },
      async (request) =>
        service.updatePost({
          actor: await community.actorOf(request),
          id: request.params.id,
          body: request.body,
        }),
    );

    app.delete(
      '/posts/:id',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Delete your own post (moderators: any post); soft delete',
          security,
          params: idParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deletePost({ actor: await community.actorOf(request), id: request.params.id });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/posts/:id/vote',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToVoteOnPosts),
        schema: {
          tags: ['community'],
          summary: 'Vote on a post: the same direction again removes the vote, the opposite switches it',
          security,
          params: idParamsSchema,
          body: voteBodySchema,
          response: { 200: voteResponseSchema, ...writeErrors },
        },
      },
      async (request) =>
        service.votePost({
          actor: await community.actorOf(request),
          id: request.params.id,
          direction: request.body.vote_type,
        }),
    );

    app.post(
      '/posts/:id/share',
      {
        schema: {
          tags: ['community'],
          summary: 'Count a share (anyone; once per viewer, channel and hour)',
          params: idParamsSchema,
          body: shareBodySchema,
          response: { 200: shareResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await community.actorOf(request);
        return service.sharePost({
          actor,
          id: request.params.id,
          channel: request.body.channel,
          viewerKey: community.viewerKeyOf(request, actor),
        });
      },
    );

    app.post(
      '/posts/:id/flag',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToFlag),
        schema: {
          tags: ['community'],
          summary: 'Report a post; 3 established accounts hide it until a moderator decides',
          security,
          params: idParamsSchema,
          body: flagBodySchema,
          response: { 200: flagResponseSchema, ...writeErrors },
        },
      },
      async (request) => {
        const actor = await community.actorOf(request);
        await service.flag({ actor, kind: 'post', id: request.params.id, body: request.body });
        return { flagged: true as const };
      },
    );

    app.get(
      '/posts/:id/comments',
      {
        schema: {
          tags: ['community'],
          summary: "A post's comments as a tree (siblings by votes, then oldest)",
          params: idParamsSchema,
          response: { 200: commentListResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) =>
        service.listComments({ actor: await community.actorOf(request), postId: request.params.id }),
    );

    app.post(
      '/posts/:id/comments',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToComment),
        schema: {
          tags: ['community'],
          summary: 'Comment on a post, or reply to a comment (depth at most 5)',
          security,
          params: idParamsSchema,
          body: createCommentBodySchema,
          response: { 201: commentMutationResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const result = await service.createComment({
          actor: await community.actorOf(request),
          postId: request.params.id,
          body: request.body,
        });
        return reply.status(201).send(result);
      },
    );

    app.patch(
      '/comments/:id',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Edit your own comment',
          security,
          params: idParamsSchema,
          body: updateCommentBodySchema,
          response: { 200: commentMutationResponseSchema, ...writeErrors },
        },
      },
      async (request) =>
        service.updateComment({
          actor: await community.actorOf(request),
          id: request.params.id,
          body: request.body,
        }),
    );

    app.delete(
      '/comments/:id',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Delete your own comment (moderators: any); the thread keeps its shape',
          security,
          params: idParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteComment({ actor: await community.actorOf(request), id: request.params.id });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/comments/:id/vote',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToVoteOnComments),
        schema: {
          tags: ['community'],
          summary: 'Vote on a comment (same toggle rule as posts)',
          security,
          params: idParamsSchema,
          body: voteBodySchema,
          response: { 200: voteResponseSchema, ...writeErrors },
        },
      },
      async (request) =>
        service.voteComment({
          actor: await community.actorOf(request),
          id: request.params.id,
          direction: request.body.vote_type,
        }),
    );

    app.post(
      '/comments/:id/flag',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToFlag),
        schema: {
          tags: ['community'],
          summary: 'Report a comment',
          security,
          params: idParamsSchema,
          body: flagBodySchema,
          response: { 200: flagResponseSchema, ...writeErrors },
        },
      },
      async (request) => {
        const actor = await community.actorOf(request);
        await service.flag({ actor, kind: 'comment', id: request.params.id, body: request.body });
        return { flagged: true as const };
      },
    );

    app.get(
      '/viewer',
      {
        schema: {
          tags: ['community'],
          summary: 'Who is asking, as the community sees it (moderator or not)',
          response: { 200: viewerResponseSchema },
        },
      },
      async (request) => {
        const actor = await community.actorOf(request);
        return { user_id: actor?.id ?? null, is_moderator: actor?.isModerator ?? false };
      },
    );

    app.get(
      '/moderation/queue',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Flagged posts and comments, hidden first (moderators only)',
          security,
          response: { 200: moderationQueueResponseSchema, ...errors },
        },
      },
      async (request) => service.moderationQueue({ actor: await community.actorOf(request) }),
    );

    app.post(
      '/moderation/:kind/:id',
      {
        onRequest: signedIn(COMMUNITY_MESSAGES.signInToEdit),
        schema: {
          tags: ['community'],
          summary: 'Restore (visible again) or remove (deleted) a flagged post or comment (moderators only)',
          security,
          params: moderationParamsSchema,
          body: moderationActionBodySchema,
          response: { 200: moderationActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        await service.moderate({
          actor: await community.actorOf(request),
          kind: request.params.kind,
          id: request.params.id,
          body: request.body,
        });
        return { ok: true as const };
      },
    );

    app.get(
      '/posts/:id/events',
      {
        schema: {
          tags: ['community'],
          summary:
            'Server-Sent Events: ids of changes to the post and its comments; refetch on each. Resumes with Last-Event-ID',
          params: idParamsSchema,
          response: {
            200: z.string().meta({
              description: 'text/event-stream; event `community`, data {kind, post_id, comment_id}',
            }),
            400: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const actor = await community.actorOf(request);
        const postId = request.params.id;
        // Throws 404 for a missing or hidden post before the stream starts.
        await service.listComments({ actor, postId });
        const lastEventId = lastEventIdOf(request);

        const pending: StoredEvent[] = [];
        let ready = false;
        let lastSent = lastEventId ?? 0;
        const raw = reply.raw;
        const write = (event: StoredEvent | null) => {
          if (raw.destroyed) return;
          if (event === null) {
            raw.write(sseMessage({ id: lastSent, kind: 'resync', post_id: postId, comment_id: null }));
            return;
          }
          if (event.id <= lastSent) return;
          lastSent = event.id;
          raw.write(sseMessage(event));
        };
        // Subscribe first, so nothing committed while we read the backlog is lost.
        const unsubscribe = community.events.subscribe(postId, (event) => {
          if (ready) write(event);
          else if (event) pending.push(event);
          else pending.push({ id: -1, kind: 'resync', post_id: postId, comment_id: null });
        });

        reply.hijack();
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'Content-Type': 'text/event-stream; charset=utf-8',
          // A live stream: never stored by any cache (decision 016).
          'Cache-Control': 'no-cache, no-store, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        });
        raw.write(`retry: ${SSE_RETRY_MS}\n\n`);
        const heartbeat = setInterval(() => {
          if (!raw.destroyed) raw.write(': keep-alive\n\n');
        }, SSE_HEARTBEAT_MS);
        heartbeat.unref();
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
        };
        const end = () => {
          close();
          raw.end();
        };
        openStreams.add(end);
        request.raw.on('close', () => {
          openStreams.delete(end);
          close();
        });

        try {
          if (lastEventId !== null) {
            const missed = await findEventsSince(db, postId, lastEventId, SSE_REPLAY_LIMIT + 1);
            if (missed.length > SSE_REPLAY_LIMIT) {
              // Too much to replay one by one: one resync tells the client to refetch everything.
              const newest = await findLatestEventId(db);
              lastSent = newest;
              raw.write(sseMessage({ id: newest, kind: 'resync', post_id: postId, comment_id: null }));
            } else {
              for (const event of missed) write(event);
            }
          } else {
            // The resume point for a client that has seen no event yet (EventSource keeps the last id).
            lastSent = await findLatestEventId(db);
            raw.write(`id: ${lastSent}\nevent: ready\ndata: {}\n\n`);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'community event backlog failed');
          write(null);
        }
        ready = true;
        for (const event of pending.splice(0)) write(event.id === -1 ? null : event);
      },
    );
  };
}
