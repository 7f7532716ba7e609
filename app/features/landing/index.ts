export { LandingPage } from './landing-page.tsx';
export { buildLandingJsonLd } from './structured-data.ts';
