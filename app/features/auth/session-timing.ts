import type { SessionInfo } from '../../../core/auth.ts';
import { SESSION_REFRESH_THRESHOLD_S } from '../../../core/constants.ts';

/** True when the access token expires within the refresh threshold (SPEC section 9), or already has. */
export function needsRefresh(session: SessionInfo | null, nowMs: number): boolean {
  if (!session) return false;
  return session.expires_at - nowMs / 1000 <= SESSION_REFRESH_THRESHOLD_S;
}
