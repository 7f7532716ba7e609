import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { resumes, users } from '../../../db/schema/index.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;

export async function findResumeByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Locks the user's row until the transaction ends, so one user's resume changes (upload, replace, delete)
 * run one at a time. False when the user no longer exists.
 */
export async function lockUserForResumeChange(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function insertResume(db: DbOrTx, values: NewResumeRow): Promise<ResumeRow> {
  const [row] = await db.insert(resumes).values(values).returning();
  if (!row) throw new Error('inserting the resume returned no row');
  return row;
}

/** Deletes the user's resume rows and returns them, so their stored files can be removed after commit. */
export async function deleteResumesByUserId(db: DbOrTx, userId: string): Promise<ResumeRow[]> {
  return db.delete(resumes).where(eq(resumes.userId, userId)).returning();
}
