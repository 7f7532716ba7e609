import { TriangleAlert } from 'lucide-react';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** Anything but a 404: say so plainly and offer a way back, without technical details. */
export function ErrorView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-base text-slate-700">
        We could not load this page. Please try again in a moment; your account and data are safe.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
