import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { filingRecordText } from '../../../core/sponsors/filing-record.ts';
import type { FilingRecord } from '../../../core/sponsors/read-api.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';

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
      className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      <SpriteIcon name="landmark" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <p>
        {`${foundJobs ? `None of the jobs below is at ${record.name}` : `No open job at ${record.name} is listed here right now`}. What it filed with USCIS: `}
        <Link
          to={paths.sponsor(record.slug)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          data-testid="named-sponsor"
        >
          {filingRecordText(record)}
        </Link>
      </p>
    </div>
  );
}
