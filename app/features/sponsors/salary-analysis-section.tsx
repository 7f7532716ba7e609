import { Scale } from 'lucide-react';
import { formatCount } from '../../../core/format.ts';
import { fiscalYearLabel } from '../../../core/sponsors/filing-record.ts';
import type { SalaryAnalysis } from '../../../core/sponsors/read-api.ts';
import {
  annualJobSalary,
  estimateLabel,
  rangePosition,
  WAGE_LEVEL_LABELS,
  wageLevelMix,
} from '../../../core/sponsors/salary.ts';
import { formatMoney } from '../../../core/job-display.ts';
import type { Job } from '../../../core/jobs.ts';

const money = (value: number) => formatMoney(value, 'USD');

/** Where the offered range sits on a line from below the 25th to above the 75th percentile (decorative; the table says it). */
function RangeLine({
  analysis,
  offered,
}: {
  analysis: SalaryAnalysis;
  offered: { low: number; high: number } | null;
}) {
  const { p25, median, p75 } = analysis.wages;
  const low = Math.min(p25, offered?.low ?? p25) * 0.85;
  const high = Math.max(p75, offered?.high ?? p75) * 1.1;
  const at = (value: number) => `${(((value - low) / (high - low)) * 100).toFixed(2)}%`;
  const width = (from: number, to: number) =>
    `${Math.max(0.5, ((to - from) / (high - low)) * 100).toFixed(2)}%`;
  return (
    <div aria-hidden="true" className="mt-4 space-y-2">
      <svg width="0" height="0" className="absolute">
        <defs>
          <pattern id="offered-hatch" width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="#fff" />
            <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="#047857" strokeWidth="2" />
          </pattern>
        </defs>
      </svg>
      <div className="grid grid-cols-[5.5rem_1fr] items-center gap-2 text-xs text-slate-700">
        <span>Filed (middle half)</span>
        <svg width="100%" height="22" className="block overflow-visible">
          <line x1="0" x2="100%" y1="11" y2="11" stroke="#cbd5e1" strokeWidth="2" />
          <rect x={at(p25)} y="3" width={width(p25, p75)} height="16" fill="#dbe7fe" stroke="#1e40af" />
          <rect x={at(median)} y="0" width="3" height="22" fill="#1e3a8a" />
        </svg>
      </div>
      {offered ? (
        <div className="grid grid-cols-[5.5rem_1fr] items-center gap-2 text-xs text-slate-700">
          <span>This job</span>
          <svg width="100%" height="16" className="block overflow-visible">
            <rect
              x={at(offered.low)}
              y="1"
              width={width(offered.low, offered.high)}
              height="14"
              fill="url(#offered-hatch)"
              stroke="#064e3b"
            />
          </svg>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Salary analysis on a job page (issue 13): the job's pay next to the LCA wages sponsors filed for similar
 * work nearby. Always labelled an estimate from N filings: LCA levels are what employers filed, not an
 * official wage-level determination (that needs the OFLC tables, shown when loaded).
 */
export function SalaryAnalysisSection({ job, analysis }: { job: Job; analysis: SalaryAnalysis }) {
  const offered = annualJobSalary(job);
  const position = offered ? rangePosition(offered.low, offered.high, analysis.wages) : null;
  const levels = wageLevelMix(analysis.wage_levels);
  const { basis, wages } = analysis;
  const years = analysis.fiscal_years;
  const area = basis.area_kind === 'national' ? 'nationwide' : `in ${basis.area}`;
  return (
    <section
      aria-labelledby="salary-analysis"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="salary-analysis"
    >
      <h2 id="salary-analysis" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Scale className="size-5 text-brand-700" aria-hidden="true" />
        Salary analysis
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-800">{estimateLabel(wages.count)}</p>
      <p className="mt-2 text-sm text-slate-700">
        Annual wages employers filed with the Department of Labor (LCA) for{' '}
        <span className="font-medium">{basis.title.toLowerCase()}</span>
        {basis.soc_code
          ? ` (occupation ${basis.soc_code}${basis.soc_title ? `, ${basis.soc_title}` : ''})`
          : ''}{' '}
        {area}
        {years.length > 0
          ? `, ${fiscalYearLabel(years[0] as number)}${years.length > 1 ? `-${fiscalYearLabel(years[years.length - 1] as number)}` : ''}`
          : ''}
        .
      </p>

      <RangeLine analysis={analysis} offered={offered} />

      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Filed wages and this job&apos;s range</caption>
          <tbody>
            {(
              [
                ['25th percentile', money(wages.p25)],
                ['Median', money(wages.median)],
                ['75th percentile', money(wages.p75)],
                [
                  'This job (per year)',
                  offered ? `${money(offered.low)} - ${money(offered.high)}` : 'No salary stated',
                ],
              ] as const
            ).map(([label, value]) => (
              <tr key={label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-700">
                  {label}
                </th>
                <td className="py-1.5 text-right font-semibold text-slate-900 tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {position ? (
        <p className="mt-3 text-sm font-medium text-slate-900" data-testid="salary-position">
          {position.summary}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">This posting states no salary in US dollars to compare.</p>
      )}

      {levels.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Wage levels on those filings</h3>
          <table className="mt-1 w-full text-left text-sm">
            <caption className="sr-only">Prevailing wage levels stated on the compared filings</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Level
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Filings
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((share) => (
                <tr key={share.level} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1 pr-3 font-medium text-slate-800">
                    {WAGE_LEVEL_LABELS[share.level]}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatCount(share.count)}</td>
                  <td className="py-1 text-right tabular-nums">{share.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {analysis.official_level ? (
        <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Official prevailing wage level for this occupation and area:{' '}
          <strong>Level {analysis.official_level.level}</strong> (at least{' '}
          {money(analysis.official_level.wage)} a year; {analysis.official_level.source}).
        </p>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">
        An estimate from public LCA filings: what employers filed, not what was approved or paid. The wage
        level on a filing is the employer&apos;s own; it is not an official wage level for this job.
      </p>
    </section>
  );
}
