import { COMMUNITY_SSE_EVENT } from '../../../core/community-rules.ts';
import type { CommunityEvent } from '../../../core/community.ts';

export const RETRY_MIN_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** The parts of EventSource we use, so tests can drive a fake stream. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
};

export type LiveConnectionOptions = {
  url: string;
  postId: string;
  onEvent: (event: CommunityEvent) => void;
  open: (url: string) => EventSourceLike;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
};

const CLOSED = 2;

export function readEvent(data: unknown): CommunityEvent | null {
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
 * answered an error), we open a new stream after a growing delay. After any interruption `onEvent` gets a
 * `resync`, because what was missed while disconnected cannot be known for sure. Returns a stop function.
 */
export function connectLive(options: LiveConnectionOptions): () => void {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let source: EventSourceLike | null = null;
  let retry: unknown = null;
  let failures = 0;
  let interrupted = false;
  let stopped = false;

  const connect = () => {
    retry = null;
    const current = options.open(options.url);
    source = current;
    current.addEventListener(COMMUNITY_SSE_EVENT, (message) => {
      const event = readEvent(message.data);
      if (event && !stopped) options.onEvent(event);
    });
    current.addEventListener('open', () => {
      failures = 0;
      if (interrupted && !stopped)
        options.onEvent({ kind: 'resync', post_id: options.postId, comment_id: null });
      interrupted = false;
    });
    current.addEventListener('error', () => {
      interrupted = true;
      if (stopped || current.readyState !== CLOSED || retry !== null) return;
      current.close();
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
      failures += 1;
      retry = schedule(connect, delay);
    });
  };

  connect();
  return () => {
    stopped = true;
    if (retry !== null) cancel(retry);
    source?.close();
  };
}
