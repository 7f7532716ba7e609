import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client.ts';
import type { CommunityEvent, CommunityEventKind } from '../../../core/community.ts';
import { rowsOf } from './sql.ts';

export type StoredEvent = CommunityEvent & { id: number };
/** null: messages may have been missed (the LISTEN connection was re-established); refetch. */
export type EventListener = (event: StoredEvent | null) => void;

export const NOTIFY_CHANNEL = 'community_events';

/**
 * Live updates of a post's comments (issue 10, item 3). Each change writes a `community_events` row in its
 * own transaction, so the id is the SSE event id and a reconnecting client replays what it missed.
 * Delivery: PGlite is one process, so an in-process bus after commit; on PostgreSQL the row's ids go out
 * with NOTIFY in the same transaction (delivered on commit, to every instance, this one included).
 */
export class CommunityEventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Pick<Database, 'driver' | 'listen'>) {}

  get usesNotify(): boolean {
    return this.database.driver === 'pg' && this.database.listen !== undefined;
  }

  async start(): Promise<void> {
    if (!this.usesNotify || this.stopListening || !this.database.listen) return;
    this.stopListening = await this.database.listen(NOTIFY_CHANNEL, (payload) => {
      if (payload === null) {
        for (const set of this.listeners.values()) for (const listener of set) listener(null);
        return;
      }
      const event = parseEvent(payload);
      if (event) this.dispatch(event);
    });
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }

  /** Call inside the transaction that makes the change. */
  async record(
    tx: DbOrTx,
    event: { postId: string; kind: CommunityEventKind; commentId?: string | null },
  ): Promise<StoredEvent> {
    const [row] = rowsOf<{ id: number | string }>(
      await tx.execute(sql`
        INSERT INTO community_events (post_id, kind, comment_id)
        VALUES (${event.postId}, ${event.kind}, ${event.commentId ?? null})
        RETURNING id`),
    );
    if (!row) throw new Error('community event not stored');
    const stored: StoredEvent = {
      id: Number(row.id),
      kind: event.kind,
      post_id: event.postId,
      comment_id: event.commentId ?? null,
    };
    if (this.usesNotify) {
      await tx.execute(sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(stored)})`);
    }
    return stored;
  }

  /** Call after the transaction committed: delivers in-process when there is no NOTIFY. */
  published(events: readonly StoredEvent[]): void {
    if (this.usesNotify) return;
    for (const event of events) this.dispatch(event);
  }

  subscribe(postId: string, listener: EventListener): () => void {
    let set = this.listeners.get(postId);
    if (!set) {
      set = new Set();
      this.listeners.set(postId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(postId);
    };
  }

  subscriberCount(postId: string): number {
    return this.listeners.get(postId)?.size ?? 0;
  }

  private dispatch(event: StoredEvent): void {
    const set = this.listeners.get(event.post_id);
    if (!set) return;
    for (const listener of [...set]) listener(event);
  }
}

function parseEvent(payload: string): StoredEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<StoredEvent>;
    if (typeof value.id !== 'number' || typeof value.post_id !== 'string' || typeof value.kind !== 'string') {
      return null;
    }
    return {
      id: value.id,
      post_id: value.post_id,
      kind: value.kind,
      comment_id: typeof value.comment_id === 'string' ? value.comment_id : null,
    };
  } catch {
    return null;
  }
}

/** The events of a post after `lastId`, oldest first (a reconnecting client's catch-up). */
export async function findEventsSince(
  db: DbOrTx,
  postId: string,
  lastId: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = rowsOf<{ id: number | string; kind: CommunityEventKind; comment_id: string | null }>(
    await db.execute(sql`
      SELECT id, kind, comment_id FROM community_events
      WHERE post_id = ${postId} AND id > ${lastId}
      ORDER BY id LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    post_id: postId,
    comment_id: row.comment_id,
  }));
}

export async function findLatestEventId(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ id: number | string | null }>(
    await db.execute(sql`SELECT max(id) AS id FROM community_events`),
  );
  return Number(row?.id ?? 0);
}

/** Events older than a day are no use for catching up (clients refetch everything after that long). */
export async function pruneEvents(db: DbOrTx, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM community_events WHERE created_at < ${before.toISOString()}`);
}
