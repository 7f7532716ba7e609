/** SPEC section 9 constants of personalization (search tracking, recent searches, recommendations). */

/** Delayed search tracking: a record 2 s after the last keystroke. */
export const SEARCH_TRACKING_DELAY_MS = 2_000;
/** Recent-search list cache: 30 s. */
export const RECENT_SEARCHES_CACHE_MS = 30_000;
/** Recommendations limit (get_personalized_job_recommendations_v2 limit_count). */
export const RECOMMENDATIONS_LIMIT = 30;
/** Recommendations: fresh 2 min, kept 15 min, 2 retries with backoff from 1 s up to 5 s, no refetch on focus. */
export const RECOMMENDATIONS_FRESH_MS = 2 * 60 * 1000;
export const RECOMMENDATIONS_KEEP_MS = 15 * 60 * 1000;
export const RECOMMENDATIONS_RETRIES = 2;
export const RECOMMENDATIONS_RETRY_BASE_MS = 1_000;
export const RECOMMENDATIONS_RETRY_MAX_MS = 5_000;
export const RECOMMENDATIONS_REFETCH_ON_FOCUS = false;
/** Recommendations auto-refresh: every 15 min while signed in; also 1.5 s after a click or apply is saved. */
export const RECOMMENDATIONS_REFRESH_MS = 15 * 60 * 1000;
export const RECOMMENDATIONS_REFRESH_AFTER_INTERACTION_MS = 1_500;
/** Recommendations: at most this many jobs of one company. */
export const RECOMMENDATIONS_PER_COMPANY = 3;

/** Backoff before retry `attempt` (0-based): 1 s, 2 s, 4 s, ... capped at 5 s. */
export function recommendationsRetryDelay(attempt: number): number {
  return Math.min(RECOMMENDATIONS_RETRY_BASE_MS * 2 ** attempt, RECOMMENDATIONS_RETRY_MAX_MS);
}

/** Job alerts: how often one is sent. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_INTERVAL_MS: Record<AlertFrequency, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};
/** At most this many jobs in one alert e-mail (the newest); the rest are left for the link to the search. */
export const ALERT_MAX_JOBS_PER_MAIL = 20;
/** Alerts one user may keep. */
export const MAX_ALERTS_PER_USER = 20;
/** An unsubscribe link stays valid this long (e-mails are read late). */
export const UNSUBSCRIBE_TOKEN_TTL_S = 90 * 24 * 60 * 60;

/** Interaction kinds (SPEC section 3 "Job interaction"). */
export const INTERACTION_TYPES = ['view', 'click', 'apply'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** How a deleted account's community posts and comments are attributed. */
export const DELETED_USER_NAME = 'deleted user';
