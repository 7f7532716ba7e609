import { useId } from 'react';
import { defaultSuggestions } from '../../../core/job-search-ui.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { useRelatedSearches } from './use-related-searches.ts';

/** SPEC "Search suggestion chips": popular (and, later, recent) searches, or related ones for a search. */
export function SuggestionChips({
  search,
  foundNothing = false,
  recentSearches,
  onPick,
}: {
  search: string | undefined;
  /** The search alone found no job: no related searches from the data (SPEC's keyword rules still apply). */
  foundNothing?: boolean;
  recentSearches: readonly string[];
  onPick: (term: string) => void;
}) {
  const labelId = useId();
  const related = useRelatedSearches(search ?? '', { fromData: !foundNothing });
  const { label, chips } = search
    ? { label: 'Related searches:', chips: related ?? [] }
    : defaultSuggestions(recentSearches);
  if (chips.length === 0) {
    // Known before rendering to be none: no empty row between the filters and the answer.
    if (search && foundNothing) return null;
    // While related searches load (or when there are none) the row keeps its height: nothing below moves.
    return <div className="min-h-12 sm:min-h-9" aria-hidden="true" />;
  }
  return (
    // On phones the chips scroll sideways in one row instead of pushing the results four rows down.
    <div
      className="-mx-4 flex min-h-12 items-center gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:min-h-9 sm:flex-wrap sm:overflow-visible sm:p-0"
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="shrink-0 text-sm font-medium text-slate-700">
        {label}
      </span>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          onClick={() => onPick(chip)}
          className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800"
        >
          <SpriteIcon name="search" className="size-3.5 text-slate-500" />
          {chip}
        </button>
      ))}
    </div>
  );
}
