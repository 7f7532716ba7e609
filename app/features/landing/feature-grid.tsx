import { Building2, CircleDollarSign, FileSearch, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Feature = { icon: LucideIcon; title: string; text: string; badge?: string; wide?: boolean };

/** The five marketing promises of SPEC section 1. */
const FEATURES: readonly Feature[] = [
  {
    icon: Building2,
    title: 'H1B Sponsor Database',
    text: 'Browse 1,500+ companies with a track record of sponsoring H1B visas and see which of them are hiring right now. No more guessing from job titles.',
    wide: true,
  },
  {
    icon: FileSearch,
    title: 'AI Resume Analysis',
    text: 'See how compatible your resume is with an H1B job and get specific suggestions to improve it before you apply.',
    badge: 'BETA',
  },
  {
    icon: ShieldCheck,
    title: 'Know Before You Apply',
    text: 'Identify sponsorship opportunities before you apply, so your time goes to employers that can actually hire you.',
  },
  {
    icon: CircleDollarSign,
    title: 'AI Salary Analysis',
    text: 'Compare pay against real H1B wage data and know what a fair offer looks like for your role and city.',
  },
  {
    icon: MapPin,
    title: 'Location Intelligence',
    text: 'Find sponsored roles by city and state across the US, including remote and hybrid positions.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Why job seekers use it</p>
        <h2
          id="features-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          Everything you need to land a sponsored role
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Visa questions should not slow down your job search. These tools answer them while you search.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text, badge, wide }) => (
          <li
            key={title}
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
              wide && 'sm:col-span-2 bg-gradient-to-br from-brand-50 to-white',
            )}
          >
            <div className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon className="size-6" aria-hidden="true" />
            </div>
            <h3 className="mt-5 flex items-center gap-2 text-lg font-semibold text-slate-900">
              {title}
              {badge ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {badge}
                </span>
              ) : null}
            </h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
