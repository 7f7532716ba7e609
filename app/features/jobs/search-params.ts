import type { SearchState } from '../../../core/job-search-ui.ts';
import { JOB_TYPE_OPTIONS, WORK_STYLE_OPTIONS } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';

/**
 * The /jobs filters as the URL carries them (SPEC: filters live in the query string). One fixed order, so
 * the canonical URL, the cache key and the API call agree on what "the same search" is.
 */
export const FILTER_KEYS = [
  'search',
  'city',
  'state',
  'workArrangement',
  'employmentType',
  'hideNoSponsor',
  'hasFilingRecord',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type JobFilters = SearchState;

// Mirrors core/jobs.ts jobSearchQuerySchema limits; the schema itself is zod, which the browser bundle avoids.
const SEARCH_MAX_LENGTH = 200;
const LOCATION_MAX_LENGTH = 100;

const WORK_STYLES = new Set<string>(
  WORK_STYLE_OPTIONS.map((option) => option.value).filter((value) => value !== 'all'),
);
const JOB_TYPES = new Set<string>(
  JOB_TYPE_OPTIONS.map((option) => option.value).filter((value) => value !== 'all'),
);

function clean(value: string | null | undefined, maxLength: number): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
  return text && text.toLowerCase() !== 'all' ? text : undefined;
}

/** One filter value normalised: 'all', empty or unknown values mean "no filter" (SPEC). */
export function normalizeFilter(key: FilterKey, value: string | null | undefined): string | undefined {
  switch (key) {
    case 'search':
      return clean(value, SEARCH_MAX_LENGTH);
    case 'city':
      return clean(value, LOCATION_MAX_LENGTH);
    case 'state': {
      const state = clean(value, LOCATION_MAX_LENGTH);
      // States are stored as postal codes ('CA'); a hand-typed 'ca' should still match.
      return state && /^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state;
    }
    case 'workArrangement': {
      const style = clean(value, LOCATION_MAX_LENGTH)?.toLowerCase();
      return style && WORK_STYLES.has(style) ? style : undefined;
    }
    case 'employmentType': {
      const type = clean(value, LOCATION_MAX_LENGTH)?.toUpperCase();
      return type && JOB_TYPES.has(type) ? type : undefined;
    }
    case 'hasFilingRecord':
    case 'hideNoSponsor': {
      // A switch: 'true' (or '1') turns it on, anything else leaves every job shown.
      const flag = value?.trim().toLowerCase();
      return flag === 'true' || flag === '1' ? 'true' : undefined;
    }
  }
}

export function readFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of FILTER_KEYS) {
    const value = normalizeFilter(key, params.get(key));
    if (value) filters[key] = value;
  }
  return filters;
}

/** The filters as query parameters in the fixed order; absent filters are left out. */
export function writeFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = normalizeFilter(key, filters[key]);
    if (value) params.set(key, value);
  }
  return params;
}

/** Sets (or, for 'all' and empty, removes) one filter. */
export function withFilter(filters: JobFilters, key: FilterKey, value: string | undefined): JobFilters {
  return { ...filters, [key]: normalizeFilter(key, value) };
}

export function filtersQueryString(filters: JobFilters): string {
  return writeFilters(filters).toString();
}

/** '/jobs' or '/jobs?search=...' with only the filter parameters: the canonical URL and the cache key. */
export function jobsPath(filters: JobFilters): string {
  const query = filtersQueryString(filters);
  return query ? `${paths.jobs}?${query}` : paths.jobs;
}

/** The detail URL carrying the list's filters, so the detail's back link can restore them. */
export function jobDetailPath(id: number, filters: JobFilters, extra: Record<string, string> = {}): string {
  const params = writeFilters(filters);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${paths.job(id)}?${query}` : paths.job(id);
}

export function searchApiPath(filters: JobFilters, page: number): string {
  const params = writeFilters(filters);
  params.set('page', String(page));
  return `/api/jobs?${params.toString()}`;
}
