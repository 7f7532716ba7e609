import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Job } from '../../../core/jobs.ts';
import { paths } from '../../../core/paths.ts';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';

/**
 * The AI Resume Analysis action of the detail page. The analysis itself (resume check, dialog, result)
 * arrives with the analysis issue and replaces the signed-in branch; the sign-in rule is already SPEC's.
 */
export function useResumeAnalysis(job: Pick<Job, 'id' | 'title'>): { analyze: () => void; isReady: boolean } {
  const session = useSession();
  const navigate = useNavigate();
  const isSignedIn = session.status === 'signed-in';

  const analyze = useCallback(() => {
    if (!isSignedIn) {
      toast.error('Sign In Required', {
        description: 'Please sign in to analyze your resume against this job.',
        action: { label: 'Sign In', onClick: () => void navigate(paths.auth) },
      });
      return;
    }
    toast.info('AI Resume Analysis is coming soon', {
      id: `analysis-${job.id}`,
      description: `Checking your resume against "${job.title}" is not available yet. You can still apply now.`,
    });
  }, [isSignedIn, job.id, job.title, navigate]);

  return { analyze, isReady: session.status !== 'loading' };
}
