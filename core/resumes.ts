import { z } from 'zod';
import type { Resume } from './resume-rules.ts';

// The rules and the plain Resume type live in resume-rules.ts, which the browser imports without zod;
// server code keeps importing everything from here.
export * from './resume-rules.ts';

/** The resume as the API returns it (SPEC section 3 "Resume" plus what extraction found). */
export const resumeSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  file_path: z.string(),
  created_at: z.string(),
  extraction: z.object({
    /** unpdf | mammoth | word-extractor | a fallback's name; null when no extractor could read the file. */
    method: z.string().nullable(),
    /** 0..1; low for a scanned PDF without a text layer or mostly garbage characters. */
    quality: z.number().nullable(),
    characters: z.number().int(),
  }),
});

/** True only when A and B are the same type (optional, readonly and nullable fields included). */
type IsExactly<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
// Compile-time only: `tsc` fails here when the schema and the hand-written type drift apart, so the
// browser's type guards and the server's validation cannot disagree about the shape unnoticed.
type _ResumeSchemaMatchesResume = Assert<IsExactly<z.infer<typeof resumeSchema>, Resume>>;

/** GET /api/resume */
export const resumeResponseSchema = z.object({ resume: resumeSchema.nullable() });
/** POST /api/resume (201) */
export const resumeUploadResponseSchema = z.object({ resume: resumeSchema, replaced: z.boolean() });
/** DELETE /api/resume (200) */
export const resumeDeleteResponseSchema = z.object({ deleted: z.literal(true) });
