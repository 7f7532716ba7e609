import type { Route } from './+types/resume';
import { paths } from '../../core/paths.ts';
import { getResume, ResumePage, type InitialResume } from '../features/resume/index.ts';
import { getSsr } from '../lib/context.ts';
import { pageMeta } from '../lib/seo.ts';

/** The server knows who is signed in and whether they stored a resume: enough to render the right page. */
export async function loader({ context }: Route.LoaderArgs): Promise<InitialResume> {
  const { auth, services } = getSsr(context);
  const userId = auth.user?.id ?? null;
  return { userId, hasResume: userId ? await services.hasResume(userId) : false };
}

/**
 * On a navigation inside the app the browser asks for the whole record at the same time, so the resume
 * card appears with the page instead of after it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<InitialResume> {
  const [known, details] = await Promise.all([serverLoader(), getResume()]);
  if (!known.userId || !details.ok) return known;
  if (details.data && details.data.user_id !== known.userId) return known;
  return { ...known, hasResume: details.data !== null, resume: details.data };
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
