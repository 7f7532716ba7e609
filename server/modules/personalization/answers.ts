/**
 * The caller's own lists as the personalization API answers them (GET /api/search-history, /api/interactions,
 * /api/saved-jobs, /api/job-alerts), built once here for the routes and for /profile's server render, which
 * puts them in the page so it arrives whole instead of showing four loading states (decision 040).
 */
import type {
  InteractionsResponse,
  JobAlert,
  ProfileLists,
  SavedJobsResponse,
  SearchHistoryResponse,
} from '../../../core/personalization/api.ts';
import { describeAlert } from '../../../core/personalization/alerts.ts';
import type { AlertFrequency } from '../../../core/personalization/constants.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { presentJobListItem } from '../jobs/presenters.ts';
import { findJobsByIds } from '../jobs/repository.ts';
import { alertFilters } from './alerts.ts';
import {
  listAlerts,
  listInteractions,
  listSearchHistory,
  savedJobRows,
  type JobAlertRow,
} from './repository.ts';

/** At most this many rows of each list (newest first). */
export const LIST_LIMIT = 200;

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function presentAlert(row: JobAlertRow): JobAlert {
  const filters = alertFilters(row);
  return {
    id: row.id,
    ...filters,
    frequency: row.frequency as AlertFrequency,
    active: row.unsubscribedAt === null,
    description: describeAlert(filters),
    last_sent_at: isoOrNull(row.lastSentAt),
    created_at: iso(row.createdAt),
  };
}

export async function searchHistoryAnswer(db: DbOrTx, userId: string): Promise<SearchHistoryResponse> {
  const found = await listSearchHistory(db, userId, LIST_LIMIT);
  return {
    items: found.map((row) => ({
      id: row.id,
      search_term: row.searchTerm,
      location_filter: row.locationFilter,
      work_arrangement_filter: row.workArrangementFilter,
      employment_type_filter: row.employmentTypeFilter,
      created_at: iso(row.createdAt),
    })),
  };
}

export async function interactionsAnswer(db: DbOrTx, userId: string): Promise<InteractionsResponse> {
  const found = await listInteractions(db, userId, LIST_LIMIT);
  return {
    items: found.map((row) => ({
      id: row.id,
      job_id: row.jobId,
      job_title: row.title,
      organization: row.organization,
      interaction_type: row.interactionType as 'view' | 'click' | 'apply',
      search_context: {
        search_term: row.searchTerm,
        city_filter: row.cityFilter,
        state_filter: row.stateFilter,
        work_arrangement_filter: row.workArrangementFilter,
        employment_type_filter: row.employmentTypeFilter,
      },
      created_at: iso(row.createdAt),
    })),
  };
}

/** Newest saved first; a job past its expiry date is marked, never dropped. */
export async function savedJobsAnswer(db: DbOrTx, userId: string, now: Date): Promise<SavedJobsResponse> {
  const saved = await savedJobRows(db, userId, LIST_LIMIT);
  const jobRows = await findJobsByIds(
    db,
    saved.map((row) => row.jobId),
  );
  const byId = new Map(saved.map((row) => [row.jobId, row]));
  return {
    jobs: jobRows.map((row) => {
      const entry = byId.get(row.id);
      return {
        ...presentJobListItem(row),
        saved_at: iso(entry?.createdAt ?? now),
        expired: entry?.expiresAt ? new Date(entry.expiresAt) <= now : false,
      };
    }),
  };
}

export async function alertsAnswer(db: DbOrTx, userId: string): Promise<JobAlert[]> {
  return (await listAlerts(db, userId)).map(presentAlert);
}

export async function profileLists(db: DbOrTx, userId: string, now: Date): Promise<ProfileLists> {
  // One after another: PGlite has one connection, and each list is one indexed read of the user's rows.
  const savedJobs = await savedJobsAnswer(db, userId, now);
  const alerts = await alertsAnswer(db, userId);
  const searchHistory = await searchHistoryAnswer(db, userId);
  const interactions = await interactionsAnswer(db, userId);
  return { savedJobs, alerts, searchHistory, interactions };
}
