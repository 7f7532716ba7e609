import { useCallback, useEffect, useState } from 'react';
import type { Resume } from '../../../core/resume-rules.ts';
import { getResume } from './api/get-resume.ts';

/** What the route's loader answered for the signed-in user (see app/routes/resume.tsx). */
export type InitialResume = {
  /** The user the loader answered for: another user (a sign-in in another tab) means the answer is stale. */
  userId: string | null;
  /** The stored resume, or null when there is none (or nobody is signed in). */
  resume: Resume | null;
};

export type ResumeState =
  { status: 'loading' } | { status: 'ready'; resume: Resume | null } | { status: 'error'; message: string };

function stateFromInitial(userId: string, initial: InitialResume): ResumeState {
  // The loader's answer belongs to someone else: ask the API for this user's resume.
  if (initial.userId !== userId) return { status: 'loading' };
  return { status: 'ready', resume: initial.resume };
}

/**
 * The signed-in user's resume. The loader already holds the whole record, so the card is in the server
 * HTML; the browser asks the API only when the session changed to another user since the loader ran, or
 * to retry after that request failed. After an upload or a delete the page sets the new value itself.
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
