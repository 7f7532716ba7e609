import { Building2, ChevronLeft, ChevronRight, Database, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { compareText, formatCount } from '../../../core/format.ts';
import { formatMoney } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { approvalRate, fiscalYearLabel } from '../../../core/sponsors/filing-record.ts';
import type {
  SponsorCoverage,
  SponsorListItem,
  SponsorSearchResult,
} from '../../../core/sponsors/read-api.ts';
import {
  SPONSOR_COUNT_CAP,
  SPONSOR_SORT_LABELS,
  SPONSOR_SORTS,
} from '../../../core/sponsors/read-api-rules.ts';
import { stateLabel } from '../../../core/us-states.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MoreFilters } from '../../components/ui/more-filters.tsx';
import { COUNT_CAP_LABEL, CoverageNote } from './coverage-note.tsx';
import { sponsorsPath, type SponsorParams } from './search-params.ts';

const SELECT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0';

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function SearchForm({ params, coverage }: { params: SponsorParams; coverage: SponsorCoverage }) {
  const id = useId();
  const submit = useSubmit();
  const navigation = useNavigation();
  const isSearching = navigation.state === 'loading' && navigation.location.pathname === paths.sponsors;
  // A choice in a list applies at once; the name applies on Enter or the button.
  const onSelect = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form, { preventScrollReset: true });
  };
  const states = coverage.states
    .map((code) => ({ code, label: stateLabel(code) }))
    .sort((a, b) => compareText(a.label, b.label));
  const years = [...new Set([...coverage.uscis_years, ...coverage.lca_years])].sort((a, b) => b - a);
  return (
    <Form
      method="get"
      action={paths.sponsors}
      role="search"
      aria-label="Search sponsors"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field label="Employer name (brand or legal name)" htmlFor={`${id}-q`}>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={params.q ?? ''}
            maxLength={100}
            placeholder="e.g. Amazon, Mayo Clinic, Infosys"
            autoComplete="off"
          />
          <Button type="submit" pending={isSearching}>
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </div>
      </Field>
      <MoreFilters
        applied={[params.state, params.industry, params.year, params.minFilings].filter(Boolean).length}
      >
        <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field label="State" htmlFor={`${id}-state`}>
            <select
              id={`${id}-state`}
              name="state"
              defaultValue={params.state ?? ''}
              onChange={onSelect}
              className={SELECT}
            >
              <option value="">All states</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Industry (NAICS sector)" htmlFor={`${id}-industry`}>
            <select
              id={`${id}-industry`}
              name="industry"
              defaultValue={params.industry ?? ''}
              onChange={onSelect}
              className={SELECT}
            >
              <option value="">All industries</option>
              {coverage.sectors.map((sector) => (
                <option key={sector.code} value={sector.code}>
                  {sector.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Fiscal year" htmlFor={`${id}-year`}>
            <select
              id={`${id}-year`}
              name="year"
              defaultValue={params.year ?? ''}
              onChange={onSelect}
              className={SELECT}
            >
              <option value="">All loaded years</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {fiscalYearLabel(year)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Fewest decisions" htmlFor={`${id}-min`}>
            <Input
              id={`${id}-min`}
              name="minFilings"
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000_000}
              step={1}
              defaultValue={params.minFilings ?? ''}
              placeholder="Any"
            />
          </Field>
          <Field label="Sort by" htmlFor={`${id}-sort`}>
            <select
              id={`${id}-sort`}
              name="sort"
              defaultValue={params.sort ?? 'approvals'}
              onChange={onSelect}
              className={SELECT}
            >
              {SPONSOR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SPONSOR_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </MoreFilters>
    </Form>
  );
}

function Stat({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function SponsorRow({ sponsor, year }: { sponsor: SponsorListItem; year: string | undefined }) {
  const rate = approvalRate(sponsor);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-base font-semibold text-slate-900">
        <Link
          to={paths.sponsor(sponsor.slug)}
          className="rounded-sm text-brand-700 underline-offset-2 hover:underline"
        >
          {sponsor.name}
        </Link>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        {[sponsor.industry, sponsor.state ? stateLabel(sponsor.state) : null].filter(Boolean).join(' · ') ||
          'Industry not reported'}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          term={year ? `H-1B approvals ${fiscalYearLabel(Number(year))}` : 'H-1B approvals'}
          value={formatCount(sponsor.approvals)}
        />
        <Stat
          term="Approval rate"
          value={
            rate.shown ? (
              <>
                {`${rate.percent}% `}
                <span className="text-xs font-normal text-slate-600">{`of ${formatCount(rate.decisions)}`}</span>
              </>
            ) : (
              <span className="text-xs font-normal text-slate-600">
                {rate.decisions === 0 ? 'No decisions' : `Hidden: ${rate.decisions} decisions`}
              </span>
            )
          }
        />
        <Stat term="LCA filings" value={formatCount(sponsor.lca_filings)} />
        <Stat
          term="Median wage filed"
          value={sponsor.median_wage !== null ? formatMoney(sponsor.median_wage, 'USD') : '—'}
        />
      </dl>
    </li>
  );
}

function Pagination({ params, result }: { params: SponsorParams; result: SponsorSearchResult }) {
  const page = result.page;
  const pageCount = Math.ceil(result.total / result.page_size);
  if (page === 1 && !result.has_more) return null;
  const link = (target: number) => sponsorsPath({ ...params, page: String(target) });
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={link(page - 1)} rel="prev" className={buttonClasses({ variant: 'secondary' })}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        Page {page}
        {pageCount > 1
          ? ` of ${result.total >= SPONSOR_COUNT_CAP ? `${formatCount(pageCount)}+` : formatCount(pageCount)}`
          : ''}
      </span>
      {result.has_more ? (
        <Link to={link(page + 1)} rel="next" className={buttonClasses({ variant: 'secondary' })}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function resultCountText(result: SponsorSearchResult): string {
  if (result.total === 0) return 'No employers found';
  const count = result.total >= SPONSOR_COUNT_CAP ? COUNT_CAP_LABEL : formatCount(result.total);
  return `${count} ${result.total === 1 ? 'employer' : 'employers'}`;
}

/** /sponsors: the sponsor database — search, filters, sorts, pages, and what data is loaded. */
export function SponsorsPage({
  params,
  result,
  coverage,
}: {
  params: SponsorParams;
  result: SponsorSearchResult;
  coverage: SponsorCoverage;
}) {
  const headingId = useId();
  const year = params.year;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Building2 className="size-7 text-brand-700" aria-hidden="true" />
          H-1B Sponsor Database
        </h1>
        <p className="mt-2 max-w-3xl text-base text-slate-700">
          Every employer in the government&apos;s own files: USCIS H-1B approvals and denials, and the wages
          employers filed with the Department of Labor (LCA). Search by brand or legal name.
        </p>
      </header>

      <div className="mt-6">
        <SearchForm key={sponsorsPath(params)} params={params} coverage={coverage} />
      </div>

      <section aria-labelledby={headingId} className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900" aria-live="polite">
            {resultCountText(result)}
            {params.q ? (
              <span className="font-normal text-slate-700"> for &ldquo;{params.q}&rdquo;</span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-600">
            {SPONSOR_SORT_LABELS[params.sort ?? 'approvals']}
            {params.sort === 'approval_rate' ? ' (employers with at least 10 decisions)' : ''}
            {params.sort === 'median_wage' ? ' (employers with at least 5 LCA filings)' : ''}
          </p>
        </div>
        {result.match === 'similar' ? (
          <p
            role="note"
            className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            No employer name contains every word of &ldquo;{params.q}&rdquo;; showing employers matching
            &ldquo;{result.corrected_q}&rdquo; instead.
          </p>
        ) : null}
        {result.sponsors.length > 0 ? (
          <ol className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2">
            {result.sponsors.map((sponsor) => (
              <SponsorRow key={sponsor.slug} sponsor={sponsor} year={year} />
            ))}
          </ol>
        ) : (
          <p className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
            No employer matches these filters. Try another spelling, fewer filters, or{' '}
            <Link
              to={paths.sponsors}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              all sponsors
            </Link>
            .
          </p>
        )}
        <Pagination params={params} result={result} />
      </section>

      <section aria-label="Data loaded" className="mt-10">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Database className="size-5 text-brand-700" aria-hidden="true" />
          What is loaded
        </h2>
        <CoverageNote coverage={coverage} />
      </section>
    </div>
  );
}
