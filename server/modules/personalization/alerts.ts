/**
 * Job alerts: signed unsubscribe tokens, the e-mail, and the scheduled run (decision 040).
 *
 * A run takes a PostgreSQL advisory lock (as ingestion does), so of several instances one mails. Each due
 * alert looks only at jobs that entered the site after the last run (jobs.id above the alert's watermark:
 * ids only grow) and matching its search; the jobs mailed are recorded in alert_sent_jobs first (the
 * primary key makes a second mail of the same job impossible), then the one e-mail goes out; nothing is
 * sent when nothing is new.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { alertSentJobs, jobAlerts, users } from '../../../db/schema/index.ts';
import {
  ALERT_INTERVAL_MS,
  ALERT_MAX_JOBS_PER_MAIL,
  UNSUBSCRIBE_TOKEN_TTL_S,
  type AlertFrequency,
} from '../../../core/personalization/constants.ts';
import { alertSearchParams, describeAlert, type AlertFilters } from '../../../core/personalization/alerts.ts';
import type { Config } from '../../config.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { startSchedule, type Schedule } from '../../lib/schedule.ts';
import { findJobsByIds } from '../jobs/repository.ts';
import { buildTsQuery, descriptionMatchQuery, filterConditions, withIntents } from '../jobs/search.ts';
import { dueAlerts, markJobsSent, rows, type JobAlertRow } from './repository.ts';

export const ALERTS_LOCK_KEY = 7_202_612;

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

// ---- unsubscribe tokens ---------------------------------------------------------------------------------

function tokenKey(secret: string): Buffer {
  // A key of its own, so a token of this kind can never be mistaken for any other signed value.
  return createHmac('sha256', secret).update('job-alert-unsubscribe/v1').digest();
}

/** `<alert id>.<expiry epoch s>.<HMAC-SHA256>`, all URL-safe. */
export function signUnsubscribeToken(secret: string, alertId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_TTL_S;
  const payload = `${alertId}.${expires}`;
  const mac = createHmac('sha256', tokenKey(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** The alert id of a valid token; null when forged, malformed or expired. */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, alertId, expires, mac] = match as unknown as [string, string, string, string];
  const expected = createHmac('sha256', tokenKey(secret)).update(`${alertId}.${expires}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return alertId;
}

// ---- matching -------------------------------------------------------------------------------------------

export function alertFilters(row: JobAlertRow): AlertFilters {
  return {
    search_term: row.searchTerm,
    city: row.city,
    state: row.state,
    work_arrangement: row.workArrangement,
    employment_type: row.employmentType,
  };
}

/** The newest job id now: a new alert starts there, so only jobs added later are mailed. */
export async function newestJobId(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ id: number | null }>(db, sql`SELECT max(id)::bigint AS id FROM jobs`);
  return Number(row?.id ?? 0);
}

/**
 * Jobs with an id in (after, upTo] matching the alert's search (title, organisation or description) and
 * filters, still listed, never mailed by this alert; sponsoring and newest first, at most `limit`.
 */
export async function newMatchingJobIds(
  db: DbOrTx,
  alert: JobAlertRow,
  range: { after: number; upTo: number },
  limit: number,
): Promise<number[]> {
  const { filters, terms } = withIntents({
    search: alert.searchTerm ?? undefined,
    city: alert.city ?? undefined,
    state: alert.state ?? undefined,
    workArrangement: (alert.workArrangement ?? undefined) as 'remote' | 'hybrid' | 'onsite' | undefined,
    employmentType: (alert.employmentType ?? undefined) as
      'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY' | undefined,
    hideNoSponsor: false,
    hasFilingRecord: false,
    page: 0,
    pageSize: limit,
  });
  let text = sql`TRUE`;
  if (terms) {
    const built = await buildTsQuery(db, terms, 'and');
    if (!built) return [];
    // As a search reads descriptions: a benefit's words match benefit text only when the search asks for one.
    text = sql`(SELECT d.doc_tsv FROM job_search_doc d WHERE d.id = s.id) @@ ${descriptionMatchQuery(built)}`;
  }
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT s.id::int AS id FROM job_search s
      WHERE s.id > ${range.after} AND s.id <= ${range.upTo} AND ${filterConditions(filters)} AND ${text}
        AND NOT EXISTS (SELECT 1 FROM alert_sent_jobs a WHERE a.alert_id = ${alert.id} AND a.job_id = s.id)
      ORDER BY s.sponsor_rank DESC, s.posted_at DESC, s.id DESC LIMIT ${limit}`,
  );
  return found.map((row) => Number(row.id));
}

// ---- the e-mail -----------------------------------------------------------------------------------------

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type AlertMailJob = { id: number; title: string; organization: string; location: string };

export function buildAlertMail(options: {
  to: string;
  siteName: string;
  publicUrl: string;
  filters: AlertFilters;
  frequency: AlertFrequency;
  jobs: AlertMailJob[];
  more: boolean;
  token: string;
}): MailMessage {
  const { jobs, publicUrl, siteName } = options;
  const description = describeAlert(options.filters);
  const count = `${jobs.length}${options.more ? '+' : ''}`;
  const subject = `${count} new job${jobs.length === 1 && !options.more ? '' : 's'} for ${description}`;
  const searchUrl = `${publicUrl}/jobs?${alertSearchParams(options.filters).toString()}`;
  const unsubscribePage = `${publicUrl}/alerts/unsubscribe?token=${encodeURIComponent(options.token)}`;
  const oneClick = `${publicUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(options.token)}`;
  const jobUrl = (id: number) => `${publicUrl}/jobs/${id}`;
  const text = [
    `New jobs for your ${options.frequency} alert: ${description}`,
    '',
    ...jobs.flatMap((job) => [
      `${job.title} - ${job.organization}${job.location ? ` (${job.location})` : ''}`,
      jobUrl(job.id),
      '',
    ]),
    options.more ? `More new jobs: ${searchUrl}` : `See the search: ${searchUrl}`,
    '',
    `Unsubscribe from this alert: ${unsubscribePage}`,
    `Manage your alerts: ${publicUrl}/profile`,
    '',
    `— ${siteName}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: system-ui, sans-serif; color: #111; line-height: 1.5">
    <p>New jobs for your ${escapeHtml(options.frequency)} alert: <strong>${escapeHtml(description)}</strong></p>
    <ul>
${jobs
  .map(
    (job) =>
      `      <li><a href="${escapeHtml(jobUrl(job.id))}">${escapeHtml(job.title)}</a> — ${escapeHtml(job.organization)}${job.location ? ` (${escapeHtml(job.location)})` : ''}</li>`,
  )
  .join('\n')}
    </ul>
    <p><a href="${escapeHtml(searchUrl)}">${options.more ? 'See more new jobs' : 'See the search'}</a></p>
    <p style="font-size: 13px; color: #555"><a href="${escapeHtml(unsubscribePage)}">Unsubscribe from this alert</a> · <a href="${escapeHtml(`${publicUrl}/profile`)}">Manage your alerts</a></p>
    <p>— ${escapeHtml(siteName)}</p>
  </body>
</html>
`;
  return {
    to: options.to,
    subject,
    text,
    html,
    headers: {
      // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to this URL.
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

// ---- the run --------------------------------------------------------------------------------------------

export type AlertRunSummary = {
  skipped: boolean;
  checked: number;
  mailed: number;
  jobs: number;
  failed: number;
};

/**
 * One pass over the due alerts (daily ones checked a day ago or never, weekly ones a week ago or never).
 * `force` checks every active alert whatever its last check (the CLI's --all).
 */
export async function runAlertsOnce(options: {
  database: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'siteName' | 'authSecret'>;
  now?: Date;
  log: Log;
  force?: boolean;
}): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { skipped: false, checked: 0, mailed: 0, jobs: 0, failed: 0 };
  const release = await options.database.tryAdvisoryLock(ALERTS_LOCK_KEY);
  if (!release) return { ...summary, skipped: true };
  try {
    const { db } = options.database;
    const now = options.now ?? new Date();
    const upTo = await newestJobId(db);
    const due = await dueAlerts(
      db,
      now,
      options.force
        ? { daily: -Number.MAX_SAFE_INTEGER, weekly: -Number.MAX_SAFE_INTEGER }
        : ALERT_INTERVAL_MS,
    );
    for (const alert of due) {
      summary.checked += 1;
      try {
        const sent = await runAlert({ ...options, db, alert, upTo, now });
        if (sent > 0) {
          summary.mailed += 1;
          summary.jobs += sent;
        }
      } catch (error) {
        summary.failed += 1;
        options.log.warn({ err: error, alertId: alert.id }, 'job alert failed; it is retried next run');
      }
    }
    return summary;
  } finally {
    await release();
  }
}

async function runAlert(options: {
  db: DbOrTx;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'siteName' | 'authSecret'>;
  alert: JobAlertRow;
  upTo: number;
  now: Date;
}): Promise<number> {
  const { db, alert, now } = options;
  const found = await newMatchingJobIds(
    db,
    alert,
    { after: alert.lastJobId, upTo: options.upTo },
    ALERT_MAX_JOBS_PER_MAIL + 1,
  );
  const more = found.length > ALERT_MAX_JOBS_PER_MAIL;
  const ids = found.slice(0, ALERT_MAX_JOBS_PER_MAIL);
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, alert.userId))
    .limit(1);
  if (ids.length === 0 || !owner) {
    await db
      .update(jobAlerts)
      .set({ lastCheckedAt: now, lastJobId: Math.max(alert.lastJobId, options.upTo) })
      .where(eq(jobAlerts.id, alert.id));
    return 0;
  }
  // Recorded before sending: a job whose row already exists was mailed before, and is left out.
  const claimed = new Set(await markJobsSent(db, alert.id, ids, now));
  const jobRows = (await findJobsByIds(db, ids)).filter((row) => claimed.has(row.id));
  if (jobRows.length > 0) {
    const message = buildAlertMail({
      to: owner.email,
      siteName: options.config.siteName,
      publicUrl: options.config.publicUrl,
      filters: alertFilters(alert),
      frequency: alert.frequency as AlertFrequency,
      jobs: jobRows.map((row) => ({
        id: row.id,
        title: row.title,
        organization: row.organization,
        location: row.location,
      })),
      more,
      token: signUnsubscribeToken(options.config.authSecret, alert.id, now),
    });
    try {
      await options.mailer.send(message);
    } catch (error) {
      // Not sent: forget the claim, so the next run mails these jobs.
      await db
        .delete(alertSentJobs)
        .where(and(eq(alertSentJobs.alertId, alert.id), inArray(alertSentJobs.jobId, [...claimed])));
      throw error;
    }
  }
  await db
    .update(jobAlerts)
    .set({
      lastCheckedAt: now,
      lastJobId: Math.max(alert.lastJobId, options.upTo),
      ...(jobRows.length > 0 ? { lastSentAt: now } : {}),
    })
    .where(eq(jobAlerts.id, alert.id));
  return jobRows.length;
}

/**
 * The alert mailing inside the server (ALERTS_SCHEDULE): every instance keeps the timer, one claims each
 * occurrence (server/lib/schedule.ts); the run's lock still keeps it apart from a CLI run.
 */
export function startAlertsSchedule(options: {
  cron: string;
  database: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'siteName' | 'authSecret'>;
  log: Log;
  /** This instance's name in scheduled_runs (default: host and process id). */
  claimedBy?: string;
}): Schedule {
  return startSchedule({
    job: 'alerts',
    cron: options.cron,
    db: options.database.db,
    claimedBy: options.claimedBy,
    log: options.log,
    run: () =>
      runAlertsOnce(options).then(
        (summary) => {
          if (summary.skipped) options.log.info({}, 'job alerts skipped: another run holds the lock');
          else options.log.info(summary, 'job alerts sent');
        },
        (error: unknown) => options.log.warn({ err: error }, 'job alerts run failed'),
      ),
  });
}
