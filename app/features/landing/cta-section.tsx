import { Search } from 'lucide-react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="on-dark bg-brand-800">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Your sponsor is out there. Start looking today.
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Fresh H1B-sponsored jobs are added every day. Searching is free and needs no account.
        </p>
        <ButtonLink to={paths.jobs} size="lg" variant="inverse" className="mt-8">
          <Search className="size-5" aria-hidden="true" />
          Start Job Search
        </ButtonLink>
      </div>
    </section>
  );
}
