import { ArrowLeft, SearchX } from 'lucide-react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** An unknown sponsor address (answered with HTTP 404). */
export function SponsorNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Sponsor Not Found</h1>
      <p className="mt-3 text-base text-slate-700">
        No employer in the loaded H-1B files has this address. Search the sponsor database by brand or legal
        name.
      </p>
      <ButtonLink to={paths.sponsors} size="lg" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden="true" />
        Search Sponsors
      </ButtonLink>
    </section>
  );
}
