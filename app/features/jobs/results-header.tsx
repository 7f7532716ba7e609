import { resultHeading, resultSubtitle, type SearchState } from '../../../core/job-search-ui.ts';
import { TREND_ICON_THRESHOLD } from '../../../core/job-display.ts';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';

export const RESULTS_HEADING_ID = 'job-results-heading';

/**
 * SPEC "Result header" and "Subtitle by state". While a new search loads, the heading keeps describing
 * the results it belongs to and the subtitle says what is being searched for.
 */
export function ResultsHeader({
  filters,
  total,
  pendingFilters,
}: {
  filters: SearchState;
  total: number;
  /** The search being loaded, or null when the shown results are current. */
  pendingFilters: SearchState | null;
}) {
  const isSearching = pendingFilters !== null;
  return (
    <div>
      <h2
        id={RESULTS_HEADING_ID}
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
      >
        {resultHeading(filters, total)}
        {!isSearching && total > TREND_ICON_THRESHOLD ? (
          <SpriteIcon
            name="trending-up"
            label="Many companies are hiring"
            className="size-5 shrink-0 text-emerald-700"
          />
        ) : null}
      </h2>
      {/* Announced politely, so a screen reader hears when a search starts and what it found. */}
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {resultSubtitle(pendingFilters ?? filters, total, isSearching)}
      </p>
    </div>
  );
}
