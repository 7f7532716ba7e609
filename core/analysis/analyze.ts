import { LOW_TEXT_QUALITY } from '../resume-rules.ts';
import { readJob } from './job.ts';
import { readResume } from './resume.ts';
import {
  ANALYZER_VERSION,
  matchLabelFor,
  MAX_INPUT_CHARS,
  type AnalysisResult,
  type Suggestions,
  type TextQuality,
} from './schema.ts';
import { scoreResume } from './score.ts';
import { buildSuggestions } from './suggest.ts';
import { quote, wordCount } from './text.ts';

/** Below this many words a resume cannot be judged: the caller gets an error, never a score. */
export const MIN_RESUME_WORDS = 40;

/** A text quality score from here up reads as 'good'; below LOW_TEXT_QUALITY as 'poor'. */
const GOOD_TEXT_QUALITY = 0.75;

export type AnalysisInputErrorCode = 'resume_text_too_short' | 'job_description_missing';

export class AnalysisInputError extends Error {
  constructor(
    readonly code: AnalysisInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisInputError';
  }
}

export type AnalyzeOptions = {
  jobTitle: string;
  jobDescription: string;
  resumeText: string;
  /** 'YYYY-MM-DD': what 'Present' means. Passed in, so the same input always gives the same output. */
  today: string;
  textQuality?: TextQuality;
};

function qualityWord(quality: TextQuality): string {
  if (typeof quality === 'number')
    return quality >= GOOD_TEXT_QUALITY ? 'good' : quality >= LOW_TEXT_QUALITY ? 'fair' : 'poor';
  return quality;
}

/**
 * The local analyzer: deterministic (no clock, no randomness, no network), integer arithmetic, every point
 * traced. Throws AnalysisInputError when there is nothing to judge.
 */
export function analyzeResume(options: AnalyzeOptions): AnalysisResult {
  const description = options.jobDescription.slice(0, MAX_INPUT_CHARS);
  const resumeText = options.resumeText.slice(0, MAX_INPUT_CHARS);
  if (!description.trim() || description.trim() === 'NO DESCRIPTION') {
    throw new AnalysisInputError(
      'job_description_missing',
      'This job has no description to analyze your resume against.',
    );
  }
  const resumeWords = wordCount(resumeText);
  if (resumeWords < MIN_RESUME_WORDS) {
    throw new AnalysisInputError(
      'resume_text_too_short',
      `We could only extract ${resumeWords} words from your resume, too few to analyze. Upload a text-based PDF or a Word file.`,
    );
  }
  const textQuality = options.textQuality ?? 'good';
  const job = readJob({ title: options.jobTitle, description });
  const resume = readResume(resumeText, options.today);
  const scoring = scoreResume(job, resume);
  const suggestions = buildSuggestions({ job, resume, scoring, textQuality });

  const warnings: string[] = [];
  const quality = qualityWord(textQuality);
  if (quality === 'poor') warnings.push('Low text quality: parts of the resume may not have been read.');
  if (quality === 'server_fallback') warnings.push("The text came from the server's alternative extraction.");
  if (resume.sections.length === 0)
    warnings.push('No section headings were found; the resume was read as one block.');
  if (job.skills.length === 0)
    warnings.push('The posting names no skills we know; keywords carry the skills part.');

  const required = scoring.skills.filter((s) => s.level === 'required');
  const preferred = scoring.skills.filter((s) => s.level === 'preferred');
  const ordered = [...required, ...preferred];
  return {
    match_score: scoring.score,
    match_label: matchLabelFor(scoring.score),
    match_breakdown: {
      skills: {
        score: scoring.parts.skills,
        matched: ordered.filter((s) => s.status !== 'missing').map((s) => s.skill.name),
        missing: ordered.filter((s) => s.status === 'missing').map((s) => s.skill.name),
      },
      keywords: {
        score: scoring.parts.keywords,
        matched: scoring.keywords.filter((k) => k.status !== 'missing').map((k) => k.word),
        missing: scoring.keywords.filter((k) => k.status === 'missing').map((k) => k.word),
      },
      experience_alignment: { score: scoring.parts.experience_alignment, notes: scoring.experience.notes },
      education: { score: scoring.parts.education, notes: scoring.education.notes },
    },
    ...suggestions,
    evidence: {
      max_points: scoring.maxPoints,
      points: scoring.traces,
      skills: ordered.map((s) => ({
        name: s.skill.name,
        category: s.skill.category,
        level: s.level,
        status: s.status,
        job_sentence: quote(s.sentence),
        resume_text: s.mention ? quote(s.mention.lineText) : null,
        version: s.version,
        points: s.points,
      })),
      negated_skills: job.negatedSkills.map((n) => ({ name: n.skill.name, job_sentence: quote(n.sentence) })),
      keywords: scoring.keywords.map((k) => ({
        keyword: k.word,
        status: k.status,
        job_sentence: quote(k.sentence),
        resume_text: k.resumeText ? quote(k.resumeText) : null,
        points: k.points,
      })),
      experience: {
        required_years: scoring.experience.required_years,
        required_years_sentence: scoring.experience.required_years_sentence,
        resume_months: scoring.experience.resume_months,
        relevant_months: scoring.experience.relevant_months,
        job_seniority: scoring.experience.job_seniority,
        resume_seniority: scoring.experience.resume_seniority,
        roles: scoring.experience.roles,
      },
      education: {
        required_level: scoring.education.required_level,
        preferred_level: scoring.education.preferred_level,
        resume_level: scoring.education.resume_level,
        fields_required: scoring.education.fields_required,
        field_match: scoring.education.field_match,
        job_sentence: scoring.education.job_sentence,
        resume_text: scoring.education.resume_text,
      },
      flags: {
        keyword_stuffing: scoring.stuffing,
        knockouts: job.knockouts.map((k) => ({ kind: k.kind, job_sentence: quote(k.sentence) })),
      },
      text: { quality, resume_sections: resume.sections, resume_words: resumeWords, warnings },
      suggestions_source: 'local',
    },
    analyzer_version: ANALYZER_VERSION,
  };
}

/** Replaces a result's suggestions (the optional LLM path); the score and evidence stay the analyzer's. */
export function withSuggestions(
  result: AnalysisResult,
  suggestions: Suggestions,
  source: 'local' | 'llm',
): AnalysisResult {
  return { ...result, ...suggestions, evidence: { ...result.evidence, suggestions_source: source } };
}
