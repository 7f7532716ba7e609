import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  blockWindow,
  estimateHeights,
  WINDOW_BLOCK_SIZE,
  WINDOW_MARGIN_SCREENS,
  type BlockWindow,
} from '../../../core/job-list-window.ts';

/** Before any block is measured: a phone-width card is about this tall (one column). */
const FALLBACK_CARD_HEIGHT = 330;
const BLOCK_ATTRIBUTE = 'data-block';

type Memory = { width: number; heights: (number | null)[]; window: BlockWindow };
/**
 * Measured heights and the last window per search, kept while the page lives: coming back to a deep
 * scroll (Back from a job) lays out the spacers at their real height at once, so the restored scroll
 * position lands on the same cards. Bounded like the cached search pages.
 */
const memory = new Map<string, Memory>();
const MEMORY_ENTRIES = 30;

function remember(key: string, value: Memory) {
  memory.delete(key);
  memory.set(key, value);
  while (memory.size > MEMORY_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    memory.delete(oldest);
  }
}

const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * Which blocks of the result list to render (the rest become spacers of their measured height), updated on
 * scroll and resize. The block holding keyboard focus is always kept, so Tab never falls out of the list.
 */
export function useBlockWindow(
  listRef: RefObject<HTMLUListElement | null>,
  blockCount: number,
  key: string,
): { window: BlockWindow; heightOf: (block: number) => number } {
  // What was measured (read and written only in effects); the render reads the layout state below.
  const measured = useRef<{ width: number; heights: (number | null)[] } | null>(null);
  const [layout, setLayout] = useState<Layout>(() => {
    const saved = typeof document === 'undefined' ? undefined : memory.get(key);
    if (saved && saved.width === viewportWidth()) {
      return { window: saved.window, heights: estimateHeights(saved.heights, 0) };
    }
    // The server renders the first block only; in the browser, start from the top.
    return { window: { first: 0, last: Math.max(0, Math.min(1, blockCount - 1)) }, heights: [] };
  });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list || blockCount === 0) return;
    if (!measured.current) {
      const saved = memory.get(key);
      measured.current = { width: saved?.width ?? viewportWidth(), heights: [...(saved?.heights ?? [])] };
    }
    const state = measured.current;
    if (viewportWidth() !== state.width) {
      // Another width, other card heights: measure again as blocks render.
      state.width = viewportWidth();
      state.heights = [];
    }
    // Measure the rendered blocks: from the top of their first card to the bottom of their last.
    const items = list.querySelectorAll<HTMLElement>(`li[${BLOCK_ATTRIBUTE}]`);
    const bounds = new Map<number, { top: number; bottom: number }>();
    for (const item of items) {
      const block = Number(item.getAttribute(BLOCK_ATTRIBUTE));
      const box = item.getBoundingClientRect();
      const seen = bounds.get(block);
      bounds.set(block, {
        top: Math.min(seen?.top ?? Infinity, box.top),
        bottom: Math.max(seen?.bottom ?? -Infinity, box.bottom),
      });
    }
    for (const [block, { top, bottom }] of bounds) state.heights[block] = bottom - top;

    const known = state.heights.slice(0, blockCount);
    while (known.length < blockCount) known.push(null);
    const columns = Math.min(3, Math.max(1, Math.round(list.clientWidth / 320)));
    const heights = estimateHeights(known, (WINDOW_BLOCK_SIZE / columns) * FALLBACK_CARD_HEIGHT).map(
      Math.round,
    );

    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    const listTop = list.getBoundingClientRect().top;
    const margin = window.innerHeight * WINDOW_MARGIN_SCREENS;
    const focused = document.activeElement?.closest(`li[${BLOCK_ATTRIBUTE}]`);
    const keep = focused && list.contains(focused) ? Number(focused.getAttribute(BLOCK_ATTRIBUTE)) : null;
    const next = blockWindow({
      heights,
      gap,
      viewStart: -listTop - margin,
      viewEnd: -listTop + window.innerHeight + margin,
      keep,
    });
    // Heights only matter for the blocks shown as spacers: a render is needed when the window moves or a
    // spacer's height changes, not on every measurement (the first page's hydration renders once).
    setLayout((current) =>
      current.window.first === next.first &&
      current.window.last === next.last &&
      sameSpacers(current.heights, heights, next)
        ? current
        : { window: next, heights },
    );
    remember(key, { width: state.width, heights: [...state.heights], window: next });
  }, [listRef, blockCount, key]);

  // After every render (a page arrived, the window moved): measure what is shown and settle the window.
  useLayoutEffect(() => {
    update();
  });

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Focus moving into a block near the edge (Tab, screen-reader navigation) shifts the window with it.
    document.addEventListener('focusin', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
    };
  }, [update]);

  const { heights } = layout;
  const heightOf = useCallback((block: number) => heights[block] ?? 0, [heights]);
  return { window: layout.window, heightOf };
}

type Layout = { window: BlockWindow; heights: number[] };

function sameSpacers(a: readonly number[], b: readonly number[], shown: BlockWindow): boolean {
  for (let index = 0; index < b.length; index++) {
    if (index >= shown.first && index <= shown.last) continue;
    if (a[index] !== b[index]) return false;
  }
  return true;
}
