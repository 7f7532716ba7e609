import type { DbOrTx } from '../../../db/client.ts';
import type { SponsorSsrServices } from '../../../core/ssr-context.ts';
import { tokenize, withAmpersand } from '../../../core/search-terms.ts';
import { US_STATES } from '../../../core/us-states.ts';
import { buildCsv, type CsvSection } from '../../../core/sponsors/csv.ts';
import { approvalRate, fiscalYearLabel } from '../../../core/sponsors/filing-record.ts';
import { naicsSectorKey, naicsSectorName } from '../../../core/sponsors/naics.ts';
import type {
  FilingRecord,
  SponsorCoverage,
  SponsorDetail,
  SponsorSearchQuery,
  SponsorSearchResult,
} from '../../../core/sponsors/read-api.ts';
import { sponsorSlugSchema } from '../../../core/sponsors/read-api.ts';
import { wageLevelMix, WAGE_LEVEL_LABELS } from '../../../core/sponsors/salary.ts';
import { iso } from '../community/sql.ts';
import {
  coverageCounts,
  findFilingRecordBySlug,
  findLegalEntities,
  findOpenJobs,
  findSources,
  findSponsorBySlug,
  findTopTitles,
  findWorksites,
  findYearStats,
  listImportedFiles,
  searchSponsors as searchSponsorRows,
  type CoverageFileRow,
} from './repository.ts';
import { isBrandName, matchCompanies } from './match.ts';
import { analyzeSalary } from './salary-analysis.ts';

const rateOrNull = (approvals: number, denials: number): number | null => {
  const rate = approvalRate({ approvals, denials });
  return rate.shown ? rate.percent : null;
};

export async function searchSponsors(db: DbOrTx, query: SponsorSearchQuery): Promise<SponsorSearchResult> {
  const found = await searchSponsorRows(db, query);
  const hasMore = found.rows.length > query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const page = found.rows.slice(0, query.pageSize);
  return {
    sponsors: page.map((row) => ({
      slug: row.slug,
      name: row.name,
      state: row.states.length === 1 ? (row.states[0] ?? null) : null,
      city: null,
      industry: naicsSectorName(row.naics),
      approvals: Number(row.approvals),
      denials: Number(row.denials),
      approval_rate: rateOrNull(Number(row.approvals), Number(row.denials)),
      lca_filings: Number(row.lca_filings),
      median_wage: row.median_wage === null ? null : Number(row.median_wage),
      latest_fiscal_year: row.latest_fiscal_year,
    })),
    // A capped count is a lower bound; never fewer than what has been shown.
    total: Math.max(found.total, offset + page.length + (hasMore ? 1 : 0)),
    page: query.page,
    page_size: query.pageSize,
    has_more: hasMore,
    match: found.match,
    corrected_q: found.corrected,
  };
}

const FORMAT_LABELS: Record<string, string> = {
  uscis_hub: 'USCIS H-1B Employer Data Hub (yearly file)',
  uscis_employer: 'USCIS H-1B Employer Data Hub (Employer Information export)',
  lca: 'DOL OFLC LCA disclosure data',
  lca_kaggle: 'LCA petitions sample (2011-2016)',
  alc: 'OFLC prevailing wage tables (ALC)',
};
export const formatLabel = (format: string): string => FORMAT_LABELS[format] ?? format;

/** "FY2016-FY2024" for a run of years, "FY2014, FY2023" otherwise. */
export function fiscalYearsText(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no fiscal year';
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  if (sorted.length > 2 && last - first === sorted.length - 1)
    return `${fiscalYearLabel(first)}-${fiscalYearLabel(last)}`;
  return sorted.map(fiscalYearLabel).join(', ');
}

function describeFile(file: Pick<CoverageFileRow, 'format' | 'file_name' | 'fiscal_years' | 'imported_at'>) {
  return {
    file: file.file_name,
    kind: formatLabel(file.format),
    fiscal_years: fiscalYearsText(file.fiscal_years),
    imported_at: iso(file.imported_at),
  };
}

/** What is loaded, cached a minute per database: it changes only when an import finishes. */
const coverageCache = new WeakMap<object, { at: number; value: SponsorCoverage }>();
const COVERAGE_TTL_MS = 60_000;

