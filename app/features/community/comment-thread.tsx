import { Flag, Pencil, Trash2 } from 'lucide-react';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { useState } from 'react';
import { canReplyAtDepth, COMMUNITY_MESSAGES, type VoteDirection } from '../../../core/community-rules.ts';
import type { CommentNode, VoteResponse } from '../../../core/community.ts';
import { formatPostedAge } from '../../../core/job-display.ts';
import { toast } from '../../components/ui/toast.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../auth/index.ts';
import { deleteComment } from './api/comments.ts';
import { voteComment } from './api/votes.ts';
import { DemoBadge } from './badges.tsx';
import { CommentForm } from './comment-form.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { UserText } from './user-text.tsx';
import { VoteControl } from './vote-control.tsx';

const ACTION =
  'inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';

type ThreadProps = {
  postId: string;
  comments: readonly CommentNode[];
  now: Date;
  /** After a reply, delete or vote of ours: refetch the tree (live events do the same for others'). */
  onChanged: () => void;
  onVoted: (id: string, vote: VoteResponse) => void;
};

/** Nested replies, indented a little per level so a depth-5 reply keeps a wide text column on phones. */
export function CommentThread({ comments, ...rest }: ThreadProps) {
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} {...rest} />
      ))}
    </ul>
  );
}

function CommentItem({
  comment,
  postId,
  now,
  onChanged,
  onVoted,
}: Omit<ThreadProps, 'comments'> & { comment: CommentNode }) {
  const { status } = useSession();
  const [replyOpen, setReplyOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [voting, setVoting] = useState(false);
  const isSignedIn = status === 'signed-in';
  const isGone = comment.is_deleted || comment.is_hidden;
  // SPEC section 5: the reply button is hidden at depth 5 and deeper.
  const mayReply = canReplyAtDepth(comment.depth) && !isGone;

  const requireSignIn = (message: string) => {
    toast.error(COMMUNITY_MESSAGES.signInRequiredTitle, { description: message });
  };

  async function vote(direction: VoteDirection) {
    if (!isSignedIn) return requireSignIn(COMMUNITY_MESSAGES.signInToVoteOnComments);
    setVoting(true);
    const result = await voteComment(comment.id, direction);
    setVoting(false);
    if (!result.ok) {
      toast.error(COMMUNITY_MESSAGES.failedToVoteOnComment, { description: result.message });
      return;
    }
    onVoted(comment.id, result.data);
  }

  async function remove() {
    if (!window.confirm('Delete this comment? Replies to it stay.')) return;
    const result = await deleteComment(comment.id);
    if (!result.ok) {
      toast.error('Failed to delete comment', { description: result.message });
      return;
    }
    toast.success('Comment deleted');
    onChanged();
  }

  return (
    <li
      id={`comment-${comment.id}`}
      data-depth={comment.depth}
      aria-label={`Comment by ${comment.author?.display_name ?? 'a deleted account'}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-600">
          {comment.author ? (
            <>
              <span className="font-semibold break-all text-slate-900">{comment.author.display_name}</span>
              {comment.author.is_demo ? <DemoBadge /> : null}
            </>
          ) : (
            <span className="font-semibold text-slate-600">[deleted]</span>
          )}
          <span aria-hidden="true">·</span>
          <time dateTime={comment.created_at}>{formatPostedAge(comment.created_at, now)}</time>
          {comment.edited_at && !isGone ? <span className="text-xs">(edited)</span> : null}
        </p>
        {isGone ? (
          <p className="mt-1 text-sm text-slate-500 italic">
            {comment.is_deleted
              ? COMMUNITY_MESSAGES.commentDeleted
              : 'This comment is hidden while a moderator reviews it.'}
          </p>
        ) : editing && comment.can_edit ? (
          <div className="mt-2">
            <CommentForm
              postId={postId}
              parentId={comment.parent_comment_id}
              label="Edit comment"
              autoFocus
              editing={{ id: comment.id, content: comment.content }}
              onCancel={() => setEditing(false)}
              onPosted={() => {
                setEditing(false);
                onChanged();
              }}
            />
          </div>
        ) : (
          <UserText
            text={comment.content}
            className="comment-text mt-1 text-sm leading-relaxed text-slate-800"
          />
        )}
        {isGone || editing ? null : (
          <div className="mt-1 flex flex-wrap items-center gap-x-1 gap-y-1">
            <VoteControl
              count={comment.vote_count}
              myVote={comment.my_vote}
              subject="comment"
              onVote={(direction) => void vote(direction)}
              pending={voting}
            />
            {mayReply ? (
              <button
                type="button"
                className={ACTION}
                aria-expanded={replyOpen}
                onClick={() =>
                  isSignedIn
                    ? setReplyOpen((open) => !open)
                    : requireSignIn(COMMUNITY_MESSAGES.signInToComment)
                }
              >
                <SpriteIcon name="reply" className="size-4" />
                Reply
              </button>
            ) : null}
            {comment.can_edit ? (
              <button
                type="button"
                className={ACTION}
                onClick={() => {
                  setReplyOpen(false);
                  setEditing(true);
                }}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </button>
            ) : null}
            {comment.can_delete ? (
              <button type="button" className={ACTION} onClick={() => void remove()}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </button>
            ) : null}
            {isSignedIn && !comment.can_delete ? (
              <button type="button" className={ACTION} onClick={() => setReportOpen(true)}>
                <Flag className="size-4" aria-hidden="true" />
                Report
              </button>
            ) : null}
          </div>
        )}
        {replyOpen && mayReply ? (
          <div className="mt-2">
            <CommentForm
              postId={postId}
              parentId={comment.id}
              label={`Reply to ${comment.author?.display_name ?? 'comment'}`}
              autoFocus
              onCancel={() => setReplyOpen(false)}
              onPosted={() => {
                setReplyOpen(false);
                onChanged();
              }}
            />
          </div>
        ) : null}
      </div>
      {comment.replies.length > 0 ? (
        <div className={cn('mt-3 border-l-2 border-slate-200 pl-1.5 sm:pl-4')}>
          <CommentThread
            comments={comment.replies}
            postId={postId}
            now={now}
            onChanged={onChanged}
            onVoted={onVoted}
          />
        </div>
      ) : null}
      {reportOpen ? (
        <ReportDialog open kind="comment" id={comment.id} onClose={() => setReportOpen(false)} />
      ) : null}
    </li>
  );
}
