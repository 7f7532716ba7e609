/** SPEC "/ Landing page" stats strip, label then value as the SPEC lists them (the value is shown on top). */
const STATS = [
  { label: 'H1B Companies', value: '1,500+' },
  { label: 'Fresh Jobs', value: 'Daily' },
  { label: 'Visa Sponsors', value: 'Verified' },
  { label: 'Global Reach', value: 'US-Wide' },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="At a glance" className="relative z-10 mx-auto -mt-12 max-w-5xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-lg md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center bg-white px-3 py-6 text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
