import { Link } from 'react-router';
import type { PostListItem } from '../../../core/community.ts';
import { formatPostedAge } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { CategoryBadge, DemoBadge, Stat, TagList, UrgencyBadge } from './badges.tsx';
import { UserText } from './user-text.tsx';
import { usePostVote } from './use-post-vote.ts';
import { VoteControl } from './vote-control.tsx';

/** SPEC "/community" card: 300-character preview, author, age, category, urgency, tags, votes, comments, views. */
export function PostCard({ post, now }: { post: PostListItem; now: Date }) {
  const titleId = `post-${post.id}-title`;
  const votes = usePostVote(post.id, post);
  const href = paths.communityPost(post.id);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <CategoryBadge category={post.topic_category} />
        <UrgencyBadge urgency={post.urgency_level} />
        {post.is_hidden ? (
          <span className="rounded-full border border-red-200 bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            Hidden pending review
          </span>
        ) : null}
      </div>
      <h2 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={href}
          className="rounded-sm break-words underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
        <span className="font-medium break-all text-slate-800">{post.author.display_name}</span>
        {post.author.is_demo ? <DemoBadge /> : null}
        <span aria-hidden="true">·</span>
        <time dateTime={post.created_at}>{formatPostedAge(post.created_at, now)}</time>
      </p>
      <UserText text={post.content_preview} as="p" className="mt-3 text-sm leading-relaxed text-slate-700" />
      {post.content_truncated ? (
        <Link to={href} className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Read more<span className="sr-only">{`: ${post.title}`}</span>
        </Link>
      ) : null}
      <TagList tags={post.tags} className="mt-3" />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 pt-2">
        <VoteControl
          count={votes.count}
          myVote={votes.myVote}
          subject="post"
          onVote={votes.vote}
          pending={votes.pending}
        />
        <Link to={`${href}#comments`} className="rounded-md hover:text-brand-700">
          <Stat icon={<SpriteIcon name="message-square" className="size-4" />} label="comments">
            {post.comment_count}
          </Stat>
        </Link>
        <Stat icon={<SpriteIcon name="eye" className="size-4" />} label="views">
          {post.view_count}
        </Stat>
      </div>
    </article>
  );
}
