import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { lastmodsOf, locsOf, sitemapSchemaErrors } from '../../../tests/helpers/sitemap-schema.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { rowsOf } from '../community/sql.ts';
import { createMember } from '../community/test-helpers.ts';
import { keysetTableSource } from './sitemap-sources.ts';

const BASE = 'https://jobs.example';
const PAGE_SIZE = 3;
const HOUR = 60 * 60 * 1000;

type TestDb = TestApp['database']['db'];

async function insertPost(
  db: TestDb,
  userId: string,
  options: { category?: string; hidden?: boolean; deleted?: boolean; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const created = options.createdAt ?? new Date(Date.now() - 5 * HOUR);
  await db.execute(sql`
    INSERT INTO community_posts (id, user_id, title, content, topic_category, content_hash, author_display_name,
                                 created_at, hidden_at, deleted_at)
    VALUES (${id}::uuid, ${userId}::uuid, ${`Post ${id}`}, 'Body', ${options.category ?? 'h1b_lottery'}, ${id},
            'Member', ${created.toISOString()}::timestamptz,
            ${options.hidden ? new Date().toISOString() : null}::timestamptz,
            ${options.deleted ? new Date().toISOString() : null}::timestamptz)`);
  return id;
}

const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('sitemaps (SPEC serve-sitemap: index, static, numbered pages)', () => {
  let t: TestApp;
  let listedJobIds: number[];
  let expiredJobIds: number[];
  let visiblePosts: string[];
  let privatePosts: string[];

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function allPages(): Promise<{ url: string; body: string }[]> {
    const index = await get('/sitemap.xml');
    const pages = [];
    for (const loc of locsOf(index.body)) {
      const response = await get(loc.replace(BASE, ''));
      expect(response.statusCode, loc).toBe(200);
      pages.push({ url: loc, body: response.body });
    }
    return pages;
  }

  beforeAll(async () => {
    t = await buildTestApp({
      config: { publicUrl: BASE },
      sitemaps: { pageSize: PAGE_SIZE, batchSize: 2, planTtlMs: 0 },
    });
    const { db } = t.database;
    await createJobs(db, [
      ...Array.from({ length: 7 }, (_, i) => buildJob({ title: `Listed ${i}` })),
      buildJob({ title: 'Expired A', expiresAt: new Date(Date.now() - HOUR) }),
      buildJob({ title: 'Expires later', expiresAt: new Date(Date.now() + 48 * HOUR) }),
      buildJob({ title: 'Expired B', expiresAt: new Date(Date.now() - 2 * HOUR) }),
    ]);
    const jobs = rowsOf<{ id: string; title: string }>(
      await db.execute(sql`SELECT id::text, title FROM jobs`),
    );
    expiredJobIds = jobs.filter((j) => j.title.startsWith('Expired ')).map((j) => Number(j.id));
    listedJobIds = jobs.filter((j) => !j.title.startsWith('Expired ')).map((j) => Number(j.id));
    const member = await createMember(t.app, db);
    visiblePosts = [
      await insertPost(db, member.id),
      await insertPost(db, member.id, { category: 'f1_opt' }),
      await insertPost(db, member.id),
      await insertPost(db, member.id, { category: 'h1b_stamping' }),
    ];
    privatePosts = [
      await insertPost(db, member.id, { hidden: true }),
      await insertPost(db, member.id, { deleted: true, category: 'h1b_spouse' }),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves one index at /sitemap.xml, the same document at /sitemap-index.xml and /sitemap, valid against siteindex.xsd', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemapSchemaErrors(index.body, 'index')).toEqual([]);
    const locs = locsOf(index.body);
    // 8 listed jobs in pages of 3, then 4 posts in pages of 3.
    expect(locs).toEqual([
      `${BASE}/sitemap-static.xml`,
      ...[1, 2, 3, 4, 5].map((n) => `${BASE}/sitemap-${n}.xml`),
    ]);
    for (const alias of ['/sitemap-index.xml', '/sitemap', '/sitemap-index', '/sitemap.xml?utm=x']) {
      const response = await get(alias);
      expect(response.statusCode, alias).toBe(200);
      expect(response.body, alias).toBe(index.body);
      expect(response.headers.etag, alias).toBe(index.headers.etag);
    }
  });

  it('every file validates against sitemap.xsd, stays within the page size and lists exactly the public pages', async () => {
    const pages = await allPages();
    const urls: string[] = [];
    for (const page of pages) {
      expect(await sitemapSchemaErrors(page.body, 'urlset'), page.url).toEqual([]);
      const locs = locsOf(page.body);
      if (!page.url.endsWith('static.xml')) expect(locs.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(locs.every((loc) => loc.startsWith(`${BASE}/`))).toBe(true);
      urls.push(...locs);
    }
    expect(new Set(urls).size).toBe(urls.length);
    const jobUrls = urls.filter((u) => u.startsWith(`${BASE}/jobs/`));
    expect(jobUrls.sort()).toEqual(listedJobIds.map((id) => `${BASE}/jobs/${id}`).sort());
    for (const id of expiredJobIds) expect(urls).not.toContain(`${BASE}/jobs/${id}`);
    const postUrls = urls.filter((u) => u.startsWith(`${BASE}/community/post/`));
    expect(postUrls.sort()).toEqual(visiblePosts.map((id) => `${BASE}/community/post/${id}`).sort());
    for (const id of privatePosts) expect(urls.join('\n')).not.toContain(id);
  });

  it('the static sitemap has the landing page, /jobs, /community, categories with public posts and /sponsors', async () => {
    const response = await get('/sitemap-static.xml');
    expect(response.statusCode).toBe(200);
    expect(locsOf(response.body)).toEqual([
      `${BASE}/`,
      `${BASE}/jobs`,
      `${BASE}/community`,
      `${BASE}/community?category=h1b_lottery`,
      `${BASE}/community?category=h1b_stamping`,
      `${BASE}/community?category=f1_opt`,
      `${BASE}/sponsors`,
    ]);
    // h1b_spouse has only a deleted post: no empty category page.
    expect(response.body).not.toContain('h1b_spouse');
  });

  it('dates each job with its real update time and each post with its latest visible activity', async () => {
    const { db } = t.database;
    const [row] = rowsOf<{ id: string; updated_at: Date | string }>(
      await db.execute(sql`SELECT id::text, updated_at FROM jobs WHERE id = ${listedJobIds[0]}`),
    );
    const pages = await allPages();
    const dates = new Map(pages.flatMap((page) => [...lastmodsOf(page.body)]));
    expect(dates.get(`${BASE}/jobs/${row?.id}`)).toBe(w3c(new Date(row?.updated_at ?? 0)));
    const commentAt = new Date(Date.now() - HOUR);
    const member = await createMember(t.app, db);
    await db.execute(sql`
      INSERT INTO community_comments (post_id, user_id, content, path, created_at)
      VALUES (${visiblePosts[0]}::uuid, ${member.id}::uuid, 'A reply', 'x', ${commentAt.toISOString()}::timestamptz)`);
    const after = new Map((await allPages()).flatMap((page) => [...lastmodsOf(page.body)]));
    expect(after.get(`${BASE}/community/post/${visiblePosts[0]}`)).toBe(w3c(commentAt));
  });

  it('answers /sitemap-{page} like /sitemap-{page}.xml, and 404 for pages and names that do not exist', async () => {
    const withXml = await get('/sitemap-2.xml');
    const without = await get('/sitemap-2');
    expect(without.statusCode).toBe(200);
    expect(without.body).toBe(withXml.body);
    expect((await get('/sitemap-static')).body).toBe((await get('/sitemap-static.xml')).body);
    for (const url of [
      '/sitemap-6.xml',
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-foo.xml',
      '/sitemaps.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('sends ETag and Last-Modified, answers 304 to If-None-Match and If-Modified-Since, and changes them when a page changes', async () => {
    const first = await get('/sitemap-1.xml');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const byTag = await get('/sitemap-1.xml', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await get('/sitemap-1.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get('/sitemap-1.xml', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const index = await get('/sitemap.xml');
    expect((await get('/sitemap.xml', { 'if-none-match': String(index.headers.etag) })).statusCode).toBe(304);

    // The first listed job expires: it leaves page 1, whose validators move on.
    const firstLoc = locsOf(first.body)[0] ?? '';
    const jobId = Number(firstLoc.split('/').pop());
    // Its removal time (its expiry) must fall in a later second than the page's Last-Modified, which HTTP
    // dates give to the second: an expiry a second in the past undid the wait, and If-Modified-Since saw no change.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.database.db.execute(sql`UPDATE jobs SET expires_at = now() WHERE id = ${jobId}`);
    const changed = await get('/sitemap-1.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain(firstLoc);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await get('/sitemap-1.xml', { 'if-modified-since': lastModified })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE jobs SET expires_at = NULL WHERE id = ${jobId}`);
  });

  it('lists what other modules register: a sitemap file of their own, or a source of numbered pages', async () => {
    t.app.sitemaps.addFile({
      path: '/sponsors-sitemap.xml',
      lastModified: async () => '2026-11-01T00:00:00Z',
    });
    t.app.sitemaps.addSource(
      keysetTableSource({
        name: 'test-categories',
        from: sql`(SELECT DISTINCT topic_category AS id, max(created_at) AS at FROM community_posts GROUP BY 1) t`,
        key: sql`t.id`,
        keyType: 'text',
        listed: () => sql`true`,
        lastmod: sql`t.at`,
        removedAt: () => sql`NULL::timestamptz`,
        path: (key) => `/topics/${key}`,
      }),
    );
    const index = await get('/sitemap.xml');
    expect(await sitemapSchemaErrors(index.body, 'index')).toEqual([]);
    const locs = locsOf(index.body);
    expect(locs).toContain(`${BASE}/sponsors-sitemap.xml`);
    expect(locs).toContain(`${BASE}/sitemap-6.xml`);
    const page = await get('/sitemap-6.xml');
    expect(await sitemapSchemaErrors(page.body, 'urlset')).toEqual([]);
    expect(locsOf(page.body)[0]).toMatch(/\/topics\/[a-z0-9_]+$/);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${BASE}/sponsors-sitemap.xml`);
  });
});

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { publicUrl: BASE } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('disallows the personal pages and the API but the social preview, with an absolute Sitemap line', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/auth', '/resume', '/profile', '/api', '/community/review']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/social-preview');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const line of lines.filter((l) => l.startsWith('Sitemap:')))
      expect(line).toMatch(/^Sitemap: https:\/\//);
    // Pages crawlers need stay open.
    for (const path of ['/jobs', '/community', '/og/jobs/1.png', '/sitemap.xml']) {
      expect(lines.some((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(10)))).toBe(false);
    }
  });

  it('still answers when the database is down, while the sitemaps say 503 with Retry-After', async () => {
    const broken = await buildTestApp({ config: { publicUrl: BASE } });
    await broken.database.close();
    try {
      const robots = await broken.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
      const sitemap = await broken.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(503);
      expect(sitemap.headers['retry-after']).toBe('300');
    } finally {
      await broken.app.close();
    }
  });
});
