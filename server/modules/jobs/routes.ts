import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../core/errors.ts';
import { jobSchema, jobSearchQuerySchema, jobSearchResultSchema } from '../../../core/jobs.ts';
import { relatedSearchRoutes } from './related-searches.ts';
import { getJob, listCities, listStates, searchJobs } from './service.ts';

/** Search results are public and change with ingestion, so caches may keep them briefly (SPEC: fresh 2 min). */
const SEARCH_CACHE = 'public, max-age=60, stale-while-revalidate=120';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const cache = app.services.searchResults;
  await app.register(relatedSearchRoutes);

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search jobs: full text with typo tolerance and synonyms, filters, pages of 30',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResultSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', SEARCH_CACHE);
      return searchJobs({ db, query: request.query, cache });
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: jobSchema, 404: errorBodySchema },
      },
    },
    async (request) => getJob({ db, id: request.params.id }),
  );

  app.get(
    '/locations/cities',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Cities that have listed jobs',
        response: { 200: z.array(z.object({ city_name: z.string() })) },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return listCities({ db });
    },
  );

  app.get(
    '/locations/states',
    {
      schema: {
        tags: ['jobs'],
        summary: 'States that have listed jobs',
        response: { 200: z.array(z.object({ state_name: z.string() })) },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return listStates({ db });
    },
  );
};
