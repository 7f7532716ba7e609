import { paths } from '../../../core/paths.ts';
import { filingRecordText } from '../../../core/sponsors/filing-record.ts';
import type { FilingRecord } from '../../../core/sponsors/read-api.ts';
import { useFollowLink } from '../../components/ui/follow-link.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The employer's own filing record from USCIS ("312 H-1B approvals in FY2023, 98% approved"), linking to its
 * sponsor page. Distinct from the posting's sponsorship sentence: this is what the employer did, not what the
 * ad says.
 */
export function FilingRecordLink({ record, className }: { record: FilingRecord; className?: string }) {
  // A plain anchor: job cards repeat it (see useFollowLink).
  const follow = useFollowLink();
  const href = paths.sponsor(record.slug);
  return (
    <p className={cn('inline-flex items-start gap-1.5 text-sm text-slate-700', className)}>
      <SpriteIcon name="landmark" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">Employer&apos;s USCIS filing record: </span>
        <a
          href={href}
          data-discover="true"
          onClick={(event) => follow(event, href)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          data-testid="filing-record"
        >
          {filingRecordText(record)}
        </a>
        <span className="text-slate-600"> (USCIS, {record.name})</span>
      </span>
    </p>
  );
}
