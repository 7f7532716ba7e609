import { CtaSection } from './cta-section.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { StatsStrip } from './stats-strip.tsx';

export function LandingPage() {
  return (
    <>
      <Hero />
      <StatsStrip />
      <FeatureGrid />
      <HowItWorks />
      <CtaSection />
    </>
  );
}
