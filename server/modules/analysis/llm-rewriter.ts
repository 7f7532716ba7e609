import { z } from 'zod';
import { suggestionsSchema, type Suggestions } from '../../../core/analysis/schema.ts';
import { validateSuggestions } from '../../../core/analysis/validate-suggestions.ts';
import type { AiConfig } from '../../config.ts';
import type { RewriteInput, SuggestionRewriter } from './suggestion-rewriter.ts';

/** Why the LLM's answer was not used; the caller falls back to the local suggestions. */
export class LlmRewriteError extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'http_error' | 'bad_output' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'LlmRewriteError';
  }
}

const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const SYSTEM_PROMPT = `You reword resume suggestions. You receive a resume, a job posting and suggestions made by a
rule-based analyzer, as JSON. Return JSON with exactly the same keys and shape (resume_improvement_suggestions,
bullet_enhancements, new_bullet_suggestions, summary_suggestion). Make the wording clearer and more specific.
Rules: never add a number, an employer, a product, a school or a skill that is not in the resume, the job
posting or the given suggestions; keep every bullet_enhancements.original_bullet exactly as given; keep
suggestions about skills the resume lacks phrased as "if you have done X, say so". Return JSON only.`;

/**
 * The optional LLM path: any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL). It may only reword the suggestions: its answer is parsed with zod and checked by
 * validateSuggestions, and every failure (timeout, 429, HTTP error, bad JSON, an invented fact) throws,
 * so the caller keeps the local suggestions.
 */
export function createLlmRewriter(config: AiConfig, fetchImpl: typeof fetch = fetch): SuggestionRewriter {
  return {
    id: `llm:${config.model}`,
    async rewrite(input: RewriteInput): Promise<Suggestions> {
      const local: Suggestions = {
        resume_improvement_suggestions: input.result.resume_improvement_suggestions,
        bullet_enhancements: input.result.bullet_enhancements,
        new_bullet_suggestions: input.result.new_bullet_suggestions,
        summary_suggestion: input.result.summary_suggestion,
      };
      let response: Response;
      try {
        response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              {
                role: 'user',
                content: JSON.stringify({
                  job_title: input.jobTitle,
                  job_posting: input.jobDescription,
                  resume: input.resumeText,
                  suggestions: local,
                }),
              },
            ],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const isTimeout =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new LlmRewriteError(
          isTimeout ? 'timeout' : 'http_error',
          `LLM request failed: ${String(error)}`,
        );
      }
      if (response.status === 429) throw new LlmRewriteError('rate_limited', 'LLM provider rate limit');
      if (!response.ok) throw new LlmRewriteError('http_error', `LLM provider answered ${response.status}`);

      let suggestions: Suggestions;
      try {
        const completion = chatCompletionSchema.parse(await response.json());
        const content = completion.choices[0]?.message.content ?? '';
        const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
        suggestions = suggestionsSchema.parse(JSON.parse(json));
      } catch (error) {
        throw new LlmRewriteError('bad_output', `LLM answer is not the expected JSON: ${String(error)}`);
      }
      const check = validateSuggestions({
        candidate: suggestions,
        local,
        resumeText: input.resumeText,
        jobText: `${input.jobTitle}\n${input.jobDescription}`,
      });
      if (!check.ok)
        throw new LlmRewriteError('rejected', `LLM suggestions rejected: ${check.problems.join('; ')}`);
      return suggestions;
    },
  };
}
