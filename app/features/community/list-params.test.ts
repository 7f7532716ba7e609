import { describe, expect, it } from 'vitest';
import { communityCanonicalPath, communityListPath, readListParams } from './list-params.ts';

describe('community list parameters', () => {
  it('reads a known category and sort, in any case', () => {
    expect(readListParams(new URLSearchParams('category=H1B_Lottery&sort=popular'))).toEqual({
      category: 'h1b_lottery',
      sort: 'popular',
    });
  });

  it('falls back to every category and trending for unknown or missing values', () => {
    expect(readListParams(new URLSearchParams('category=<script>&sort=best'))).toEqual({
      category: null,
      sort: 'trending',
    });
    expect(readListParams(new URLSearchParams(''))).toEqual({ category: null, sort: 'trending' });
  });

  it('writes one URL per list, leaving out the defaults', () => {
    expect(communityListPath({ category: null, sort: 'trending' })).toBe('/community');
    expect(communityListPath({ category: 'f1_opt', sort: 'recent' })).toBe(
      '/community?category=f1_opt&sort=recent',
    );
  });

  it('keeps only the category in the canonical URL', () => {
    expect(communityCanonicalPath({ category: 'h1b_jobs', sort: 'popular' })).toBe(
      '/community?category=h1b_jobs',
    );
    expect(communityCanonicalPath({ category: null, sort: 'recent' })).toBe('/community');
  });
});
