import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRIORITY_WEIGHTS, COMMENT_MAX_DEPTH } from '../../../../core/community.ts';
import type { Db } from '../../../../db/client.ts';
import { Random } from '../../jobs/demo/random.ts';
import { recountCommunity } from '../recount.ts';
import { contentHash } from '../service.ts';
import { rowsOf } from '../sql.ts';
import { DEMO_AUTHORS, DEMO_EMAIL_DOMAIN, DEMO_POSTS, GENERAL_REPLIES } from './content.ts';

export const COMMUNITY_DEMO_SEED = 20_260;
const HOUR_MS = 60 * 60 * 1000;
/** Not an argon2 hash, so no password ever matches: demo accounts cannot sign in. */
const NO_PASSWORD = '!demo-account';

/** A v4-shaped UUID derived from a label, so the demo set has the same ids on every machine. */
function demoUuid(label: string): string {
  const hex = createHash('sha256').update(`community-demo:${label}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type DemoComment = {
  id: string;
  postId: string;
  parentId: string | null;
  userId: string;
  content: string;
  depth: number;
  path: string;
  createdAt: Date;
};

/**
 * Loads the demo discussions: every category, several hundred comments, some threads five deep, by
 * demo accounts. Deterministic for a seed (ids, text, shape); times are relative to `now`.
 */
export async function seedDemoCommunity(options: {
  db: Db;
  now?: Date;
  seed?: number;
}): Promise<{ posts: number; comments: number; accounts: number }> {
  const now = options.now ?? new Date();
  const rng = new Random(options.seed ?? COMMUNITY_DEMO_SEED);
  return options.db
    .transaction(async (tx) => {
      const accounts: Array<{ id: string; name: string }> = [];
      for (const name of DEMO_AUTHORS) {
        const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_EMAIL_DOMAIN}`;
        const id = demoUuid(`user:${email}`);
        await tx.execute(sql`
        INSERT INTO users (id, email, password_hash, full_name, created_at)
        VALUES (${id}, ${email}, ${NO_PASSWORD}, ${name}, ${new Date(now.getTime() - 400 * 24 * HOUR_MS).toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING`);
        const [row] = rowsOf<{ id: string }>(
          await tx.execute(sql`SELECT id FROM users WHERE email = ${email}`),
        );
        if (!row) throw new Error(`demo account ${email} missing`);
        accounts.push({ id: row.id, name });
      }
      await tx.execute(sql`
      INSERT INTO community_demo_accounts (user_id)
      VALUES ${sql.join(
        accounts.map((account) => sql`(${account.id})`),
        sql`, `,
      )}
      ON CONFLICT DO NOTHING`);

      const comments: DemoComment[] = [];
      const postVotes: Array<[string, string, number]> = [];
      const commentVotes: Array<[string, string, number]> = [];
      const views: Array<[string, number]> = [];

      for (const [index, demo] of DEMO_POSTS.entries()) {
        const postId = demoUuid(`post:${index}`);
        const author = rng.pick(accounts);
        const createdAt = new Date(now.getTime() - rng.int(2, 24 * 40) * HOUR_MS - rng.int(0, 3599) * 1000);
        await tx.execute(sql`
        INSERT INTO community_posts (id, user_id, title, content, post_type, topic_category, urgency_level,
          target_audience, priority_weight, is_trending, author_display_name, content_hash, created_at)
        VALUES (${postId}, ${author.id}, ${demo.title}, ${demo.content}, 'user_created', ${demo.category},
          ${demo.urgency}, ${demo.audience}, ${PRIORITY_WEIGHTS[demo.urgency]}, ${demo.urgency === 'time_sensitive'},
          ${author.name}, ${contentHash(demo.title, demo.content)}, ${createdAt.toISOString()}::timestamptz)`);
        await tx.execute(sql`
        INSERT INTO community_post_tags (post_id, tag_name)
        VALUES ${sql.join(
          demo.tags.map((tag) => sql`(${postId}, ${tag})`),
          sql`, `,
        )}`);

        // Threads: the tailored replies at the top, general ones around them, some chains five deep.
        const thread: DemoComment[] = [];
        let clock = createdAt.getTime();
        const add = (parent: DemoComment | null, content: string) => {
          clock += rng.int(5, 240) * 60 * 1000;
          const id = demoUuid(`comment:${index}:${thread.length}`);
          const comment: DemoComment = {
            id,
            postId,
            parentId: parent?.id ?? null,
            userId: rng.pick(accounts.filter((account) => account.id !== parent?.userId)).id,
            content,
            depth: parent ? parent.depth + 1 : 0,
            path: parent ? `${parent.path}.${id}` : id,
            createdAt: new Date(Math.min(clock, now.getTime() - 60_000)),
          };
          thread.push(comment);
          return comment;
        };
        const tops = demo.replies.map((reply) => add(null, reply));
        const extra = rng.int(6, 12);
        for (let i = 0; i < extra; i += 1) {
          const candidates = thread.filter((comment) => comment.depth < COMMENT_MAX_DEPTH - 1);
          const parent = rng.next() < 0.3 ? null : rng.pick(candidates);
          add(parent, rng.pick(GENERAL_REPLIES));
        }
        if (index % 3 === 0 && tops[0]) {
          let parent: DemoComment = tops[0];
          while (parent.depth < COMMENT_MAX_DEPTH) parent = add(parent, rng.pick(GENERAL_REPLIES));
        }
        comments.push(...thread);

        for (const account of accounts) {
          if (account.id !== author.id && rng.next() < 0.6)
            postVotes.push([postId, account.id, rng.next() < 0.9 ? 1 : -1]);
        }
        for (const comment of thread) {
          for (const account of accounts) {
            if (account.id !== comment.userId && rng.next() < 0.15) {
              commentVotes.push([comment.id, account.id, rng.next() < 0.85 ? 1 : -1]);
            }
          }
        }
        views.push([postId, rng.int(40, 600)]);
      }

      for (let start = 0; start < comments.length; start += 500) {
        const batch = comments.slice(start, start + 500);
        await tx.execute(sql`
        INSERT INTO community_comments (id, post_id, parent_comment_id, user_id, content, depth, path, created_at)
        VALUES ${sql.join(
          batch.map(
            (c) =>
              sql`(${c.id}, ${c.postId}, ${c.parentId}, ${c.userId}, ${c.content}, ${c.depth}, ${c.path}, ${c.createdAt.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        )}`);
      }
      await tx.execute(sql`
      INSERT INTO community_post_votes (post_id, user_id, vote_type)
      VALUES ${sql.join(
        postVotes.map(([post, user, vote]) => sql`(${post}, ${user}, ${vote})`),
        sql`, `,
      )}`);
      for (let start = 0; start < commentVotes.length; start += 1000) {
        await tx.execute(sql`
        INSERT INTO community_comment_votes (comment_id, user_id, vote_type)
        VALUES ${sql.join(
          commentVotes
            .slice(start, start + 1000)
            .map(([comment, user, vote]) => sql`(${comment}, ${user}, ${vote})`),
          sql`, `,
        )}`);
      }
      for (const [postId, count] of views) {
        // Past views by anonymous demo readers, one hour apart, so the one-per-hour rule holds for them too.
        await tx.execute(sql`
        INSERT INTO community_post_views (post_id, viewer_key, hour_bucket, created_at)
        SELECT ${postId}, 'demo:' || g, ${Math.floor(now.getTime() / HOUR_MS)} - g, ${now.toISOString()}::timestamptz - g * interval '1 hour'
        FROM generate_series(1, ${count}) g`);
      }
      return { posts: DEMO_POSTS.length, comments: comments.length, accounts: accounts.length };
    })
    .then(async (result) => {
      // Counters from the rows, by the same code that repairs drift.
      await recountCommunity(options.db, { repair: true });
      return result;
    });
}

/** On the first start with an empty database (no posts yet), loads the demo discussions. */
export async function ensureDemoCommunity(options: {
  db: Db;
  log: (message: string) => void;
}): Promise<void> {
  const [row] = rowsOf<{ any: boolean }>(
    await options.db.execute(sql`SELECT EXISTS (SELECT 1 FROM community_posts) AS any`),
  );
  if (row?.any) return;
  const started = performance.now();
  const result = await seedDemoCommunity({ db: options.db });
  options.log(
    `Loaded ${result.posts} demo community posts with ${result.comments} comments by ${result.accounts} demo accounts in ${Math.round(performance.now() - started)} ms.`,
  );
}
