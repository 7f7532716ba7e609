import { describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../core/jobs.ts';
import { createSearchCache } from './search-cache.ts';

const page = (n: number): JobSearchResult => ({
  jobs: [],
  total_count: 90,
  page: n,
  page_size: 30,
  has_more: n < 2,
  match: 'exact',
  understood: null,
});

describe('createSearchCache', () => {
  it('returns pages while fresh and forgets them afterwards', () => {
    let time = 0;
    const cache = createSearchCache({ freshMs: 120_000, keepMs: 300_000, now: () => time });
    cache.set('/jobs?search=qa', [page(0)]);
    time = 119_000;
    expect(cache.getFresh('/jobs?search=qa')).toEqual([page(0)]);
    time = 121_000;
    expect(cache.getFresh('/jobs?search=qa')).toBeNull();
    expect(cache.getFresh('/jobs?search=other')).toBeNull();
  });

  it('keeps the age of the first page when more pages are appended', () => {
    let time = 0;
    const cache = createSearchCache({ freshMs: 120_000, now: () => time });
    cache.set('/jobs', [page(0)]);
    time = 100_000;
    cache.set('/jobs', [page(0), page(1)]);
    time = 125_000;
    expect(cache.getFresh('/jobs')).toBeNull();
  });

  it('holds at most maxEntries searches, dropping the oldest', () => {
    const cache = createSearchCache({ maxEntries: 2, now: () => 0 });
    cache.set('a', [page(0)]);
    cache.set('b', [page(0)]);
    cache.set('c', [page(0)]);
    expect(cache.getFresh('a')).toBeNull();
    expect(cache.getFresh('b')).not.toBeNull();
    expect(cache.getFresh('c')).not.toBeNull();
  });
});
