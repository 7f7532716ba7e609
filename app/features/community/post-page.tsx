import { ArrowLeft, ChevronDown, Eye, Flag, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  COMMENT_WINDOW_SIZE,
  COMMUNITY_MESSAGES,
  countComments,
  POST_SHARE_DESCRIPTION_LENGTH,
  previewText,
  TARGET_AUDIENCE_LABELS,
  threadsWithin,
} from '../../../core/community-rules.ts';
import type { CommentListResponse, CommunityEvent, Post } from '../../../core/community.ts';
import { formatPostedAge } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';
import { deletePost } from './api/delete-post.ts';
import { fetchPost } from './api/fetch-post.ts';
import { sharePost } from './api/share-post.ts';
import { CategoryBadge, DemoBadge, Stat, TagList, UrgencyBadge } from './badges.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import { PostDialog } from './lazy-post-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ShareMenu } from './share-menu.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { useCommentTree } from './use-comment-tree.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { usePostVote } from './use-post-vote.ts';
import { UserText } from './user-text.tsx';
import { VoteControl } from './vote-control.tsx';

type PostPageProps = {
  post: Post;
  /** The first threads (or all of them); `total` counts the whole post. */
  comments: CommentListResponse;
  /** False when `comments` is the loader's window and more threads exist. */
  complete?: boolean;
  publicUrl: string;
  renderedAt: number;
};

