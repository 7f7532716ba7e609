/** Public face of the sponsors feature: the /sponsors and /sponsors/{slug} pages and the job-page parts. */
export { SponsorsPage } from './sponsors-page.tsx';
export { SponsorPage } from './sponsor-page.tsx';
export { SponsorNotFound } from './sponsor-not-found.tsx';
export { FilingRecordLink } from './filing-record-link.tsx';
export { SalaryAnalysisSection } from './salary-analysis-section.tsx';
export { readSponsorParams, sponsorsPath, type SponsorParams } from './search-params.ts';
export { sponsorsMeta, sponsorMeta, buildOrganizationJsonLd } from './structured-data.ts';
