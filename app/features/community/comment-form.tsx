import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, COMMUNITY_MESSAGES } from '../../../core/community-rules.ts';
import type { CommentNode, SensitiveFinding } from '../../../core/community.ts';
import { findSensitiveInfo } from '../../../core/sensitive-info.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { NETWORK_MESSAGE } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { createComment, updateComment } from './api/comments.ts';
import { formSchemas } from './api/schemas.ts';
import { SensitiveWarning } from './sensitive-warning.tsx';

type CommentFormProps = {
  postId: string;
  /** Null for a top-level comment. */
  parentId: string | null;
  label: string;
  onPosted: (comment: CommentNode) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Editing one's own comment: starts from its text and saves it (PATCH) instead of posting a new one. */
  editing?: { id: string; content: string };
};

/**
 * A comment or reply, or the author's edit of one: non-empty after trimming (SPEC section 5), checked
 * here and by the server.
 */
export function CommentForm({
  postId,
  parentId,
  label,
  onPosted,
  onCancel,
  autoFocus = false,
  editing,
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(editing?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [findings, setFindings] = useState<SensitiveFinding[] | null>(null);
  const [pending, setPending] = useState(false);

  async function send(confirmedSensitive: boolean) {
    const schemas = await formSchemas();
    if (!schemas) {
      setError(NETWORK_MESSAGE);
      return;
    }
    const parsed = editing
      ? schemas.updateCommentBodySchema.safeParse({ content: text })
      : schemas.createCommentBodySchema.safeParse({ content: text, parent_comment_id: parentId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COMMUNITY_MESSAGES.commentEmpty);
      return;
    }
    if (!confirmedSensitive) {
      const found = findSensitiveInfo(parsed.data.content);
      if (found.length > 0) {
        setFindings(found);
        return;
      }
    }
    setFindings(null);
    setPending(true);
    const result = editing
      ? await updateComment(editing.id, { content: parsed.data.content })
      : await createComment(postId, { content: parsed.data.content, parent_comment_id: parentId });
    setPending(false);
    if (!result.ok) {
      const failed = editing
        ? COMMUNITY_MESSAGES.failedToUpdateComment
        : COMMUNITY_MESSAGES.failedToPostComment;
      toast.error(result.status === 401 ? COMMUNITY_MESSAGES.signInRequiredTitle : failed, {
        description: result.status === 401 ? COMMUNITY_MESSAGES.signInToComment : result.message,
      });
      return;
    }
    toast.success(editing ? COMMUNITY_MESSAGES.commentUpdated : COMMUNITY_MESSAGES.commentPosted);
    if (!editing) setText('');
    setError(null);
    onPosted(result.data.comment);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-2" aria-label={label}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        name="content"
        rows={parentId && !editing ? 2 : 3}
        value={text}
        // Opening a reply box is a request to type in it.
        autoFocus={autoFocus}
        placeholder={parentId ? 'Write a reply...' : 'Share your thoughts or experience...'}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={`${id}-count ${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
          setFindings(null);
        }}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
          'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2',
          error ? 'border-red-700' : 'border-slate-300',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-error`} className={cn('text-sm font-medium text-red-700', !error && 'sr-only')}>
          {error ?? ''}
        </p>
        <p
          id={`${id}-count`}
          className={cn(
            'ml-auto text-xs tabular-nums',
            text.length > COMMENT_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {text.length}/{COMMENT_MAX_LENGTH}
        </p>
      </div>
      {findings ? (
        <SensitiveWarning
          findings={findings}
          onEdit={() => setFindings(null)}
          onContinue={() => void send(true)}
          continueLabel={editing ? 'Save anyway' : parentId ? 'Reply anyway' : 'Comment anyway'}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" pending={pending} disabled={Boolean(findings)}>
          {editing
            ? pending
              ? 'Saving...'
              : 'Save'
            : pending
              ? 'Posting...'
              : parentId
                ? 'Post Reply'
                : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
