import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per job board from the sources file ('greenhouse:stripe'). A board starts 'unverified' and becomes
 * 'verified' after a run fetched it successfully; 'failing' records the last error without losing its jobs.
 */
export const ingestBoards = pgTable('ingest_boards', {
  key: text('key').primaryKey(),
  source: text('source').notNull(),
  board: text('board').notNull(),
  company: text('company').notNull(),
  status: text('status').notNull().default('unverified'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastJobCount: integer('last_job_count'),
});

/** One row per ingestion run (CLI, API or schedule) with its per-board summary. */
export const ingestRuns = pgTable('ingest_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  trigger: text('trigger').notNull(),
  mode: text('mode').notNull(),
  status: text('status').notNull().default('running'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  summary: jsonb('summary'),
  error: text('error'),
});
