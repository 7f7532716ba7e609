import { useEffect, useState } from 'react';
import { loadHasResume } from '../../lib/has-resume-cache.ts';
import { useSession } from '../auth/index.ts';
import { fetchHasResume } from './api/fetch-has-resume.ts';

// The cache is shared with the resume page, which invalidates it after an upload or a delete.
export { invalidateHasResume } from '../../lib/has-resume-cache.ts';

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
    void loadHasResume(userId, fetchHasResume).then((hasResume) => {
      if (isCurrent) setKnown({ userId, hasResume });
    });
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  return userId && known?.userId === userId ? known.hasResume : null;
}
