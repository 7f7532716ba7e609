/** Public face of the jobs feature: the /jobs and /jobs/{id} pages and what their route modules need. */
export { BrowseJobsPage, JOBS_BREADCRUMBS } from './browse-jobs-page.tsx';
export { JobDetailPage, useBackToJobs } from './job-detail-page.tsx';
export { JobDetailSkeleton } from './job-detail-skeleton.tsx';
export { JobNotFound } from './job-not-found.tsx';
export { JobCard } from './job-card.tsx';
export { usePendingJobDetail } from './use-pending-job-detail.ts';
export { useHasResume, invalidateHasResume } from './use-has-resume.ts';
export { freshFirstPage, rememberFirstPage } from './search-query.ts';
export { readFilters, jobsPath, jobDetailPath, type JobFilters } from './search-params.ts';
export { buildBreadcrumbJsonLd, buildJobPostingJsonLd } from './structured-data.ts';
export { isJobExpired, jobMetaDescription } from './job-facts.ts';
