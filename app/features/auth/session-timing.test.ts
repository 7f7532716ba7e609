import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_THRESHOLD_S } from '../../../core/constants.ts';
import { needsRefresh } from './session-timing.ts';

describe('needsRefresh (SPEC section 9: refresh when 90 s or less remain)', () => {
  const now = 1_700_000_000_000;
  const nowS = now / 1000;
  it('does nothing without a session', () => {
    expect(needsRefresh(null, now)).toBe(false);
  });
  it('waits while more than the threshold remains', () => {
    expect(needsRefresh({ expires_at: nowS + SESSION_REFRESH_THRESHOLD_S + 1 }, now)).toBe(false);
  });
  it('refreshes at the threshold, inside it, and after expiry', () => {
    expect(needsRefresh({ expires_at: nowS + SESSION_REFRESH_THRESHOLD_S }, now)).toBe(true);
    expect(needsRefresh({ expires_at: nowS + 10 }, now)).toBe(true);
    expect(needsRefresh({ expires_at: nowS - 10 }, now)).toBe(true);
  });
});
