import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { resumes } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { ResumeLogger } from './service.ts';

/**
 * How old a stored file without a row must be before the sweep removes it (decision 061). An upload stores
 * its file, then commits its row within one request; an hour is far longer than any request may take, so
 * a file this old with no row was left by a process that died (or a delete that failed) and no upload in
 * flight on any instance can still be about to commit it.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const RESUME_PREFIX = 'resumes/';
const BATCH = 200;

export type OrphanSweepResult = { orphans: number; unfinished: number };

/**
 * Removes resume files no row points to and temp files of cut-short writes, both last written before
 * `olderThan` (decision 061). Idempotent and safe on several instances at once: each deletes only what has
 * no row, and deleting a missing file is no error.
 */
export async function sweepOrphanResumeFiles(options: {
  db: Db;
  storage: FileStorage;
  olderThan: Date;
  log: ResumeLogger;
}): Promise<OrphanSweepResult> {
  const { db, storage, olderThan, log } = options;
  const unfinished = await storage.removeUnfinishedWrites(olderThan);
  let orphans = 0;
  let batch: string[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const keys = batch;
    batch = [];
    const rows = await db
      .select({ filePath: resumes.filePath })
      .from(resumes)
      .where(inArray(resumes.filePath, keys));
    const referenced = new Set(rows.map((row) => row.filePath));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      orphans++;
      log.warn({ key }, 'removed a stored resume file that no resume row points to');
    }
  };
  for await (const object of storage.list()) {
    if (!object.key.startsWith(RESUME_PREFIX) || object.modifiedAt >= olderThan) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { orphans, unfinished };
}
