import { Briefcase, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../auth/index.ts';
import { CurrentResumeCard } from './components/current-resume-card.tsx';
import { ResumeDropZone } from './components/resume-drop-zone.tsx';
import { useResume, type InitialResume } from './use-resume.ts';
import { useResumeUpload } from './use-resume-upload.ts';

const UPLOAD_HEADING_ID = 'resume-upload-heading';
const CURRENT_HEADING_ID = 'resume-current-heading';

/** SPEC "/resume" Resume Management: signed-out visitors see Sign In Required, everyone else their resume. */
export function ResumePage({ initial }: { initial: InitialResume }) {
  const session = useSession();

  if (session.status === 'loading') {
    return (
      <Card className="mx-auto max-w-3xl p-8" aria-busy="true">
        <span className="sr-only">Loading your resume</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-6 h-40 w-full" />
      </Card>
    );
  }

  if (session.status === 'signed-out') {
    return <SignInRequired message="Please sign in to upload and manage your resume." />;
  }

  // A different user (signed in from another tab) starts from a clean slate.
  return <ResumeManager key={session.user.id} userId={session.user.id} initial={initial} />;
}

function ResumeManager({ userId, initial }: { userId: string; initial: InitialResume }) {
  const { state, setResume, retry } = useResume(userId, initial);
  const { upload, progress } = useResumeUpload(setResume);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const shouldFocusUpload = useRef(false);
  const resume = state.status === 'ready' ? state.resume : null;
  // While the card loads (only after a switch of user) the zone says "replace" rather than claim that
  // nothing is stored.
  const hasResume = resume !== null || state.status === 'loading';

  // After a delete the focused button is gone with its card: continue from the upload zone.
  useEffect(() => {
    if (resume !== null || !shouldFocusUpload.current) return;
    shouldFocusUpload.current = false;
    uploadButtonRef.current?.focus();
  }, [resume]);

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Resume Management</h1>
      <p className="mt-2 text-slate-700">
        Keep one resume here. AI Analysis compares it with a job’s description and suggests how to improve it
        for that role.
      </p>

      {state.status === 'ready' && state.resume === null ? null : (
        <section aria-labelledby={CURRENT_HEADING_ID} className="mt-8">
          <h2 id={CURRENT_HEADING_ID} className="text-lg font-semibold text-slate-900">
            Your resume
          </h2>
          <div className="mt-3">
            {state.status === 'loading' ? <ResumeCardSkeleton /> : null}
            {state.status === 'error' ? <ResumeLoadError message={state.message} onRetry={retry} /> : null}
            {resume ? (
              <CurrentResumeCard
                resume={resume}
                onDeleted={() => {
                  shouldFocusUpload.current = true;
                  setResume(null);
                }}
              />
            ) : null}
          </div>
        </section>
      )}

      <section aria-labelledby={UPLOAD_HEADING_ID} className="mt-8">
        <h2 id={UPLOAD_HEADING_ID} className="text-lg font-semibold text-slate-900">
          {hasResume ? 'Replace your resume' : 'Upload your resume'}
        </h2>
        {hasResume ? null : (
          <p className="mt-1 text-sm text-slate-700">
            You have not uploaded a resume yet. Upload one to use AI Analysis on any job.
          </p>
        )}
        <div className="mt-3">
          <ResumeDropZone
            hasResume={hasResume}
            progress={progress}
            onFile={(file) => void upload(file)}
            buttonRef={uploadButtonRef}
          />
        </div>
        <p className="mt-3 flex gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>Only you can download your resume. Deleting it removes the file from our storage.</span>
        </p>
      </section>

      {resume ? (
        <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 pt-6 text-slate-700">
          <Briefcase className="size-5 text-brand-700" aria-hidden="true" />
          Ready to put it to work?
          <Link
            to={paths.jobs}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Browse jobs and run AI Analysis
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function ResumeCardSkeleton() {
  return (
    <Card className="p-5 sm:p-6" aria-busy="true">
      <span className="sr-only">Loading your resume</span>
      <div className="flex items-start gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-9 w-full max-w-sm" />
        </div>
      </div>
      <Skeleton className="mt-5 h-11 w-40" />
    </Card>
  );
}

function ResumeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="p-5 sm:p-6" role="alert">
      <p className="font-semibold text-slate-900">We could not load your resume.</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}
