import { paths } from '../../../core/paths.ts';
import { filingRecordText } from '../../../core/sponsors/filing-record.ts';
import type { FilingRecord } from '../../../core/sponsors/read-api.ts';
import { useFollowLink } from '../../components/ui/follow-link.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

export type FilingRecordLineProps = { href: string; text: string; name: string; className?: string };

/** The line's texts and link for a record. */
export function filingRecordLine(record: FilingRecord): FilingRecordLineProps {
  return { href: paths.sponsor(record.slug), text: filingRecordText(record), name: record.name };
}

/**
 * The employer's own filing record from USCIS ("312 H-1B approvals in FY2023, 98% approved"), linking to its
 * sponsor page. Distinct from the posting's sponsorship sentence: this is what the employer did, not what the
 * ad says.
 */
export function FilingRecordLink({ record, className }: { record: FilingRecord; className?: string }) {
  return <FilingRecordLine {...filingRecordLine(record)} className={className} />;
}

/** The record's line from its texts (a job card's view carries them). */
export function FilingRecordLine({ href, text, name, className }: FilingRecordLineProps) {
  // A plain anchor: job cards repeat it (see useFollowLink).
  const follow = useFollowLink();
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
          {text}
        </a>
        <span className="text-slate-600">{` (USCIS, ${name})`}</span>
      </span>
    </p>
  );
}
