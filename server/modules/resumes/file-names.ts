import { randomBytes } from 'node:crypto';
import type { ResumeExtension } from '../../../core/resumes.ts';

/** Most file systems cap a name at 255; longer names only come from scripts. */
const FILE_NAME_MAX_LENGTH = 255;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The name to keep and show for an uploaded file: its last path segment (some clients send a full path),
 * without control characters or broken UTF-16, NFC-normalised and at most 255 characters (the extension
 * kept). It is only ever displayed and sent back in Content-Disposition, never used as a path.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .normalize('NFC')
    .trim();
  const characters = [...clean];
  if (characters.length <= FILE_NAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  const stem = [...clean.slice(0, clean.length - extension.length)];
  return stem.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('') + extension;
}

/**
 * The storage key (SPEC section 7: a path built from user id, timestamp and extension). The random suffix
 * keeps two uploads in the same millisecond apart; the original name is never part of the key.
 */
export function buildResumeKey(options: { userId: string; extension: ResumeExtension; at: Date }): string {
  return `resumes/${options.userId}-${options.at.getTime()}-${randomBytes(4).toString('hex')}.${options.extension}`;
}
