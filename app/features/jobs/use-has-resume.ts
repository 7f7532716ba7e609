import { useEffect, useState } from 'react';
import { useSession } from '../auth/index.ts';
import { fetchHasResume } from './api/fetch-has-resume.ts';

// One request per signed-in user per page session: every card asks, the server is asked once.
const answers = new Map<string, Promise<boolean>>();

function loadHasResume(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = fetchHasResume();
    answers.set(userId, answer);
  }
  return answer;
}

/** Forget the cached answer, e.g. after the resume page uploads or deletes one. */
export function invalidateHasResume(): void {
  answers.clear();
}

/**
 * Whether the signed-in user has a resume: true or false once known, null while unknown or when signed out
 * (the resume check only runs for signed-in users, SPEC section 7).
 */
export function useHasResume(): boolean | null {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [known, setKnown] = useState<{ userId: string; hasResume: boolean } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    void loadHasResume(userId).then((hasResume) => {
      if (isCurrent) setKnown({ userId, hasResume });
    });
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  return userId && known?.userId === userId ? known.hasResume : null;
}
