import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';

describe('POST /api/analytics/pageview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const latest = async () => {
    const [row] = await t.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    return row;
  };

  it('stores path, reduced referrer and time, without cookie or IP', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/jobs?search=data', referrer: 'https://www.google.com/search?q=secret' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    const row = await latest();
    expect(row).toMatchObject({ path: '/jobs?search=data', referrer: 'https://www.google.com/search' });
    expect(Object.keys(row ?? {}).sort()).toEqual(['createdAt', 'id', 'path', 'referrer']);
  });

  it('never stores a password-reset token', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/auth?reset=true&token=s3cr3t' },
    });
    expect((await latest())?.path).toBe('/auth?reset=true&token=redacted');
  });

  it('rejects a path that is not a site path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: 'https://evil.example/' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});
