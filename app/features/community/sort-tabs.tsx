import { Link } from 'react-router';
import { POST_SORT_LABELS, POST_SORTS } from '../../../core/community-rules.ts';
import { cn } from '../../lib/cn.ts';
import { communityListPath, type ListParams } from './list-params.ts';

/** SPEC sort options: Trending, Most Popular, Most Recent; links, so every sort has its own URL. */
export function SortTabs({ params }: { params: ListParams }) {
  return (
    <nav aria-label="Sort posts">
      <ul className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        {POST_SORTS.map((sort) => {
          const isCurrent = sort === params.sort;
          return (
            <li key={sort}>
              <Link
                to={communityListPath({ category: params.category, sort })}
                aria-current={isCurrent ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isCurrent ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                )}
              >
                {POST_SORT_LABELS[sort]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
