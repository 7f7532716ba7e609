import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';

/**
 * Says which words of the search were read as filters rather than searched for ('nurse houston' searches
 * "nurse" in Houston), from core `understoodFilters`, the rule the server applies.
 */
export function UnderstoodNotice({ filters }: { filters: string[] }) {
  if (filters.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="understood-filters"
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <SpriteIcon name="sliders-horizontal" className="mt-0.5 size-4 shrink-0" />
      <span>Read from your search: {filters.join(' · ')}</span>
    </p>
  );
}
