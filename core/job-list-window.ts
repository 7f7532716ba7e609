/*
 * The /jobs result list renders only the blocks of cards near the viewport (decision 012). Pure rules: which
 * blocks to render, and which total the page states once more is known than the first page's count.
 */

/**
 * Cards per rendered block. A multiple of every column count of the grid (1, 2 and 3), so each block is
 * whole rows and a block swapped for a spacer of its measured height moves nothing.
 */
export const WINDOW_BLOCK_SIZE = 30;
/** How far beyond the viewport, in viewport heights, blocks stay rendered (scrolling never meets a gap). */
export const WINDOW_MARGIN_SCREENS = 1;

export type BlockWindow = { first: number; last: number };

/** Splits the loaded jobs into blocks of WINDOW_BLOCK_SIZE, in order. */
export function toBlocks<T>(items: readonly T[], size = WINDOW_BLOCK_SIZE): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < items.length; start += size) blocks.push(items.slice(start, start + size));
  return blocks;
}

/** A block never measured (restored from the cache, or a resize since) is as tall as the measured ones. */
export function estimateHeights(heights: readonly (number | null)[], fallback: number): number[] {
  const known = heights.filter((height): height is number => height !== null && height > 0);
  const average = known.length > 0 ? known.reduce((sum, height) => sum + height, 0) / known.length : fallback;
  return heights.map((height) => (height !== null && height > 0 ? height : average));
}

/**
 * The contiguous range of blocks that meet [viewStart, viewEnd] (offsets from the top of the list, the
 * margin already applied), widened to include `keep` (the block holding keyboard focus). Blocks are laid
 * out one after another with `gap` between them. With no blocks the range is empty (first > last).
 */
export function blockWindow(options: {
  heights: readonly number[];
  gap: number;
  viewStart: number;
  viewEnd: number;
  keep?: number | null;
}): BlockWindow {
  const { heights, gap, viewStart, viewEnd } = options;
  if (heights.length === 0) return { first: 0, last: -1 };
  let first = -1;
  let last = -1;
  let top = 0;
  for (let index = 0; index < heights.length; index++) {
    const bottom = top + (heights[index] ?? 0);
    if (bottom >= viewStart && top <= viewEnd) {
      if (first === -1) first = index;
      last = index;
    }
    top = bottom + gap;
  }
  // Between blocks, above or below the list: the nearest block before the view (else the first).
  if (first === -1) {
    first = 0;
    top = 0;
    for (let index = 0; index < heights.length; index++) {
      if (top <= viewEnd) first = index;
      top += (heights[index] ?? 0) + gap;
    }
    last = first;
  }
  const keep = options.keep;
  if (keep !== null && keep !== undefined && keep >= 0 && keep < heights.length) {
    first = Math.min(first, keep);
    last = Math.max(last, keep);
  }
  return { first, last };
}

/**
 * The number of results the page states. The server counts exactly below its cap and gives a lower bound
 * at the cap; once the list has loaded more than that bound, or reached its end, the page knows better.
 * The result header and the end message both show this number, so they always agree.
 */
export function knownTotal(totalCount: number, loaded: number, hasMore: boolean): number {
  return hasMore ? Math.max(totalCount, loaded) : loaded;
}
