import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { XSS_PAYLOADS } from '../../../tests/fixtures/xss-payloads.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { rowsOf } from '../community/sql.ts';
import { createMember } from '../community/test-helpers.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG has first, right after the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Text people (or a scraped job board) could put in a title: markup, emoji, RTL, controls, huge. */
const HOSTILE_TITLES = [
  XSS_PAYLOADS.join(' '),
  'Ingeniero 👩🏽‍💻🚀 de datos 🇺🇸 ❤️‍🔥 1️⃣ — émoji ✓',
  'مهندس برمجيات أول \u202Egnp.exe\u202C עברית Senior',
  'Z̴̡̛̖a̷̱̍l̵̰̾g̸̣̈o̶̟̊ '.repeat(20),
  `${'Very long title '.repeat(400)}end`,
  '\u0007\u001b[31m\u200b\u2028\u2029\ufeff tabs\tand\nnewlines',
];

describe('share images: /og/jobs/{id}.png and /og/posts/{id}.png', { timeout: 120_000 }, () => {
  let t: TestApp;
  let jobIds: number[];
  let postId: string;
  let hiddenPostId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    await createJobs(db, [
      buildJob({ title: 'Staff Data Engineer', organization: 'Acme Labs', visaSponsorship: true }),
      ...HOSTILE_TITLES.map((title) => buildJob({ title, organization: title.slice(0, 200) })),
    ]);
    jobIds = rowsOf<{ id: string }>(await db.execute(sql`SELECT id::text FROM jobs ORDER BY id`)).map((r) =>
      Number(r.id),
    );
    const member = await createMember(t.app, db);
    postId = randomUUID();
    hiddenPostId = randomUUID();
    for (const [id, hidden] of [
      [postId, false],
      [hiddenPostId, true],
    ] as const) {
      await db.execute(sql`
        INSERT INTO community_posts (id, user_id, title, content, topic_category, content_hash, author_display_name, hidden_at)
        VALUES (${id}::uuid, ${member.id}::uuid, ${`Stamping in Chennai <b>tips</b> 🙏 ${id}`}, 'Body', 'h1b_stamping', ${id},
                'Priya', ${hidden ? new Date().toISOString() : null}::timestamptz)`);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws a 1200x630 PNG for a job, with a long cache and an ETag that answers 304', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/og/jobs/${jobIds[0]}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/og/jobs/${jobIds[0]}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A changed title is a different image: the ETag moves with the content.
    await t.database.db.execute(
      sql`UPDATE jobs SET title = 'Principal Data Engineer' WHERE id = ${jobIds[0]}`,
    );
    const changed = await t.app.inject({
      method: 'GET',
      url: `/og/jobs/${jobIds[0]}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('draws a post, and treats hidden, deleted-looking and unknown ids as not found', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/og/posts/${postId}.png` });
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    for (const url of [
      `/og/posts/${hiddenPostId}.png`,
      `/og/posts/${randomUUID()}.png`,
      '/og/posts/not-a-uuid.png',
      `/og/posts/${postId}.jpg`,
      '/og/jobs/999999999.png',
      '/og/jobs/0x10.png',
      '/og/jobs/1.png.png',
      '/og/jobs/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('never fails on hostile text: markup, emoji, RTL and bidi overrides, combining marks, controls, 6,000 characters', async () => {
    for (const id of jobIds.slice(1)) {
      const response = await t.app.inject({ method: 'GET', url: `/og/jobs/${id}.png` });
      expect(response.statusCode, String(id)).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });
});
