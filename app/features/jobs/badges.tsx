import type { ReactNode } from 'react';
import { NO_SPONSOR_BADGE_LABEL, SPONSOR_BADGE_LABEL, sponsorshipBadge } from '../../../core/job-display.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

/** The shared badge look (a component class in app.css); the colours come with each badge. */
const BADGE = 'badge';

/** SPEC section 4: each work arrangement has its own colour, with a neutral default for unknown values. */
const ARRANGEMENT_COLOURS: Record<string, string> = {
  'Remote Solely': 'border-emerald-200 bg-emerald-50 text-emerald-800',
  'Remote OK': 'border-teal-200 bg-teal-50 text-teal-800',
  Remote: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  Hybrid: 'border-violet-200 bg-violet-50 text-violet-800',
  'On-site': 'border-sky-200 bg-sky-50 text-sky-800',
};
const NEUTRAL = 'border-slate-200 bg-slate-50 text-slate-700';

export function WorkArrangementBadge({ value }: { value: string }) {
  return <span className={cn(BADGE, ARRANGEMENT_COLOURS[value] ?? NEUTRAL)}>{value}</span>;
}

export function SponsorBadge({ className }: { className?: string }) {
  return (
    <span className={cn(BADGE, 'border-brand-200 bg-brand-50 text-brand-800', className)}>
      <SpriteIcon name="shield-check" className="size-3.5" />
      {SPONSOR_BADGE_LABEL}
    </span>
  );
}

/** The posting says it does not sponsor: shown wherever the job is, so it never passes for a sponsored one. */
export function NoSponsorBadge({ className }: { className?: string }) {
  return (
    <span className={cn(BADGE, 'border-amber-300 bg-amber-50 text-amber-900', className)}>
      <SpriteIcon name="shield-off" className="size-3.5" />
      {NO_SPONSOR_BADGE_LABEL}
    </span>
  );
}

/** 'H1B Sponsor', 'No visa sponsorship', or nothing when the posting does not say. */
export function SponsorshipBadge({ value }: { value: boolean | null }) {
  const kind = sponsorshipBadge(value);
  if (kind === 'sponsor') return <SponsorBadge />;
  if (kind === 'no-sponsor') return <NoSponsorBadge />;
  return null;
}

export function NeutralBadge({ children }: { children: ReactNode }) {
  return <span className={cn(BADGE, NEUTRAL)}>{children}</span>;
}
