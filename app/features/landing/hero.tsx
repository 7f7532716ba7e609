import { ArrowRight, BadgeCheck, MapPin, ShieldCheck, Users } from 'lucide-react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      {/* Soft colour wash: pure CSS, so the first paint needs no image download. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10rem] size-[32rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 sm:pb-28 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <ShieldCheck className="size-4" aria-hidden="true" />
            For F-1, OPT and H1B job seekers
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Find H1B Visa Sponsored Jobs
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">
            Apply with less confusion, more confidence.
          </p>
          <p className="mt-5 max-w-xl text-base text-slate-700 sm:text-lg">
            Search jobs at companies that sponsor work visas, check how your resume fits each role, and learn
            from people who have been through the lottery, the transfer and the stamping.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.jobs} size="lg">
              Explore H1B Jobs
              <ArrowRight className="size-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={paths.community} size="lg" variant="secondary">
              <Users className="size-5" aria-hidden="true" />
              Community
            </ButtonLink>
          </div>
        </div>
        <JobPreview />
      </div>
    </section>
  );
}

/** An illustration of what a listing shows; decorative, so hidden from screen readers and on phones. */
function JobPreview() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute inset-x-8 -bottom-4 h-full rotate-2 rounded-2xl bg-brand-100" />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="flex items-start gap-4">
          <div className="flex size-12 items-center justify-center rounded-xl bg-slate-900 text-lg font-bold text-white">
            N
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">Senior Data Engineer</p>
            <p className="text-sm text-slate-600">Northwind Analytics</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <BadgeCheck className="size-3.5" />
            H1B Sponsor
          </span>
        </div>
        <div className="mt-5 flex flex-wrap gap-2 text-xs font-medium">
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            <MapPin className="size-3.5" />
            Austin, TX
          </span>
          <span className="rounded-full bg-sky-50 px-2.5 py-1 text-sky-800">Hybrid</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">FULL TIME</span>
        </div>
        <p className="mt-4 text-lg font-semibold text-slate-900">$135,000 - $165,000</p>
        <div className="mt-5 rounded-xl bg-brand-50 p-4">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-brand-800">Resume match</span>
            <span className="font-bold text-brand-800">84 / 100</span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-white">
            <div className="h-2 w-[84%] rounded-full bg-brand-600" />
          </div>
          <p className="mt-2 text-xs text-slate-700">
            Add your Spark experience to the summary to reach 90+.
          </p>
        </div>
      </div>
    </div>
  );
}
