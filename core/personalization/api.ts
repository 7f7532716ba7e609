/**
 * Request and response shapes of the personalization API (search history, interactions, recommendations,
 * saved jobs, job alerts, account deletion). The server validates with these; the browser imports the types
 * (`import type`) so both sides agree. Routes: docs/ARCHITECTURE.md "Personalization" and
 * server/modules/personalization.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../job-display.ts';
import { jobListItemSchema } from '../jobs.ts';
import { ALERT_FREQUENCIES, INTERACTION_TYPES, RECOMMENDATIONS_LIMIT } from './constants.ts';
import { SEARCH_TERM_MAX_LENGTH } from './search-history.ts';

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value && value.toLowerCase() !== 'all' ? value : null));
const workArrangementFilter = optionalFilter.pipe(z.enum(['remote', 'hybrid', 'onsite']).nullable());
const employmentTypeFilter = optionalFilter.pipe(z.enum(EMPLOYMENT_TYPES).nullable());
const searchTerm = z.string().max(SEARCH_TERM_MAX_LENGTH);

// ---- Search history -------------------------------------------------------------------------------------

/** POST /api/search-history: the term typed (or picked) with the filters in force. */
export const recordSearchBodySchema = z.object({
  search_term: searchTerm,
  city: optionalFilter,
  state: optionalFilter,
  work_arrangement: workArrangementFilter,
  employment_type: employmentTypeFilter,
  /** How it was triggered (SPEC: "a mode, default 'delayed'"): typing pause, Enter, or a chip. */
  mode: z.enum(['delayed', 'immediate', 'suggestion']).default('delayed'),
});
export type RecordSearchBody = z.input<typeof recordSearchBodySchema>;

export const recordSearchResponseSchema = z.object({
  recorded: z.boolean(),
  /** 'recorded', or why not: too short / a single word not in the list, or similar to a recent search. */
  outcome: z.enum(['recorded', 'not_meaningful', 'similar']),
  similar_to: z.string().nullable(),
  /** Partial searches (strictly shorter and contained in the new term) deleted. */
  removed_partial: z.number().int(),
});
export type RecordSearchResponse = z.infer<typeof recordSearchResponseSchema>;

export const searchHistoryItemSchema = z.object({
  id: z.string(),
  search_term: z.string(),
  location_filter: z.string().nullable(),
  work_arrangement_filter: z.string().nullable(),
  employment_type_filter: z.string().nullable(),
  created_at: z.string(),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

/** GET /api/search-history/recent: the last 20 rows and the at most 5 distinct terms the chips show. */
export const recentSearchesResponseSchema = z.object({
  rows: z.array(z.object({ search_term: z.string(), created_at: z.string() })),
  recent: z.array(z.string()),
});
export type RecentSearchesResponse = z.infer<typeof recentSearchesResponseSchema>;

/** GET /api/search-history: the whole stored history (newest first, at most 200) for /profile. */
export const searchHistoryResponseSchema = z.object({ items: z.array(searchHistoryItemSchema) });
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;

export const deletedCountSchema = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

// ---- Interactions ---------------------------------------------------------------------------------------

export const searchContextSchema = z.object({
  search_term: searchTerm
    .trim()
    .nullish()
    .transform((value) => value || null),
  city_filter: optionalFilter,
  state_filter: optionalFilter,
  work_arrangement_filter: workArrangementFilter,
  employment_type_filter: employmentTypeFilter,
});
export type SearchContext = z.output<typeof searchContextSchema>;

/** POST /api/interactions */
export const recordInteractionBodySchema = z.object({
  job_id: z.number().int().positive(),
  interaction_type: z.enum(INTERACTION_TYPES),
  search_context: searchContextSchema.nullish(),
});
export type RecordInteractionBody = z.input<typeof recordInteractionBodySchema>;
export const recordInteractionResponseSchema = z.object({ recorded: z.literal(true) });

export const interactionItemSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  organization: z.string(),
  interaction_type: z.enum(INTERACTION_TYPES),
  search_context: z.object({
    search_term: z.string().nullable(),
    city_filter: z.string().nullable(),
    state_filter: z.string().nullable(),
    work_arrangement_filter: z.string().nullable(),
    employment_type_filter: z.string().nullable(),
  }),
  created_at: z.string(),
});
/** GET /api/interactions: newest first, at most 200, for /profile. */
export const interactionsResponseSchema = z.object({ items: z.array(interactionItemSchema) });
export type InteractionsResponse = z.infer<typeof interactionsResponseSchema>;

