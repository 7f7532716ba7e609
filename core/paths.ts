/** One table of paths used by every link (bulletproof-react src/config/paths.ts). */
export const paths = {
  home: '/',
  jobs: '/jobs',
  job: (id: string | number) => `/jobs/${id}`,
  sponsors: '/sponsors',
  community: '/community',
  communityPost: (id: string) => `/community/post/${id}`,
  communityReview: '/community/review',
  auth: '/auth',
  authReset: (token: string) => `/auth?reset=true&token=${encodeURIComponent(token)}`,
  resume: '/resume',
  profile: '/profile',
  /** Landing page of an alert e-mail's unsubscribe link (?token=...). */
  alertsUnsubscribe: '/alerts/unsubscribe',
} as const;
