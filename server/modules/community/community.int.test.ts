import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  type CommentListResponse,
  type CommentNode,
  type Post,
  type PostListResponse,
} from '../../../core/community.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { rowsOf } from './sql.ts';
import {
  commentId,
  createComment,
  createMember,
  createPost,
  postInput,
  type TestMember,
} from './test-helpers.ts';

describe('community API', () => {
  let t: TestApp;
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createMember(t.app, t.database.db, { fullName: 'Alice Author' });
    bob = await createMember(t.app, t.database.db, { fullName: 'Bob Reader' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, member?: TestMember, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      cookies: member?.cookies,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', ...headers },
    });

  describe('create post', () => {
    it('creates with SPEC defaults, normalised tags and priority weight', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: alice.cookies,
        payload: postInput({ tags: [' OPT ', 'opt', 'STEM'], urgency_level: 'time_sensitive' }),
      });
      expect(response.statusCode).toBe(201);
      const { post, warnings } = response.json<{ post: Post; warnings: unknown[] }>();
      expect(post.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(post).toMatchObject({
        target_audience: 'professionals',
        urgency_level: 'time_sensitive',
        priority_weight: 8,
        tags: ['opt', 'stem'],
        vote_count: 0,
        author_display_name: 'Alice Author',
        can_edit: true,
      });
      expect(warnings).toEqual([]);
      expect(response.json<{ post: Record<string, unknown> }>().post).not.toHaveProperty('content_hash');
    });

    it('refuses visitors with SPEC message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        payload: postInput(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: COMMUNITY_MESSAGES.signInToCreatePost },
      });
    });

    it.each([
      [{ title: '' }, COMMUNITY_MESSAGES.requiredFields],
      [{ content: '   ' }, COMMUNITY_MESSAGES.requiredFields],
      [{ topic_category: undefined }, COMMUNITY_MESSAGES.requiredFields],
      [{ title: 'x'.repeat(201) }, COMMUNITY_MESSAGES.titleTooLong],
      [{ content: 'x'.repeat(2001) }, COMMUNITY_MESSAGES.contentTooLong],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, COMMUNITY_MESSAGES.tooManyTags],
    ])('answers 400 with the message for %j', async (overrides, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: alice.cookies,
        payload: { ...postInput(), ...overrides },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    });

    it('refuses NUL at the edge, and warns about a receipt number while publishing anyway', async () => {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: alice.cookies,
        payload: postInput({ content: 'My receipt EAC2190012345 is stuck\u0000' }),
      });
      expect(refused.statusCode).toBe(400);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: alice.cookies,
        payload: postInput({ content: 'My receipt EAC2190012345 is stuck' }),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<{ post: Post; warnings: Array<{ kind: string }> }>();
      expect(body.warnings.map((w) => w.kind)).toEqual(['uscis_receipt']);
      expect(body.post.content).toBe('My receipt EAC2190012345 is stuck');
    });
  });

  describe('list', () => {
    it('sorts trending by priority then newest, popular by votes, recent by date, and pages by cursor', async () => {
      const member = await createMember(t.app, t.database.db);
      const category = 'f1_opt';
      const low = await createPost(t.app, member, { topic_category: category, urgency_level: 'low' });
      const high = await createPost(t.app, member, { topic_category: category, urgency_level: 'high' });
      const medium = await createPost(t.app, member, { topic_category: category, urgency_level: 'medium' });
      await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${low.id}/vote`,
        cookies: bob.cookies,
        payload: { vote_type: 1 },
      });
      const ids = async (sort: string) =>
        (await get(`/api/community/posts?category=${category}&sort=${sort}`))
          .json<PostListResponse>()
          .posts.map((p) => p.id);
      expect(await ids('trending')).toEqual([high.id, medium.id, low.id]);
      expect((await ids('popular'))[0]).toBe(low.id);
      expect(await ids('recent')).toEqual([medium.id, high.id, low.id]);

      const first = (
        await get(`/api/community/posts?category=${category}&sort=recent&limit=2`)
      ).json<PostListResponse>();
      expect(first.posts.map((p) => p.id)).toEqual([medium.id, high.id]);
      expect(first.next_cursor).toBeTruthy();
      const second = (
        await get(
          `/api/community/posts?category=${category}&sort=recent&limit=2&cursor=${first.next_cursor ?? ''}`,
        )
      ).json<PostListResponse>();
      expect(second.posts.map((p) => p.id)).toEqual([low.id]);
      expect(second.next_cursor).toBeNull();
    });

    it('cuts previews at 300 characters and refuses bad queries with 400', async () => {
      const post = await createPost(t.app, alice, {
        topic_category: 'h1b_policy',
        content: 'word '.repeat(200),
      });
      const list = (
        await get('/api/community/posts?category=h1b_policy&sort=recent')
      ).json<PostListResponse>();
      const card = list.posts.find((p) => p.id === post.id);
      expect(card?.content_truncated).toBe(true);
      expect(card?.content_preview.length).toBeLessThanOrEqual(303);
      expect((await get('/api/community/posts?sort=best')).statusCode).toBe(400);
      expect((await get('/api/community/posts?category=crypto')).statusCode).toBe(400);
      expect((await get('/api/community/posts?cursor=garbage')).statusCode).toBe(400);
      expect((await get('/api/community/posts?limit=1000')).statusCode).toBe(400);
    });

    it('counts posts per category for the sidebar', async () => {
      const body = (await get('/api/community/categories')).json<{
        categories: Array<{ value: string; label: string; post_count: number }>;
      }>();
      expect(body.categories).toHaveLength(10);
      expect(body.categories.find((c) => c.value === 'h1b_spouse')?.label).toBe('H4 Visa & Dependents');
    });
  });

  describe('get one post', () => {
    it('counts a view once per viewer per hour, and never for crawlers', async () => {
      const post = await createPost(t.app, alice);
      const url = `/api/community/posts/${post.id}`;
      await get(url, bob);
      await get(url, bob);
      await get(url, undefined, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
      const after = (await get(url, bob)).json<{ post: Post }>().post;
      expect(after.view_count).toBe(1);
      await get(url); // a visitor
      expect((await get(url, alice)).json<{ post: Post }>().post.view_count).toBe(3);
    });

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      expect((await get('/api/community/posts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/community/posts/not-a-uuid')).statusCode).toBe(400);
      expect((await get("/api/community/posts/1' OR '1'='1")).statusCode).toBe(400);
    });
  });

  describe('edit and delete', () => {
    it('lets only the author edit, and the author or nobody else delete (soft)', async () => {
      const post = await createPost(t.app, alice);
      const url = `/api/community/posts/${post.id}`;
      const byBob = await t.app.inject({
        method: 'PATCH',
        url,
        cookies: bob.cookies,
        payload: { title: 'Mine now' },
      });
      expect(byBob.statusCode).toBe(403);
      const anon = await t.app.inject({ method: 'PATCH', url, payload: { title: 'x' } });
      expect(anon.statusCode).toBe(401);
      const edit = await t.app.inject({
        method: 'PATCH',
        url,
        cookies: alice.cookies,
        payload: { title: 'Edited title', urgency_level: 'high', tags: ['Green Card'] },
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json<{ post: Post }>().post).toMatchObject({
        title: 'Edited title',
        priority_weight: 6,
        tags: ['green card'],
      });
      expect(edit.json<{ post: Post }>().post.edited_at).not.toBeNull();
      expect((await t.app.inject({ method: 'DELETE', url, cookies: bob.cookies })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, cookies: alice.cookies })).statusCode).toBe(204);
      expect((await get(url)).statusCode).toBe(404);
      const [row] = rowsOf<{ deleted_at: unknown }>(
        await t.database.db.execute(sql`SELECT deleted_at FROM community_posts WHERE id = ${post.id}`),
      );
      expect(row?.deleted_at).toBeTruthy();
    });
  });

  describe('comments', () => {
    it('builds the tree with siblings by votes then oldest, and refuses depth beyond 5', async () => {
      const post = await createPost(t.app, alice);
      const first = await commentId(await createComment(t.app, alice, post.id, 'first'));
      const second = await commentId(await createComment(t.app, bob, post.id, 'second'));
      const third = await commentId(await createComment(t.app, bob, post.id, 'third'));
      await t.app.inject({
        method: 'POST',
        url: `/api/community/comments/${third}/vote`,
        cookies: alice.cookies,
        payload: { vote_type: 1 },
      });
      let parent = second;
      const chain: string[] = [];
      for (let depth = 1; depth <= 5; depth += 1) {
        parent = await commentId(await createComment(t.app, alice, post.id, `depth ${depth}`, parent));
        chain.push(parent);
      }
      const tooDeep = await createComment(t.app, alice, post.id, 'depth 6', parent);
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json<{ error: { message: string } }>().error.message).toBe(
        COMMUNITY_MESSAGES.depthExceeded,
      );

      const tree = (await get(`/api/community/posts/${post.id}/comments`, alice)).json<CommentListResponse>();
      expect(tree.comments.map((c) => c.id)).toEqual([third, first, second]);
      let node: CommentNode | undefined = tree.comments[2];
      for (const id of chain) {
        node = node?.replies[0];
        expect(node?.id).toBe(id);
      }
      expect(node?.depth).toBe(5);
      expect(node?.can_reply).toBe(false);
      expect(tree.total).toBe(8);
      const refreshed = (await get(`/api/community/posts/${post.id}`)).json<{ post: Post }>().post;
      expect(refreshed.comment_count).toBe(8);
    });

    it('needs text after trimming, and a session with SPEC message', async () => {
      const post = await createPost(t.app, alice);
      const blank = await createComment(t.app, bob, post.id, ' \n ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ error: { message: string } }>().error.message).toBe(
        COMMUNITY_MESSAGES.commentEmpty,
      );
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${post.id}/comments`,
        payload: { content: 'hi' },
      });
      expect(anon.json()).toEqual({
        error: { code: 'unauthorized', message: COMMUNITY_MESSAGES.signInToComment },
      });
      const anonVote = await t.app.inject({
        method: 'POST',
        url: `/api/community/comments/${await commentId(await createComment(t.app, bob, post.id, 'x'))}/vote`,
        payload: { vote_type: 1 },
      });
      expect(anonVote.statusCode).toBe(401);
      expect(anonVote.json<{ error: { message: string } }>().error.message).toBe(
        COMMUNITY_MESSAGES.signInToVoteOnComments,
      );
    });

    it('soft-deletes: the thread keeps its shape, the count drops, only the author may', async () => {
      const post = await createPost(t.app, alice);
      const parent = await commentId(await createComment(t.app, bob, post.id, 'parent'));
      const child = await commentId(await createComment(t.app, alice, post.id, 'child', parent));
      const url = `/api/community/comments/${parent}`;
      expect((await t.app.inject({ method: 'DELETE', url, cookies: alice.cookies })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PATCH', url, cookies: alice.cookies, payload: { content: 'x' } }))
          .statusCode,
      ).toBe(403);
      const edited = await t.app.inject({
        method: 'PATCH',
        url,
        cookies: bob.cookies,
        payload: { content: 'edited' },
      });
      expect(edited.json<{ comment: CommentNode }>().comment.content).toBe('edited');
      expect((await t.app.inject({ method: 'DELETE', url, cookies: bob.cookies })).statusCode).toBe(204);
      const tree = (await get(`/api/community/posts/${post.id}/comments`)).json<CommentListResponse>();
      expect(tree.comments[0]).toMatchObject({ id: parent, is_deleted: true, content: '', author: null });
      expect(tree.comments[0]?.replies[0]?.id).toBe(child);
      expect((await get(`/api/community/posts/${post.id}`)).json<{ post: Post }>().post.comment_count).toBe(
        1,
      );
      const reply = await createComment(t.app, alice, post.id, 'to a deleted one', parent);
      expect(reply.statusCode).toBe(409);
    });
  });

  describe('votes and shares', () => {
    it('toggles a post vote: same again removes, opposite switches; persisted', async () => {
      const post = await createPost(t.app, alice);
      const vote = (direction: 1 | -1) =>
        t.app.inject({
          method: 'POST',
          url: `/api/community/posts/${post.id}/vote`,
          cookies: bob.cookies,
          payload: { vote_type: direction },
        });
      expect((await vote(1)).json()).toEqual({ vote_count: 1, my_vote: 1 });
      expect((await vote(-1)).json()).toEqual({ vote_count: -1, my_vote: -1 });
      expect((await vote(-1)).json()).toEqual({ vote_count: 0, my_vote: 0 });
      await vote(1);
      expect((await get(`/api/community/posts/${post.id}`, bob)).json<{ post: Post }>().post.my_vote).toBe(1);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${post.id}/vote`,
        cookies: bob.cookies,
        payload: { vote_type: 2 },
      });
      expect(bad.statusCode).toBe(400);
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/community/posts/${post.id}/vote`,
        payload: { vote_type: 1 },
      });
      expect(anon.statusCode).toBe(401);
    });

    it('counts shares once per viewer and channel per hour', async () => {
      const post = await createPost(t.app, alice);
      const share = (channel: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/community/posts/${post.id}/share`,
          cookies: bob.cookies,
          payload: { channel },
        });
      expect((await share('linkedin')).json()).toEqual({ share_count: 1 });
      expect((await share('linkedin')).json()).toEqual({ share_count: 1 });
      expect((await share('twitter')).json()).toEqual({ share_count: 2 });
      expect((await share('fax')).statusCode).toBe(400);
    });
  });

  describe('social preview', () => {
    it('answers HTML with escaped preview tags, and 404 for unknown ids', async () => {
      const post = await createPost(t.app, alice, { title: 'Stamping <script>alert(1)</script> "quotes"' });
      const response = await t.app.inject({ method: 'GET', url: `/api/social-preview?id=${post.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        'property="og:title" content="Stamping &lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot;"',
      );
      expect(response.body).not.toContain('<script>');
      expect(response.body).toContain(`/community/post/${post.id}`);
      expect(response.body).toContain('name="twitter:card" content="summary_large_image"');
      const missing = await t.app.inject({ method: 'GET', url: '/api/social-preview?id=nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('noindex');
    });
  });

  it('appears in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/community/posts',
        '/api/community/posts/{id}/comments',
        '/api/social-preview',
      ]),
    );
  });
});
