import type { ReactNode } from 'react';
import {
  TOPIC_CATEGORY_LABELS,
  URGENCY_LABELS,
  type TopicCategory,
  type UrgencyLevel,
} from '../../../core/community-rules.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

/** The shared badge look (a component class in app.css); the colours come with each badge. */
const BADGE = 'badge';

const URGENCY_COLOURS: Record<UrgencyLevel, string> = {
  time_sensitive: 'border-red-200 bg-red-50 text-red-800',
  high: 'border-orange-200 bg-orange-50 text-orange-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-slate-200 bg-slate-50 text-slate-700',
};

export function CategoryBadge({ category }: { category: TopicCategory }) {
  return (
    <span className={cn(BADGE, 'border-brand-200 bg-brand-50 text-brand-800')}>
      {TOPIC_CATEGORY_LABELS[category]}
    </span>
  );
}

export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return (
    <span className={cn(BADGE, URGENCY_COLOURS[urgency])}>
      {urgency === 'time_sensitive' ? <SpriteIcon name="clock-3" className="size-3.5" /> : null}
      <span className="sr-only">Urgency: </span>
      {URGENCY_LABELS[urgency]}
    </span>
  );
}

export function DemoBadge() {
  return (
    <span
      title="A demo account of the sample discussions"
      className={cn(BADGE, 'border-violet-200 bg-violet-50 px-2 text-[0.6875rem] text-violet-800')}
    >
      Demo
    </span>
  );
}

/** Tags are user text: shown as text, never as markup or links. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          {`#${tag}`}
        </li>
      ))}
    </ul>
  );
}

export function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      {icon}
      <span>
        {children}
        <span className="sr-only">{` ${label}`}</span>
      </span>
    </span>
  );
}
