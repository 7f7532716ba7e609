import { formatDate } from '../../../core/format.ts';
import {
  LOW_TEXT_QUALITY,
  RESUME_FILE_TYPES,
  resumeExtension,
  type Resume,
} from '../../../core/resume-rules.ts';

/**
 * What the resume card calls the file: "PDF" or "Word document". The server stores a MIME type, but an
 * older row or another storage back end may hold only an extension, so the file name is the fallback.
 */
export function describeResumeType(resume: Pick<Resume, 'file_type' | 'file_name'>): string {
  const type = resume.file_type.trim().toLowerCase();
  const fromMime = Object.entries(RESUME_FILE_TYPES).find(([, mime]) => mime === type)?.[0];
  const extension = fromMime ?? resumeExtension(`.${type}`) ?? resumeExtension(resume.file_name);
  if (extension === 'pdf') return 'PDF';
  if (extension === 'doc' || extension === 'docx') return 'Word document';
  return 'Document';
}

/**
 * Below these the AI analysis has little to read: a scanned PDF without a text layer scores near 0, and a
 * real one-page resume has well over a few hundred characters.
 */
export { LOW_TEXT_QUALITY };
export const MIN_RESUME_CHARACTERS = 300;

/**
 * One calm line about what text extraction found, shown only when it is a problem: the analysis reads this
 * text, not the file, so a user should learn now that a scanned PDF will analyse poorly.
 */
export function describeExtraction(extraction: Resume['extraction']): string | null {
  const advice = 'AI analysis works best with a text PDF or Word file.';
  if (extraction.method === null || extraction.characters === 0) {
    return `We could not read any text from this file — is it a scanned PDF? ${advice}`;
  }
  const isLowQuality = extraction.quality !== null && extraction.quality < LOW_TEXT_QUALITY;
  if (isLowQuality || extraction.characters < MIN_RESUME_CHARACTERS) {
    return `We could read little text from this file — a scanned PDF? ${advice}`;
  }
  return null;
}

/**
 * "Mar 4, 2025", in `timeZone` or else the runtime's own zone. The card passes 'UTC' for the server HTML
 * and hydration, which must agree whatever the server's zone, and the visitor's zone after that.
 */
export function formatUploadedAt(createdAt: string, timeZone?: 'UTC'): string | null {
  return formatDate(createdAt, { month: 'short', timeZone });
}
