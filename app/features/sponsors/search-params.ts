import { paths } from '../../../core/paths.ts';
import type { SponsorSearchQueryInput, SponsorSort } from '../../../core/sponsors/read-api.ts';

/**
 * The /sponsors filters as the URL carries them, in one fixed order (canonical URL, API call). Lenient:
 * a bad value is dropped (the server's zod schema is the rule; this only keeps a hand-edited URL working).
 */
export type SponsorParams = {
  q?: string;
  state?: string;
  industry?: string;
  year?: string;
  minFilings?: string;
  sort?: SponsorSort;
  page?: string;
};

const KEYS = ['q', 'state', 'industry', 'year', 'minFilings', 'sort', 'page'] as const;
// Mirrors core/sponsors/read-api-rules.ts's SPONSOR_SORTS.
const SORTS = new Set<string>(['approvals', 'approval_rate', 'lca_filings', 'median_wage']);

function clean(key: (typeof KEYS)[number], raw: string | null): string | undefined {
  const value = raw?.replace(/\s+/g, ' ').trim();
  if (!value || value.toLowerCase() === 'all') return undefined;
  switch (key) {
    case 'q':
      return value.slice(0, 100).trim() || undefined;
    case 'state':
      return /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : undefined;
    case 'industry':
      return /^\d{2}$/.test(value) ? value : undefined;
    case 'year':
      return /^(20\d\d)$/.test(value) ? value : undefined;
    case 'minFilings':
      return /^\d{1,7}$/.test(value) && Number(value) > 0 ? String(Number(value)) : undefined;
    case 'sort':
      return SORTS.has(value) && value !== 'approvals' ? value : undefined;
    case 'page':
      return /^\d{1,5}$/.test(value) && Number(value) > 1 ? String(Number(value)) : undefined;
  }
}

export function readSponsorParams(search: URLSearchParams): SponsorParams {
  const params: Record<string, string> = {};
  for (const key of KEYS) {
    const value = clean(key, search.get(key));
    if (value) params[key] = value;
  }
  return params;
}

export function sponsorsPath(params: SponsorParams): string {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = clean(key, params[key] ?? null);
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${paths.sponsors}?${query}` : paths.sponsors;
}

/** The same search as the API's query input. */
export function toQueryInput(params: SponsorParams): SponsorSearchQueryInput {
  return { ...params };
}
