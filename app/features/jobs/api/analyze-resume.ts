import type { AnalysisResult, AnalyzeResumeBody } from '../../../../core/analysis/schema.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

// A shape check rather than core's zod schema, which would pull zod into the job page's JavaScript; the
// server validates its own answer against that schema before sending it.
function readAnalysis(value: unknown): AnalysisResult {
  if (typeof value !== 'object' || value === null || !('analysis' in value)) throw new Error('no analysis');
  const analysis = value.analysis as AnalysisResult;
  if (typeof analysis.match_score !== 'number' || typeof analysis.match_breakdown !== 'object') {
    throw new Error('not an analysis');
  }
  return analysis;
}

/** POST /api/functions/analyze-resume (SPEC section 7): the server reads the stored resume and the job. */
export function analyzeResumeRequest(
  body: AnalyzeResumeBody,
  signal?: AbortSignal,
): Promise<ApiResult<AnalysisResult>> {
  return apiRequest('/api/functions/analyze-resume', { method: 'POST', body, parse: readAnalysis, signal });
}
