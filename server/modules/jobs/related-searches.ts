import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../core/errors.ts';
import { jobSearchQuerySchema } from '../../../core/jobs.ts';
import {
  relatedSearchesQuerySchema,
  relatedSearchesResponseSchema,
  type RelatedSearchesResponse,
} from '../../../core/related-searches-api.ts';
import {
  dominantIndustries,
  FIELD_TITLE_SAMPLE,
  RELATED_TITLE_SAMPLE,
  relatedSearches,
} from '../../../core/related-searches.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { jobSearch, jobs } from '../../../db/schema/index.ts';
import { searchJobIds } from './search.ts';

/** Public data that changes only with ingestion: shared caches may keep it a while. */
const RELATED_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/**
 * 'Related searches:' for a search (core/related-searches.ts): SPEC's keyword rules, else role names from
 * the data. Bounded work: one search for RELATED_TITLE_SAMPLE ids (the same bounded search as GET /api/jobs,
 * intents and typo correction included) and their titles, then the newest FIELD_TITLE_SAMPLE jobs of the
 * results' main industries (a date-ordered walk that stops at the limit).
 */
export async function findRelatedSearches(db: DbOrTx, search: string): Promise<RelatedSearchesResponse> {
  const byRule = relatedSearches(search, []);
  if (byRule.length > 0) return { search, suggestions: byRule };
  const page = await searchJobIds(
    db,
    jobSearchQuerySchema.parse({ search, page: 0, pageSize: RELATED_TITLE_SAMPLE }),
  );
  if (page.ids.length === 0) return { search, suggestions: [] };
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, industry: jobs.industry })
    .from(jobs)
    .where(inArray(jobs.id, page.ids));
  const industries = dominantIndustries(rows.map((row) => row.industry));
  const field =
    industries.length === 0
      ? []
      : await db
          .select({ title: jobs.title })
          .from(jobSearch)
          .innerJoin(jobs, eq(jobs.id, jobSearch.id))
          .where(
            and(
              inArray(jobs.industry, industries),
              or(isNull(jobSearch.expiresAt), gt(jobSearch.expiresAt, sql`now()`)),
            ),
          )
          .orderBy(desc(jobSearch.postedAt), desc(jobSearch.id))
          .limit(FIELD_TITLE_SAMPLE);
  const titleById = new Map(rows.map((row) => [row.id, row.title]));
  const titles = page.ids.map((id) => titleById.get(id)).filter((title) => title !== undefined);
  return {
    search,
    suggestions: relatedSearches(
      search,
      titles,
      field.map((row) => row.title),
    ),
  };
}

/** GET /api/jobs/related-searches?search=: public like the search itself; only GET is served. */
export const relatedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  app.get(
    '/jobs/related-searches',
    {
      schema: {
        tags: ['jobs'],
        summary: "Related searches for a search term (the /jobs page's 'Related searches:' chips)",
        querystring: relatedSearchesQuerySchema,
        response: { 200: relatedSearchesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', RELATED_CACHE);
      return findRelatedSearches(db, request.query.search);
    },
  );
};
