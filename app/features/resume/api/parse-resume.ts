import type { Resume } from '../../../../core/resume-rules.ts';

// Hand-written guards instead of the zod schemas in core/resumes.ts: the browser only needs to trust the
// shape of a few fields, and zod would add tens of kilobytes to the /resume page. They accept exactly what
// those schemas accept (parse-resume.test.ts compares them), and copy only the fields the page knows.

/** POST /api/resume (201): the stored resume and whether it took the place of another. */
export type ResumeUpload = { resume: Resume; replaced: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function readExtraction(value: unknown): Resume['extraction'] | null {
  if (!isRecord(value) || !isInteger(value.characters)) return null;
  const { method, quality } = value;
  if (method !== null && typeof method !== 'string') return null;
  if (quality !== null && !isNumber(quality)) return null;
  return { method, quality, characters: value.characters };
}

/** One resume as the API presents it, or null when the value is not that shape. */
export function readResume(value: unknown): Resume | null {
  if (!isRecord(value)) return null;
  const { id, user_id, file_name, file_size, file_type, file_path, created_at } = value;
  const extraction = readExtraction(value.extraction);
  if (
    typeof id !== 'string' ||
    typeof user_id !== 'string' ||
    typeof file_name !== 'string' ||
    !isInteger(file_size) ||
    typeof file_type !== 'string' ||
    typeof file_path !== 'string' ||
    typeof created_at !== 'string' ||
    !extraction
  ) {
    return null;
  }
  return { id, user_id, file_name, file_size, file_type, file_path, created_at, extraction };
}

/** GET /api/resume: `{resume}` with a resume or null; throws when the body is not that shape. */
export function parseResumeResponse(value: unknown): Resume | null {
  if (!isRecord(value) || !('resume' in value)) throw new Error('Unexpected resume response');
  if (value.resume === null) return null;
  const resume = readResume(value.resume);
  if (!resume) throw new Error('Unexpected resume response');
  return resume;
}

/** POST /api/resume (201), or null when the body is not that shape. */
export function readUploadBody(value: unknown): ResumeUpload | null {
  if (!isRecord(value) || typeof value.replaced !== 'boolean') return null;
  const resume = readResume(value.resume);
  return resume ? { resume, replaced: value.replaced } : null;
}

/** DELETE /api/resume (200): `{deleted: true}`; throws otherwise. */
export function parseDeleteResponse(value: unknown): { deleted: true } {
  if (!isRecord(value) || value.deleted !== true) throw new Error('Unexpected delete response');
  return { deleted: true };
}

/** The API's error format, `{error: {code, message}}`, or null for anything else (a proxy's HTML page). */
export function readErrorBody(value: unknown): { code: string; message: string } | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message } = value.error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