// ---- Recommendations ------------------------------------------------------------------------------------

export const recommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_LIMIT).default(RECOMMENDATIONS_LIMIT),
});

/** SPEC section 3 "Recommendation": title, organization, relevance_score, plus job fields; and why. */
export const recommendationSchema = jobListItemSchema.extend({
  /** 0..100, higher is better. */
  relevance_score: z.number(),
  /** Short reasons, strongest first ("you searched 'data engineer' in TX", "matches 6 skills on your resume"). */
  reasons: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** GET /api/recommendations */
export const recommendationsResponseSchema = z.object({
  jobs: z.array(recommendationSchema),
  /** What they were built from: the user's activity, the resume only (cold start), or popular jobs. */
  basis: z.enum(['activity', 'resume', 'popular']),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

// ---- Saved jobs -----------------------------------------------------------------------------------------

export const jobIdParamsSchema = z.object({ jobId: z.coerce.number().int().positive() });
export const savedStateSchema = z.object({ job_id: z.number().int(), saved: z.boolean() });
export const savedJobSchema = jobListItemSchema.extend({
  saved_at: z.string(),
  /** Past its expiry date: shown marked, never dropped from the list. */
  expired: z.boolean(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;
/** GET /api/saved-jobs: newest saved first. */
export const savedJobsResponseSchema = z.object({ jobs: z.array(savedJobSchema) });
export type SavedJobsResponse = z.infer<typeof savedJobsResponseSchema>;
/** GET /api/saved-jobs/ids: for the save buttons on cards. */
export const savedJobIdsResponseSchema = z.object({ ids: z.array(z.number().int()) });

// ---- Job alerts -----------------------------------------------------------------------------------------

export const alertFiltersSchema = z.object({
  search_term: searchTerm
    .trim()
    .nullish()
    .transform((value) => value || null),
  city: optionalFilter,
  state: optionalFilter,
  work_arrangement: workArrangementFilter,
  employment_type: employmentTypeFilter,
});
/** POST /api/job-alerts */
export const createAlertBodySchema = alertFiltersSchema.extend({ frequency: z.enum(ALERT_FREQUENCIES) });
export type CreateAlertBody = z.input<typeof createAlertBodySchema>;
/** PATCH /api/job-alerts/:id */
export const updateAlertBodySchema = z
  .object({ frequency: z.enum(ALERT_FREQUENCIES).optional(), active: z.boolean().optional() })
  .refine((body) => body.frequency !== undefined || body.active !== undefined, {
    message: 'Send frequency or active.',
  });
export const alertIdParamsSchema = z.object({ id: z.uuid() });

export const jobAlertSchema = z.object({
  id: z.string(),
  search_term: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  work_arrangement: z.string().nullable(),
  employment_type: z.string().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** False after an unsubscribe or when paused from /profile. */
  active: z.boolean(),
  /** What the alert looks for, in words ("'data engineer' in Austin, TX, remote"). */
  description: z.string(),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertsResponseSchema = z.object({ alerts: z.array(jobAlertSchema) });
export const jobAlertResponseSchema = z.object({ alert: jobAlertSchema });

/** GET/POST /api/job-alerts/unsubscribe?token=... (the e-mail's one-click link; no sign-in). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribeResponseSchema = z.object({
  unsubscribed: z.boolean(),
  description: z.string(),
});

// ---- Account --------------------------------------------------------------------------------------------

/** DELETE /api/account: the password confirms it. */
export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(1000) });
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

// ---- /profile -------------------------------------------------------------------------------------------

/** What /profile shows of the user's data, as the four list answers: put in the page by its server render. */
export type ProfileLists = {
  savedJobs: SavedJobsResponse;
  alerts: JobAlert[];
  searchHistory: SearchHistoryResponse;
  interactions: InteractionsResponse;
};
