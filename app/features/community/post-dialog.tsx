import { useId, useState, type FormEvent } from 'react';
import {
  COMMUNITY_MESSAGES,
  DEFAULT_TARGET_AUDIENCE,
  DEFAULT_URGENCY,
  normalizeTags,
  POST_CONTENT_MAX_LENGTH,
  POST_TAGS_MAX,
  POST_TITLE_MAX_LENGTH,
  TARGET_AUDIENCE_LABELS,
  TARGET_AUDIENCES,
  TOPIC_CATEGORIES,
  TOPIC_CATEGORY_LABELS,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  type TopicCategory,
} from '../../../core/community-rules.ts';
import { createPostBodySchema } from '../../../core/community.ts';
import type { Post, SensitiveFinding } from '../../../core/community.ts';
import { findSensitiveInfo } from '../../../core/sensitive-info.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.ts';
import { cn } from '../../lib/cn.ts';
import { createPost } from './api/create-post.ts';
import { updatePost } from './api/update-post.ts';
import { SensitiveWarning } from './sensitive-warning.tsx';

type Draft = {
  title: string;
  content: string;
  topic_category: TopicCategory | '';
  urgency_level: (typeof URGENCY_LEVELS)[number];
  target_audience: (typeof TARGET_AUDIENCES)[number];
  tags: string;
};

function emptyDraft(category: TopicCategory | null): Draft {
  return {
    title: '',
    content: '',
    topic_category: category ?? '',
    urgency_level: DEFAULT_URGENCY,
    target_audience: DEFAULT_TARGET_AUDIENCE,
    tags: '',
  };
}

/** The author's post as the edit form starts from it. */
function draftOf(post: Post): Draft {
  return {
    title: post.title,
    content: post.content,
    topic_category: post.topic_category,
    urgency_level: post.urgency_level,
    target_audience: post.target_audience,
    tags: post.tags.join(', '),
  };
}

/** Tags as typed ("Lottery, stamping") become SPEC's list: lowercased, trimmed, without duplicates. */
export function parseTagInput(text: string): string[] {
  return normalizeTags(text.split(','));
}

/** The same schema as the server, so the user sees the server's messages before sending anything. */
export function validateDraft(draft: Draft) {
  const result = createPostBodySchema.safeParse({
    ...draft,
    topic_category: draft.topic_category || undefined,
    tags: parseTagInput(draft.tags),
  });
  if (result.success) return { body: result.data, error: null };
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null;
  return { body: null, error: { field, message: issue?.message ?? COMMUNITY_MESSAGES.requiredFields } };
}

const SELECT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus-visible:border-brand-600 focus-visible:outline-2';
const TEXTAREA =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2';

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={cn('text-xs tabular-nums', length > max ? 'font-semibold text-red-700' : 'text-slate-600')}
    >
      {length}/{max}
    </p>
  );
}

/**
 * SPEC "Create post dialog": title, content (with counters), category, urgency, audience and up to 5
 * tags; validated here and again by the server; resets after success. With `editing`, the same form
 * edits the author's post (same rules; the server marks it edited).
 */
