import { Compass } from 'lucide-react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** SPEC 404: 'Oops! Page not found' with a 'Return to Home' link. Also used by the root error boundary. */
export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-base text-slate-700">
        The page you are looking for does not exist or has moved. Your search does not have to stop here.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
