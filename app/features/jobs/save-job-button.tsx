import { useState } from 'react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
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
export function SaveJobButton(props: SaveJobButtonProps) {
  const session = useSession();
  // Two components, so a visitor's 30 cards carry no saved-jobs query or mutation (a third of a card's
  // server render went there).
  return session.status === 'signed-in' ? (
    <SignedInSaveButton {...props} userId={session.user.id} />
  ) : (
    <VisitorSaveButton {...props} />
  );
}

function SignedInSaveButton({ userId, ...props }: SaveJobButtonProps & { userId: string }) {
  const isSaved = useSavedJobIds(userId).has(props.jobId);
  const toggle = useToggleSavedJob(userId);
  return (
    <SaveToggle
      {...props}
      isSaved={isSaved}
      onClick={() =>
        toggle.mutate(
          { jobId: props.jobId, saved: !isSaved },
          {
            onError: (error) =>
              toast.error(isSaved ? 'Could not remove the job' : 'Could not save the job', {
                description: error.message,
              }),
          },
        )
      }
    />
  );
}

function VisitorSaveButton(props: SaveJobButtonProps) {
  const [prompt, setPrompt] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <SaveToggle {...props} isSaved={false} onClick={() => setPrompt('open')} />
      {/* Mounted once first opened, then kept: closing the native dialog returns focus to this button. */}
      {prompt === 'never' ? null : (
        <Dialog open={prompt === 'open'} onClose={() => setPrompt('closed')} title="Sign In Required">
          <p className="text-slate-700">Please sign in to save jobs.</p>
          <ButtonLink to={paths.auth} size="lg" className="mt-5 w-full sm:w-auto">
            Sign In
          </ButtonLink>
        </Dialog>
      )}
    </>
  );
}

function SaveToggle({
  jobTitle,
  size = 'compact',
  className,
  isSaved,
  onClick,
}: SaveJobButtonProps & { isSaved: boolean; onClick: () => void }) {
  return (
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
      <SpriteIcon
        name={isSaved ? 'bookmark-check' : 'bookmark'}
        className={size === 'large' ? 'size-5' : 'size-4'}
      />
      {/* The name stays "Save {title}" whatever the state; aria-pressed tells whether it is saved. */}
      <span aria-hidden="true" className={size === 'compact' ? 'hidden sm:inline' : undefined}>
        {isSaved ? 'Saved' : 'Save'}
      </span>
      <span className="sr-only">{`Save ${jobTitle}`}</span>
    </button>
  );
}
