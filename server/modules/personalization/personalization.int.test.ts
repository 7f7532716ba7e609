import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JobAlert,
  RecentSearchesResponse,
  RecommendationsResponse,
  RecordSearchResponse,
  SavedJobsResponse,
} from '../../../core/personalization/api.ts';
import { DELETED_USER_NAME } from '../../../core/personalization/constants.ts';
import { communityPosts, jobs, userSearchHistory, users } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { createUser, type AuthCookies } from '../auth/test-helpers.ts';
import { runAlertsOnce, signUnsubscribeToken, verifyUnsubscribeToken } from './alerts.ts';
import { insertJobs } from './test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe('personalization API', () => {
  let t: TestApp;
  const silent = { info: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const record = (cookies: AuthCookies, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/search-history', cookies, payload });
  const recorded = async (cookies: AuthCookies, search_term: string, extra: object = {}) => {
    const response = await record(cookies, { search_term, ...extra });
    expect(response.statusCode).toBe(200);
    return response.json<RecordSearchResponse>();
  };
  const recent = async (cookies: AuthCookies) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/search-history/recent', cookies })
    ).json<RecentSearchesResponse>();

  describe('SPEC 5 "Search history saving", enforced by the server', () => {
    let user: User;
    beforeAll(async () => {
      user = await createUser(t.app);
    });

    it('skips terms under 3 characters and single words outside the list; keeps several words', async () => {
      expect((await recorded(user.cookies, 'ab')).outcome).toBe('not_meaningful');
      expect((await recorded(user.cookies, 'engineer')).outcome).toBe('not_meaningful');
      expect((await recorded(user.cookies, 'python')).outcome).toBe('recorded');
      expect((await recorded(user.cookies, 'go dev')).outcome).toBe('recorded');
      expect((await recent(user.cookies)).recent).toEqual(['go dev', 'python']);
    });

    it('skips a term similar to one of the last 10 (equal, contained within 3, edit similarity > 0.8)', async () => {
      expect((await recorded(user.cookies, 'Data Engineer', { city: 'Austin', state: 'TX' })).outcome).toBe(
        'recorded',
      );
      const equal = await recorded(user.cookies, 'data engineer');
      expect(equal).toMatchObject({ recorded: false, outcome: 'similar', similar_to: 'Data Engineer' });
      expect((await recorded(user.cookies, 'data engineers')).outcome).toBe('similar');
      expect((await recorded(user.cookies, 'data enginere')).outcome).toBe('similar');
      const [row] = await t.database.db
        .select()
        .from(userSearchHistory)
        .where(eq(userSearchHistory.searchTerm, 'Data Engineer'));
      expect(row?.locationFilter).toBe('Austin, TX');
    });

    it('compares with the last 10 only', async () => {
      const other = await createUser(t.app);
      await recorded(other.cookies, 'react native');
      for (const term of [
        'alpha bravo',
        'charlie delta',
        'echo foxtrot',
        'golf hotel',
        'india juliet',
        'kilo lima',
        'mike november',
        'oscar papa',
        'quebec romeo',
        'sierra tango',
      ])
        expect((await recorded(other.cookies, term)).outcome).toBe('recorded');
      expect((await recorded(other.cookies, 'react native')).outcome).toBe('recorded');
    });

    it('deletes partial searches (strictly shorter and contained) and returns how many', async () => {
      const other = await createUser(t.app);
      await recorded(other.cookies, 'java dev');
      await recorded(other.cookies, 'sql');
      const result = await recorded(other.cookies, 'java developer sql');
      expect(result).toMatchObject({ recorded: true, removed_partial: 2 });
      expect((await recent(other.cookies)).recent).toEqual(['java developer sql']);
    });

    it('shows at most 5 distinct recent searches from the last 20 rows, newest first', async () => {
      const other = await createUser(t.app);
      for (const term of [
        'alpha one',
        'bravo two',
        'charlie three',
        'delta four',
        'echo five',
        'foxtrot six',
      ]) {
        await recorded(other.cookies, term);
      }
      const body = await recent(other.cookies);
      expect(body.recent).toEqual(['foxtrot six', 'echo five', 'delta four', 'charlie three', 'bravo two']);
      expect(body.rows).toHaveLength(6);
    });

    it('lists, deletes one (only own) and clears history', async () => {
      const other = await createUser(t.app);
      await recorded(other.cookies, 'kotlin android dev');
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/search-history', cookies: other.cookies })
      ).json<{
        items: { id: string }[];
      }>();
      const id = list.items[0]?.id as string;
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/api/search-history/${id}`,
        cookies: user.cookies,
      });
      expect(foreign.statusCode).toBe(404);
      const own = await t.app.inject({
        method: 'DELETE',
        url: `/api/search-history/${id}`,
        cookies: other.cookies,
      });
      expect(own.json()).toEqual({ deleted: 1 });
      await recorded(other.cookies, 'scala data engineer');
      const cleared = await t.app.inject({
        method: 'DELETE',
        url: '/api/search-history',
        cookies: other.cookies,
      });
      expect(cleared.json()).toEqual({ deleted: 1 });
      expect((await recent(other.cookies)).recent).toEqual([]);
    });

    it('answers private, no-store', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/search-history/recent',
        cookies: user.cookies,
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(String(response.headers.vary)).toContain('Cookie');
    });
  });

  describe('authorization: every personal route refuses a signed-out caller', () => {
    const routes: [string, string][] = [
      ['POST', '/api/search-history'],
      ['GET', '/api/search-history/recent'],
      ['GET', '/api/search-history'],
      ['DELETE', '/api/search-history'],
      ['DELETE', '/api/search-history/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/interactions'],
      ['GET', '/api/interactions'],
      ['DELETE', '/api/interactions'],
      ['GET', '/api/recommendations'],
      ['GET', '/api/saved-jobs'],
      ['GET', '/api/saved-jobs/ids'],
      ['PUT', '/api/saved-jobs/1'],
      ['DELETE', '/api/saved-jobs/1'],
      ['GET', '/api/job-alerts'],
      ['POST', '/api/job-alerts'],
      ['PATCH', '/api/job-alerts/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/api/job-alerts/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/api/account'],
    ];
    it.each(routes)('%s %s -> 401', async (method, url) => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : { bad: 'body' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('interactions, saved jobs and recommendations', () => {
    let user: User;
    let ids: number[];
    beforeAll(async () => {
      user = await createUser(t.app);
      ids = await insertJobs(t.database.db, [
        {
          title: 'Data Engineer',
          organization: 'Lone Star Data',
          city: 'Austin',
          state: 'TX',
          visaSponsorship: true,
        },
        { title: 'Senior Data Engineer', organization: 'Lone Star Data', city: 'Dallas', state: 'TX' },
        { title: 'Data Engineer II', organization: 'Lone Star Data', city: 'Houston', state: 'TX' },
        { title: 'Data Engineer', organization: 'Lone Star Data', city: 'Austin', state: 'TX' },
        { title: 'Data Engineer', organization: 'Austin Analytics', city: 'Austin', state: 'TX' },
        {
          title: 'Data Engineer',
          organization: 'Old Co',
          city: 'Austin',
          state: 'TX',
          expiresAt: new Date(Date.now() - 86_400_000),
        },
        { title: 'Data Engineer', organization: 'Applied Co', city: 'Austin', state: 'TX' },
        { title: 'Registered Nurse', organization: 'Care Co', city: 'Miami', state: 'FL' },
      ]);
    });
    const interact = (cookies: AuthCookies, job_id: number, interaction_type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/interactions',
        cookies,
        payload: {
          job_id,
          interaction_type,
          search_context: { search_term: 'data engineer', state_filter: 'TX' },
        },
      });

    it('records view/click/apply with the search context; 404 for an unknown job; 400 for a bad type', async () => {
      expect((await interact(user.cookies, ids[6] as number, 'apply')).statusCode).toBe(200);
      expect((await interact(user.cookies, 999_999_999, 'view')).statusCode).toBe(404);
      expect((await interact(user.cookies, ids[0] as number, 'like')).statusCode).toBe(400);
      const list = await t.app.inject({ method: 'GET', url: '/api/interactions', cookies: user.cookies });
      expect(list.statusCode, list.body).toBe(200);
      expect(
        list.json<{ items: { interaction_type: string; search_context: { state_filter: string } }[] }>()
          .items[0],
      ).toMatchObject({
        interaction_type: 'apply',
        search_context: { state_filter: 'TX' },
      });
    });

    it('recommends from searches with reasons, never expired or applied, at most 3 per company', async () => {
      await recorded(user.cookies, 'data engineer', { state: 'TX' });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/recommendations',
        cookies: user.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<RecommendationsResponse>();
      expect(body.basis).toBe('activity');
      const got = body.jobs.map((job) => job.id);
      expect(got).not.toContain(ids[5]); // expired
      expect(got).not.toContain(ids[6]); // applied
      expect(body.jobs.filter((job) => job.organization === 'Lone Star Data').length).toBeLessThanOrEqual(3);
      const first = body.jobs[0];
      expect(first?.title).toMatch(/Data Engineer/);
      expect(first?.reasons).toContain("you searched 'data engineer' in TX");
      expect(first?.relevance_score).toBeGreaterThan(0);
      const scores = body.jobs.map((job) => job.relevance_score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    });

    it('a search in a city with few matches goes on in its state, with the search as the reason', async () => {
      const searcher = await createUser(t.app);
      await recorded(searcher.cookies, 'data engineer', { city: 'Houston', state: 'TX' });
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/recommendations', cookies: searcher.cookies })
      ).json<RecommendationsResponse>();
      const reason = "you searched 'data engineer' in Houston, TX";
      const houston = body.jobs.find((job) => job.id === ids[2]);
      expect(houston?.reasons).toContain(reason);
      // Data engineers elsewhere in Texas come from the same search, not only as fresh jobs in the state.
      const elsewhere = body.jobs.filter(
        (job) => /Data Engineer/.test(job.title) && job.location !== 'Houston, TX',
      );
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const job of elsewhere) expect(job.reasons).toContain(reason);
      expect(body.jobs.some((job) => job.title === 'Registered Nurse')).toBe(false);
    });

    it('cold start without activity or resume: popular / fresh jobs, never an error', async () => {
      const fresh = await createUser(t.app);
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/recommendations', cookies: fresh.cookies })
      ).json<RecommendationsResponse>();
      expect(body.basis).toBe('popular');
      expect(body.jobs.length).toBeGreaterThan(0);
    });

    it('saves and unsaves jobs; expired saved jobs are marked, not dropped; 404 for an unknown job', async () => {
      for (const id of [ids[0], ids[5]]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/saved-jobs/${id}`,
          cookies: user.cookies,
        });
        expect(response.json()).toEqual({ job_id: id, saved: true });
      }
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/saved-jobs/999999999', cookies: user.cookies }))
          .statusCode,
      ).toBe(404);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/saved-jobs', cookies: user.cookies })
      ).json<SavedJobsResponse>();
      expect(list.jobs.map((job) => [job.id, job.expired])).toEqual([
        [ids[5], true],
        [ids[0], false],
      ]);
      const other = await createUser(t.app);
      const theirs = (
        await t.app.inject({ method: 'GET', url: '/api/saved-jobs/ids', cookies: other.cookies })
      ).json();
      expect(theirs).toEqual({ ids: [] });
      await t.app.inject({ method: 'DELETE', url: `/api/saved-jobs/${ids[0]}`, cookies: user.cookies });
      const ids2 = (
        await t.app.inject({ method: 'GET', url: '/api/saved-jobs/ids', cookies: user.cookies })
      ).json();
      expect(ids2).toEqual({ ids: [ids[5]] });
    });

    it('clears interactions', async () => {
      const cleared = await t.app.inject({
        method: 'DELETE',
        url: '/api/interactions',
        cookies: user.cookies,
      });
      expect(cleared.json<{ deleted: number }>().deleted).toBeGreaterThan(0);
    });
  });

  describe('job alerts', () => {
    let user: User;
    const create = (cookies: AuthCookies, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/job-alerts', cookies, payload });

    beforeAll(async () => {
      user = await createUser(t.app, { email: `alerts-${Date.now()}@example.com` });
    });

    it('creates, refuses a duplicate, and only the owner may change or delete it', async () => {
      const response = await create(user.cookies, {
        search_term: 'platform engineer',
        state: 'WA',
        frequency: 'daily',
      });
      expect(response.statusCode).toBe(201);
      const alert = response.json<{ alert: JobAlert }>().alert;
      expect(alert).toMatchObject({
        frequency: 'daily',
        active: true,
        description: "'platform engineer' in WA",
      });
      expect(
        (await create(user.cookies, { search_term: 'Platform Engineer', state: 'WA', frequency: 'weekly' }))
          .statusCode,
      ).toBe(409);
      expect((await create(user.cookies, { search_term: 'x', frequency: 'hourly' })).statusCode).toBe(400);
      const other = await createUser(t.app);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/job-alerts/${alert.id}`,
        cookies: other.cookies,
        payload: { frequency: 'weekly' },
      });
      expect(patch.statusCode).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/job-alerts/${alert.id}`,
        cookies: other.cookies,
      });
      expect(del.statusCode).toBe(404);
      const own = await t.app.inject({
        method: 'PATCH',
        url: `/api/job-alerts/${alert.id}`,
        cookies: user.cookies,
        payload: { frequency: 'weekly' },
      });
      expect(own.json<{ alert: JobAlert }>().alert.frequency).toBe('weekly');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/job-alerts/${alert.id}`,
        cookies: user.cookies,
      });
      expect(deleted.json()).toEqual({ deleted: 1 });
    });

    it('mails only new matching jobs, never the same job twice, nothing when nothing is new', async () => {
      const response = await create(user.cookies, {
        search_term: 'quantum engineer',
        state: 'NY',
        frequency: 'daily',
      });
      const alert = response.json<{ alert: JobAlert }>().alert;
      const run = (now: Date) =>
        runAlertsOnce({ database: t.database, mailer: t.mailer, config: t.config, now, log: silent });
      const mailsTo = () => t.mailer.sent.filter((mail) => mail.to === user.email);

      const day = 86_400_000;
      let now = Date.now() + day;
      // Nothing new since the alert was created: no mail.
      expect((await run(new Date(now))).mailed).toBe(0);
      expect(mailsTo()).toHaveLength(0);

      const [first] = await insertJobs(t.database.db, [
        { title: 'Quantum Engineer', organization: 'Qubit Labs', city: 'New York', state: 'NY' },
        { title: 'Quantum Engineer', organization: 'Qubit Labs', city: 'Austin', state: 'TX' },
      ]);
      now += day;
      const summary = await run(new Date(now));
      expect(summary.mailed).toBe(1);
      expect(mailsTo()).toHaveLength(1);
      const mail = mailsTo()[0];
      expect(mail?.subject).toBe("1 new job for 'quantum engineer' in NY");
      expect(mail?.text).toContain(`/jobs/${first}`);
      expect(mail?.headers?.['List-Unsubscribe']).toMatch(
        /^<http.*\/api\/job-alerts\/unsubscribe\?token=.+>$/,
      );
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // Run again the next day: nothing new, nothing sent; the same job is never mailed twice.
      now += day;
      expect((await run(new Date(now))).mailed).toBe(0);
      const [second] = await insertJobs(t.database.db, [
        { title: 'Quantum Engineer', organization: 'Entangle Inc', city: 'Albany', state: 'NY' },
      ]);
      now += day;
      expect((await run(new Date(now))).mailed).toBe(1);
      const latest = mailsTo().at(-1);
      expect(latest?.text).toContain(`/jobs/${second}`);
      expect(latest?.text).not.toContain(`/jobs/${first}`);
      expect(mailsTo()).toHaveLength(2);

      // Not due again within the day.
      await insertJobs(t.database.db, [
        { title: 'Quantum Engineer', organization: 'Spin Co', city: 'Buffalo', state: 'NY' },
      ]);
      expect((await run(new Date(now + 60_000))).checked).toBe(0);

      // One-click unsubscribe through the header's URL; then no more mail.
      const url = (mail?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1).replace(t.config.publicUrl, '');
      const preview = await t.app.inject({ method: 'GET', url });
      expect(preview.json()).toEqual({ unsubscribed: false, description: "'quantum engineer' in NY" });
      const oneClick = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toMatchObject({ unsubscribed: true });
      now += day;
      expect((await run(new Date(now))).checked).toBe(0);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/job-alerts', cookies: user.cookies })
      ).json<{ alerts: JobAlert[] }>();
      expect(list.alerts.find((a) => a.id === alert.id)?.active).toBe(false);
    });

    it('refuses forged and expired unsubscribe tokens; the page confirms before it unsubscribes', async () => {
      const response = await create(user.cookies, { search_term: 'robotics engineer', frequency: 'weekly' });
      const alert = response.json<{ alert: JobAlert }>().alert;
      const token = signUnsubscribeToken(t.config.authSecret, alert.id, new Date());
      expect(verifyUnsubscribeToken(t.config.authSecret, token, new Date())).toBe(alert.id);
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const otherSecret = signUnsubscribeToken('another-secret-another-secret-another', alert.id, new Date());
      const expired = signUnsubscribeToken(
        t.config.authSecret,
        alert.id,
        new Date(Date.now() - 100 * 86_400_000),
      );
      for (const bad of [forged, otherSecret, expired, 'nonsense']) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ error: { code: string } }>().error.code).toBe('invalid_token');
      }
      const stillActive = (
        await t.app.inject({ method: 'GET', url: '/api/job-alerts', cookies: user.cookies })
      ).json<{ alerts: JobAlert[] }>();
      expect(stillActive.alerts.find((a) => a.id === alert.id)?.active).toBe(true);
      // The page's no-script form: unsubscribes, then back to the page.
      const done = await t.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(after.json()).toMatchObject({ unsubscribed: true });
      const bad = await t.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(bad.headers.location).not.toContain('done=1');
      const everything = await t.app.inject({
        method: 'POST',
        url: '/api/job-alerts',
        cookies: user.cookies,
        payload: { frequency: 'daily' },
      });
      expect(everything.statusCode).toBe(400);
    });
  });

  describe('account deletion', () => {
    it('needs the password; removes personal data and sessions; posts stay as "deleted user"', async () => {
      const user = await createUser(t.app, { fullName: 'Dana Deleted' });
      await recorded(user.cookies, 'data engineer');
      await create(user.cookies);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/community/posts',
        cookies: user.cookies,
        payload: {
          title: 'A question about H1B transfer',
          content: 'How long does a transfer take these days?',
          topic_category: 'h1b_transfer',
        },
      });
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        cookies: user.cookies,
        payload: { password: 'wrong password' },
      });
      expect(wrong.statusCode).toBe(400);
      const done = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        cookies: user.cookies,
        payload: { password: user.password },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ deleted: true });
      const history = await t.database.db
        .select()
        .from(userSearchHistory)
        .where(eq(userSearchHistory.userId, user.id));
      expect(history).toHaveLength(0);
      const after = await t.app.inject({ method: 'GET', url: '/api/search-history', cookies: user.cookies });
      expect(after.statusCode).toBe(401);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).not.toBe(user.email);
      if (post.statusCode === 201) {
        const [stored] = await t.database.db
          .select()
          .from(communityPosts)
          .where(eq(communityPosts.userId, user.id));
        expect(stored?.authorDisplayName).toBe(DELETED_USER_NAME);
      }
      const count = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = ${user.id}`,
      );
      expect((count as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

      async function create(cookies: AuthCookies): Promise<LightMyRequestResponse> {
        return t.app.inject({
          method: 'POST',
          url: '/api/job-alerts',
          cookies,
          payload: { search_term: 'data engineer', frequency: 'daily' },
        });
      }
    });
  });

  it('keeps the jobs table untouched by personal data', async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(Number(row?.n)).toBeGreaterThan(0);
  });
});
