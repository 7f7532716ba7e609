import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../core/errors.ts';
import {
  alertIdParamsSchema,
  createAlertBodySchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  deletedCountSchema,
  interactionsResponseSchema,
  jobAlertResponseSchema,
  jobAlertsResponseSchema,
  jobIdParamsSchema,
  recentSearchesResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  recordInteractionBodySchema,
  recordInteractionResponseSchema,
  recordSearchBodySchema,
  recordSearchResponseSchema,
  savedJobIdsResponseSchema,
  savedJobsResponseSchema,
  savedStateSchema,
  searchHistoryResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateAlertBodySchema,
} from '../../../core/personalization/api.ts';
import { describeAlert } from '../../../core/personalization/alerts.ts';
import { MAX_ALERTS_PER_USER } from '../../../core/personalization/constants.ts';
import { recentSearchTerms } from '../../../core/personalization/search-history.ts';
import { AppError } from '../../errors.ts';
import { PRIVATE_NO_STORE, requireSignedIn } from '../../plugins/auth.ts';
import { clearAuthCookies } from '../auth/cookies.ts';
import { alertFilters, newestJobId, verifyUnsubscribeToken } from './alerts.ts';
import { recommendJobs } from './recommendations.ts';
import {
  clearInteractions,
  clearSearchHistory,
  deleteOwnAlert,
  deleteSearchesByIds,
  findAlert,
  findOwnAlert,
  insertAlert,
  insertInteraction,
  jobExists,
  listAlerts,
  recentSearchRows,
  savedJobRows,
  saveJob,
  unsaveJob,
  updateAlert,
  type JobAlertRow,
} from './repository.ts';
import {
  alertsAnswer,
  interactionsAnswer,
  iso,
  presentAlert,
  savedJobsAnswer,
  searchHistoryAnswer,
} from './answers.ts';
import { deleteAccount, recordSearch } from './service.ts';

const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
const personalErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

function noStore(reply: FastifyReply): void {
  void reply.header('Cache-Control', PRIVATE_NO_STORE);
}