export function PostDialog({
  open,
  onClose,
  defaultCategory,
  editing,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  defaultCategory: TopicCategory | null;
  editing?: Post;
  onSaved: (post: Post) => void;
}) {
  // Unique ids: the edit dialog opens on the post page, whose heading is #post-title.
  const f = useId();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft(defaultCategory)));
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [findings, setFindings] = useState<SensitiveFinding[] | null>(null);
  const [pending, setPending] = useState(false);
  const tags = parseTagInput(draft.tags);

  function update<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
    setFindings(null);
  }

  async function publish(confirmedSensitive: boolean) {
    const { body, error: problem } = validateDraft(draft);
    if (!body) {
      setError(problem);
      toast.error(problem.message);
      return;
    }
    if (!confirmedSensitive) {
      const found = findSensitiveInfo(body.title, body.content, ...body.tags);
      if (found.length > 0) {
        setFindings(found);
        return;
      }
    }
    setFindings(null);
    setPending(true);
    const result = editing ? await updatePost(editing.id, body) : await createPost(body);
    setPending(false);
    if (!result.ok) {
      if (result.status === 401) {
        const message = editing ? COMMUNITY_MESSAGES.signInToEdit : COMMUNITY_MESSAGES.signInToCreatePost;
        toast.error(message);
        setError({ field: null, message });
        return;
      }
      const failed = editing ? COMMUNITY_MESSAGES.failedToUpdatePost : COMMUNITY_MESSAGES.failedToCreatePost;
      toast.error(failed, { description: result.message });
      // Also inline: toasts sit under the modal's backdrop while the dialog is open.
      setError({ field: null, message: `${failed} ${result.message}` });
      return;
    }
    toast.success(editing ? COMMUNITY_MESSAGES.postUpdated : COMMUNITY_MESSAGES.postCreated);
    setDraft(editing ? draftOf(result.data.post) : emptyDraft(defaultCategory));
    setError(null);
    onSaved(result.data.post);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void publish(false);
  }

  const fieldError = (field: string) => (error && error.field === field ? error.message : null);
  const generalError = error && !['title', 'content', 'topic_category', 'tags'].includes(error.field ?? '');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Post' : 'Create Post'}
      description="Ask a question or share what you learned. Please leave out personal details."
    >
      <form
        noValidate
        onSubmit={handleSubmit}
        className="space-y-4"
        aria-label={editing ? 'Edit post' : 'Create post'}
      >
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${f}-title`}>Title</Label>
            <Counter id={`${f}-title-count`} length={draft.title.length} max={POST_TITLE_MAX_LENGTH} />
          </div>
          <Input
            id={`${f}-title`}
            name="title"
            required
            value={draft.title}
            invalid={Boolean(fieldError('title'))}
            aria-describedby={`${f}-title-count ${f}-title-error`}
            placeholder="What would you like to discuss?"
            onChange={(event) => update('title', event.target.value)}
          />
          <FieldError id={`${f}-title-error`} message={fieldError('title')} />
        </div>

        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${f}-content`}>Content</Label>
            <Counter id={`${f}-content-count`} length={draft.content.length} max={POST_CONTENT_MAX_LENGTH} />
          </div>
          <textarea
            id={`${f}-content`}
            name="content"
            required
            rows={6}
            value={draft.content}
            aria-invalid={Boolean(fieldError('content')) || undefined}
            aria-describedby={`${f}-content-count ${f}-content-error`}
            placeholder="Share details, your timeline or your question..."
            onChange={(event) => update('content', event.target.value)}
            className={cn(TEXTAREA, fieldError('content') ? 'border-red-700' : 'border-slate-300')}
          />
          <FieldError id={`${f}-content-error`} message={fieldError('content')} />
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${f}-category`}>Category</Label>
            <select
              id={`${f}-category`}
              name="topic_category"
              required
              value={draft.topic_category}
              aria-invalid={Boolean(fieldError('topic_category')) || undefined}
              aria-describedby={`${f}-category-error`}
              onChange={(event) => update('topic_category', event.target.value as Draft['topic_category'])}
              className={SELECT}
            >
              <option value="">Select a category</option>
              {TOPIC_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {TOPIC_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
            <FieldError id={`${f}-category-error`} message={fieldError('topic_category')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${f}-urgency`}>Urgency</Label>
            <select
              id={`${f}-urgency`}
              name="urgency_level"
              value={draft.urgency_level}
              onChange={(event) => update('urgency_level', event.target.value as Draft['urgency_level'])}
              className={SELECT}
            >
              {URGENCY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {URGENCY_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${f}-audience`}>Audience</Label>
            <select
              id={`${f}-audience`}
              name="target_audience"
              value={draft.target_audience}
              onChange={(event) => update('target_audience', event.target.value as Draft['target_audience'])}
              className={SELECT}
            >
              {TARGET_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {TARGET_AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={`${f}-tags`}>Tags</Label>
            <Counter id={`${f}-tags-count`} length={tags.length} max={POST_TAGS_MAX} />
          </div>
          <Input
            id={`${f}-tags`}
            name="tags"
            value={draft.tags}
            invalid={Boolean(fieldError('tags'))}
            aria-describedby={`${f}-tags-hint ${f}-tags-count ${f}-tags-error`}
            placeholder="lottery, cap-gap, opt"
            onChange={(event) => update('tags', event.target.value)}
          />
          <p id={`${f}-tags-hint`} className="text-xs text-slate-600">
            Separate tags with commas, up to {POST_TAGS_MAX}.
          </p>
          <FieldError id={`${f}-tags-error`} message={fieldError('tags')} />
        </div>

        {generalError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error.message}
          </p>
        ) : null}

        {findings ? (
          <SensitiveWarning
            findings={findings}
            onEdit={() => setFindings(null)}
            onContinue={() => void publish(true)}
            continueLabel={editing ? 'Save anyway' : 'Publish anyway'}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} disabled={Boolean(findings)}>
            {editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Publishing...' : 'Publish Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className={cn('text-sm font-medium text-red-700', !message && 'sr-only')}>
      {message ?? ''}
    </p>
  );
}
