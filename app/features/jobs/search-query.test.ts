import { describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../core/jobs.ts';
import { createQueryClient } from '../../lib/query-client.tsx';
import { freshFirstPage, rememberFirstPage, searchQueryKey, type SearchPages } from './search-query.ts';

const page = (n: number, total = 90): JobSearchResult => ({
  jobs: [],
  total_count: total,
  page: n,
  page_size: 30,
  has_more: n < 2,
  match: 'exact',
  understood: null,
});

describe('search result cache (SPEC section 9: fresh 2 min, kept 5 min)', () => {
  it('answers a search seen in the last 2 minutes and not after', () => {
    const client = createQueryClient();
    const filters = { search: 'qa' };
    expect(freshFirstPage(client, filters)).toBeNull();
    rememberFirstPage(client, filters, page(0));
    const storedAt = Date.now();
    expect(freshFirstPage(client, filters, storedAt + 119_000)).toEqual(page(0));
    expect(freshFirstPage(client, filters, storedAt + 121_000)).toBeNull();
    expect(freshFirstPage(client, { search: 'other' }, storedAt)).toBeNull();
  });

  it('keys every spelling of a search by its canonical URL', () => {
    expect(searchQueryKey({ search: 'qa', city: 'Austin' })).toEqual(
      searchQueryKey({ city: 'Austin', search: 'qa' }),
    );
    expect(searchQueryKey({ search: 'qa' })).not.toEqual(searchQueryKey({ search: 'qa', state: 'TX' }));
  });

  it('starts the list again from a first page the server just answered', () => {
    const client = createQueryClient();
    const filters = { search: 'nurse' };
    client.setQueryData<SearchPages>(searchQueryKey(filters), {
      pages: [page(0), page(1), page(2)],
      pageParams: [0, 1, 2],
    });
    rememberFirstPage(client, filters, page(0, 120));
    expect(client.getQueryData<SearchPages>(searchQueryKey(filters))).toEqual({
      pages: [page(0, 120)],
      pageParams: [0],
    });
  });
});