/** The personal routes: everything here is the caller's own, 401 before the body is read. */
const personalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config } = app.services;
  const { db } = database;
  app.addHook('onRequest', requireSignedIn);
  app.addHook('onRequest', async (_request, reply) => noStore(reply));

  // ---- search history ----
  app.post(
    '/search-history',
    {
      schema: {
        tags: ['personalization'],
        summary:
          'Record a search (SPEC section 5: worth saving, not similar to the last 10, partial searches removed)',
        security,
        body: recordSearchBodySchema,
        response: { 200: recordSearchResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const body = request.body;
      return recordSearch({
        db,
        userId: user.id,
        term: body.search_term,
        filters: {
          city: body.city,
          state: body.state,
          workArrangement: body.work_arrangement,
          employmentType: body.employment_type,
        },
        log: request.log,
      });
    },
  );

  app.get(
    '/search-history/recent',
    {
      schema: {
        tags: ['personalization'],
        summary: 'The last 20 searches and the at most 5 distinct recent ones the chips show',
        security,
        response: { 200: recentSearchesResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const found = await recentSearchRows(db, user.id);
      const rows = found.map((row) => ({ search_term: row.searchTerm, created_at: iso(row.createdAt) }));
      return { rows, recent: recentSearchTerms(rows) };
    },
  );

  app.get(
    '/search-history',
    {
      schema: {
        tags: ['personalization'],
        summary: "The caller's stored searches, newest first (at most 200)",
        security,
        response: { 200: searchHistoryResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return searchHistoryAnswer(db, user.id);
    },
  );

  app.delete(
    '/search-history',
    {
      schema: {
        tags: ['personalization'],
        summary: "Clear the caller's search history",
        security,
        response: { 200: deletedCountSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return { deleted: await clearSearchHistory(db, user.id) };
    },
  );

  app.delete(
    '/search-history/:id',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Delete one stored search (404 unless it is the caller’s)',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: deletedCountSchema, 404: errorBodySchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const deleted = await deleteSearchesByIds(db, user.id, [request.params.id]);
      if (deleted === 0) throw new AppError('not_found', 'No such search in your history.');
      return { deleted };
    },
  );

  // ---- interactions ----
  app.post(
    '/interactions',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Record a view, click or apply with the search context',
        security,
        body: recordInteractionBodySchema,
        response: { 200: recordInteractionResponseSchema, 404: errorBodySchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const { job_id: jobId, interaction_type: interactionType, search_context: context } = request.body;
      if (!(await jobExists(db, jobId))) throw new AppError('not_found', 'No such job.');
      await insertInteraction(db, {
        userId: user.id,
        jobId,
        interactionType,
        searchTerm: context?.search_term ?? null,
        cityFilter: context?.city_filter ?? null,
        stateFilter: context?.state_filter ?? null,
        workArrangementFilter: context?.work_arrangement_filter ?? null,
        employmentTypeFilter: context?.employment_type_filter ?? null,
      });
      return { recorded: true as const };
    },
  );

  app.get(
    '/interactions',
    {
      schema: {
        tags: ['personalization'],
        summary: "The caller's recorded interactions, newest first (at most 200)",
        security,
        response: { 200: interactionsResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return interactionsAnswer(db, user.id);
    },
  );

  app.delete(
    '/interactions',
    {
      schema: {
        tags: ['personalization'],
        summary: "Clear the caller's interactions",
        security,
        response: { 200: deletedCountSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return { deleted: await clearInteractions(db, user.id) };
    },
  );

  // ---- recommendations ----
  app.get(
    '/recommendations',
    {
      schema: {
        tags: ['personalization'],
        summary:
          'Personalised jobs with relevance_score and reasons (SPEC get_personalized_job_recommendations_v2)',
        description: 'Errors are logged and give an empty list (SPEC section 8).',
        security,
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return recommendJobs({
        db,
        userId: user.id,
        limit: request.query.limit,
        now: app.services.now(),
        log: request.log,
      });
    },
  );

  // ---- saved jobs ----
  app.get(
    '/saved-jobs',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Saved jobs, newest saved first; expired ones marked, never dropped',
        security,
        response: { 200: savedJobsResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return savedJobsAnswer(db, user.id, app.services.now());
    },
  );

  app.get(
    '/saved-jobs/ids',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Ids of the saved jobs (for save buttons)',
        security,
        response: { 200: savedJobIdsResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const saved = await savedJobRows(db, user.id, 1000);
      return { ids: saved.map((row) => row.jobId) };
    },
  );

  app.put(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Save a job (idempotent)',
        security,
        params: jobIdParamsSchema,
        response: { 200: savedStateSchema, 404: errorBodySchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const { jobId } = request.params;
      if (!(await jobExists(db, jobId))) throw new AppError('not_found', 'No such job.');
      await saveJob(db, user.id, jobId);
      return { job_id: jobId, saved: true };
    },
  );

  app.delete(
    '/saved-jobs/:jobId',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Unsave a job (idempotent)',
        security,
        params: jobIdParamsSchema,
        response: { 200: savedStateSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      await unsaveJob(db, user.id, request.params.jobId);
      return { job_id: request.params.jobId, saved: false };
    },
  );

  // ---- job alerts ----
  app.get(
    '/job-alerts',
    {
      schema: {
        tags: ['personalization'],
        summary: "The caller's job alerts",
        security,
        response: { 200: jobAlertsResponseSchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      return { alerts: await alertsAnswer(db, user.id) };
    },
  );

  app.post(
    '/job-alerts',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Save the search and filters as a daily or weekly alert',
        security,
        body: createAlertBodySchema,
        response: { 201: jobAlertResponseSchema, 409: errorBodySchema, ...personalErrors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      const body = request.body;
      const existing = await listAlerts(db, user.id);
      const same = existing.find(
        (row) =>
          (row.searchTerm ?? '').toLowerCase() === (body.search_term ?? '').toLowerCase() &&
          row.city === body.city &&
          row.state === body.state &&
          row.workArrangement === body.work_arrangement &&
          row.employmentType === body.employment_type,
      );
      if (same) throw new AppError('conflict', 'You already have an alert for this search.');
      if (!body.search_term && !body.city && !body.state && !body.work_arrangement && !body.employment_type) {
        // An alert for everything would mail the whole feed.
        throw new AppError('validation_error', 'Choose a search term or a filter for the alert.');
      }
      if (existing.length >= MAX_ALERTS_PER_USER) {
        throw new AppError('validation_error', `You can keep at most ${MAX_ALERTS_PER_USER} alerts.`);
      }
      const row = await insertAlert(db, {
        userId: user.id,
        searchTerm: body.search_term,
        city: body.city,
        state: body.state,
        workArrangement: body.work_arrangement,
        employmentType: body.employment_type,
        frequency: body.frequency,
        lastJobId: await newestJobId(db),
      });
      return reply.status(201).send({ alert: presentAlert(row) });
    },
  );

  app.patch(
    '/job-alerts/:id',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Change an alert’s frequency or pause/resume it (404 unless it is the caller’s)',
        security,
        params: alertIdParamsSchema,
        body: updateAlertBodySchema,
        response: { 200: jobAlertResponseSchema, 404: errorBodySchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const own = await findOwnAlert(db, user.id, request.params.id);
      if (!own) throw new AppError('not_found', 'No such alert.');
      const { frequency, active } = request.body;
      const updated = await updateAlert(db, own.id, {
        ...(frequency ? { frequency } : {}),
        ...(active === undefined
          ? {}
          : active
            ? // Resuming starts afresh: jobs added while paused are not mailed in one burst.
              { unsubscribedAt: null, lastJobId: await newestJobId(db) }
            : { unsubscribedAt: own.unsubscribedAt ?? app.services.now() }),
      });
      if (!updated) throw new AppError('not_found', 'No such alert.');
      return { alert: presentAlert(updated) };
    },
  );

  app.delete(
    '/job-alerts/:id',
    {
      schema: {
        tags: ['personalization'],
        summary: 'Delete an alert (404 unless it is the caller’s)',
        security,
        params: alertIdParamsSchema,
        response: { 200: deletedCountSchema, 404: errorBodySchema, ...personalErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const deleted = await deleteOwnAlert(db, user.id, request.params.id);
      if (deleted === 0) throw new AppError('not_found', 'No such alert.');
      return { deleted };
    },
  );

  // ---- account ----
  app.delete(
    '/account',
    {
      schema: {
        tags: ['personalization'],
        summary:
          'Delete the account (password confirms); community posts and comments stay as "deleted user"',
        security,
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...personalErrors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      await deleteAccount({
        db,
        storage,
        userId: user.id,
        password: request.body.password,
        log: request.log,
      });
      clearAuthCookies(reply, { secure: config.isHttps });
      return { deleted: true as const };
    },
  );
};

/** Reads a token and its alert; a forged, expired or dangling token is a 400. */
async function alertOfToken(app: Parameters<FastifyPluginAsyncZod>[0], token: string): Promise<JobAlertRow> {
  const id = verifyUnsubscribeToken(app.services.config.authSecret, token, app.services.now());
  const alert = id ? await findAlert(app.services.database.db, id) : null;
  if (!alert) throw new AppError('invalid_token', 'This unsubscribe link is not valid or has expired.');
  return alert;
}

async function unsubscribe(app: Parameters<FastifyPluginAsyncZod>[0], alert: JobAlertRow): Promise<void> {
  if (alert.unsubscribedAt) return;
  await updateAlert(app.services.database.db, alert.id, { unsubscribedAt: app.services.now() });
}

/**
 * One-click unsubscribe (RFC 8058) from the e-mail: no sign-in, a signed token names the alert. GET only
 * reads (link scanners prefetch links), POST unsubscribes; the mail client's POST carries a form body
 * 'List-Unsubscribe=One-Click', which is accepted and not needed.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, null),
  );
  app.addHook('onRequest', async (_request, reply) => noStore(reply));
  const schema = {
    tags: ['personalization'],
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeResponseSchema, 400: errorBodySchema },
  };
  app.get(
    '/job-alerts/unsubscribe',
    { schema: { ...schema, summary: 'What an unsubscribe link would stop (no change)' } },
    async (request) => {
      const alert = await alertOfToken(app, request.query.token);
      return { unsubscribed: alert.unsubscribedAt !== null, description: describeAlert(alertFilters(alert)) };
    },
  );
  app.post(
    '/job-alerts/unsubscribe',
    { schema: { ...schema, summary: 'Unsubscribe from the alert the token names (one click)' } },
    async (request) => {
      const alert = await alertOfToken(app, request.query.token);
      await unsubscribe(app, alert);
      return { unsubscribed: true, description: describeAlert(alertFilters(alert)) };
    },
  );
};

/**
 * The no-script fallback of the unsubscribe page (app/routes/alerts-unsubscribe.tsx, which GETs the API):
 * its form POSTs here before hydration; this unsubscribes and sends the browser back to the page (303).
 */
export const unsubscribePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, null),
  );
  const querystring = z.object({ token: z.string().max(2000).default('') });
  app.post('/alerts/unsubscribe', { schema: { hide: true, querystring } }, async (request, reply) => {
    noStore(reply);
    const { token } = request.query;
    const id = verifyUnsubscribeToken(app.services.config.authSecret, token, app.services.now());
    const alert = id ? await findAlert(app.services.database.db, id) : null;
    if (alert) await unsubscribe(app, alert);
    const target = `/alerts/unsubscribe?token=${encodeURIComponent(token)}${alert ? '&done=1' : ''}`;
    return reply.redirect(target, 303);
  });
};

/** Everything under /api of the personalization module. */
export const personalizationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unsubscribeRoutes);
  await app.register(personalRoutes);
};
