import type { Route } from './+types/resume';
import { paths } from '../../core/paths.ts';
import { ResumePage, type InitialResume } from '../features/resume/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

/**
 * The whole resume record, so the card (name, type, size, date, extraction warning) is in the server HTML.
 * A navigation inside the app gets the same answer from this loader's data request, in one round trip, so
 * the page needs no client loader of its own.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<InitialResume> {
  const { auth, services } = getSsr(context);
  const userId = auth.user?.id ?? null;
  return { userId, resume: userId ? await services.getResume(userId) : null };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Resume Management',
    description: 'Upload, replace, download or delete the resume that AI Analysis compares with H1B jobs.',
    path: paths.resume,
    noindex: true,
  });
}

export default function ResumeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <ResumePage initial={loaderData} />
    </div>
  );
}
