import type { AnalysisResult } from '../../../core/analysis/schema.ts';

/** SPEC section 8 "Analysis" toasts: titles quoted exactly. */
export const ANALYSIS_TOASTS = {
  signInRequired: {
    title: 'Sign In Required',
    description: 'Please sign in to analyze your resume against this job.',
  },
  resumeRequired: {
    title: 'Resume Required',
    description: 'Please upload your resume first to use this feature.',
  },
  notAvailable: {
    title: 'Analysis Not Available',
    description: 'This job has no description to analyze your resume against.',
  },
  fallback: {
    title: 'Using Alternative Text Extraction',
    description:
      'Your file could not be read the usual way, so a simpler text extraction was used. Results may be less precise.',
  },
  lowQuality: {
    title: 'Low Text Quality Detected',
    description:
      'Parts of your resume could not be read (it may be a scanned file). Upload a text-based PDF or Word file for a better analysis.',
  },
  analyzing: { title: 'Analyzing Resume', description: 'Comparing your resume with this job...' },
  complete: { title: 'Analysis Complete' },
  rateLimited: {
    title: 'Rate Limit Exceeded',
    description:
      'The analysis rate limit was hit (an AI provider limit). Please wait a few minutes and try again.',
  },
  documentError: { title: 'Document Processing Error' },
  failed: { title: 'Analysis Failed' },
  jobUnavailable: { title: 'Could not fetch job description for analysis.' },
} as const;

export type AnalysisFailureToast = { title: string; description?: string };

/**
 * Which toast a failed analysis shows (SPEC section 8): rate limits by status or by 'rate limit' / 'Too Many
 * Requests' in the message; 'parse' or 'extract' in the message is a document problem; the rest fail
 * with their message.
 */
export function failureToast(failure: {
  status: number;
  code: string;
  message: string;
}): AnalysisFailureToast {
  const { status, code, message } = failure;
  if (status === 429 || code === 'rate_limited' || /rate limit|too many requests/i.test(message)) {
    return ANALYSIS_TOASTS.rateLimited;
  }
  if (code === 'resume_required') return ANALYSIS_TOASTS.resumeRequired;
  if (code === 'analysis_not_available') return { ...ANALYSIS_TOASTS.notAvailable, description: message };
  if (/parse|extract/i.test(message))
    return { title: ANALYSIS_TOASTS.documentError.title, description: message };
  if (code === 'not_found') return { title: ANALYSIS_TOASTS.jobUnavailable.title };
  return { title: ANALYSIS_TOASTS.failed.title, description: message };
}

/** The text-quality toast a finished analysis calls for, if any. */
export function qualityToast(analysis: Pick<AnalysisResult, 'evidence'>): AnalysisFailureToast | null {
  const quality = analysis.evidence.text.quality;
  if (quality === 'poor') return ANALYSIS_TOASTS.lowQuality;
  if (quality === 'server_fallback') return ANALYSIS_TOASTS.fallback;
  return null;
}

export function isMissingDescription(description: string | null | undefined): boolean {
  const trimmed = (description ?? '').trim();
  return trimmed === '' || trimmed === 'NO DESCRIPTION';
}
