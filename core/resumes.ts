import { z } from 'zod';
import { RESUME_MAX_BYTES } from './constants.ts';

/** SPEC section 5 "Resume file" and section 8 "Resume" toasts, quoted exactly. */
export const RESUME_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  wrongType: 'Only PDF and Word documents are allowed',
  uploaded: 'Resume uploaded successfully',
  replaced: 'Resume replaced successfully',
  deleted: 'Resume deleted successfully',
  downloadFailed: 'Failed to download resume',
} as const;

export const RESUME_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeExtension = keyof typeof RESUME_FILE_TYPES;

/** The file input's accept attribute. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

export function resumeExtension(fileName: string): ResumeExtension | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension && extension in RESUME_FILE_TYPES ? (extension as ResumeExtension) : null;
}

/**
 * The client-side check before any upload (the server checks again, by content too).
 * Returns SPEC's message, or null when the file may be sent.
 */
export function validateResumeFile(file: { name: string; size: number }): string | null {
  if (!resumeExtension(file.name)) return RESUME_MESSAGES.wrongType;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  return null;
}

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
export type Resume = z.infer<typeof resumeSchema>;

/** GET /api/resume */
export const resumeResponseSchema = z.object({ resume: resumeSchema.nullable() });
/** POST /api/resume (201) */
export const resumeUploadResponseSchema = z.object({ resume: resumeSchema, replaced: z.boolean() });
/** DELETE /api/resume (200) */
export const resumeDeleteResponseSchema = z.object({ deleted: z.literal(true) });
