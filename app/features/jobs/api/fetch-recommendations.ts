import type { RecommendationsResponse } from '../../../../core/personalization/api.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

function readRecommendations(value: unknown): RecommendationsResponse {
  const body = value as Partial<RecommendationsResponse> | null;
  if (
    !body ||
    !Array.isArray(body.jobs) ||
    !body.jobs.every((job) => typeof job.id === 'number' && Array.isArray(job.reasons))
  )
    throw new Error('unexpected recommendations');
  return body as RecommendationsResponse;
}

/** GET /api/recommendations (SPEC get_personalized_job_recommendations_v2, limit 30). */
export function fetchRecommendations(signal?: AbortSignal): Promise<ApiResult<RecommendationsResponse>> {
  return apiRequest('/api/recommendations', { parse: readRecommendations, signal });
}
