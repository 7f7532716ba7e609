import type { AnalysisResult, Suggestions } from '../../../core/analysis/schema.ts';
import { withSuggestions } from '../../../core/analysis/analyze.ts';
import type { AnalysisLogger } from './service.ts';

export type RewriteInput = {
  result: AnalysisResult;
  resumeText: string;
  jobTitle: string;
  jobDescription: string;
};

/**
 * Something that may reword the local suggestions (the optional LLM path). It never sees the score's
 * inputs as something to change: whatever it returns replaces the suggestions only.
 */
export interface SuggestionRewriter {
  /** Part of the stored result's key: a different rewriter (or none) is a different answer. */
  readonly id: string;
  rewrite(input: RewriteInput): Promise<Suggestions>;
}

/** Rewrites the suggestions, falling back to the local ones on any failure (timeout, 429, bad output). */
export async function rewriteSuggestionsSafely(
  options: RewriteInput & { rewriter: SuggestionRewriter; log: AnalysisLogger },
): Promise<AnalysisResult> {
  const { rewriter, log, ...input } = options;
  try {
    const suggestions = await rewriter.rewrite(input);
    return withSuggestions(input.result, suggestions, 'llm');
  } catch (error) {
    log.warn({ err: error, rewriter: rewriter.id }, 'LLM suggestions failed; keeping the local suggestions');
    return input.result;
  }
}
