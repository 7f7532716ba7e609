import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { ingestBoards, ingestRuns, jobs } from '../../../db/schema/index.ts';
import type { BoardConfig } from './types.ts';

export type ExistingJob = {
  id: number;
  source: string;
  jobId: string;
  contentHash: string | null;
  expiresAt: Date | null;
  dedupeKey: string | null;
};

/** The stored jobs of one source with these external ids. */
export async function findJobsByExternalIds(db: DbOrTx, source: string, externalIds: string[]) {
  if (externalIds.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      source: jobs.source,
      jobId: jobs.jobId,
      contentHash: jobs.contentHash,
      expiresAt: jobs.expiresAt,
      dedupeKey: jobs.dedupeKey,
    })
    .from(jobs)
    .where(and(eq(jobs.source, source), inArray(jobs.jobId, externalIds)));
}

/** Live jobs with one of these dedupe keys that another board owns: the same posting seen twice. */
export async function findLiveJobsByDedupeKeys(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ id: jobs.id, board: jobs.board, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(and(inArray(jobs.dedupeKey, keys), isNull(jobs.expiresAt)));
}

/** Marks the duplicates' owners as seen, so they stay live while any board lists the posting. */
export async function touchJobs(db: DbOrTx, ids: number[], seenAt: Date): Promise<void> {
  if (ids.length === 0) return;
  // GREATEST: boards run concurrently, and an older sighting must never move a job back in time (its own
  // board's expiry compares against the moment that board was fetched).
  await db
    .update(jobs)
    .set({ lastSeenAt: sql`GREATEST(${jobs.lastSeenAt}, ${seenAt.toISOString()}::timestamptz)` })
    .where(inArray(jobs.id, ids));
}

/**
 * After a complete fetch of a board: its live jobs that the fetch did not list get `expires_at`, so they
 * leave search and their pages say they expired. They are kept, not deleted (links keep working).
 */
export async function expireUnseenJobs(db: DbOrTx, boardKey: string, seenSince: Date, now: Date) {
  const expired = await db
    .update(jobs)
    .set({ expiresAt: now, updatedAt: now })
    .where(
      and(
        eq(jobs.board, boardKey),
        isNull(jobs.expiresAt),
        or(isNull(jobs.lastSeenAt), lt(jobs.lastSeenAt, seenSince)),
      ),
    )
    .returning({ id: jobs.id });
  return expired.length;
}

export async function findBoardStates(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select().from(ingestBoards).where(inArray(ingestBoards.key, keys));
}

export async function recordBoardResult(
  db: DbOrTx,
  options: {
    key: string;
    board: BoardConfig;
    at: Date;
    outcome: { ok: true; jobCount: number } | { ok: false; error: string };
  },
): Promise<void> {
  const { key, board, at, outcome } = options;
  const values = {
    key,
    source: board.source,
    board: board.board,
    company: board.company,
    lastRunAt: at,
    ...(outcome.ok
      ? { status: 'verified', lastSuccessAt: at, lastError: null, lastJobCount: outcome.jobCount }
      : { status: 'failing', lastError: outcome.error.slice(0, 1000) }),
  };
  const { key: _key, ...updates } = values;
  await db.insert(ingestBoards).values(values).onConflictDoUpdate({ target: ingestBoards.key, set: updates });
}

export async function createRun(db: DbOrTx, options: { trigger: string; mode: string; at: Date }) {
  const [run] = await db
    .insert(ingestRuns)
    .values({ trigger: options.trigger, mode: options.mode, startedAt: options.at })
    .returning({ id: ingestRuns.id });
  if (!run) throw new Error('Could not record the ingestion run');
  return run.id;
}

export async function finishRun(
  db: DbOrTx,
  options: { id: number; at: Date; status: 'completed' | 'failed'; summary: unknown; error?: string },
): Promise<void> {
  await db
    .update(ingestRuns)
    .set({
      finishedAt: options.at,
      status: options.status,
      summary: options.summary,
      error: options.error ?? null,
    })
    .where(eq(ingestRuns.id, options.id));
}

/** Runs still 'running' when a new one starts were killed: say so instead of leaving them running forever. */
export async function markInterruptedRuns(db: DbOrTx, at: Date): Promise<number> {
  const rows = await db
    .update(ingestRuns)
    .set({ status: 'interrupted', finishedAt: at })
    .where(eq(ingestRuns.status, 'running'))
    .returning({ id: ingestRuns.id });
  return rows.length;
}

export async function countLiveJobsOfBoard(db: DbOrTx, boardKey: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.board, boardKey), isNull(jobs.expiresAt)));
  return Number(row?.n ?? 0);
}
