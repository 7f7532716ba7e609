import { useId, useMemo } from 'react';
import { compareText } from '../../../core/format.ts';
import { activeFilterCount } from '../../../core/job-search-ui.ts';
import {
  HAS_FILING_RECORD_LABEL,
  HIDE_NO_SPONSOR_LABEL,
  JOB_TYPE_OPTIONS,
  WORK_STYLE_OPTIONS,
} from '../../../core/job-display.ts';
import { stateLabel } from '../../../core/us-states.ts';
import { Button } from '../../components/ui/button.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { SpriteIcon } from '../../components/ui/icon-sprite.tsx';
import { MoreFilters } from '../../components/ui/more-filters.tsx';
import { SearchBox, type SearchTrigger } from './search-box.tsx';
import type { FilterKey, JobFilters } from './search-params.ts';
import { useLocationOptions } from './use-locations.ts';

type FilterPanelProps = {
  filters: JobFilters;
  onSearch: (term: string | undefined, trigger: SearchTrigger) => void;
  /** Every keystroke in the search box (search tracking). */
  onType?: (term: string | undefined) => void;
  onFilterChange: (key: Exclude<FilterKey, 'search'>, value: string | undefined) => void;
  onClear: () => void;
};

/** SPEC "Filter panel 'Filter Jobs'". */
export function FilterPanel({ filters, onSearch, onType, onFilterChange, onClear }: FilterPanelProps) {
  const headingId = useId();
  const active = activeFilterCount(filters);
  const cities = useLocationOptions('cities');
  const states = useLocationOptions('states');
  const cityOptions = useMemo(
    () => cities.names.map((name) => ({ value: name, label: name })),
    [cities.names],
  );
  const stateOptions = useMemo(
    () =>
      states.names
        .map((code) => ({ value: code, label: stateLabel(code) }))
        .sort((a, b) => compareText(a.label, b.label)),
    [states.names],
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex min-h-9 flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold text-slate-900 sm:text-lg"
        >
          <SpriteIcon name="sliders-horizontal" className="hidden size-5 text-brand-700 sm:block" />
          Filter Jobs
          {active > 0 ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {active} active
            </span>
          ) : null}
        </h2>
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <SpriteIcon name="x" className="hidden size-4 sm:block" />
            Clear Filters
          </Button>
        ) : null}
      </div>

      <SearchBox filters={filters} onSearch={onSearch} onType={onType} />

      <MoreFilters applied={activeFilterCount({ ...filters, search: undefined })}>
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 sm:mt-4 sm:gap-4 lg:grid-cols-4">
          <Combobox
            label="City"
            value={filters.city}
            allLabel="All Cities"
            emptyText="No city found."
            options={cityOptions}
            isLoading={cities.status === 'loading'}
            onChange={(value) => onFilterChange('city', value)}
          />
          <Combobox
            label="State"
            value={filters.state}
            selectedLabel={filters.state ? stateLabel(filters.state) : undefined}
            allLabel="All States"
            emptyText="No state found."
            options={stateOptions}
            isLoading={states.status === 'loading'}
            onChange={(value) => onFilterChange('state', value)}
          />
          <FilterSelect
            label="Work style"
            value={filters.workArrangement ?? 'all'}
            options={WORK_STYLE_OPTIONS}
            onChange={(value) => onFilterChange('workArrangement', value)}
          />
          <FilterSelect
            label="Job type"
            value={filters.employmentType ?? 'all'}
            options={JOB_TYPE_OPTIONS}
            onChange={(value) => onFilterChange('employmentType', value)}
          />
        </div>

        <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 sm:mt-4">
          <input
            type="checkbox"
            checked={filters.hideNoSponsor === 'true'}
            onChange={(event) => onFilterChange('hideNoSponsor', event.target.checked ? 'true' : undefined)}
            className="size-6 shrink-0 cursor-pointer rounded accent-brand-600"
          />
          {HIDE_NO_SPONSOR_LABEL}
        </label>
        <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={filters.hasFilingRecord === 'true'}
            onChange={(event) => onFilterChange('hasFilingRecord', event.target.checked ? 'true' : undefined)}
            className="size-6 shrink-0 cursor-pointer rounded accent-brand-600"
          />
          {HAS_FILING_RECORD_LABEL}
        </label>
      </MoreFilters>
    </section>
  );
}

/** A native select: the phone's own picker, and accessible without extra work. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SpriteIcon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
