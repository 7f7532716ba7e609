import type { DbOrTx } from '../../../db/client.ts';
import type { Job, JobSearchQuery, JobSearchResult } from '../../../core/jobs.ts';
import { AppError } from '../../errors.ts';
import { presentJob, presentJobListItem } from './presenters.ts';
import { findJobById, findJobsByIds, listDistinct } from './repository.ts';
import type { SearchResultCache } from './result-cache.ts';
import { searchJobIds } from './search.ts';

/** A page of results, from the shared result cache when there is one (SEARCH_CACHE). */
export function searchJobs(options: {
  db: DbOrTx;
  query: JobSearchQuery;
  cache?: SearchResultCache | null;
}): Promise<JobSearchResult> {
  const { db, query, cache } = options;
  return cache ? cache.get(query, () => searchJobsNow(db, query)) : searchJobsNow(db, query);
}

async function searchJobsNow(db: DbOrTx, query: JobSearchQuery): Promise<JobSearchResult> {
  const page = await searchJobIds(db, query);
  const rows = await findJobsByIds(db, page.ids);
  return {
    jobs: rows.map(presentJobListItem),
    total_count: page.total,
    page: query.page,
    page_size: query.pageSize,
    has_more: page.hasMore,
    match: page.match,
    understood: page.understood,
  };
}

export async function getJob(options: { db: DbOrTx; id: number }): Promise<Job> {
  const row = await findJobById(options.db, options.id);
  if (!row) throw new AppError('not_found', "The job you're looking for doesn't exist or has been removed.");
  return presentJob(row);
}

export async function listCities(options: { db: DbOrTx }): Promise<{ city_name: string }[]> {
  return (await listDistinct(options.db, 'city')).map((city_name) => ({ city_name }));
}

export async function listStates(options: { db: DbOrTx }): Promise<{ state_name: string }[]> {
  return (await listDistinct(options.db, 'state')).map((state_name) => ({ state_name }));
}
