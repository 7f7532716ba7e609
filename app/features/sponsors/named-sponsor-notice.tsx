import type { FilingRecord } from '../../../core/sponsors/read-api.ts';
import { FilingRecordLink } from './filing-record-link.tsx';

/**
 * On /jobs, when the search names a sponsor ('cognizant', 'amazon software engineer') and found none of its
 * jobs: what that employer filed with USCIS, linking to its sponsor page, so the search still answers
 * "does this company sponsor?".
 */
export function NamedSponsorNotice({ record, foundJobs }: { record: FilingRecord; foundJobs: boolean }) {
  return (
    <div
      role="note"
      aria-label={`${record.name} on the sponsor database`}
      className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      <p>
        {foundJobs
          ? `None of the jobs below is at ${record.name}.`
          : `No open job at ${record.name} is listed here right now.`}
      </p>
      <FilingRecordLink record={record} className="mt-1" />
    </div>
  );
}
