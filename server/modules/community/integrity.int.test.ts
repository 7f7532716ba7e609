import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  type CommentListResponse,
  type CommentNode,
  type Post,
} from '../../../core/community.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { recountCommunity } from './recount.ts';
import { rowsOf } from './sql.ts';
import {
  commentId,
  createComment,
  createMember,
  createPost,
  postInput,
  type TestMember,
} from './test-helpers.ts';

describe('community counters, limits and flags', () => {
  let t: TestApp;
  let author: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ config: { moderatorEmails: ['mod@example.com'] } });
    author = await createMember(t.app, t.database.db, { fullName: 'Author' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps vote counters equal to the votes under 50 concurrent toggles (zero drift)', async () => {
    const post = await createPost(t.app, author);
    const comment = await commentId(await createComment(t.app, author, post.id, 'vote on me'));
    const voters = await Promise.all(Array.from({ length: 10 }, () => createMember(t.app, t.database.db)));
    const toggles = Array.from({ length: 50 }, (_, i) => {
      const voter = voters[i % voters.length] as TestMember;
      const direction = i % 3 === 0 ? -1 : 1;
      return [
        t.app.inject({
          method: 'POST',
          url: `/api/community/posts/${post.id}/vote`,
          cookies: voter.cookies,
          payload: { vote_type: direction },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/community/comments/${comment}/vote`,
          cookies: voter.cookies,
          payload: { vote_type: direction },
        }),
      ];
    }).flat();
    const responses = await Promise.all(toggles);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const result = await recountCommunity(t.database.db, { repair: false });
    expect(result.drift).toEqual([]);
    const [sums] = rowsOf<{ post_sum: number; post_count: number }>(
      await t.database.db.execute(sql`
        SELECT (SELECT coalesce(sum(vote_type), 0)::int FROM community_post_votes WHERE post_id = ${post.id}) AS post_sum,
               (SELECT vote_count FROM community_posts WHERE id = ${post.id}) AS post_count`),
    );
    expect(sums?.post_count).toBe(sums?.post_sum);
  });

  it('recount reports and repairs drift', async () => {
    const post = await createPost(t.app, author);
    await t.database.db.execute(
      sql`UPDATE community_posts SET vote_count = 42, view_count = 7 WHERE id = ${post.id}`,
    );
    const report = await recountCommunity(t.database.db, { repair: true });
    expect(report.drift).toEqual(
      expect.arrayContaining([
        { table: 'community_posts', id: post.id, counter: 'vote_count', stored: 42, actual: 0 },
        { table: 'community_posts', id: post.id, counter: 'view_count', stored: 7, actual: 0 },
      ]),
    );
    expect((await recountCommunity(t.database.db, { repair: false })).drift).toEqual([]);
  });

  describe('abuse limits', () => {
    it('new accounts: one post per 5 minutes, at most 2 links, one comment per 30 s (429 with Retry-After)', async () => {
      const fresh = await createMember(t.app, t.database.db, { ageHours: 1 });
      const links = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: fresh.cookies,
        payload: postInput({ content: 'see https://a.example https://b.example https://c.example' }),
      });
      expect(links.statusCode).toBe(429);
      await createPost(t.app, fresh);
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: fresh.cookies,
        payload: postInput(),
      });
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeTruthy();
      expect(second.json<{ error: { message: string } }>().error.message).toMatch(/one post every 5 minutes/);

      const post = await createPost(t.app, author);
      expect((await createComment(t.app, fresh, post.id, 'first')).statusCode).toBe(201);
      const again = await createComment(t.app, fresh, post.id, 'second');
      expect(again.statusCode).toBe(429);
      expect(again.json<{ error: { message: string } }>().error.message).toMatch(/once every 30 seconds/);
    });

    it('refuses the same post twice within 5 minutes, for everyone', async () => {
      const member = await createMember(t.app, t.database.db);
      const input = postInput();
      await createPost(t.app, member, input);
      const duplicate = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: member.cookies,
        payload: { ...input, title: `  ${input.title.toUpperCase()} ` },
      });
      expect(duplicate.statusCode).toBe(429);
    });

    it('caps posts at 20 a day for established accounts', async () => {
      const member = await createMember(t.app, t.database.db);
      await t.database.db.execute(sql`
        INSERT INTO community_posts (user_id, title, content, topic_category, content_hash)
        SELECT ${member.id}, 'old ' || g, 'content ' || g, 'general_career', md5(g::text) FROM generate_series(1, 20) g`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: member.cookies,
        payload: postInput(),
      });
      expect(response.statusCode).toBe(429);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/20 posts a day/);
    });
  });

  describe('flags and moderation', () => {
    it('hides a post flagged by 3 established accounts (new accounts do not count) until a moderator restores it', async () => {
      const post = await createPost(t.app, author);
      const flag = (member: TestMember) =>
        t.app.inject({
          method: 'POST',
          url: `/api/community/posts/${post.id}/flag`,
          cookies: member.cookies,
          payload: { reason: 'spam' },
        });
      const newbies = await Promise.all(
        [1, 2, 3].map(() => createMember(t.app, t.database.db, { ageHours: 2 })),
      );
      for (const member of newbies) expect((await flag(member)).statusCode).toBe(200);
      const reader = await createMember(t.app, t.database.db);
      expect((await t.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).statusCode).toBe(
        200,
      );
      const veterans = await Promise.all([1, 2, 3].map(() => createMember(t.app, t.database.db)));
      for (const member of veterans) await flag(member);
      await flag(veterans[0] as TestMember); // the same account twice counts once
      expect((await t.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).statusCode).toBe(
        404,
      );
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/community/posts/${post.id}`,
        cookies: author.cookies,
      });
      expect(own.json<{ post: Post }>().post.is_hidden).toBe(true);

      const notMod = await t.app.inject({
        method: 'GET',
        url: '/api/community/moderation/queue',
        cookies: reader.cookies,
      });
      expect(notMod.statusCode).toBe(403);
      expect(notMod.json<{ error: { message: string } }>().error.message).toBe(
        COMMUNITY_MESSAGES.moderatorsOnly,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/community/moderation/queue' })).statusCode).toBe(
        401,
      );

      const moderator = await createMember(t.app, t.database.db, { email: 'mod@example.com' });
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/community/moderation/queue',
        cookies: moderator.cookies,
      });
      expect(
        queue.json<{ items: Array<{ id: string; is_hidden: boolean; flag_count: number }> }>().items,
      ).toContainEqual(expect.objectContaining({ id: post.id, is_hidden: true, flag_count: 6 }));
      const forbidden = await t.app.inject({
        method: 'POST',
        url: `/api/community/moderation/post/${post.id}`,
        cookies: reader.cookies,
        payload: { action: 'restore' },
      });
      expect(forbidden.statusCode).toBe(403);
      const restore = await t.app.inject({
        method: 'POST',
        url: `/api/community/moderation/post/${post.id}`,
        cookies: moderator.cookies,
        payload: { action: 'restore' },
      });
      expect(restore.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).statusCode).toBe(
        200,
      );
    });

    it('hides a flagged comment from others but keeps its place; a moderator removes it', async () => {
      const post = await createPost(t.app, author);
      const id = await commentId(
        await createComment(t.app, author, post.id, 'buy followers at spam.example'),
      );
      const veterans = await Promise.all([1, 2, 3].map(() => createMember(t.app, t.database.db)));
      for (const member of veterans) {
        await t.app.inject({
          method: 'POST',
          url: `/api/community/comments/${id}/flag`,
          cookies: member.cookies,
          payload: { reason: 'spam', details: 'ads' },
        });
      }
      const tree = (
        await t.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}/comments` })
      ).json<CommentListResponse>();
      expect(tree.comments[0]).toMatchObject({ id, is_hidden: true, content: '', author: null });
      const moderator = await createMember(t.app, t.database.db, {
        email: 'mod@example.com'.replace('mod@', `mod+${Date.now()}@`),
      });
      // Only the listed address is a moderator.
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/community/moderation/comment/${id}`,
        cookies: moderator.cookies,
        payload: { action: 'remove' },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('refuses flags from visitors and unknown reasons', async () => {
      const post = await createPost(t.app, author);
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${post.id}/flag`,
        payload: { reason: 'spam' },
      });
      expect(anon.statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${post.id}/flag`,
        cookies: author.cookies,
        payload: { reason: 'dislike' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe('community edits and a configured comment interval', () => {
  let t: TestApp;
  let author: TestMember;
  let other: TestMember;
  let moderator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({
      config: { moderatorEmails: ['edit-mod@example.com'], newAccountCommentIntervalMs: 60_000 },
    });
    author = await createMember(t.app, t.database.db, { fullName: 'Author' });
    other = await createMember(t.app, t.database.db, { fullName: 'Other' });
    moderator = await createMember(t.app, t.database.db, { email: 'edit-mod@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const patch = (url: string, payload: object, member?: TestMember) =>
    t.app.inject({ method: 'PATCH', url, cookies: member?.cookies, payload });

  it('lets only the author edit (not moderators, other members or visitors), with the rules of writing', async () => {
    const post = await createPost(t.app, author);
    const postUrl = `/api/community/posts/${post.id}`;
    const comment = await commentId(await createComment(t.app, author, post.id, 'first words'));
    const commentUrl = `/api/community/comments/${comment}`;
    for (const [url, payload] of [
      [postUrl, { content: 'Taken over' }],
      [commentUrl, { content: 'Taken over' }],
    ] as const) {
      expect((await patch(url, payload)).statusCode).toBe(401);
      expect((await patch(url, payload, other)).statusCode).toBe(403);
      // Decision 020: moderators restore or remove; they do not put words in someone's mouth.
      expect((await patch(url, payload, moderator)).statusCode).toBe(403);
    }
    // The same validation as writing: empty after trimming, too long, and the new-account link limit.
    expect((await patch(commentUrl, { content: '   ' }, author)).statusCode).toBe(400);
    expect((await patch(postUrl, { title: 't'.repeat(201) }, author)).statusCode).toBe(400);
    const fresh = await createMember(t.app, t.database.db, { ageHours: 1 });
    const freshPost = await createPost(t.app, fresh);
    const links = await patch(
      `/api/community/posts/${freshPost.id}`,
      { content: 'https://a.example https://b.example https://c.example' },
      fresh,
    );
    expect(links.statusCode).toBe(429);

    const edited = await patch(commentUrl, { content: 'better words' }, author);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ comment: CommentNode }>().comment).toMatchObject({ content: 'better words' });
    expect(edited.json<{ comment: CommentNode }>().comment.edited_at).not.toBeNull();
    // A deleted comment is gone: nothing to edit.
    expect(
      (await t.app.inject({ method: 'DELETE', url: commentUrl, cookies: author.cookies })).statusCode,
    ).toBe(204);
    expect((await patch(commentUrl, { content: 'back' }, author)).statusCode).toBe(404);
  });

  it('uses COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS for new accounts and says so', async () => {
    const post = await createPost(t.app, author);
    const fresh = await createMember(t.app, t.database.db, { ageHours: 1 });
    expect((await createComment(t.app, fresh, post.id, 'one')).statusCode).toBe(201);
    const again = await createComment(t.app, fresh, post.id, 'two');
    expect(again.statusCode).toBe(429);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(/once every 1 minute\./);
  });
});
