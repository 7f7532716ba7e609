import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnalysisResult } from '../../../core/analysis/schema.ts';
import type { Job } from '../../../core/jobs.ts';
import { paths } from '../../../core/paths.ts';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';
import { ANALYSIS_TOASTS, failureToast, isMissingDescription, qualityToast } from './analysis-toasts.ts';
import { analyzeResumeRequest } from './api/analyze-resume.ts';
import { useHasResume } from './use-has-resume.ts';

export type AnalysisStatus = 'idle' | 'analyzing' | 'done';

export type ResumeAnalysis = {
  analyze: () => void;
  /** False while the session loads: the button waits rather than guessing. */
  isReady: boolean;
  status: AnalysisStatus;
  isDialogOpen: boolean;
  result: AnalysisResult | null;
  /** Closing the dialog clears the result (SPEC section 4 "Resume analysis"). */
  close: () => void;
};

/**
 * The AI Resume Analysis action of the detail page (SPEC section 4 "Resume analysis"): idle, then analyzing
 * (button disabled, 'Analyzing...'), the dialog with 'Processing your resume analysis...', then the result.
 */
export function useResumeAnalysis(job: Pick<Job, 'id' | 'title' | 'description_text'>): ResumeAnalysis {
  const session = useSession();
  const navigate = useNavigate();
  const hasResume = useHasResume();
  const isSignedIn = session.status === 'signed-in';
  const [status, setStatus] = useState<AnalysisStatus>('idle');
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const controller = useRef<AbortController | null>(null);

  const analyze = useCallback(() => {
    if (status === 'analyzing') return;
    if (!isSignedIn) {
      toast.error(ANALYSIS_TOASTS.signInRequired.title, {
        description: ANALYSIS_TOASTS.signInRequired.description,
        action: { label: 'Sign In', onClick: () => void navigate(paths.auth) },
      });
      return;
    }
    // null = not known yet: the server answers resume_required itself when there is none.
    if (hasResume === false) {
      toast.error(ANALYSIS_TOASTS.resumeRequired.title, {
        description: ANALYSIS_TOASTS.resumeRequired.description,
        action: { label: 'Upload Resume', onClick: () => void navigate(paths.resume) },
      });
      return;
    }
    if (isMissingDescription(job.description_text)) {
      toast.error(ANALYSIS_TOASTS.notAvailable.title, {
        description: ANALYSIS_TOASTS.notAvailable.description,
      });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('analyzing');
    setResult(null);
    setDialogOpen(true);
    const toastId = `analysis-${job.id}`;
    toast.loading(ANALYSIS_TOASTS.analyzing.title, {
      id: toastId,
      description: ANALYSIS_TOASTS.analyzing.description,
    });
    void analyzeResumeRequest({ job_id: job.id, job_title: job.title }, current.signal).then((answer) => {
      if (current.signal.aborted) return;
      if (!answer.ok) {
        const failure = failureToast(answer);
        toast.error(failure.title, {
          id: toastId,
          description: failure.description,
          action:
            answer.code === 'resume_required'
              ? { label: 'Upload Resume', onClick: () => void navigate(paths.resume) }
              : undefined,
        });
        setStatus('idle');
        setDialogOpen(false);
        return;
      }
      const quality = qualityToast(answer.data);
      if (quality) toast.warning(quality.title, { description: quality.description });
      toast.success(ANALYSIS_TOASTS.complete.title, {
        id: toastId,
        description: `Match score ${answer.data.match_score}% (${answer.data.match_label}).`,
      });
      setResult(answer.data);
      setStatus('done');
    });
  }, [status, isSignedIn, hasResume, job.id, job.title, job.description_text, navigate]);

  const close = useCallback(() => {
    if (controller.current && !controller.current.signal.aborted) toast.dismiss(`analysis-${job.id}`);
    controller.current?.abort();
    controller.current = null;
    setDialogOpen(false);
    setResult(null);
    setStatus('idle');
  }, [job.id]);

  return { analyze, isReady: session.status !== 'loading', status, isDialogOpen, result, close };
}
