import type { Recommendation } from '../../../core/personalization/api.ts';
import { JobCard, type JobCardProps } from './job-card.tsx';
import { JobGridSkeleton } from './job-card-skeleton.tsx';
import type { JobFilters } from './search-params.ts';

export const RECOMMENDED_HEADING_ID = 'recommended-jobs-heading';
const NO_FILTERS: JobFilters = {};
/** Cards per row at the widest layout; their logos are visible at once and load eagerly. */
const FIRST_ROW = 3;

/**
 * SPEC "Result header" with no search and no filter, for a signed-in user: 'Recommended Jobs' with
 * 'Personalized opportunities based on your activity', each card with the reasons it was picked.
 */
export function RecommendedJobs({
  status,
  jobs,
  now,
  showResumeHint,
  onJobInteraction,
}: {
  status: 'loading' | 'ready';
  jobs: readonly Recommendation[];
  now: Date;
  showResumeHint: boolean;
  onJobInteraction: JobCardProps['onInteraction'];
}) {
  return (
    <section
      aria-labelledby={RECOMMENDED_HEADING_ID}
      aria-busy={status === 'loading' || undefined}
      className="space-y-5"
    >
      <div>
        <h2
          id={RECOMMENDED_HEADING_ID}
          className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          Recommended Jobs
        </h2>
        <p className="mt-1 text-sm text-slate-700">Personalized opportunities based on your activity</p>
      </div>
      {status === 'loading' ? (
        <JobGridSkeleton />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobCard
                job={job}
                filters={NO_FILTERS}
                now={now}
                isAboveFold={index < FIRST_ROW}
                showResumeHint={showResumeHint}
                onInteraction={onJobInteraction}
                reasons={job.reasons}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
