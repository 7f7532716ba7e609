import type { Route } from './+types/home';
import { buildLandingJsonLd, LandingPage } from '../features/landing/index.ts';
import { DEFAULT_KEYWORDS, DEFAULT_TITLE, pageMeta } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  return pageMeta(root, {
    title: DEFAULT_TITLE,
    keywords: DEFAULT_KEYWORDS,
    path: '/',
    jsonLd: root ? buildLandingJsonLd(root.publicUrl, root.siteName) : [],
  });
}

export default function Home() {
  return <LandingPage />;
}
