import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../tests/helpers/app.ts';
import { TEST_DRIVER } from '../../../tests/helpers/database.ts';
import { buildApp } from '../../app.ts';
import { MemoryRateLimiter } from '../../lib/rate-limiter.ts';
import { commentId, createComment, createMember, createPost, type TestMember } from './test-helpers.ts';

/** Reads a Server-Sent Events stream and waits for the messages a browser would see. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (!response.body) throw new Error('no stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    get text() {
      return text;
    },
    async waitFor(pattern: RegExp, timeoutMs = 2000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = pattern.exec(text);
        if (match) return match[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${String(pattern)} within ${timeoutMs} ms; got:\n${text}`);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('live updates (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  let alice: TestMember;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
    alice = await createMember(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the ids of new comments and votes to an open page within 2 seconds', async () => {
    const post = await createPost(t.app, alice);
    const stream = await openStream(`${base}/api/community/posts/${post.id}/events`);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.waitFor(/event: ready/);
    const id = await commentId(await createComment(t.app, alice, post.id, 'live!'));
    await stream.waitFor(
      new RegExp(
        `event: community\\ndata: \\{"kind":"comment_created","post_id":"${post.id}","comment_id":"${id}"\\}`,
      ),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/community/comments/${id}/vote`,
      cookies: alice.cookies,
      payload: { vote_type: 1 },
    });
    await stream.waitFor(/"kind":"comment_voted"/);
    expect(stream.text).not.toContain('live!');
    await stream.close();
  });

  it('replays what was missed after a reconnect with Last-Event-ID', async () => {
    const post = await createPost(t.app, alice);
    const first = await openStream(`${base}/api/community/posts/${post.id}/events`);
    const ready = await first.waitFor(/id: (\d+)\nevent: ready/);
    const lastId = /id: (\d+)/.exec(ready)?.[1] ?? '0';
    await first.close();
    const missed = await commentId(await createComment(t.app, alice, post.id, 'while you were away'));
    const again = await openStream(`${base}/api/community/posts/${post.id}/events`, {
      'Last-Event-ID': lastId,
    });
    await again.waitFor(new RegExp(`"comment_id":"${missed}"`));
    await again.close();
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    expect(
      (await fetch(`${base}/api/community/posts/00000000-0000-4000-8000-000000000000/events`)).status,
    ).toBe(404);
    expect((await fetch(`${base}/api/community/posts/nope/events`)).status).toBe(400);
  });

  it.runIf(TEST_DRIVER === 'pg')(
    'reaches a page served by another instance on the same PostgreSQL',
    async () => {
      const other = await buildApp({
        config: testConfig(),
        database: t.database,
        ssr: false,
        rateLimiter: new MemoryRateLimiter(),
        logger: false,
        pruneIntervalMs: 0,
      });
      await other.ready();
      try {
        const otherBase = await listen(other);
        const post = await createPost(t.app, alice);
        const stream = await openStream(`${otherBase}/api/community/posts/${post.id}/events`);
        await stream.waitFor(/event: ready/);
        const id = await commentId(await createComment(t.app, alice, post.id, 'from instance one'));
        await stream.waitFor(new RegExp(`"comment_id":"${id}"`));
        await stream.close();
      } finally {
        await other.close();
      }
    },
  );
});
