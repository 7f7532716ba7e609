import { useCallback, useEffect, useState } from 'react';
import type { Resume } from '../../../core/resumes.ts';
import { getResume } from './api/get-resume.ts';

/** What the route's loader already knows for the signed-in user (see app/routes/resume.tsx). */
export type InitialResume = {
  /** The user the loader answered for: another user (a sign-in in another tab) means the answer is stale. */
  userId: string | null;
  hasResume: boolean;
  /** The full record when the browser loaded it during navigation; undefined when only hasResume is known. */
  resume?: Resume | null;
};

export type ResumeState =
  { status: 'loading' } | { status: 'ready'; resume: Resume | null } | { status: 'error'; message: string };

function stateFromInitial(userId: string, initial: InitialResume): ResumeState {
  if (initial.userId !== userId) return { status: 'loading' };
  if (initial.resume !== undefined) return { status: 'ready', resume: initial.resume };
  // Nothing stored: the page has all it needs without asking the API.
  if (!initial.hasResume) return { status: 'ready', resume: null };
  return { status: 'loading' };
}

/**
 * The signed-in user's resume. The server-rendered page knows only whether one exists; the card's
 * details (name, size, what extraction found) are fetched in the browser. After an upload or a delete the
 * page sets the new value itself, so the API is not asked again.
 */
export function useResume(userId: string, initial: InitialResume) {
  const [state, setState] = useState<ResumeState>(() => stateFromInitial(userId, initial));
  const isLoading = state.status === 'loading';

  useEffect(() => {
    if (!isLoading) return;
    const controller = new AbortController();
    void getResume(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.ok ? { status: 'ready', resume: result.data } : { status: 'error', message: result.message },
      );
    });
    return () => controller.abort();
  }, [isLoading]);

  const setResume = useCallback((resume: Resume | null) => setState({ status: 'ready', resume }), []);
  // Back to loading runs the effect above again.
  const retry = useCallback(() => setState({ status: 'loading' }), []);

  return { state, setResume, retry };
}
