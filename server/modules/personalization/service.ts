import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  communityPosts,
  jobAlerts,
  passwordResetTokens,
  savedJobs,
  sessions,
  userJobInteractions,
  userSearchHistory,
  users,
} from '../../../db/schema/index.ts';
import type { RecordSearchResponse } from '../../../core/personalization/api.ts';
import { DELETED_USER_NAME } from '../../../core/personalization/constants.ts';
import {
  findSimilarSearch,
  isWorthSaving,
  locationFilter,
  normalizeSearchTerm,
  partialSearchIds,
} from '../../../core/personalization/search-history.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { deleteResumesByUserId } from '../resumes/repository.ts';
import { deleteSearchesByIds, insertSearch, lastSearchTerms, searchIdsAndTerms } from './repository.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** One user's history changes one at a time, so two quick records cannot both pass the similarity check. */
async function lockUserHistory(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`search-history:${userId}`}, 0))`);
}

/**
 * SPEC section 5 "Search history saving" on the server: worth saving, not similar to one of the last 10,
 * stored with its filters, then the partial searches deleted. Failures of the similarity check and of the
 * cleanup are logged with SPEC's wording and do not fail the record (section 8 "Silent handling").
 */
export async function recordSearch(options: {
  db: Db;
  userId: string;
  term: string;
  filters: {
    city: string | null;
    state: string | null;
    workArrangement: string | null;
    employmentType: string | null;
  };
  log: Log;
}): Promise<RecordSearchResponse> {
  const { db, userId, log } = options;
  const term = normalizeSearchTerm(options.term);
  if (!isWorthSaving(term)) {
    return { recorded: false, outcome: 'not_meaningful', similar_to: null, removed_partial: 0 };
  }
  return db.transaction(async (tx) => {
    await lockUserHistory(tx, userId);
    let recent: string[] = [];
    try {
      recent = await tx.transaction((inner) => lastSearchTerms(inner, userId));
    } catch (error) {
      // Counts as not similar.
      log.warn({ err: error }, 'Error checking similar searches:');
    }
    const similar = findSimilarSearch(term, recent);
    if (similar !== null) {
      return { recorded: false, outcome: 'similar' as const, similar_to: similar, removed_partial: 0 };
    }
    const row = await insertSearch(tx, {
      userId,
      searchTerm: term,
      locationFilter: locationFilter(options.filters.city, options.filters.state),
      workArrangementFilter: options.filters.workArrangement,
      employmentTypeFilter: options.filters.employmentType,
    });
    let removed = 0;
    try {
      removed = await tx.transaction(async (inner) => {
        const stored = (await searchIdsAndTerms(inner, userId)).filter((stored) => stored.id !== row.id);
        return deleteSearchesByIds(inner, userId, partialSearchIds(term, stored));
      });
      if (removed > 0) log.info({ removed }, `Cleaned up ${removed} partial searches`);
    } catch (error) {
      log.warn({ err: error }, 'Error cleaning up partial searches:');
    }
    return { recorded: true, outcome: 'recorded' as const, similar_to: null, removed_partial: removed };
  });
}

/**
 * Deletes an account after the password confirms it: the resume (row, analyses, stored file), search
 * history, interactions, saved jobs, alerts, sessions and reset tokens go; community posts and comments stay,
 * shown as 'deleted user'. The users row stays as an anonymous tombstone (no e-mail, no usable password)
 * because the community rows point at it.
 */
export async function deleteAccount(options: {
  db: Db;
  storage: FileStorage;
  userId: string;
  password: string;
  log: Log;
}): Promise<void> {
  const { db, storage, userId, log } = options;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, options.password))) {
    throw new AppError('invalid_credentials', 'The password is not correct.');
  }
  const removedResumes = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
    const resumes = await deleteResumesByUserId(tx, userId);
    await tx.delete(userSearchHistory).where(eq(userSearchHistory.userId, userId));
    await tx.delete(userJobInteractions).where(eq(userJobInteractions.userId, userId));
    await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
    await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(communityPosts)
      .set({ authorDisplayName: DELETED_USER_NAME })
      .where(eq(communityPosts.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        // Not an argon2 hash: no password ever verifies against it.
        passwordHash: '!deleted',
        fullName: DELETED_USER_NAME,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return resumes;
  });
  for (const resume of removedResumes) {
    try {
      await storage.delete(resume.filePath);
    } catch (error) {
      log.error(
        { err: error, key: resume.filePath },
        'removing a deleted account resume file failed; it is now an orphan',
      );
    }
  }
}
