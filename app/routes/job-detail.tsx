import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/job-detail';
import { META_DESCRIPTION_LENGTH } from '../../core/constants.ts';
import { paths } from '../../core/paths.ts';
import {
  buildBreadcrumbJsonLd,
  buildJobPostingJsonLd,
  JOBS_BREADCRUMBS,
  isJobExpired,
  JobDetailPage,
  JobDetailSkeleton,
  jobMetaDescription,
  JobNotFound,
  useBackToJobs,
  usePendingJobDetail,
} from '../features/jobs/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  // Ids are database ids: anything else cannot exist, and must not reach the query as NaN.
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
  const job = id ? await getSsr(context).services.getJob(id) : null;
  // A real 404 status (not a soft 404), so crawlers drop removed jobs; the ErrorBoundary renders it.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
  if (!job) throw data(null, { status: 404 });
  const salaryAnalysis = await getSsr(context).services.sponsors.salaryAnalysis(job);
  return { job, salaryAnalysis, renderedAt: Date.now() };
}

/** The job does not depend on the query string (list filters for the back link, autoAnalyze). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!loaderData) {
    return pageMeta(root, {
      title: 'Job Not Found',
      description: "The job you're looking for doesn't exist or has been removed.",
      path: paths.job(params.id),
      noindex: true,
    });
  }
  const { job, renderedAt } = loaderData;
  // An expired posting stays readable for people who saved the link, but leaves search results.
  const isExpired = isJobExpired(job, new Date(renderedAt));
  return pageMeta(root, {
    title: `${job.title} at ${job.organization}`,
    description: jobMetaDescription(job, META_DESCRIPTION_LENGTH),
    keywords: [job.title, job.organization, job.location, 'H1B jobs', 'visa sponsorship', 'work visa'].join(
      ', ',
    ),
    path: paths.job(job.id),
    noindex: isExpired,
    image: { path: paths.jobImage(job.id), alt: `${job.title} at ${job.organization}` },
    jsonLd:
      root && !isExpired
        ? [
            buildJobPostingJsonLd(job, root.publicUrl, new Date(renderedAt)),
            buildBreadcrumbJsonLd(
              [...JOBS_BREADCRUMBS, { name: job.title, path: paths.job(job.id) }],
              root.publicUrl,
            ),
          ]
        : [],
  });
}

export default function JobDetailRoute({ loaderData }: Route.ComponentProps) {
  const isOpeningJob = usePendingJobDetail();
  if (isOpeningJob) return <JobDetailSkeleton />;
  return (
    <JobDetailPage
      key={loaderData.job.id}
      job={loaderData.job}
      renderedAt={loaderData.renderedAt}
      salaryAnalysis={loaderData.salaryAnalysis}
    />
  );
}

/** SPEC: on error or a missing job, 'Job Not Found' with Back to Jobs (keeping the list's filters). */
export function ErrorBoundary() {
  const { href } = useBackToJobs();
  return <JobNotFound backTo={href} />;
}
