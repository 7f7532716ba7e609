import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TRACKING_DELAY_MS } from '../../../core/personalization/constants.ts';
import { createSearchTracker } from './search-tracker.ts';

describe('createSearchTracker (SPEC section 4 "Search tracking")', () => {
  let recorded: string[];
  const tracker = () =>
    createSearchTracker({
      record: (term) => recorded.push(term),
      // A stand-in rule: the real one is core's, pinned by its own tests.
      isWorthSaving: (term) => term.length >= 3,
    });

  beforeEach(() => {
    recorded = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records a typed term only after the 2 s delay', () => {
    const t = tracker();
    t.track('data engineer', 'typing');
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS - 1);
    expect(recorded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(recorded).toEqual(['data engineer']);
  });

  it('typing again cancels the pending record and starts the delay over', () => {
    const t = tracker();
    t.track('data', 'typing');
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS - 100);
    t.track('data engineer', 'typing');
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS - 100);
    expect(recorded).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(recorded).toEqual(['data engineer']);
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS * 5);
    expect(recorded).toEqual(['data engineer']);
  });

  it('Enter records at once and drops the pending typed record', () => {
    const t = tracker();
    t.track('data eng', 'typing');
    t.track('data engineer', 'submit');
    expect(recorded).toEqual(['data engineer']);
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS * 2);
    expect(recorded).toEqual(['data engineer']);
  });

  it('a picked suggestion records at once', () => {
    const t = tracker();
    t.track('Data Scientist', 'suggestion');
    expect(recorded).toEqual(['Data Scientist']);
  });

  it('clearing the box cancels without recording; cancel() drops a pending record', () => {
    const t = tracker();
    t.track('data engineer', 'typing');
    t.track(undefined, 'typing');
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS);
    t.track('python developer', 'typing');
    t.cancel();
    vi.advanceTimersByTime(SEARCH_TRACKING_DELAY_MS);
    expect(recorded).toEqual([]);
  });

  it('asks the rule before recording, with the trimmed term', () => {
    const t = tracker();
    t.track('  ab ', 'submit');
    t.track('  abc ', 'submit');
    expect(recorded).toEqual(['abc']);
  });
});
