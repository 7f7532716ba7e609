import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';

/**
 * Shown above the results when the search found no job matching it exactly and the list holds related jobs
 * only (the API's `match: 'related'`): some of the words, or a description that mentions them.
 */
export function RelatedMatchNotice({ term }: { term: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <SpriteIcon name="info" className="mt-0.5 size-4 shrink-0" />
      <span>No exact matches for &quot;{term}&quot;; showing related jobs</span>
    </p>
  );
}

/** Shown when the search corrected a typo (the API's `understood.searched_for`): which words it searched instead. */
export function CorrectedSearchNotice({ searchedFor }: { searchedFor: string }) {
  return (
    <p
      role="status"
      data-testid="corrected-search"
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <SpriteIcon name="spell-check" className="mt-0.5 size-4 shrink-0" />
      <span>Showing results for &quot;{searchedFor}&quot;</span>
    </p>
  );
}
