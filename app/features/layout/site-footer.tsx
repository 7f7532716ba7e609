import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSession } from '../auth/index.ts';
import { LogoMark } from './logo-mark.tsx';

const FOOTER_LINK =
  'inline-flex min-h-8 items-center text-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline';

export function SiteFooter({ siteName }: { siteName: string }) {
  const { status } = useSession();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 space-y-3 sm:col-span-1">
            <Link
              to={paths.home}
              className="inline-flex items-center gap-2 rounded-lg font-bold text-slate-900"
            >
              <LogoMark className="size-7" />
              <span>{siteName}</span>
            </Link>
            <p className="max-w-sm text-sm text-slate-700">
              Job search for people who need H1B visa sponsorship. Apply with less confusion, more confidence.
            </p>
          </div>
          <nav aria-label="Explore">
            <h2 className="text-sm font-semibold text-slate-900">Explore</h2>
            <ul className="mt-2 space-y-1">
              <li>
                <Link to={paths.jobs} className={FOOTER_LINK}>
                  Browse Jobs
                </Link>
              </li>
              <li>
                <Link to={paths.sponsors} className={FOOTER_LINK}>
                  H1B Sponsors
                </Link>
              </li>
              <li>
                <Link to={paths.community} className={FOOTER_LINK}>
                  Community
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Account">
            <h2 className="text-sm font-semibold text-slate-900">Account</h2>
            <ul className="mt-2 space-y-1">
              {status === 'signed-in' ? null : (
                <li>
                  <Link to={paths.auth} className={FOOTER_LINK}>
                    Sign In
                  </Link>
                </li>
              )}
              <li>
                <Link to={paths.profile} className={FOOTER_LINK}>
                  Profile
                </Link>
              </li>
              <li>
                <Link to={paths.resume} className={FOOTER_LINK}>
                  Resume
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <strong className="font-semibold">Disclaimer:</strong> Listed positions are not guaranteed to be
          eligible for H1B visa sponsorship. Confirm sponsorship with the employer before you apply.
        </p>
        <p className="mt-6 text-sm text-slate-700">(c) 2025 {siteName}</p>
      </div>
    </footer>
  );
}
