import { describe, expect, it } from 'vitest';
import type { CommunityEvent } from '../../../core/community.ts';
import { connectLive, RETRY_MAX_MS, RETRY_MIN_MS, type EventSourceLike } from './live-connection.ts';

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.emit('error');
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const events: CommunityEvent[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const stop = connectLive({
    url: '/api/community/posts/p1/events',
    postId: 'p1',
    onEvent: (event) => events.push(event),
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: () => {},
  });
  return { sources, events, timers, stop };
}

const message = (kind: string) => JSON.stringify({ kind, post_id: 'p1', comment_id: 'c1' });

describe('connectLive', () => {
  it('passes on the ids of each event and ignores malformed ones', () => {
    const { sources, events } = setup();
    sources[0]!.emit('open');
    sources[0]!.emit('community', message('comment_created'));
    sources[0]!.emit('community', 'not json');
    sources[0]!.emit('community', JSON.stringify({ kind: 1 }));
    expect(events).toEqual([{ kind: 'comment_created', post_id: 'p1', comment_id: 'c1' }]);
  });

  it("asks for a resync when the browser's own reconnect succeeds", () => {
    const { sources, events, timers } = setup();
    sources[0]!.emit('open');
    sources[0]!.fail(false);
    expect(timers).toHaveLength(0);
    sources[0]!.emit('open');
    expect(events).toEqual([{ kind: 'resync', post_id: 'p1', comment_id: null }]);
  });

  it('opens a new stream with a growing, capped delay when the browser gives up, then resyncs', () => {
    const { sources, events, timers } = setup();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      sources.at(-1)!.fail(true);
      expect(sources.at(-1)!.closed).toBe(true);
      expect(timers.at(-1)!.ms).toBe(Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt));
      timers.at(-1)!.run();
    }
    expect(sources).toHaveLength(8);
    sources.at(-1)!.emit('open');
    expect(events).toEqual([{ kind: 'resync', post_id: 'p1', comment_id: null }]);
    // A success resets the delay.
    sources.at(-1)!.fail(true);
    expect(timers.at(-1)!.ms).toBe(RETRY_MIN_MS);
  });

  it('stops: closes the stream and reports nothing more', () => {
    const { sources, events, stop } = setup();
    stop();
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.emit('community', message('comment_voted'));
    expect(events).toEqual([]);
  });
});
