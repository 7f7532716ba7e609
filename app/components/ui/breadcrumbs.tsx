import { Link } from 'react-router';
import { SpriteIcon } from './icon-sprite.tsx';

export type Crumb = { name: string; path: string };

/** A breadcrumb trail; the last item is the current page (aria-current), not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.path} className="inline-flex items-center gap-1">
              {index > 0 ? <SpriteIcon name="chevron-right" className="size-4 text-slate-400" /> : null}
              {isCurrent ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.path}
                  className="rounded-sm underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
