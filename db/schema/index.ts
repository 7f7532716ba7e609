export * from './auth.ts';
export * from './analytics.ts';
export * from './resumes.ts';
export * from './jobs.ts';
export * from './ingest.ts';
export * from './analysis.ts';
export * from './community.ts';
export * from './personal.ts';
