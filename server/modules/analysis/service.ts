import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { analyzeResume, AnalysisInputError } from '../../../core/analysis/analyze.ts';
import {
  ANALYZER_VERSION,
  analysisResultSchema,
  type AnalysisResult,
  type AnalyzeResumeBody,
  type TextQuality,
} from '../../../core/analysis/schema.ts';
import type { Job } from '../../../core/jobs.ts';
import { LOW_TEXT_QUALITY, PRIMARY_EXTRACTION_METHODS } from '../../../core/resume-rules.ts';
import { AppError } from '../../errors.ts';
import { getJob } from '../jobs/service.ts';
import { findResumeByUserId, type ResumeRow } from '../resumes/repository.ts';
import { findStoredAnalysis, saveAnalysis } from './repository.ts';
import { rewriteSuggestionsSafely, type SuggestionRewriter } from './suggestion-rewriter.ts';

export type AnalysisLogger = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug' | 'info'>;

export const ANALYSIS_MESSAGES = {
  resumeRequired: 'Please upload your resume first to use this feature.',
  jobUnavailable: 'Could not fetch job description for analysis.',
  noDescription: 'This job has no description to analyze your resume against.',
} as const;

/** How the stored text reads: poor below the threshold, 'server_fallback' when a fallback reader made it. */
export function storedTextQuality(resume: Pick<ResumeRow, 'textQuality' | 'extractionMethod'>): TextQuality {
  const quality = resume.textQuality ?? 0;
  if (quality < LOW_TEXT_QUALITY) return 'poor';
  if (resume.extractionMethod && !PRIMARY_EXTRACTION_METHODS.includes(resume.extractionMethod)) {
    return 'server_fallback';
  }
  return Math.round(quality * 1000) / 1000;
}

function isEmptyDescription(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === 'NO DESCRIPTION';
}

async function readJobOrFail(db: Db, id: number): Promise<Job> {
  try {
    return await getJob({ db, id });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('not_found', ANALYSIS_MESSAGES.jobUnavailable);
    }
    throw error;
  }
}

/**
 * Analyzes the caller's resume against a job (SPEC section 7 "analyze-resume"). The resume is always the
 * caller's own stored one (its id keys the stored result); `resume_text` and `job_description` from the
 * body replace the stored texts when given. A stored result for the same inputs is returned as it was.
 */
export async function analyzeResumeForUser(options: {
  db: Db;
  userId: string;
  body: AnalyzeResumeBody;
  now: () => Date;
  log: AnalysisLogger;
  rewriter?: SuggestionRewriter | null;
}): Promise<AnalysisResult> {
  const { db, userId, body, log } = options;
  const resume = await findResumeByUserId(db, userId);
  if (!resume) throw new AppError('resume_required', ANALYSIS_MESSAGES.resumeRequired);
  const job = await readJobOrFail(db, body.job_id);

  const description =
    body.job_description && !isEmptyDescription(body.job_description)
      ? body.job_description
      : job.description_text;
  if (isEmptyDescription(description))
    throw new AppError('analysis_not_available', ANALYSIS_MESSAGES.noDescription);
  const title = body.job_title || job.title;
  const resumeText = body.resume_text?.trim() ? body.resume_text : (resume.textContent ?? '');
  const textQuality = body.text_quality ?? storedTextQuality(resume);

  const key = { userId, jobId: job.id, resumeId: resume.id, analyzerVersion: ANALYZER_VERSION };
  const inputHash = createHash('sha256')
    .update(JSON.stringify([title, description, resumeText, textQuality, options.rewriter?.id ?? 'local']))
    .digest('hex');
  const stored = await findStoredAnalysis(db, key);
  if (stored && stored.inputHash === inputHash) {
    const parsed = analysisResultSchema.safeParse(stored.result);
    if (parsed.success) return parsed.data;
    log.warn({ analysisKey: key }, 'a stored analysis no longer matches the schema; analyzing again');
  }

  let result: AnalysisResult;
  try {
    result = analyzeResume({
      jobTitle: title,
      jobDescription: description,
      resumeText,
      today: options.now().toISOString().slice(0, 10),
      textQuality,
    });
  } catch (error) {
    if (error instanceof AnalysisInputError) {
      throw new AppError(
        error.code === 'resume_text_too_short' ? 'resume_text_too_short' : 'analysis_not_available',
        error.message,
      );
    }
    throw error;
  }
  if (options.rewriter) {
    result = await rewriteSuggestionsSafely({
      rewriter: options.rewriter,
      result,
      resumeText,
      jobTitle: title,
      jobDescription: description,
      log,
    });
  }

  try {
    await saveAnalysis(db, { ...key, inputHash, result, createdAt: options.now() });
  } catch (error) {
    // The resume may have been deleted or replaced meanwhile (the key's foreign key then fails): the
    // user still gets this answer, it is just not kept.
    log.warn({ err: error, analysisKey: key }, 'storing the resume analysis failed');
  }
  return result;
}
