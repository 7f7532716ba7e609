import { Link, NavLink } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { cn } from '../../lib/cn.ts';
import { LogoMark } from './logo-mark.tsx';
import { UserMenu } from './user-menu.tsx';

const NAV_LINK =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-700 whitespace-nowrap transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';

/**
 * One navigation for every width: on phones it drops to its own scrollable row under the brand, so every
 * destination stays one tap away without a hidden menu.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="order-1 flex h-14 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 md:h-16"
        >
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <nav
          aria-label="Main"
          className="order-3 -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto border-t border-slate-100 px-3 py-1.5 md:order-2 md:mx-0 md:w-auto md:flex-1 md:overflow-visible md:border-0 md:p-0"
        >
          <NavLink to={paths.jobs} className={NAV_LINK}>
            Browse Jobs
          </NavLink>
          <NavLink to={paths.sponsors} className={NAV_LINK}>
            H1B Sponsors
          </NavLink>
          <NavLink
            to={paths.community}
            className={cn(
              NAV_LINK,
              'md:ml-auto md:border md:border-slate-300 md:bg-white md:font-semibold md:text-slate-900 md:shadow-sm md:hover:border-slate-400 md:hover:bg-slate-50',
            )}
          >
            Community
          </NavLink>
        </nav>
        <div className="order-2 ml-auto flex items-center md:order-3 md:ml-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
