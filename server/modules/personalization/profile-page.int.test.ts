import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../../scripts/lib/ensure-build.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser } from '../auth/test-helpers.ts';
import { insertJobs } from './test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The visible text of a server-rendered page (scripts, styles and tags left out). */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

// /profile's server render carries the user's saved jobs, alerts, searches and job activity (decision 040).
describe("/profile rendered with the user's lists", { timeout: 60_000 }, () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let jobIds: number[];

  beforeAll(async () => {
    if (!(await ensureBuild({ log: () => {} }))) throw new Error('react-router build failed');
    t = await buildTestApp({ ssr: 'build' });
    owner = await createUser(t.app, { fullName: 'Profile Owner' });
    other = await createUser(t.app, { fullName: 'Someone Else' });
    jobIds = await insertJobs(t.database.db, [
      { title: 'Saved Lighthouse Keeper' },
      { title: 'Viewed Harbour Pilot' },
    ]);
    const as = (user: User) => user.cookies;
    const send = async (user: User, method: 'PUT' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url, cookies: as(user), payload });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
    };
    await send(owner, 'PUT', `/api/saved-jobs/${jobIds[0]}`);
    await send(owner, 'POST', '/api/job-alerts', { search_term: 'tide gauge analyst', frequency: 'weekly' });
    await send(owner, 'POST', '/api/search-history', { search_term: 'harbour pilot', mode: 'immediate' });
    await send(owner, 'POST', '/api/interactions', { job_id: jobIds[1], interaction_type: 'view' });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  const profile = (user?: User) =>
    t.app.inject({
      method: 'GET',
      url: '/profile',
      headers: HTML,
      ...(user ? { cookies: user.cookies } : {}),
    });

  it('shows the owner every list in the HTML, with no loading state, private and not stored', async () => {
    const response = await profile(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pageText(response.body);
    expect(text).toContain('Saved Lighthouse Keeper');
    expect(text).toContain("'tide gauge analyst'");
    expect(text).toContain('harbour pilot');
    expect(text).toContain('Viewed Harbour Pilot');
    expect(text).not.toMatch(/Loading (saved jobs|job alerts|search history|job activity)/);
  });

  it("shows another user none of the owner's rows, and a visitor only Sign In Required", async () => {
    const mine = pageText((await profile(other)).body);
    for (const owned of [
      'Saved Lighthouse Keeper',
      'tide gauge analyst',
      'harbour pilot',
      'Viewed Harbour Pilot',
    ])
      expect(mine).not.toContain(owned);
    expect(mine).toContain('No saved jobs yet.');

    const visitor = await profile();
    expect(visitor.statusCode).toBe(200);
    const text = pageText(visitor.body);
    expect(text).toContain('Please sign in to view your profile.');
    expect(text).not.toContain('Saved Lighthouse Keeper');
  });

  it("the page's data request (a navigation inside the app) answers the same lists, to the owner only", async () => {
    const data = await t.app.inject({
      method: 'GET',
      url: '/profile.data',
      cookies: owner.cookies,
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.body).toContain('Saved Lighthouse Keeper');
    const visitor = await t.app.inject({ method: 'GET', url: '/profile.data' });
    expect(visitor.body).not.toContain('Saved Lighthouse Keeper');
  });
});
