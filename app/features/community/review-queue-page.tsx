import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMMUNITY_MESSAGES, FLAG_REASON_LABELS } from '../../../core/community-rules.ts';
import type { ModerationItem, ModerationQueueResponse } from '../../../core/community.ts';
import { formatPostedAge } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { moderate } from './api/moderation.ts';
import { UserText } from './user-text.tsx';

type ReviewQueuePageProps = {
  /** Null when the viewer is not a moderator (the server decides; this page only shows it). */
  queue: ModerationQueueResponse | null;
  isSignedIn: boolean;
  renderedAt: number;
};

/** Moderators (MODERATOR_EMAILS) restore or remove flagged posts and comments, oldest flags first. */
export function ReviewQueuePage({ queue, isSignedIn, renderedAt }: ReviewQueuePageProps) {
  const [items, setItems] = useState<ModerationItem[]>(queue?.items ?? []);
  const now = new Date(renderedAt);

  if (!queue) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {isSignedIn ? 'Moderators Only' : 'Sign In Required'}
        </h1>
        <p className="mt-3 text-slate-700">
          {isSignedIn ? COMMUNITY_MESSAGES.moderatorsOnly : 'Please sign in with a moderator account.'}
        </p>
        <ButtonLink to={isSignedIn ? paths.community : paths.auth} className="mt-6">
          {isSignedIn ? 'Back to Community' : 'Sign In'}
        </ButtonLink>
      </section>
    );
  }

  async function act(item: ModerationItem, action: 'restore' | 'remove') {
    const result = await moderate(item.kind, item.id, action);
    if (!result.ok) {
      toast.error('Moderation failed', { description: result.message });
      return;
    }
    toast.success(action === 'restore' ? 'Restored' : 'Removed');
    setItems((current) => current.filter((other) => !(other.kind === item.kind && other.id === item.id)));
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
        <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
        Review Queue
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Flagged posts and comments. Content flagged by three established accounts is hidden until you decide.
      </p>
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Nothing to review.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <article
                aria-label={`Flagged ${item.kind}: ${item.title}`}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-600 uppercase">
                  <span>{item.kind}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    {item.flag_count} flag{item.flag_count === 1 ? '' : 's'}
                  </span>
                  {item.is_hidden ? <span className="text-red-700">Hidden</span> : null}
                </p>
                <h2 className="mt-1 font-semibold break-words text-slate-900">
                  <Link to={paths.communityPost(item.post_id)} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600">
                  {item.author.display_name} · {formatPostedAge(item.created_at, now)}
                </p>
                <UserText text={item.content} className="mt-2 line-clamp-6 text-sm text-slate-800" />
                <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
                  {item.reasons.map((reason) => (
                    <li key={`${reason.reason}:${reason.created_at}`}>
                      <span className="font-medium">{FLAG_REASON_LABELS[reason.reason]}</span>
                      {reason.details ? <span>: {reason.details}</span> : null}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void act(item, 'restore')}>
                    Restore
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => void act(item, 'remove')}>
                    Remove
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
