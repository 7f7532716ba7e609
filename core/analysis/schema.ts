import { z } from 'zod';
import { MATCH_LABELS } from './labels.ts';

export {
  ANALYZER_VERSION,
  MATCH_LABELS,
  MATCH_LABEL_EXCELLENT_MIN,
  MATCH_LABEL_GOOD_MIN,
  matchLabelFor,
  type MatchLabel,
} from './labels.ts';

/** What a client may send as text_quality: a 0..1 score, a word, or 'server_fallback' (SPEC section 7). */
export const textQualitySchema = z.union([
  z.number().min(0).max(1),
  z.enum(['good', 'fair', 'poor', 'server_fallback']),
]);
export type TextQuality = z.infer<typeof textQualitySchema>;

export const SCORE_PARTS = ['skills', 'keywords', 'experience_alignment', 'education'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

const matchListSchema = z.object({
  score: z.number().int().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
const notedScoreSchema = z.object({ score: z.number().int().min(0).max(100), notes: z.string() });

export const pointTraceSchema = z.object({
  part: z.enum(SCORE_PARTS),
  points: z.number().int().min(1),
  rule: z.string(),
  job_text: z.string(),
  resume_text: z.string(),
});
export type PointTrace = z.infer<typeof pointTraceSchema>;

export const skillEvidenceSchema = z.object({
  name: z.string(),
  category: z.string(),
  level: z.enum(['required', 'preferred']),
  status: z.enum(['evidenced', 'listed', 'missing']),
  job_sentence: z.string(),
  resume_text: z.string().nullable(),
  version: z.string().nullable(),
  points: z.number().int().min(0),
});
export type SkillEvidence = z.infer<typeof skillEvidenceSchema>;

export const keywordEvidenceSchema = z.object({
  keyword: z.string(),
  status: z.enum(['evidenced', 'listed', 'missing']),
  job_sentence: z.string(),
  resume_text: z.string().nullable(),
  points: z.number().int().min(0),
});

export const knockoutSchema = z.object({
  kind: z.enum(['no_sponsorship', 'citizenship', 'clearance']),
  job_sentence: z.string(),
});

export const analysisEvidenceSchema = z.object({
  max_points: z.object({
    skills: z.number().int(),
    keywords: z.number().int(),
    experience_alignment: z.number().int(),
    education: z.number().int(),
  }),
  /** Every point of match_score, once: the sum of `points` is match_score. */
  points: z.array(pointTraceSchema),
  skills: z.array(skillEvidenceSchema),
  negated_skills: z.array(z.object({ name: z.string(), job_sentence: z.string() })),
  keywords: z.array(keywordEvidenceSchema),
  experience: z.object({
    required_years: z.number().int().nullable(),
    required_years_sentence: z.string().nullable(),
    resume_months: z.number().int(),
    relevant_months: z.number().int(),
    job_seniority: z.string().nullable(),
    resume_seniority: z.string().nullable(),
    roles: z.array(
      z.object({
        title: z.string(),
        start: z.string(),
        end: z.string(),
        months: z.number().int(),
        relevant: z.boolean(),
      }),
    ),
  }),
  education: z.object({
    required_level: z.string().nullable(),
    preferred_level: z.string().nullable(),
    resume_level: z.string().nullable(),
    fields_required: z.array(z.string()),
    field_match: z.boolean().nullable(),
    job_sentence: z.string().nullable(),
    resume_text: z.string().nullable(),
  }),
  flags: z.object({
    keyword_stuffing: z.object({
      detected: z.boolean(),
      reason: z.string().nullable(),
      terms: z.array(z.string()),
    }),
    /** Reported beside the score, never inside it. */
    knockouts: z.array(knockoutSchema),
  }),
  text: z.object({
    quality: z.string(),
    resume_sections: z.array(z.string()),
    resume_words: z.number().int(),
    warnings: z.array(z.string()),
  }),
  suggestions_source: z.enum(['local', 'llm']),
});
export type AnalysisEvidence = z.infer<typeof analysisEvidenceSchema>;

export const bulletEnhancementSchema = z.object({
  original_bullet: z.string(),
  improved_bullet: z.string(),
  reason: z.string(),
});
export const newBulletSuggestionSchema = z.object({
  section: z.string(),
  suggested_bullet: z.string(),
  relevance: z.string(),
});
export const summarySuggestionSchema = z.object({ suggested_summary: z.string(), reason: z.string() });

export const suggestionsSchema = z.object({
  resume_improvement_suggestions: z.array(z.string()),
  bullet_enhancements: z.array(bulletEnhancementSchema),
  new_bullet_suggestions: z.array(newBulletSuggestionSchema),
  summary_suggestion: summarySuggestionSchema,
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** SPEC section 3 "Resume analysis result", plus the evidence and the analyzer's version. */
export const analysisResultSchema = z.object({
  match_score: z.number().int().min(0).max(100),
  match_label: z.enum(MATCH_LABELS),
  match_breakdown: z.object({
    skills: matchListSchema,
    keywords: matchListSchema,
    experience_alignment: notedScoreSchema,
    education: notedScoreSchema,
  }),
  resume_improvement_suggestions: z.array(z.string()),
  bullet_enhancements: z.array(bulletEnhancementSchema),
  new_bullet_suggestions: z.array(newBulletSuggestionSchema),
  summary_suggestion: summarySuggestionSchema,
  evidence: analysisEvidenceSchema,
  analyzer_version: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** Inputs are cut here; a two-page resume is about 1,000 words, a long posting 1,500. */
export const MAX_INPUT_CHARS = 60_000;

/** POST /api/functions/analyze-resume (SPEC section 7 "analyze-resume"). */
export const analyzeResumeBodySchema = z.object({
  job_id: z.coerce.number().int().positive(),
  job_title: z.string().trim().max(300).optional(),
  /** Omitted: the server reads the job's description. */
  job_description: z.string().max(MAX_INPUT_CHARS).optional(),
  /** Omitted: the server uses the text extracted from the caller's stored resume. */
  resume_text: z.string().max(MAX_INPUT_CHARS).optional(),
  text_quality: textQualitySchema.optional(),
});
export type AnalyzeResumeBody = z.infer<typeof analyzeResumeBodySchema>;

export const analyzeResumeResponseSchema = z.object({ analysis: analysisResultSchema });
export type AnalyzeResumeResponse = z.infer<typeof analyzeResumeResponseSchema>;
