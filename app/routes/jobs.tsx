import type { Route } from './+types/jobs';
import { searchPageMeta } from '../../core/job-search-ui.ts';
import { jobSearchQuerySchema } from '../../core/jobs.ts';
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

/** The first page of results is rendered on the server; the browser loads the later ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const result = await getSsr(context).services.searchJobs(
    jobSearchQuerySchema.parse({ ...filters, page: 0 }),
  );
  return { filters, result, renderedAt: Date.now() };
}

/** Coming back to a search seen in the last two minutes (SPEC search result cache) skips the server. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const client = getQueryClient();
  const filters = readFilters(new URL(request.url).searchParams);
  const firstPage = freshFirstPage(client, filters);
  if (firstPage) return { filters, result: firstPage, renderedAt: Date.now() };
  const data = await serverLoader();
  rememberFirstPage(client, data.filters, data.result);
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
      renderedAt={loaderData.renderedAt}
    />
  );
}
