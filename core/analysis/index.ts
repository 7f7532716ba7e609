export {
  analyzeResume,
  AnalysisInputError,
  MIN_RESUME_WORDS,
  withSuggestions,
  type AnalyzeOptions,
} from './analyze.ts';
export * from './schema.ts';
