import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { resumes } from '../../../db/schema/index.ts';

export async function findResumeByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
  return row ?? null;
}
