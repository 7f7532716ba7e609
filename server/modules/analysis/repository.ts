import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { resumeAnalyses } from '../../../db/schema/index.ts';

export type StoredAnalysisRow = typeof resumeAnalyses.$inferSelect;

export type AnalysisKey = { userId: string; jobId: number; resumeId: string; analyzerVersion: string };

export async function findStoredAnalysis(db: DbOrTx, key: AnalysisKey): Promise<StoredAnalysisRow | null> {
  const [row] = await db
    .select()
    .from(resumeAnalyses)
    .where(
      and(
        eq(resumeAnalyses.userId, key.userId),
        eq(resumeAnalyses.jobId, key.jobId),
        eq(resumeAnalyses.resumeId, key.resumeId),
        eq(resumeAnalyses.analyzerVersion, key.analyzerVersion),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores (or replaces) the analysis for this key. */
export async function saveAnalysis(
  db: DbOrTx,
  values: AnalysisKey & { inputHash: string; result: unknown; createdAt: Date },
): Promise<void> {
  await db
    .insert(resumeAnalyses)
    .values(values)
    .onConflictDoUpdate({
      target: [
        resumeAnalyses.userId,
        resumeAnalyses.jobId,
        resumeAnalyses.resumeId,
        resumeAnalyses.analyzerVersion,
      ],
      set: { inputHash: values.inputHash, result: values.result, createdAt: values.createdAt },
    });
}

export async function countAnalysesForUser(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: resumeAnalyses.id })
    .from(resumeAnalyses)
    .where(eq(resumeAnalyses.userId, userId));
  return rows.length;
}
