const STEPS = [
  {
    title: 'Search sponsor jobs',
    text: 'Filter by city, state, work style and job type. Every listing comes from a sponsoring company.',
  },
  {
    title: 'Check your fit',
    text: 'Upload your resume once and let the analysis show what matches and what is missing.',
  },
  {
    title: 'Apply with confidence',
    text: 'Apply on the employer\u2019s site and bring your questions to the community.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="steps-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-brand-600 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
