/**
 * The community's zod schemas (core/community.ts), loaded by the first call that reads an answer or checks a
 * form: zod is about 24 KiB gzipped that a page only showing posts does not need (decision 022). The
 * constants and messages the pages show come from core/community-rules.ts, without zod.
 */
export const communitySchemas = () => import('../../../../core/community.ts');