export async function getCoverage(db: DbOrTx): Promise<SponsorCoverage> {
  const cached = coverageCache.get(db);
  if (cached && Date.now() - cached.at < COVERAGE_TTL_MS) return cached.value;
  const [files, counts] = await Promise.all([listImportedFiles(db), coverageCounts(db)]);
  const years = (formats: string[]) =>
    [...new Set(files.filter((f) => formats.includes(f.format)).flatMap((f) => f.fiscal_years))].sort(
      (a, b) => a - b,
    );
  const value: SponsorCoverage = {
    uscis_years: years(['uscis_hub', 'uscis_employer']),
    lca_years: years(['lca', 'lca_kaggle']),
    // One entry per sector: 31, 32 and 33 are all Manufacturing (listed as 31, which filters all three).
    sectors: [...new Set(counts.sectors.map(naicsSectorKey))].map((code) => ({
      code,
      label: naicsSectorName(code) ?? `NAICS ${code}`,
    })),
    states: Object.keys(US_STATES),
    files: files
      .filter((file) => file.format !== 'alc')
      .map((file) => ({
        ...describeFile(file),
        kind:
          file.naics_sectors.length > 0
            ? `${formatLabel(file.format)}, ${[...new Set(file.naics_sectors.map((code) => naicsSectorName(code) ?? code))].join(', ')} only`
            : formatLabel(file.format),
      })),
    employers: counts.employers,
  };
  coverageCache.set(db, { at: Date.now(), value });
  return value;
}

/**
 * Everything a sponsor page shows; null for an unknown slug. The address of a sponsor merged into another
 * answers the other one (its `slug` tells): the page and the API redirect there.
 */
export async function getSponsor(db: DbOrTx, slug: string): Promise<SponsorDetail | null> {
  const sponsor = await findSponsorBySlug(db, slug);
  if (!sponsor) return null;
  const levels = sponsor.wage_levels;
  const [years, entities, titles, worksites, sources, jobs] = await Promise.all([
    findYearStats(db, sponsor.id),
    findLegalEntities(db, sponsor.id),
    findTopTitles(db, sponsor.id),
    findWorksites(db, sponsor.id),
    findSources(db, sponsor.id),
    findOpenJobs(db, sponsor.id),
  ]);
  const int = (value: number | string) => Number(value);
  return {
    slug: sponsor.slug,
    name: sponsor.name,
    state: sponsor.states.length === 1 ? (sponsor.states[0] ?? null) : null,
    city: null,
    industry: naicsSectorName(sponsor.naics),
    years: years
      .filter((row) => int(row.approvals) + int(row.denials) > 0)
      .map((row) => ({
        fiscal_year: row.fiscal_year,
        initial_approvals: int(row.initial_approvals),
        initial_denials: int(row.initial_denials),
        continuing_approvals: int(row.continuing_approvals),
        continuing_denials: int(row.continuing_denials),
        approvals: int(row.approvals),
        denials: int(row.denials),
      })),
    totals: { approvals: int(sponsor.approvals), denials: int(sponsor.denials) },
    lca_years: years
      .filter((row) => int(row.lca_filings) > 0)
      .map((row) => ({ fiscal_year: row.fiscal_year, filings: int(row.lca_filings) })),
    top_titles: titles.map((row) => ({
      title: row.title,
      soc_code: row.soc_code,
      count: int(row.count),
      p25: Math.round(Number(row.p25)),
      median: Math.round(Number(row.median)),
      p75: Math.round(Number(row.p75)),
    })),
    wage_levels: {
      I: int(levels.I),
      II: int(levels.II),
      III: int(levels.III),
      IV: int(levels.IV),
      unknown: int(levels.unknown),
    },
    worksite_states: worksites.states.map((row) => ({ state: row.state, filings: int(row.filings) })),
    worksite_cities: worksites.cities.map((row) => ({
      city: row.city ?? '',
      state: row.state,
      filings: int(row.filings),
    })),
    legal_entities: entities.map((row) => ({
      name: row.name,
      approvals: int(row.approvals),
      denials: int(row.denials),
      lca_filings: int(row.lca_filings),
    })),
    sources: sources.map(describeFile),
    open_jobs: jobs.map((row) => ({
      id: int(row.id),
      title: row.title,
      location: row.location,
      posted_at: iso(row.posted_at),
    })),
  };
}

