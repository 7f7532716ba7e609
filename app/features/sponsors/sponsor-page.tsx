import {
  BarChart3,
  Briefcase,
  Building2,
  Download,
  FileText,
  Info,
  MapPin,
  Scale,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../core/format.ts';
import { formatMoney } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { approvalRate, fiscalYearLabel, FIRST_DECISIONS_NOTE } from '../../../core/sponsors/filing-record.ts';
import type { SponsorDetail } from '../../../core/sponsors/read-api.ts';
import { MIN_WAGE_FILINGS, WAGE_LEVEL_LABELS, wageLevelMix } from '../../../core/sponsors/salary.ts';
import { stateLabel } from '../../../core/us-states.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BarChart } from './bar-chart.tsx';

const money = (value: number) => formatMoney(value, 'USD');

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}

function Table({
  caption,
  head,
  rows,
  numeric = [],
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  /** Column indexes right-aligned as numbers. */
  numeric?: number[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {head.map((cell, index) => (
              <th
                key={cell}
                scope="col"
                className={`py-1.5 pr-3 font-medium last:pr-0 ${numeric.includes(index) ? 'text-right' : ''}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100 last:border-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={index}
                    className={`py-1.5 pr-3 text-slate-800 last:pr-0 ${numeric.includes(index) ? 'text-right tabular-nums' : ''}`}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KeyFigure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** /sponsors/{slug}: one sponsor's filing record, wages and where every figure comes from. */
export function SponsorPage({ detail }: { detail: SponsorDetail }) {
  const rate = approvalRate(detail.totals);
  const lcaTotal = detail.lca_years.reduce((sum, row) => sum + row.filings, 0);
  const levels = wageLevelMix(detail.wage_levels);
  const levelTotal = levels.reduce((sum, share) => sum + share.count, 0);
  const uscisYears = detail.years.map((row) => row.fiscal_year);
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs
        items={[
          { name: 'Sponsors', path: paths.sponsors },
          { name: detail.name, path: paths.sponsor(detail.slug) },
        ]}
      />
      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {detail.name}
            </h1>
            <p className="mt-1 text-slate-700">
              {[
                detail.industry,
                detail.state ? stateLabel(detail.state) : null,
                detail.legal_entities.length > 1 ? `${detail.legal_entities.length} legal entities` : null,
              ]
                .filter(Boolean)
                .join(' · ') || 'H-1B sponsor'}
            </p>
          </div>
          <a
            href={paths.sponsorCsv(detail.slug)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Download CSV<span className="sr-only"> of every figure on this page</span>
          </a>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <KeyFigure
            label="H-1B approvals"
            value={formatCount(detail.totals.approvals)}
            note={
              uscisYears.length > 0
                ? `${fiscalYearLabel(Math.min(...uscisYears))}${uscisYears.length > 1 ? `-${fiscalYearLabel(Math.max(...uscisYears))}` : ''}`
                : 'No USCIS figures loaded'
            }
          />
          <KeyFigure label="Denials" value={formatCount(detail.totals.denials)} />
          <KeyFigure
            label="Approval rate"
            value={rate.shown ? `${rate.percent}%` : '—'}
            note={
              rate.shown
                ? `of ${formatCount(rate.decisions)} decisions`
                : `Not shown below 10 decisions (${formatCount(rate.decisions)})`
            }
          />
          <KeyFigure
            label="LCA filings"
            value={formatCount(lcaTotal)}
            note={lcaTotal > 0 ? 'certified, with wages' : 'None in the loaded files'}
          />
        </dl>
        <p className="mt-4 flex gap-2 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {FIRST_DECISIONS_NOTE}
        </p>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section
          id="approvals"
          title="Approvals and denials by fiscal year"
          icon={<BarChart3 className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.years.length > 0 ? (
            <BarChart
              title={`${detail.name}: H-1B approvals and denials (USCIS first decisions)`}
              categoryLabel="Fiscal year"
              categories={detail.years.map((row) => fiscalYearLabel(row.fiscal_year))}
              series={[
                { name: 'Approvals', pattern: 'solid', values: detail.years.map((row) => row.approvals) },
                { name: 'Denials', pattern: 'hatch', values: detail.years.map((row) => row.denials) },
              ]}
              extraColumn={{
                header: 'Approval rate',
                values: detail.years.map((row) => {
                  const yearRate = approvalRate(row);
                  return yearRate.shown ? `${yearRate.percent}%` : `— (${yearRate.decisions})`;
                }),
              }}
            />
          ) : (
            <Empty>No USCIS Data Hub figures for this employer in the loaded files.</Empty>
          )}
        </Section>

        <Section
          id="lca"
          title="LCA filings by fiscal year"
          icon={<FileText className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.lca_years.length > 0 ? (
            <BarChart
              title={`${detail.name}: certified Labor Condition Applications`}
              categoryLabel="Fiscal year"
              categories={detail.lca_years.map((row) => fiscalYearLabel(row.fiscal_year))}
              series={[
                { name: 'LCA filings', pattern: 'dots', values: detail.lca_years.map((row) => row.filings) },
              ]}
            />
          ) : (
            <Empty>No LCA filings for this employer in the loaded files.</Empty>
          )}
          <p className="mt-3 text-xs text-slate-600">
            An LCA is filed before a petition; a filing is not an approval or a hire.
          </p>
        </Section>

        <Section
          id="titles"
          title="Top job titles and annual wages filed"
          icon={<Briefcase className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.top_titles.length > 0 ? (
            <Table
              caption="Job titles with their LCA filings and quartiles of annual wages"
              head={['Job title', 'Filings', '25th pct.', 'Median', '75th pct.']}
              numeric={[1, 2, 3, 4]}
              rows={detail.top_titles.map((row) => [
                row.title,
                formatCount(row.count),
                money(row.p25),
                money(row.median),
                money(row.p75),
              ])}
            />
          ) : (
            <Empty>
              No job title has {MIN_WAGE_FILINGS} or more LCA filings with a wage in the loaded files.
            </Empty>
          )}
          <p className="mt-3 text-xs text-slate-600">
            Titles with at least {MIN_WAGE_FILINGS} certified filings; offered wages (lower bound),
            annualised.
          </p>
        </Section>

        <Section
          id="levels"
          title="Prevailing wage level mix"
          icon={<Scale className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {levelTotal > 0 ? (
            <BarChart
              title={`${detail.name}: LCA filings by prevailing wage level`}
              categoryLabel="Level"
              categories={levels.map((share) => WAGE_LEVEL_LABELS[share.level])}
              series={[{ name: 'Filings', pattern: 'solid', values: levels.map((share) => share.count) }]}
              extraColumn={{ header: 'Share', values: levels.map((share) => `${share.percent}%`) }}
            />
          ) : (
            <Empty>No LCA filings with a wage level in the loaded files.</Empty>
          )}
          <p className="mt-3 text-xs text-slate-600">
            The level each filing states (PW_WAGE_LEVEL), as the employer filed it.
          </p>
        </Section>

        <Section
          id="worksites"
          title="Worksites"
          icon={<MapPin className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.worksite_states.length > 0 ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Table
                caption="LCA filings by worksite state"
                head={['State', 'Filings']}
                numeric={[1]}
                rows={detail.worksite_states
                  .slice(0, 15)
                  .map((row) => [stateLabel(row.state), formatCount(row.filings)])}
              />
              <Table
                caption="LCA filings by worksite city"
                head={['City', 'Filings']}
                numeric={[1]}
                rows={detail.worksite_cities.map((row) => [
                  `${row.city}, ${row.state}`,
                  formatCount(row.filings),
                ])}
              />
            </div>
          ) : (
            <Empty>No LCA worksites in the loaded files.</Empty>
          )}
        </Section>

        <Section
          id="entities"
          title="Legal entities behind this sponsor"
          icon={<Building2 className="size-5 text-brand-700" aria-hidden="true" />}
        >
          <Table
            caption="Legal names as filed, with their figures"
            head={['Legal name as filed', 'Approvals', 'Denials', 'LCA filings']}
            numeric={[1, 2, 3]}
            rows={detail.legal_entities.map((row) => [
              row.name,
              formatCount(row.approvals),
              formatCount(row.denials),
              formatCount(row.lca_filings),
            ])}
          />
          <p className="mt-3 text-xs text-slate-600">
            Names are grouped only by equal normalised names and a curated alias list, never by a similar
            spelling.
          </p>
        </Section>

        <Section
          id="jobs"
          title="Open jobs on SponsorPath"
          icon={<Users className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.open_jobs.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {detail.open_jobs.map((job) => (
                <li key={job.id} className="py-2">
                  <Link
                    to={paths.job(job.id)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {job.title}
                  </Link>
                  <p className="text-sm text-slate-600">{job.location}</p>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>
              No open jobs from this employer on our board right now.{' '}
              <Link to={paths.jobs} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Browse all jobs
              </Link>
              .
            </Empty>
          )}
        </Section>

        <Section
          id="sources"
          title="Where these figures come from"
          icon={<Info className="size-5 text-brand-700" aria-hidden="true" />}
        >
          {detail.sources.length > 0 ? (
            // A list, not a table: a file name has no spaces to wrap at, and in a table column on a phone
            // it broke every four letters.
            <ul aria-label="Source files of this page" className="divide-y divide-slate-100 text-sm">
              {detail.sources.map((row) => (
                <li key={row.file} className="py-2">
                  <p className="font-medium break-all text-slate-800">{row.file}</p>
                  <p className="text-slate-700">{row.kind}</p>
                  <p className="text-slate-600">
                    {`${row.fiscal_years} · imported ${row.imported_at.slice(0, 10)}`}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No source file recorded.</Empty>
          )}
          <p className="mt-3 text-xs text-slate-600">
            Public data of USCIS and the Department of Labor, imported as published. See{' '}
            <Link to={paths.sponsors} className="text-brand-700 underline-offset-2 hover:underline">
              the sponsor database
            </Link>{' '}
            for every loaded file.
          </p>
        </Section>
      </div>
    </article>
  );
}
