import { Link } from 'react-router';
import type { CategoryCountsResponse } from '../../../core/community.ts';
import { cn } from '../../lib/cn.ts';
import { communityListPath, type ListParams } from './list-params.ts';

const ITEM =
  'relative flex min-h-10 shrink-0 items-center justify-between gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors lg:whitespace-normal';

/**
 * SPEC "/community" category sidebar: all ten categories with their labels and post counts. On phones it
 * is a row that scrolls sideways above the list, so the posts start near the top of the screen.
 */
export function CategorySidebar({ counts, params }: { counts: CategoryCountsResponse; params: ListParams }) {
  const entries = [
    { value: null, label: 'All Categories', post_count: counts.total },
    ...counts.categories.map((category) => ({ ...category })),
  ];
  return (
    <nav aria-label="Categories">
      <h2 className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:block">
        Categories
      </h2>
      <ul className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {entries.map((entry) => {
          const isCurrent = entry.value === params.category;
          return (
            <li key={entry.value ?? 'all'} className="shrink-0">
              <Link
                to={communityListPath({ category: entry.value, sort: params.sort })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  ITEM,
                  'border lg:border-0',
                  isCurrent
                    ? 'border-brand-200 bg-brand-50 text-brand-800'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:bg-transparent',
                )}
              >
                <span>{entry.label}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    isCurrent ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {entry.post_count}
                  <span className="sr-only"> posts</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
