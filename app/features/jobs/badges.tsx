import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const BADGE =
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

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
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      H1B Sponsor
    </span>
  );
}

export function NeutralBadge({ children }: { children: ReactNode }) {
  return <span className={cn(BADGE, NEUTRAL)}>{children}</span>;
}
