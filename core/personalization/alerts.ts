/** Job alerts in words and as a search: shared by the e-mail, /profile and the scheduler. */
import { locationFilter } from './search-history.ts';

export type AlertFilters = {
  search_term: string | null;
  city: string | null;
  state: string | null;
  work_arrangement: string | null;
  employment_type: string | null;
};

const WORK_STYLE_WORDS: Record<string, string> = { remote: 'remote', hybrid: 'hybrid', onsite: 'on-site' };
const EMPLOYMENT_WORDS: Record<string, string> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract',
  INTERN: 'internship',
  TEMPORARY: 'temporary',
};

/** "'data engineer' in Austin, TX, remote, full-time"; "All jobs" without search or filters. */
export function describeAlert(filters: AlertFilters): string {
  const parts: string[] = [];
  const where = locationFilter(filters.city, filters.state);
  const head = filters.search_term ? `'${filters.search_term}'` : 'All jobs';
  parts.push(where ? `${head} in ${where}` : head);
  if (filters.work_arrangement)
    parts.push(WORK_STYLE_WORDS[filters.work_arrangement] ?? filters.work_arrangement);
  if (filters.employment_type)
    parts.push(EMPLOYMENT_WORDS[filters.employment_type] ?? filters.employment_type);
  return parts.join(', ');
}

/** The /jobs query string of an alert's search (for the e-mail's "see all" link). */
export function alertSearchParams(filters: AlertFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search_term) params.set('search', filters.search_term);
  if (filters.city) params.set('city', filters.city);
  if (filters.state) params.set('state', filters.state);
  if (filters.work_arrangement) params.set('workArrangement', filters.work_arrangement);
  if (filters.employment_type) params.set('employmentType', filters.employment_type);
  return params;
}
