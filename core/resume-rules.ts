import { RESUME_MAX_BYTES } from './constants.ts';

// Zod-free on purpose: the /resume page imports these rules, and pulling the schema library into its
// bundle would cost every visitor of the page tens of kilobytes. core/resumes.ts holds the schemas.

/** Extracted text scoring below this is 'poor': the analysis warns (SPEC section 8 'Low Text Quality Detected'). */
export const LOW_TEXT_QUALITY = 0.5;

/**
 * The library extractors; any other method is a fallback reader of the raw format (SPEC section 8
 * 'Using Alternative Text Extraction').
 */
export const PRIMARY_EXTRACTION_METHODS: readonly string[] = ['unpdf', 'mammoth', 'word-extractor'];

/** SPEC section 5 "Resume file" and section 8 "Resume" toasts, quoted exactly. */
export const RESUME_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  wrongType: 'Only PDF and Word documents are allowed',
  uploaded: 'Resume uploaded successfully',
  replaced: 'Resume replaced successfully',
  deleted: 'Resume deleted successfully',
  downloadFailed: 'Failed to download resume',
  malformedUpload: 'The upload could not be read: send the resume as multipart/form-data in a "file" field.',
  incompleteUpload: 'The upload ended before the whole file arrived. Please try again.',
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

/**
 * The resume as the API returns it (SPEC section 3 "Resume" plus what extraction found). Written out by
 * hand so the browser needs no schema library; core/resumes.ts checks at compile time that it matches
 * `resumeSchema`.
 */
export type Resume = {
  id: string;
  user_id: string;
  file_name: string;
  /** Bytes, an integer. */
  file_size: number;
  file_type: string;
  file_path: string;
  /** ISO 8601. */
  created_at: string;
  extraction: {
    /** unpdf | mammoth | word-extractor | a fallback's name; null when no extractor could read the file. */
    method: string | null;
    /** 0..1; low for a scanned PDF without a text layer or mostly garbage characters. */
    quality: number | null;
    /** How many characters of text were extracted, an integer. */
    characters: number;
  };
};
