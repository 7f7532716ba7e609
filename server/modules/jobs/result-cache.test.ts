import { describe, expect, it, vi } from 'vitest';
import type { JobSearchQuery, JobSearchResult } from '../../../core/jobs.ts';
import { jobSearchQuerySchema } from '../../../core/jobs.ts';
import { MemoryDataVersions, notifyDataChanged } from '../../lib/data-versions.ts';
import { createSearchResultCache } from './result-cache.ts';

const query = (search: string, page = 0): JobSearchQuery => jobSearchQuerySchema.parse({ search, page });

/** A result that says which run of the search made it. */
function counter() {
  let runs = 0;
  const search = vi.fn(async (): Promise<JobSearchResult> => {
    runs += 1;
    return {
      jobs: [],
      total_count: runs,
      page: 0,
      page_size: 30,
      has_more: false,
      match: 'exact',
      understood: null,
    } as unknown as JobSearchResult;
  });
  return search;
}

describe('search result cache', () => {
  it('answers the same search again from what it kept, and another search or page afresh', async () => {
    const cache = createSearchResultCache();
    const search = counter();
    const first = await cache.get(query('data engineer'), search);
    expect(await cache.get(query('data engineer'), search)).toBe(first);
    expect(search).toHaveBeenCalledTimes(1);
    await cache.get(query('data engineer', 1), search);
    await cache.get(query('data scientist'), search);
    await cache.get(jobSearchQuerySchema.parse({ search: 'data engineer', hasFilingRecord: 'true' }), search);
    expect(search).toHaveBeenCalledTimes(4);
    cache.close();
  });

  it('runs a search once for every caller asking for it while it runs', async () => {
    const cache = createSearchResultCache();
    const search = counter();
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.get(query('nurse'), search)));
    expect(search).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    cache.close();
  });

  it('searches afresh once two minutes have passed', async () => {
    let now = 1_000_000;
    const cache = createSearchResultCache({ now: () => now });
    const search = counter();
    await cache.get(query('accountant'), search);
    now += 119_000;
    await cache.get(query('accountant'), search);
    expect(search).toHaveBeenCalledTimes(1);
    now += 2_000;
    expect((await cache.get(query('accountant'), search)).total_count).toBe(2);
    cache.close();
  });

  it('forgets every result when jobs or sponsors change in this process, not when posts do', async () => {
    const cache = createSearchResultCache();
    const search = counter();
    await cache.get(query('teacher'), search);
    notifyDataChanged('community');
    await cache.get(query('teacher'), search);
    expect(search).toHaveBeenCalledTimes(1);
    notifyDataChanged('jobs');
    expect((await cache.get(query('teacher'), search)).total_count).toBe(2);
    notifyDataChanged('sponsors');
    expect((await cache.get(query('teacher'), search)).total_count).toBe(3);
    cache.close();
    // Closed: it no longer listens.
    notifyDataChanged('jobs');
  });

  it('keeps nothing from a search that ran while the data changed', async () => {
    const cache = createSearchResultCache();
    let release: () => void = () => undefined;
    const slow = vi.fn(
      () =>
        new Promise<JobSearchResult>((resolve) => {
          release = () => resolve({ total_count: 0 } as unknown as JobSearchResult);
        }),
    );
    const pending = cache.get(query('welder'), slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
    notifyDataChanged('jobs');
    const search = counter();
    // A caller after the change does not wait for the search that started before it.
    expect((await cache.get(query('welder'), search)).total_count).toBe(1);
    release();
    await pending;
    expect((await cache.get(query('welder'), search)).total_count).toBe(1);
    expect(search).toHaveBeenCalledTimes(1);
    cache.close();
  });

  it('keeps no failure: the next caller searches again', async () => {
    const cache = createSearchResultCache();
    const failing = vi.fn(async (): Promise<JobSearchResult> => {
      throw new Error('database unavailable');
    });
    await expect(cache.get(query('pilot'), failing)).rejects.toThrow('database unavailable');
    const search = counter();
    expect((await cache.get(query('pilot'), search)).total_count).toBe(1);
    cache.close();
  });

  it('sees a change another process wrote to the shared data versions', async () => {
    const versions = new MemoryDataVersions();
    const cache = createSearchResultCache({ versions });
    const search = counter();
    await cache.get(query('chef'), search);
    await versions.bump(['community']);
    await cache.get(query('chef'), search);
    expect(search).toHaveBeenCalledTimes(1);
    await versions.bump(['jobs']);
    expect((await cache.get(query('chef'), search)).total_count).toBe(2);
    cache.close();
  });

  it('searches without it when the shared versions cannot be read', async () => {
    const errors: unknown[] = [];
    const versions = new MemoryDataVersions();
    versions.current = async () => {
      throw new Error('redis down');
    };
    const cache = createSearchResultCache({ versions, onError: (error) => errors.push(error) });
    const search = counter();
    expect((await cache.get(query('baker'), search)).total_count).toBe(1);
    expect((await cache.get(query('baker'), search)).total_count).toBe(2);
    expect(errors).toHaveLength(2);
    cache.close();
  });

  it('keeps at most its number of searches, the least recently asked leaving first', async () => {
    const cache = createSearchResultCache({ maxEntries: 2 });
    const search = counter();
    await cache.get(query('a1'), search);
    await cache.get(query('a2'), search);
    await cache.get(query('a1'), search);
    await cache.get(query('a3'), search);
    await cache.get(query('a1'), search);
    expect(search).toHaveBeenCalledTimes(3);
    await cache.get(query('a2'), search);
    expect(search).toHaveBeenCalledTimes(4);
    cache.close();
  });
});
