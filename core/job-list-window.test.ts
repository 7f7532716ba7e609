import { describe, expect, it } from 'vitest';
import { blockWindow, estimateHeights, knownTotal, toBlocks, WINDOW_BLOCK_SIZE } from './job-list-window.ts';

describe('toBlocks', () => {
  it('cuts the list into blocks of whole rows for 1, 2 and 3 columns', () => {
    for (const columns of [1, 2, 3]) expect(WINDOW_BLOCK_SIZE % columns).toBe(0);
    const blocks = toBlocks(Array.from({ length: 71 }, (_, i) => i));
    expect(blocks.map((block) => block.length)).toEqual([30, 30, 11]);
    expect(blocks[2]?.[0]).toBe(60);
    expect(toBlocks([])).toEqual([]);
  });
});

describe('estimateHeights', () => {
  it('gives unmeasured blocks the average measured height, else the fallback', () => {
    expect(estimateHeights([1000, null, 3000, 0], 500)).toEqual([1000, 2000, 3000, 2000]);
    expect(estimateHeights([null, null], 500)).toEqual([500, 500]);
  });
});

describe('blockWindow', () => {
  const heights = Array.from({ length: 40 }, () => 1000);
  const gap = 16;
  it('renders only the blocks meeting the view, however deep the scroll', () => {
    expect(blockWindow({ heights, gap, viewStart: 0, viewEnd: 1800 })).toEqual({ first: 0, last: 1 });
    const deep = blockWindow({ heights, gap, viewStart: 30_000, viewEnd: 32_000 });
    expect(deep.last - deep.first).toBeLessThanOrEqual(2);
    expect(deep.first).toBe(29);
    // The gap between blocks counts: block 2 starts at 2032.
    expect(blockWindow({ heights, gap, viewStart: 2020, viewEnd: 2025 })).toEqual({ first: 1, last: 1 });
  });
  it('keeps the block holding focus, so keyboard order is never cut', () => {
    expect(blockWindow({ heights, gap, viewStart: 30_000, viewEnd: 32_000, keep: 3 })).toEqual({
      first: 3,
      last: 31,
    });
    expect(blockWindow({ heights, gap, viewStart: 0, viewEnd: 10, keep: 99 })).toEqual({ first: 0, last: 0 });
  });
  it('falls back to the first or last block outside the list, and is empty without blocks', () => {
    expect(blockWindow({ heights, gap, viewStart: -5000, viewEnd: -10 })).toEqual({ first: 0, last: 0 });
    expect(blockWindow({ heights, gap, viewStart: 90_000, viewEnd: 95_000 })).toEqual({
      first: 39,
      last: 39,
    });
    expect(blockWindow({ heights: [], gap, viewStart: 0, viewEnd: 100 })).toEqual({ first: 0, last: -1 });
  });
});

describe('knownTotal', () => {
  it('is the exact count below the cap and at the end', () => {
    expect(knownTotal(150, 30, true)).toBe(150);
    expect(knownTotal(150, 150, false)).toBe(150);
    expect(knownTotal(0, 0, false)).toBe(0);
  });
  it('grows past the lower bound at the cap as pages load, and is exact at the end (1,000+ vs 1,201)', () => {
    expect(knownTotal(1000, 30, true)).toBe(1000);
    expect(knownTotal(1000, 1110, true)).toBe(1110);
    expect(knownTotal(1000, 1201, false)).toBe(1201);
  });
});
