import type { Route } from './+types/home';
import { buildMeta } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return buildMeta({ publicUrl: root.publicUrl, siteName: root.siteName, path: '/' });
}

export default function Home() {
  return <main><h1>Find H1B Visa Sponsored Jobs</h1></main>;
}
