import { formatCount } from '../../../core/format.ts';
import { fiscalYearLabel } from '../../../core/sponsors/filing-record.ts';
import type { SponsorCoverage } from '../../../core/sponsors/read-api.ts';
import { SPONSOR_COUNT_CAP } from '../../../core/sponsors/read-api-rules.ts';

export const COUNT_CAP_LABEL = `${formatCount(SPONSOR_COUNT_CAP)}+`;
export const IMPORT_COMMAND = 'npm run import:h1b -- FILE...';

const yearsText = (years: number[]) => (years.length > 0 ? years.map(fiscalYearLabel).join(', ') : 'none');

/** Which fiscal years, sectors and files are loaded, and how to import the rest (issue 13). */
export function CoverageNote({ coverage }: { coverage: SponsorCoverage }) {
  return (
    <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Employers</dt>
          <dd>{formatCount(coverage.employers)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Sectors with USCIS figures</dt>
          <dd>{coverage.sectors.length > 0 ? coverage.sectors.map((s) => s.label).join(', ') : 'none'}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">USCIS approvals and denials: fiscal years</dt>
          <dd>{yearsText(coverage.uscis_years)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">LCA filings (wages): fiscal years</dt>
          <dd>{yearsText(coverage.lca_years)}</dd>
        </div>
      </dl>
      {coverage.files.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="mb-1 text-left font-medium text-slate-600">Imported files</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  File
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Source
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Fiscal years
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Imported
                </th>
              </tr>
            </thead>
            <tbody>
              {coverage.files.map((file) => (
                <tr
                  key={`${file.file}-${file.imported_at}`}
                  className="border-b border-slate-100 last:border-0"
                >
                  <td className="py-1.5 pr-3 break-all">{file.file}</td>
                  <td className="py-1.5 pr-3">{file.kind}</td>
                  <td className="py-1.5 pr-3">{file.fiscal_years}</td>
                  <td className="py-1.5">{file.imported_at.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="mt-4 text-slate-700">
        These are samples of the public files. To load other years and every sector, download the USCIS H-1B
        Employer Data Hub and DOL OFLC LCA disclosure files and run{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8125rem] break-all">
          {IMPORT_COMMAND}
        </code>{' '}
        (add <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8125rem]">--fetch</code> to
        download the official files).
      </p>
    </div>
  );
}
