import { Link } from 'react-router';
import type { SavedJobsResponse } from '../../../core/personalization/api.ts';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSavedJobs, useToggleSavedJob } from '../../lib/personal/saved-jobs.ts';
import type { ServerSeed } from '../../lib/personal/server-seed.ts';
import { formatMemberSince as formatDate } from './format-member-since.ts';
import { ProfileSection, SectionError, SectionLoading } from './profile-section.tsx';

/** The jobs the user saved, newest first; expired ones stay, marked, so nothing saved silently vanishes. */
export function SavedJobsSection({ userId, seed }: { userId: string; seed?: ServerSeed<SavedJobsResponse> }) {
  const saved = useSavedJobs(userId, seed);
  const toggle = useToggleSavedJob(userId);

  return (
    <ProfileSection title="Saved jobs" description="Jobs you saved with the Save button.">
      {saved.isPending ? (
        <SectionLoading label="Loading saved jobs" />
      ) : saved.isError ? (
        <SectionError message={saved.error.message} />
      ) : saved.data.jobs.length === 0 ? (
        <p className="text-sm text-slate-700">
          No saved jobs yet. Use Save on a job in{' '}
          <Link to={paths.jobs} className="font-medium text-brand-700 underline underline-offset-2">
            Browse Jobs
          </Link>{' '}
          to keep it here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {saved.data.jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={paths.job(job.id)}
                  className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {job.title}
                </Link>
                <p className="text-sm text-slate-700">
                  {job.organization} · {job.location}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  {job.expired ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                      Expired
                    </span>
                  ) : null}
                  Saved {formatDate(job.saved_at)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  toggle.mutate(
                    { jobId: job.id, saved: false },
                    {
                      onError: (error) =>
                        toast.error('Could not remove the job', { description: error.message }),
                    },
                  )
                }
              >
                Remove<span className="sr-only"> {job.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