/** The page's figures as CSV sections, in the order the page shows them. */
export function sponsorCsv(detail: SponsorDetail): string {
  const sections: CsvSection[] = [
    {
      title: `${detail.name}: H-1B approvals and denials by fiscal year (USCIS first decisions)`,
      header: [
        'fiscal_year',
        'initial_approvals',
        'initial_denials',
        'continuing_approvals',
        'continuing_denials',
        'approvals',
        'denials',
        'approval_rate_percent',
      ],
      rows: detail.years.map((row) => [
        row.fiscal_year,
        row.initial_approvals,
        row.initial_denials,
        row.continuing_approvals,
        row.continuing_denials,
        row.approvals,
        row.denials,
        rateOrNull(row.approvals, row.denials),
      ]),
    },
    {
      title: 'LCA filings by fiscal year (certified)',
      header: ['fiscal_year', 'filings'],
      rows: detail.lca_years.map((row) => [row.fiscal_year, row.filings]),
    },
    {
      title: 'Top job titles: annual wages filed (at least 5 filings)',
      header: ['job_title', 'soc_code', 'filings', 'p25', 'median', 'p75'],
      rows: detail.top_titles.map((row) => [
        row.title,
        row.soc_code,
        row.count,
        row.p25,
        row.median,
        row.p75,
      ]),
    },
    {
      title: 'Prevailing wage level of LCA filings',
      header: ['level', 'filings', 'percent'],
      rows: wageLevelMix(detail.wage_levels).map((share) => [
        WAGE_LEVEL_LABELS[share.level],
        share.count,
        share.percent,
      ]),
    },
    {
      title: 'Worksite states (LCA filings)',
      header: ['state', 'filings'],
      rows: detail.worksite_states.map((row) => [row.state, row.filings]),
    },
    {
      title: 'Worksite cities (LCA filings)',
      header: ['city', 'state', 'filings'],
      rows: detail.worksite_cities.map((row) => [row.city, row.state, row.filings]),
    },
    {
      title: 'Legal entities',
      header: ['legal_name', 'approvals', 'denials', 'lca_filings'],
      rows: detail.legal_entities.map((row) => [row.name, row.approvals, row.denials, row.lca_filings]),
    },
    {
      title: 'Sources',
      header: ['file', 'kind', 'fiscal_years', 'imported_at'],
      rows: detail.sources.map((row) => [row.file, row.kind, row.fiscal_years, row.imported_at]),
    },
  ];
  return buildCsv(sections);
}

/**
 * A filing record from a sponsor's latest fiscal-year columns: a job's (the jobs repository reads them with
 * the job) or a named sponsor's; null where there is no sponsor with USCIS decisions.
 */
export function filingRecordOf(row: {
  slug: string | null;
  name: string | null;
  latest_fiscal_year: number | null;
  latest_approvals: number | null;
  latest_decisions: number | null;
}): FilingRecord | null {
  if (row.slug === null || row.name === null || row.latest_fiscal_year === null) return null;
  const approvals = Number(row.latest_approvals ?? 0);
  return {
    slug: row.slug,
    name: row.name,
    fiscal_year: Number(row.latest_fiscal_year),
    approvals,
    denials: Number(row.latest_decisions ?? 0) - approvals,
  };
}

/**
 * The sponsor a job search names, with its latest figures: a curated brand's name, the whole search
 * ('cognizant', 'tata consultancy services') or among its words ('amazon software engineer'), or the whole
 * search written as a filed company's legal name ('acme widgets llc'). Never a base-key match: a filed
 * company can be named like any words ('Home Health Inc'), and 'home health' names no company.
 *
 * `terms` are the words the job search searched for; `typed`, the search as typed, is read too when reading
 * it took a place or a filler word out ('Texas A&M' searches 'a&m' in Texas, 'Bain & Company' searches
 * 'bain'): the sponsor is named by all the words.
 */
export async function sponsorNamedIn(
  db: DbOrTx,
  terms: string,
  typed?: string,
): Promise<FilingRecord | null> {
  const named = await sponsorNamedByWords(db, terms);
  if (named || typed === undefined) return named;
  const words = tokenize(typed).join(' ');
  return words && words !== terms ? sponsorNamedByWords(db, words) : null;
}

async function sponsorNamedByWords(db: DbOrTx, terms: string): Promise<FilingRecord | null> {
  const searched = terms.split(' ').filter(Boolean).slice(0, 8);
  if (searched.length === 0) return null;
  // The search reads initials joined by '&' as one word ('jampj' for J&J): a company is named with the '&'.
  const typed = searched.map(withAmpersand);
  const spellings = typed.join(' ') === searched.join(' ') ? [typed] : [typed, searched];
  const names: string[] = spellings.map((words) => words.join(' '));
  for (const words of spellings) {
    for (let size = Math.min(3, words.length - 1); size >= 1; size -= 1) {
      for (let start = 0; start + size <= words.length; start += 1) {
        const name = words.slice(start, start + size).join(' ');
        if (isBrandName(name)) names.push(name);
      }
    }
  }
  const matches = await matchCompanies(db, names);
  const match = names.map((name) => matches.get(name)).find((found) => found && found.method !== 'base');
  if (!match) return null;
  const row = await findFilingRecordBySlug(db, match.slug);
  return row ? filingRecordOf(row) : null;
}

/** The sponsor capabilities React Router loaders get (core/ssr-context.ts). */
export function createSponsorSsrServices(db: DbOrTx): SponsorSsrServices {
  return {
    search: (query) => searchSponsors(db, query),
    coverage: () => getCoverage(db),
    getSponsor: (slug) =>
      sponsorSlugSchema.safeParse(slug).success ? getSponsor(db, slug) : Promise.resolve(null),
    salaryAnalysis: (job) => analyzeSalary(db, job),
    namedIn: (terms, typed) => sponsorNamedIn(db, terms, typed),
  };
}
