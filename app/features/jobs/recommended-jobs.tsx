import { JobCard, type JobCardProps } from './job-card.tsx';
import { JobGridSkeleton } from './job-card-skeleton.tsx';
import type { JobFilters } from './search-params.ts';
import type { RecommendationsState } from './use-recommendations.ts';

const NO_FILTERS: JobFilters = {};
/** Cards per row at the widest layout; their logos are visible at once and load eagerly. */
const FIRST_ROW = 3;

/**
 * SPEC "Result header" with no search and no filter: the list under 'Recommended Jobs' starts with the
 * jobs picked for a signed-in user, each card with the reasons it was picked; the rest of the list follows.
 */
export function RecommendedJobs({
  recommendations,
  now,
  showResumeHint,
  onJobInteraction,
}: {
  recommendations: RecommendationsState;
  now: Date;
  showResumeHint: boolean;
  onJobInteraction: JobCardProps['onInteraction'];
}) {
  if (recommendations.status === 'loading') return <JobGridSkeleton />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="recommended-jobs">
      {recommendations.jobs.map((job, index) => (
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
  );
}
