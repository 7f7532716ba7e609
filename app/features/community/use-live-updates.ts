import { useEffect, useRef } from 'react';
import { COMMUNITY_SSE_EVENT, type CommunityEvent } from '../../../core/community.ts';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function readEvent(data: unknown): CommunityEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<CommunityEvent> | null;
    return value && typeof value.kind === 'string' && typeof value.post_id === 'string'
      ? (value as CommunityEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows a post's Server-Sent Events stream. Events carry ids only; `onEvent` refetches. The browser
 * reconnects by itself and sends Last-Event-ID so the server can replay; when it gives up (the stream
 * answered an error), we open a new stream with a growing delay. After any interruption the caller gets
 * a `resync`, because a fresh stream cannot know what was missed.
 */
export function useLiveUpdates(postId: string, onEvent: (event: CommunityEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let interrupted = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource(`/api/community/posts/${encodeURIComponent(postId)}/events`);
      source.addEventListener(COMMUNITY_SSE_EVENT, (message) => {
        const event = readEvent((message as MessageEvent<unknown>).data);
        if (event) handler.current(event);
      });
      source.addEventListener('open', () => {
        failures = 0;
        if (interrupted) handler.current({ kind: 'resync', post_id: postId, comment_id: null });
        interrupted = false;
      });
      source.addEventListener('error', () => {
        interrupted = true;
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        source.close();
        const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [postId]);
}
