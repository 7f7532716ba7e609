import { paths } from '../../../core/paths.ts';
import { formatCount } from '../../../core/format.ts';
import { approvalRate, fiscalYearLabel } from '../../../core/sponsors/filing-record.ts';
import type { SponsorCoverage, SponsorDetail } from '../../../core/sponsors/read-api.ts';
import { SPONSOR_SORT_LABELS } from '../../../core/sponsors/read-api-rules.ts';
import { stateLabel } from '../../../core/us-states.ts';
import type { SponsorParams } from './search-params.ts';

type MetaText = { title: string; description: string; keywords: string };

/** Title, description and keywords of /sponsors for its filters. */
export function sponsorsMeta(params: SponsorParams, coverage: SponsorCoverage | null): MetaText {
  const parts = [
    params.q ? `"${params.q}"` : null,
    params.state ? stateLabel(params.state) : null,
    params.year ? fiscalYearLabel(Number(params.year)) : null,
  ].filter(Boolean);
  const employers = coverage ? `${formatCount(coverage.employers)} employers` : 'Employers';
  return {
    title: parts.length > 0 ? `H-1B Sponsors: ${parts.join(', ')}` : 'H-1B Visa Sponsor Database',
    description: `${employers} with their H-1B approvals, denials and approval rates from USCIS, and the wages they filed with the Department of Labor. ${SPONSOR_SORT_LABELS[params.sort ?? 'approvals']} first.`,
    keywords: [
      'H1B sponsors',
      'H-1B employer data',
      'visa sponsorship',
      'LCA wages',
      'H1B approval rate',
    ].join(', '),
  };
}

/** Title, description and keywords of a sponsor page. */
export function sponsorMeta(detail: SponsorDetail): MetaText {
  const rate = approvalRate(detail.totals);
  const years = detail.years.map((row) => row.fiscal_year);
  const span =
    years.length > 0
      ? ` (${fiscalYearLabel(Math.min(...years))}${years.length > 1 ? `-${fiscalYearLabel(Math.max(...years))}` : ''})`
      : '';
  const facts = [
    `${formatCount(detail.totals.approvals)} H-1B approvals${span}`,
    rate.shown ? `${rate.percent}% approved of ${formatCount(rate.decisions)} decisions` : null,
    detail.lca_years.length > 0
      ? `${formatCount(detail.lca_years.reduce((sum, row) => sum + row.filings, 0))} LCA filings with wages by job title`
      : null,
  ].filter(Boolean);
  return {
    title: `${detail.name} H-1B Sponsorship: Approvals, Denials and Wages`,
    description: `${detail.name}: ${facts.join('; ')}. From USCIS and Department of Labor files.`,
    keywords: [detail.name, `${detail.name} H1B`, 'H1B sponsor', 'H-1B approvals', 'LCA wages'].join(', '),
  };
}

/** schema.org Organization for a sponsor page: its name, the legal names behind it, and the page. */
export function buildOrganizationJsonLd(detail: SponsorDetail, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}${paths.sponsor(detail.slug)}`;
  const legalNames = detail.legal_entities.map((entity) => entity.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: detail.name,
    url,
    ...(legalNames[0] ? { legalName: legalNames[0] } : {}),
    ...(legalNames.length > 1 ? { alternateName: legalNames.slice(1, 20) } : {}),
    ...(detail.state
      ? { address: { '@type': 'PostalAddress', addressRegion: detail.state, addressCountry: 'US' } }
      : {}),
  };
}
