import type { Route } from './+types/jobs';
import { searchPageMeta } from '../../core/job-search-ui.ts';
import { jobCardPage, jobSearchQuerySchema, type JobCardPage } from '../../core/jobs.ts';
import type { FilingRecord } from '../../core/sponsors/read-api.ts';
import {
  BrowseJobsPage,
  buildBreadcrumbJsonLd,
  JobDetailSkeleton,
  JOBS_BREADCRUMBS,
  jobsPath,
  freshFirstPage,
  readFilters,
  rememberFirstPage,
  usePendingJobDetail,
} from '../features/jobs/index.ts';
import { getSsr } from '../lib/context.ts';
import { getQueryClient } from '../lib/query-client.tsx';
import { pageMeta } from '../lib/seo.ts';

/** A search that found no job matching it exactly: the sponsor it may name is looked up. */
const asksSponsor = (result: JobCardPage) => result.match === 'related' || result.total_count === 0;

/**
 * The first page of results is rendered on the server; the browser loads the later ones. A search that
 * names a sponsor and found no job matching it exactly ('cognizant', 'amazon software engineer': the
 * listings are other companies') also gets that sponsor's figures, for a link to its record.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const { services } = getSsr(context);
  const result = await services.searchJobs(jobSearchQuerySchema.parse({ ...filters, page: 0 }));
  const terms = result.understood?.terms ?? '';
  // The search as typed too: reading it may have taken a place or a filler word out ('Texas A&M').
  const sponsor = asksSponsor(result) ? await services.sponsors.namedIn(terms, filters.search ?? '') : null;
  return { filters, result: jobCardPage(result), sponsor, renderedAt: Date.now() };
}

/** Coming back to a search seen in the last two minutes (SPEC search result cache) skips the server. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const client = getQueryClient();
  const filters = readFilters(new URL(request.url).searchParams);
  const firstPage = freshFirstPage(client, filters);
  const sponsorKey = ['search-sponsor', jobsPath(filters)];
  // The sponsor a search names is only asked for when it found no exact match; a page rendered by the
  // server left no answer in the cache, so such a search asks the server again.
  const sponsor = client.getQueryData<FilingRecord | null>(sponsorKey);
  if (firstPage && (sponsor !== undefined || !asksSponsor(firstPage))) {
    return { filters, result: firstPage, sponsor: sponsor ?? null, renderedAt: Date.now() };
  }
  const data = await serverLoader();
  rememberFirstPage(client, data.filters, data.result);
  client.setQueryData(sponsorKey, data.sponsor);
  return data;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const filters = loaderData?.filters ?? {};
  const { title, description, keywords } = searchPageMeta(filters);
  return pageMeta(root, {
    title,
    description,
    keywords,
    // Only the filter parameters, in one order: every spelling of a search has one canonical URL.
    path: jobsPath(filters),
    jsonLd: root ? [buildBreadcrumbJsonLd(JOBS_BREADCRUMBS, root.publicUrl)] : [],
  });
}

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  const isOpeningJob = usePendingJobDetail();
  if (isOpeningJob) return <JobDetailSkeleton />;
  return (
    <BrowseJobsPage
      filters={loaderData.filters}
      firstPage={loaderData.result}
      sponsor={loaderData.sponsor}
      renderedAt={loaderData.renderedAt}
    />
  );
}
