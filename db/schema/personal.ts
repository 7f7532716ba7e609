import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { jobs } from './jobs.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const jobId = () =>
  bigint('job_id', { mode: 'number' })
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

/**
 * SPEC section 3 "Search history": what a signed-in user searched, with the filters in force
 * (location_filter is 'city, state'). Worth-saving and similarity rules: core/personalization.
 */
export const userSearchHistory = pgTable(
  'user_search_history',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: userId(),
    searchTerm: text('search_term').notNull(),
    locationFilter: text('location_filter'),
    workArrangementFilter: text('work_arrangement_filter'),
    employmentTypeFilter: text('employment_type_filter'),
    createdAt: createdAt(),
  },
  (table) => [index('user_search_history_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** SPEC section 3 "Job interaction": view (detail page), click (card), apply (Apply Now), with the search context. */
export const userJobInteractions = pgTable(
  'user_job_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userId(),
    jobId: jobId(),
    interactionType: text('interaction_type').notNull(),
    searchTerm: text('search_term'),
    cityFilter: text('city_filter'),
    stateFilter: text('state_filter'),
    workArrangementFilter: text('work_arrangement_filter'),
    employmentTypeFilter: text('employment_type_filter'),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_job_interactions_user_created_idx').on(table.userId, table.createdAt.desc()),
    // Popular jobs: interactions of everyone in the last days, read by time.
    index('user_job_interactions_created_idx').on(table.createdAt.desc()),
    index('user_job_interactions_job_idx').on(table.jobId),
    check('user_job_interactions_type_check', sql`${table.interactionType} IN ('view', 'click', 'apply')`),
  ],
);

/** A job a user saved; listed on /profile, expired ones marked. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: userId(),
    jobId: jobId(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('saved_jobs_job_idx').on(table.jobId),
  ],
);

/**
 * A saved search mailed daily or weekly with the jobs new since the last mail. `unsubscribed_at` is set by
 * the e-mail's one-click link or by pausing on /profile; the scheduler skips such alerts.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: userId(),
    searchTerm: text('search_term'),
    city: text('city'),
    state: text('state'),
    workArrangement: text('work_arrangement'),
    employmentType: text('employment_type'),
    frequency: text('frequency').notNull(),
    /**
     * The highest jobs.id the alert has looked at: jobs with a larger id entered the site after it (ids
     * only grow), so they are the new ones. Set to the newest job at creation.
     */
    lastJobId: bigint('last_job_id', { mode: 'number' }).notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** When the scheduler last looked (mail sent or nothing new). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('job_alerts_user_idx').on(table.userId, table.createdAt),
    index('job_alerts_due_idx')
      .on(table.frequency, table.lastSentAt)
      .where(sql`unsubscribed_at IS NULL`),
    check('job_alerts_frequency_check', sql`${table.frequency} IN ('daily', 'weekly')`),
  ],
);

/** Every job an alert has mailed: never the same job twice. */
export const alertSentJobs = pgTable(
  'alert_sent_jobs',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: jobId(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index('alert_sent_jobs_job_idx').on(table.jobId),
  ],
);
