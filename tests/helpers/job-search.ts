import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { JobSearchResult } from '../../core/jobs.ts';

/** The `job_id`s of the jobs the jobs API lists for a search, sorted: which jobs match, whatever the order. */
export async function searchedJobIds(app: FastifyInstance, search: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/jobs', query: { search } });
  expect(response.statusCode).toBe(200);
  return response
    .json<JobSearchResult>()
    .jobs.map((job) => job.job_id)
    .sort();
}
