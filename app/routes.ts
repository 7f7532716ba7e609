import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('alerts/unsubscribe', 'routes/alerts-unsubscribe.tsx'),
  route('resume', 'routes/resume.tsx'),
  route('jobs', 'routes/jobs.tsx'),
  route('jobs/:id', 'routes/job-detail.tsx'),
  route('sponsors', 'routes/sponsors.tsx'),
  route('sponsors/:slug', 'routes/sponsor-detail.tsx'),
  route('community', 'routes/community.tsx'),
  route('community/review', 'routes/community-review.tsx'),
  route('community/post/:id', 'routes/community-post.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
