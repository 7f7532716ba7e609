import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';
import { resumes } from './resumes.ts';

/**
 * Stored resume analyses, one per user, job, resume and analyzer version, so opening an analysis again is
 * instant and shows the same result. Deleting or replacing the resume (a new resumes row) removes them
 * through the foreign key. `input_hash` covers the texts that went in, so a changed job description or
 * resume text is analyzed afresh.
 */
export const resumeAnalyses = pgTable(
  'resume_analyses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    analyzerVersion: text('analyzer_version').notNull(),
    inputHash: text('input_hash').notNull(),
    /** The AnalysisResult JSON (core/analysis/schema.ts), validated again when read. */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('resume_analyses_user_job_resume_version_key').on(
      table.userId,
      table.jobId,
      table.resumeId,
      table.analyzerVersion,
    ),
    index('resume_analyses_resume_id_idx').on(table.resumeId),
    index('resume_analyses_job_id_idx').on(table.jobId),
  ],
);
