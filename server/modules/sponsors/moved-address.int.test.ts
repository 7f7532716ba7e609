import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/ensure-build.ts';
import { BASE_FIXTURES, insertSponsorFixtures } from '../../../tests/factories/sponsor-pages.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { TEST_DRIVER } from '../../../tests/helpers/database.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };

/**
 * A sponsor merged into a brand when the brand table grew (import/regroup.ts) leaves its address in
 * `sponsor_slug_redirects`: links to it from search engines, shared pages and bookmarks reach the brand,
 * as the page, its data request, the API and the CSV; an address nobody had stays a 404.
 */
describe(`the address of a sponsor merged into a brand (${TEST_DRIVER})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build' });
    await insertSponsorFixtures(t.database.db, BASE_FIXTURES);
    await t.database.db.execute(sql`
      INSERT INTO sponsor_slug_redirects (slug, sponsor_id)
      SELECT 'amazon-com-services-llc', id FROM sponsors WHERE slug = 'amazon'`);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("the page answers 301 with the brand's page, and the brand's page is the page", async () => {
    const moved = await get('/sponsors/amazon-com-services-llc', HTML);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/sponsors/amazon');
    const brand = await get('/sponsors/amazon', HTML);
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('Amazon');
  });

  it("a client-side navigation's data request is sent to the brand", async () => {
    const data = await get('/sponsors/amazon-com-services-llc.data');
    // React Router's single fetch answers a loader's redirect as data (202), for the router to follow.
    expect(data.statusCode).toBe(202);
    const [head, ...rest] = JSON.parse(data.body) as unknown[];
    expect(head).toEqual(['SingleFetchRedirect', 1]);
    expect(rest).toContain('/sponsors/amazon');
    expect(rest).toContain(301);
  });

  it("the API and the CSV answer 301 with the brand's", async () => {
    const api = await get('/api/sponsors/amazon-com-services-llc');
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe('/api/sponsors/amazon');
    expect(api.body).toBe('');
    const csv = await get('/api/sponsors/amazon-com-services-llc/csv');
    expect(csv.statusCode).toBe(301);
    expect(csv.headers.location).toBe('/api/sponsors/amazon/csv');
  });

  it('an address no sponsor had is still not found', async () => {
    expect((await get('/sponsors/never-was-a-sponsor', HTML)).statusCode).toBe(404);
    const api = await get('/api/sponsors/never-was-a-sponsor');
    expect(api.statusCode).toBe(404);
    expect(api.json<{ error: { code: string } }>().error.code).toBe('not_found');
  });
});
