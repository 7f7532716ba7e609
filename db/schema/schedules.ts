import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per run of a scheduled job (ingestion, job alerts) and the time it was scheduled for. Every
 * instance keeps the timers; the one whose insert lands runs that occurrence, the others see the row and
 * skip (decision 017). Rows older than a month are pruned by the claims themselves.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    /** The occurrence of the cron expression this run is for (not when a timer happened to fire). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** Which instance claimed it: host, process id and port, for the logs and the cluster tests. */
    claimedBy: text('claimed_by').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.scheduledFor] })],
);
