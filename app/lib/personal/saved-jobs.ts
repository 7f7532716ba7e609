import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedJobsResponse } from '../../../core/personalization/api.ts';
import { apiRequest, requireOk, type ApiResult } from '../api-client.ts';
import { personalKeys } from './query-keys.ts';
import { seedOptions, type ServerSeed } from './server-seed.ts';

/*
 * Saved jobs, where the job pages (save buttons) and /profile (the list) meet. Shape checks rather than
 * core's zod schemas, which would add zod to the /jobs page's JavaScript.
 */

type SavedState = { job_id: number; saved: boolean };

function readIds(value: unknown): number[] {
  const ids = (value as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) throw new Error('unexpected ids');
  return ids;
}

function readSavedState(value: unknown): SavedState {
  const body = value as Partial<SavedState> | null;
  if (!body || typeof body.job_id !== 'number' || typeof body.saved !== 'boolean')
    throw new Error('unexpected saved state');
  return body as SavedState;
}

function readSavedJobs(value: unknown): SavedJobsResponse {
  const body = value as Partial<SavedJobsResponse> | null;
  if (!body || !Array.isArray(body.jobs)) throw new Error('unexpected saved jobs');
  return body as SavedJobsResponse;
}

/** GET /api/saved-jobs/ids */
export function fetchSavedJobIds(): Promise<ApiResult<number[]>> {
  return apiRequest('/api/saved-jobs/ids', { parse: readIds });
}

/** GET /api/saved-jobs: newest saved first, expired ones marked. */
export function fetchSavedJobs(): Promise<ApiResult<SavedJobsResponse>> {
  return apiRequest('/api/saved-jobs', { parse: readSavedJobs });
}

/** PUT (save) or DELETE (unsave) /api/saved-jobs/:jobId */
export function setJobSaved(jobId: number, saved: boolean): Promise<ApiResult<SavedState>> {
  return apiRequest(`/api/saved-jobs/${jobId}`, { method: saved ? 'PUT' : 'DELETE', parse: readSavedState });
}

/** The ids the user saved (one call for every card on the page); empty for visitors. */
export function useSavedJobIds(userId: string | null): ReadonlySet<number> {
  const query = useQuery({
    queryKey: personalKeys.savedJobIds(userId ?? ''),
    queryFn: async () => new Set(await requireOk(fetchSavedJobIds())),
    enabled: userId !== null,
  });
  return query.data ?? NONE;
}
const NONE: ReadonlySet<number> = new Set();

export function useSavedJobs(userId: string, seed?: ServerSeed<SavedJobsResponse>) {
  return useQuery({
    queryKey: personalKeys.savedJobs(userId),
    queryFn: () => requireOk(fetchSavedJobs()),
    ...seedOptions(seed),
  });
}

/**
 * Saves or unsaves a job. The button flips at once (optimistic) and flips back with a message if the
 * server says no; the saved list refetches when next shown.
 */
export function useToggleSavedJob(userId: string | null) {
  const client = useQueryClient();
  const idsKey = personalKeys.savedJobIds(userId ?? '');
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: number; saved: boolean }) => requireOk(setJobSaved(jobId, saved)),
    onMutate: async ({ jobId, saved }) => {
      await client.cancelQueries({ queryKey: idsKey });
      const previous = client.getQueryData<ReadonlySet<number>>(idsKey);
      const next = new Set(previous);
      if (saved) next.add(jobId);
      else next.delete(jobId);
      client.setQueryData(idsKey, next);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      client.setQueryData(idsKey, context?.previous);
    },
    onSettled: () => {
      if (!userId) return;
      void client.invalidateQueries({ queryKey: personalKeys.savedJobs(userId) });
    },
  });
}
