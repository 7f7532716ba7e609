import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreatePostInput, Post } from '../../../core/community.ts';
import type { Db } from '../../../db/client.ts';
import { createUser, type AuthCookies } from '../auth/test-helpers.ts';

export type TestMember = { id: string; email: string; cookies: AuthCookies };

const HOUR_MS = 60 * 60 * 1000;

/** A signed-up account; `ageHours` moves its creation back (established accounts are older than 72 h). */
export async function createMember(
  app: FastifyInstance,
  db: Db,
  options: { ageHours?: number; fullName?: string; email?: string } = {},
): Promise<TestMember> {
  const user = await createUser(app, { fullName: options.fullName ?? 'Member Test', email: options.email });
  const ageHours = options.ageHours ?? 100;
  await db.execute(
    sql`UPDATE users SET created_at = ${new Date(Date.now() - ageHours * HOUR_MS).toISOString()}::timestamptz WHERE id = ${user.id}`,
  );
  return { id: user.id, email: user.email, cookies: user.cookies };
}

let counter = 0;

export function postInput(overrides: Partial<CreatePostInput> = {}): CreatePostInput {
  counter += 1;
  return {
    title: `Question ${counter} about the lottery`,
    content: `Body ${counter}: has anyone been selected in the second round?`,
    topic_category: 'h1b_lottery',
    ...overrides,
  };
}

export async function createPost(
  app: FastifyInstance,
  member: TestMember,
  overrides: Partial<CreatePostInput> = {},
): Promise<Post> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/community/posts',
    cookies: member.cookies,
    payload: postInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create post: ${response.statusCode} ${response.body}`);
  return response.json<{ post: Post }>().post;
}

export async function createComment(
  app: FastifyInstance,
  member: TestMember,
  postId: string,
  content: string,
  parentId: string | null = null,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/community/posts/${postId}/comments`,
    cookies: member.cookies,
    payload: { content, parent_comment_id: parentId },
  });
}

export async function commentId(response: LightMyRequestResponse): Promise<string> {
  if (response.statusCode !== 201) throw new Error(`create comment: ${response.statusCode} ${response.body}`);
  return response.json<{ comment: { id: string } }>().comment.id;
}
