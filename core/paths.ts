/** One table of paths used by every link (bulletproof-react src/config/paths.ts). */
export const paths = {
  home: '/',
  jobs: '/jobs',
  job: (id: string | number) => `/jobs/${id}`,
  sponsors: '/sponsors',
  sponsorsSitemap: '/sponsors-sitemap.xml',
  sponsor: (slug: string) => `/sponsors/${slug}`,
  sponsorApi: (slug: string) => `/api/sponsors/${slug}`,
  sponsorCsv: (slug: string) => `/api/sponsors/${slug}/csv`,
  community: '/community',
  /** A category's list; SPEC: its canonical URL carries ?category={value}. */
  communityCategory: (category: string) => `/community?category=${encodeURIComponent(category)}`,
  communityPost: (id: string) => `/community/post/${id}`,
  communityReview: '/community/review',
  auth: '/auth',
  authReset: (token: string) => `/auth?reset=true&token=${encodeURIComponent(token)}`,
  resume: '/resume',
  profile: '/profile',
  /** Share images rendered on the server (1200x630 PNG). */
  jobImage: (id: string | number) => `/og/jobs/${id}.png`,
  postImage: (id: string) => `/og/posts/${id}.png`,
  /** Landing page of an alert e-mail's unsubscribe link (?token=...). */
  alertsUnsubscribe: '/alerts/unsubscribe',
} as const;
