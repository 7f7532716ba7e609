import { useEffect, useRef } from 'react';
import type { CommunityEvent } from '../../../core/community.ts';
import { connectLive } from './live-connection.ts';

/** Live comment updates for one post page (see live-connection.ts); closed when the page goes away. */
export function useLiveUpdates(postId: string, onEvent: (event: CommunityEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return connectLive({
      url: `/api/community/posts/${encodeURIComponent(postId)}/events`,
      postId,
      onEvent: (event) => handler.current(event),
      open: (url) => new EventSource(url),
    });
  }, [postId]);
}
