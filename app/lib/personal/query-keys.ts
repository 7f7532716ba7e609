/**
 * Query keys of the signed-in user's own data. Every key starts with the user id, so one user's cached
 * answers are never shown to the next user of the same tab; jobs and profile pages share these keys
 * (features do not import each other, so the meeting point lives here).
 */
export const personalKeys = {
  all: (userId: string) => ['personal', userId] as const,
  recommendations: (userId: string) => ['personal', userId, 'recommendations'] as const,
  recentSearches: (userId: string) => ['personal', userId, 'recent-searches'] as const,
  searchHistory: (userId: string) => ['personal', userId, 'search-history'] as const,
  interactions: (userId: string) => ['personal', userId, 'interactions'] as const,
  savedJobIds: (userId: string) => ['personal', userId, 'saved-job-ids'] as const,
  savedJobs: (userId: string) => ['personal', userId, 'saved-jobs'] as const,
  alerts: (userId: string) => ['personal', userId, 'alerts'] as const,
};
