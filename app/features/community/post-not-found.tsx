import { ArrowLeft, SearchX } from 'lucide-react';
import { COMMUNITY_MESSAGES } from '../../../core/community-rules.ts';
import { paths } from '../../../core/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** SPEC "/community/post/{id}": not found shows 'Post Not Found' and a back link (the route answers 404). */
export function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
        <SearchX className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {COMMUNITY_MESSAGES.postNotFoundTitle}
      </h1>
      <p className="mt-3 text-base text-slate-700">
        The discussion you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <ButtonLink to={paths.community} size="lg" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden="true" />
        Back to Community
      </ButtonLink>
    </section>
  );
}
