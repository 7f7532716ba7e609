import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { cn } from '../../lib/cn.ts';
import { useSavedJobIds, useToggleSavedJob } from '../../lib/personal/saved-jobs.ts';
import { useSession } from '../auth/index.ts';

type SaveJobButtonProps = {
  jobId: number;
  jobTitle: string;
  /** 'compact' on cards (icon, a short word from sm up), 'large' on the job page. */
  size?: 'compact' | 'large';
  className?: string;
};

/**
 * Saves a job to the user's list on /profile. A toggle button: its name stays "Save {title}" and
 * aria-pressed says whether it is saved. Visitors are asked to sign in instead.
 */
export function SaveJobButton({ jobId, jobTitle, size = 'compact', className }: SaveJobButtonProps) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const savedIds = useSavedJobIds(userId);
  const toggle = useToggleSavedJob(userId);
  const [isPromptOpen, setPromptOpen] = useState(false);
  const isSaved = userId !== null && savedIds.has(jobId);
  const Icon = isSaved ? BookmarkCheck : Bookmark;

  function onClick() {
    if (!userId) {
      setPromptOpen(true);
      return;
    }
    toggle.mutate(
      { jobId, saved: !isSaved },
      {
        onError: (error) =>
          toast.error(isSaved ? 'Could not remove the job' : 'Could not save the job', {
            description: error.message,
          }),
      },
    );
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={isSaved}
        onClick={onClick}
        className={cn(
          buttonClasses({ variant: 'secondary', size: size === 'large' ? 'lg' : 'sm' }),
          isSaved && 'border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100',
          size === 'compact' && 'min-w-9 px-2 sm:px-3',
          className,
        )}
      >
        <Icon className={size === 'large' ? 'size-5' : 'size-4'} aria-hidden="true" />
        {/* The name stays "Save {title}" whatever the state; aria-pressed tells whether it is saved. */}
        <span aria-hidden="true" className={size === 'compact' ? 'hidden sm:inline' : undefined}>
          {isSaved ? 'Saved' : 'Save'}
        </span>
        <span className="sr-only">Save {jobTitle}</span>
      </button>
      {userId ? null : (
        <Dialog open={isPromptOpen} onClose={() => setPromptOpen(false)} title="Sign In Required">
          <p className="text-slate-700">Please sign in to save jobs.</p>
          <ButtonLink to={paths.auth} size="lg" className="mt-5 w-full sm:w-auto">
            Sign In
          </ButtonLink>
        </Dialog>
      )}
    </>
  );
}
