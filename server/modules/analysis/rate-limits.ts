import type { RateLimitRule } from '../../lib/rate-limiter.ts';

/**
 * Per user: a person reading job after job stays far below these; a script looping over jobs does not.
 * A stored answer costs nothing, but counting every call keeps the rule simple to reason about.
 */
export const ANALYSIS_RATE_LIMITS = {
  perUserMinute: { limit: 10, windowSeconds: 60 },
  perUserDay: { limit: 200, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export function analysisLimits(userId: string): { key: string; rule: RateLimitRule }[] {
  return [
    { key: `analysis:user-minute:${userId}`, rule: ANALYSIS_RATE_LIMITS.perUserMinute },
    { key: `analysis:user-day:${userId}`, rule: ANALYSIS_RATE_LIMITS.perUserDay },
  ];
}
