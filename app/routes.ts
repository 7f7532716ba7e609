import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