/** SPEC "/community/post/{id}": the post, its votes and share menu, and the live comment thread. */
export function PostPage({
  post: initialPost,
  comments: initialComments,
  complete = true,
  publicUrl,
  renderedAt,
}: PostPageProps) {
  const { status } = useSession();
  const navigate = useNavigate();
  const [post, setPost] = useState(initialPost);
  const [commentsOpen, setCommentsOpen] = useState(true);
  const [signInOpen, setSignInOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const votes = usePostVote(post.id, post);
  const tree = useCommentTree(post.id, initialComments, complete);
  // About COMMENT_WINDOW_SIZE comments at first, whole threads; 'Show more comments' adds as many again.
  const [commentBudget, setCommentBudget] = useState(COMMENT_WINDOW_SIZE);
  const [loadingMore, setLoadingMore] = useState(false);
  const shownThreads = tree.comments.slice(0, threadsWithin(tree.comments, commentBudget));
  const hasMore = !tree.complete || shownThreads.length < tree.comments.length;
  const moreCount = Math.max(0, tree.total - countComments(shownThreads));
  const now = new Date(renderedAt);
  const isSignedIn = status === 'signed-in';

  async function refreshPost() {
    const result = await fetchPost(post.id);
    if (!result.ok) return;
    setPost(result.data.post);
    votes.reset(result.data.post);
  }

  useLiveUpdates(post.id, (event: CommunityEvent) => {
    void tree.refresh();
    if (event.kind === 'post_updated' || event.kind === 'resync') void refreshPost();
  });

  async function showMore() {
    if (!tree.complete) {
      setLoadingMore(true);
      await tree.refresh();
      setLoadingMore(false);
    }
    setCommentBudget((budget) => budget + COMMENT_WINDOW_SIZE);
  }

  async function remove() {
    if (!window.confirm('Delete this post? This cannot be undone.')) return;
    const result = await deletePost(post.id);
    if (!result.ok) {
      toast.error('Failed to delete post', { description: result.message });
      return;
    }
    toast.success('Post deleted');
    void navigate(paths.community);
  }

  const share = {
    url: `${publicUrl}${paths.communityPost(post.id)}`,
    title: post.title,
    description: previewText(post.content, POST_SHARE_DESCRIPTION_LENGTH).text,
    tags: post.tags,
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={paths.community}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-lg text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Community
      </Link>

      <article
        aria-labelledby="post-title"
        className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-1.5">
          <CategoryBadge category={post.topic_category} />
          <UrgencyBadge urgency={post.urgency_level} />
          <span className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {TARGET_AUDIENCE_LABELS[post.target_audience]}
          </span>
        </div>
        {post.is_hidden ? (
          <p role="status" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            This post is hidden from others while a moderator reviews it.
          </p>
        ) : null}
        <h1
          id="post-title"
          className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
        >
          {post.title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600">
          <span className="font-medium break-all text-slate-800">{post.author.display_name}</span>
          {post.author.is_demo ? <DemoBadge /> : null}
          <span aria-hidden="true">·</span>
          <time dateTime={post.created_at}>{formatPostedAge(post.created_at, now)}</time>
          {post.edited_at ? <span className="text-xs">(edited)</span> : null}
          <span aria-hidden="true">·</span>
          <Stat icon={<Eye className="size-4" aria-hidden="true" />} label="views">
            {post.view_count}
          </Stat>
        </p>
        <UserText text={post.content} className="mt-4 text-base leading-relaxed text-slate-800" />
        <TagList tags={post.tags} className="mt-4" />
        <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-100 pt-3">
          <VoteControl
            count={votes.count}
            myVote={votes.myVote}
            subject="post"
            onVote={votes.vote}
            pending={votes.pending}
          />
          <Stat icon={<MessageSquare className="size-4" aria-hidden="true" />} label="comments">
            {tree.total}
          </Stat>
          <div className="ml-auto flex flex-wrap items-center gap-1">
            <ShareMenu
              share={share}
              onShared={(channel) => {
                void sharePost(post.id, channel).then((result) => {
                  if (result.ok) setPost((current) => ({ ...current, share_count: result.data.share_count }));
                });
              }}
            />
            {post.can_edit ? (
              <Button variant="ghost" size="sm" onClick={() => setEditOpen(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {post.can_delete ? (
              <Button variant="ghost" size="sm" onClick={() => void remove()}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            ) : isSignedIn ? (
              <Button variant="ghost" size="sm" onClick={() => setReportOpen(true)}>
                <Flag className="size-4" aria-hidden="true" />
                Report
              </Button>
            ) : null}
          </div>
        </div>
      </article>

      <section
        id="comments"
        aria-labelledby="comments-heading"
        className="mt-6 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm"
      >
        <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={commentsOpen}
            aria-controls="comments-body"
            onClick={() => setCommentsOpen((open) => !open)}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg pr-2 hover:text-brand-700"
          >
            <MessageSquare className="size-5" aria-hidden="true" />
            Comments ({tree.total})
            <ChevronDown
              className={
                commentsOpen ? 'size-5 rotate-180 transition-transform' : 'size-5 transition-transform'
              }
              aria-hidden="true"
            />
          </button>
        </h2>
        <div id="comments-body" hidden={!commentsOpen} className="mt-4 space-y-6">
          {isSignedIn ? (
            <CommentForm
              postId={post.id}
              parentId={null}
              label="Add a comment"
              onPosted={() => {
                // A new comment sorts among the others: show them all so the author sees theirs.
                setCommentBudget(Number.POSITIVE_INFINITY);
                void tree.refresh();
              }}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
              <p className="text-sm text-slate-700">{COMMUNITY_MESSAGES.signInToLeaveComment}</p>
              <Button size="sm" onClick={() => setSignInOpen(true)}>
                Sign In
              </Button>
            </div>
          )}
          {tree.comments.length > 0 ? (
            <>
              <CommentThread
                postId={post.id}
                comments={shownThreads}
                now={now}
                onChanged={() => void tree.refresh()}
                onVoted={tree.applyVote}
              />
              {hasMore ? (
                <div className="flex justify-center">
                  <Button variant="secondary" pending={loadingMore} onClick={() => void showMore()}>
                    {loadingMore
                      ? 'Loading...'
                      : moreCount > 0
                        ? `Show more comments (${moreCount})`
                        : 'Show more comments'}
                  </Button>
                </div>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-600">No comments yet. Start the conversation.</p>
          )}
        </div>
      </section>

      <SignInDialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        onSignedIn={() => setSignInOpen(false)}
        reason={COMMUNITY_MESSAGES.signInToComment}
      />
      {editOpen && post.can_edit ? (
        <PostDialog
          open
          editing={post}
          defaultCategory={post.topic_category}
          onClose={() => setEditOpen(false)}
          onSaved={(saved) => {
            setEditOpen(false);
            setPost(saved);
            votes.reset(saved);
          }}
        />
      ) : null}
      {reportOpen ? (
        <ReportDialog open kind="post" id={post.id} onClose={() => setReportOpen(false)} />
      ) : null}
    </div>
  );
}
