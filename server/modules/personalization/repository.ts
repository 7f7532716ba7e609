import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  alertSentJobs,
  jobAlerts,
  jobs,
  savedJobs,
  userJobInteractions,
  userSearchHistory,
} from '../../../db/schema/index.ts';
import {
  HISTORY_DISPLAY_ROWS,
  HISTORY_SIMILARITY_ROWS,
} from '../../../core/personalization/search-history.ts';
import type { InteractionType } from '../../../core/personalization/constants.ts';

export type SearchHistoryRow = typeof userSearchHistory.$inferSelect;
export type InteractionRow = typeof userJobInteractions.$inferSelect;
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** Both drivers answer `execute` with `{ rows }`. */
export async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// ---- search history (SPEC section 7 table calls) --------------------------------------------------------

/** select search_term by user_id, newest first, limit 10 (similarity check). */
export async function lastSearchTerms(db: DbOrTx, userId: string): Promise<string[]> {
  const found = await db
    .select({ searchTerm: userSearchHistory.searchTerm })
    .from(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId))
    .orderBy(desc(userSearchHistory.createdAt), desc(userSearchHistory.id))
    .limit(HISTORY_SIMILARITY_ROWS);
  return found.map((row) => row.searchTerm);
}

/** select search_term and created_at by user_id, newest first, limit 20 (display). */
export async function recentSearchRows(db: DbOrTx, userId: string) {
  return db
    .select({ searchTerm: userSearchHistory.searchTerm, createdAt: userSearchHistory.createdAt })
    .from(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId))
    .orderBy(desc(userSearchHistory.createdAt), desc(userSearchHistory.id))
    .limit(HISTORY_DISPLAY_ROWS);
}

/** select id and search_term by user_id (cleanup). */
export async function searchIdsAndTerms(db: DbOrTx, userId: string) {
  return db
    .select({ id: userSearchHistory.id, search_term: userSearchHistory.searchTerm })
    .from(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId));
}

/** delete where id is in the list of partial-search ids (only the caller's own rows). */
export async function deleteSearchesByIds(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(userSearchHistory)
    .where(and(eq(userSearchHistory.userId, userId), inArray(userSearchHistory.id, ids)))
    .returning({ id: userSearchHistory.id });
  return removed.length;
}

export async function insertSearch(
  db: DbOrTx,
  values: typeof userSearchHistory.$inferInsert,
): Promise<SearchHistoryRow> {
  const [row] = await db.insert(userSearchHistory).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listSearchHistory(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId))
    .orderBy(desc(userSearchHistory.createdAt), desc(userSearchHistory.id))
    .limit(limit);
}

export async function clearSearchHistory(db: DbOrTx, userId: string): Promise<number> {
  const removed = await db
    .delete(userSearchHistory)
    .where(eq(userSearchHistory.userId, userId))
    .returning({ id: userSearchHistory.id });
  return removed.length;
}

// ---- interactions ---------------------------------------------------------------------------------------

export async function insertInteraction(
  db: DbOrTx,
  values: typeof userJobInteractions.$inferInsert & { interactionType: InteractionType },
): Promise<void> {
  await db.insert(userJobInteractions).values(values);
}

export async function listInteractions(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: userJobInteractions.id,
      jobId: userJobInteractions.jobId,
      interactionType: userJobInteractions.interactionType,
      searchTerm: userJobInteractions.searchTerm,
      cityFilter: userJobInteractions.cityFilter,
      stateFilter: userJobInteractions.stateFilter,
      workArrangementFilter: userJobInteractions.workArrangementFilter,
      employmentTypeFilter: userJobInteractions.employmentTypeFilter,
      createdAt: userJobInteractions.createdAt,
      title: jobs.title,
      organization: jobs.organization,
    })
    .from(userJobInteractions)
    .innerJoin(jobs, eq(jobs.id, userJobInteractions.jobId))
    .where(eq(userJobInteractions.userId, userId))
    .orderBy(desc(userJobInteractions.createdAt), desc(userJobInteractions.id))
    .limit(limit);
}

export async function clearInteractions(db: DbOrTx, userId: string): Promise<number> {
  const removed = await db
    .delete(userJobInteractions)
    .where(eq(userJobInteractions.userId, userId))
    .returning({ id: userJobInteractions.id });
  return removed.length;
}

export async function jobExists(db: DbOrTx, jobId: number): Promise<boolean> {
  const found = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return found.length > 0;
}

// ---- saved jobs -----------------------------------------------------------------------------------------

export async function saveJob(db: DbOrTx, userId: string, jobId: number): Promise<void> {
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob(db: DbOrTx, userId: string, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

export async function savedJobRows(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ jobId: savedJobs.jobId, createdAt: savedJobs.createdAt, expiresAt: jobs.expiresAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(limit);
}

// ---- job alerts -----------------------------------------------------------------------------------------

export async function listAlerts(db: DbOrTx, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

/** The caller's alert, or null (another user's id reads as missing). */
export async function findOwnAlert(db: DbOrTx, userId: string, id: string): Promise<JobAlertRow | null> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findAlert(db: DbOrTx, id: string): Promise<JobAlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  return row ?? null;
}

export async function insertAlert(db: DbOrTx, values: typeof jobAlerts.$inferInsert): Promise<JobAlertRow> {
  const [row] = await db.insert(jobAlerts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAlert(
  db: DbOrTx,
  id: string,
  values: Partial<typeof jobAlerts.$inferInsert>,
): Promise<JobAlertRow | null> {
  const [row] = await db.update(jobAlerts).set(values).where(eq(jobAlerts.id, id)).returning();
  return row ?? null;
}

export async function deleteOwnAlert(db: DbOrTx, userId: string, id: string): Promise<number> {
  const removed = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return removed.length;
}

/**
 * Active alerts not mailed within their interval (or never): a daily alert mails at most once a day, and
 * a check that found nothing new does not hold back the next one.
 */
export async function dueAlerts(db: DbOrTx, now: Date, intervals: Record<'daily' | 'weekly', number>) {
  return db
    .select()
    .from(jobAlerts)
    .where(
      and(
        isNull(jobAlerts.unsubscribedAt),
        sql`(${jobAlerts.lastSentAt} IS NULL OR
          (${jobAlerts.frequency} = 'daily' AND ${jobAlerts.lastSentAt} <= ${new Date(now.getTime() - intervals.daily).toISOString()}::timestamptz) OR
          (${jobAlerts.frequency} = 'weekly' AND ${jobAlerts.lastSentAt} <= ${new Date(now.getTime() - intervals.weekly).toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(jobAlerts.createdAt)
    .limit(500);
}

/** Records the jobs as mailed by the alert; returns those not recorded before (the ones to mail). */
export async function markJobsSent(
  db: DbOrTx,
  alertId: string,
  jobIds: number[],
  now: Date,
): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const inserted = await db
    .insert(alertSentJobs)
    .values(jobIds.map((jobId) => ({ alertId, jobId, sentAt: now })))
    .onConflictDoNothing()
    .returning({ jobId: alertSentJobs.jobId });
  return inserted.map((row) => Number(row.jobId));
}
