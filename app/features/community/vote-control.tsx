import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import type { VoteDirection, VoteValue } from '../../../core/community-rules.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { cn } from '../../lib/cn.ts';

type VoteControlProps = {
  count: number;
  myVote: VoteValue;
  /** What is voted on, for the buttons' names: "post", "comment". */
  subject: string;
  onVote: (direction: VoteDirection) => void;
  pending?: boolean;
  orientation?: 'row' | 'column';
};

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 disabled:opacity-60';

/** Up and down buttons around the count; each is a toggle (aria-pressed) as in SPEC's vote rule. */
export function VoteControl({
  count,
  myVote,
  subject,
  onVote,
  pending = false,
  orientation = 'row',
}: VoteControlProps) {
  return (
    <div
      role="group"
      aria-label={`Vote on this ${subject}`}
      className={cn('inline-flex items-center', orientation === 'column' ? 'flex-col' : 'gap-0.5')}
    >
      <button
        type="button"
        aria-label={`Upvote ${subject}`}
        aria-pressed={myVote === 1}
        disabled={pending}
        onClick={() => onVote(1)}
        className={cn(BUTTON, myVote === 1 && 'text-brand-700 hover:text-brand-800')}
      >
        {myVote === 1 ? (
          <ArrowBigUp className="size-5" fill="currentColor" aria-hidden="true" />
        ) : (
          <SpriteIcon name="arrow-big-up" className="size-5" />
        )}
      </button>
      <span
        className={cn(
          'min-w-6 text-center text-sm font-semibold tabular-nums',
          myVote === 1 ? 'text-brand-700' : myVote === -1 ? 'text-red-700' : 'text-slate-800',
        )}
      >
        {count}
        <span className="sr-only"> votes</span>
      </span>
      <button
        type="button"
        aria-label={`Downvote ${subject}`}
        aria-pressed={myVote === -1}
        disabled={pending}
        onClick={() => onVote(-1)}
        className={cn(BUTTON, myVote === -1 && 'text-red-700 hover:text-red-800')}
      >
        {myVote === -1 ? (
          <ArrowBigDown className="size-5" fill="currentColor" aria-hidden="true" />
        ) : (
          <SpriteIcon name="arrow-big-down" className="size-5" />
        )}
      </button>
    </div>
  );
}
