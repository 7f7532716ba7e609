import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { RESUME_MAX_BYTES } from '../../../core/constants.ts';
import {
  RESUME_FILE_TYPES,
  RESUME_MESSAGES,
  resumeExtension,
  type ResumeExtension,
} from '../../../core/resumes.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage, StoredFile } from '../../lib/storage/file-storage.ts';
import {
  EXTRACTION_FAILED,
  ExtractionRefusedError,
  type ExtractionResult,
  type ResumeTextExtractor,
} from './extraction/text-extractor.ts';
import { buildResumeKey, sanitizeFileName } from './file-names.ts';
import { isContentOfType } from './file-type.ts';
import {
  deleteResumesByUserId,
  findResumeByUserId,
  insertResume,
  lockUserForResumeChange,
  type ResumeRow,
} from './repository.ts';

export type ResumeLogger = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;

function wrongType(): AppError {
  return new AppError('unsupported_media_type', RESUME_MESSAGES.wrongType);
}

function tooLarge(): AppError {
  return new AppError('payload_too_large', RESUME_MESSAGES.tooLarge);
}

function noResume(): AppError {
  return new AppError('not_found', 'No resume found.');
}

/**
 * Reads an upload into memory, at most `maxBytes`: the first byte over the limit stops the read with a
 * 413, so an oversized file is never held whole. (The bytes are needed whole anyway: the .docx check reads
 * the ZIP directory at the end of the file, and the text extractors take a buffer.)
 */
export async function readUploadWithLimit(
  stream: Readable,
  maxBytes: number = RESUME_MAX_BYTES,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      total += bytes.length;
      // Throwing here ends the iteration, which destroys the stream: nothing more is read.
      if (total > maxBytes) throw tooLarge();
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The upload stream failed: the body ended early or its framing broke (the client's doing).
    throw new AppError('bad_request', RESUME_MESSAGES.incompleteUpload);
  }
  // A parser that cut the file at its own limit marks the stream rather than failing it.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks, total);
}

/**
 * The document's text. A file the libraries cannot read still uploads (no text, quality 0); one that
 * cannot be read within the memory and time bounds is refused: 413 when it unpacks past the cap, 422 when
 * reading it ran out of memory or time, 503 when too many are being read already.
 */
async function extractOrRefuse(
  extractor: ResumeTextExtractor,
  bytes: Buffer,
  extension: ResumeExtension,
  log: ResumeLogger,
): Promise<ExtractionResult> {
  try {
    return await extractor.extract({ bytes, extension });
  } catch (error) {
    if (error instanceof ExtractionRefusedError) {
      log.warn(
        { reason: error.reason, extension, bytes: bytes.length },
        'resume refused by extraction bounds',
      );
      if (error.reason === 'inflated_too_large') throw new AppError('payload_too_large', error.message);
      if (error.reason === 'busy') {
        throw new AppError('service_unavailable', error.message, { retryAfterSeconds: 5 });
      }
      throw new AppError('unprocessable_content', error.message);
    }
    log.error({ err: error, extension }, 'resume text extraction failed unexpectedly');
    return EXTRACTION_FAILED;
  }
}

/** Best effort: a file left behind costs disk space, a failed request over it would cost the user. */
async function removeStoredFile(storage: FileStorage, key: string, log: ResumeLogger): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.error({ err: error, key }, 'removing a stored resume file failed; it is now an orphan');
  }
}

export async function getResume(options: { db: Db; userId: string }): Promise<ResumeRow | null> {
  return findResumeByUserId(options.db, options.userId);
}

export type UploadResumeOptions = {
  db: Db;
  storage: FileStorage;
  extractor: ResumeTextExtractor;
  userId: string;
  /** The name the client sent; only its extension decides anything. */
  fileName: string;
  body: Readable;
  now: () => Date;
  log: ResumeLogger;
};

/**
 * Stores a new resume and replaces any previous one (SPEC section 4 "Resume upload": one per user).
 *
 * The order keeps the user from ever losing a resume to a failed upload: check the name, read within the
 * limit, check the content, store the file and extract its text, then swap the rows in one transaction
 * that holds the user's row lock (so concurrent uploads queue up and exactly one survives), and only after
 * the commit remove the files of the rows it replaced.
 */
export async function uploadResume(
  options: UploadResumeOptions,
): Promise<{ resume: ResumeRow; replaced: boolean }> {
  const { db, storage, userId, log } = options;
  const fileName = sanitizeFileName(options.fileName);
  const extension = resumeExtension(fileName);
  if (!extension) throw wrongType();
  const bytes = await readUploadWithLimit(options.body);
  if (!isContentOfType(bytes, extension)) throw wrongType();

  // Read first, store after: a document that cannot be read within the bounds (a zip bomb) is refused
  // before anything is kept.
  const text = await extractOrRefuse(options.extractor, bytes, extension, log);
  const contentType = RESUME_FILE_TYPES[extension];
  const key = buildResumeKey({ userId, extension, at: options.now() });
  // put() stores all or nothing, so a failed one leaves nothing to clean up.
  await storage.put(key, bytes, { contentType, contentLength: bytes.length });

  let outcome: { row: ResumeRow; replaced: ResumeRow[] };
  try {
    outcome = await db.transaction(async (tx) => {
      if (!(await lockUserForResumeChange(tx, userId))) {
        throw new AppError('unauthorized', 'You must be signed in to do that.');
      }
      const replaced = await deleteResumesByUserId(tx, userId);
      const row = await insertResume(tx, {
        userId,
        fileName,
        fileSize: bytes.length,
        fileType: contentType,
        filePath: key,
        textContent: text.text,
        extractionMethod: text.method,
        textQuality: text.quality,
        createdAt: options.now(),
      });
      return { row, replaced };
    });
  } catch (error) {
    await removeStoredFile(storage, key, log);
    throw error;
  }

  for (const old of outcome.replaced) {
    if (old.filePath !== key) await removeStoredFile(storage, old.filePath, log);
  }
  return { resume: outcome.row, replaced: outcome.replaced.length > 0 };
}

/** Removes the user's resume: the row in a transaction, then (after commit) the stored file. */
export async function deleteResume(options: {
  db: Db;
  storage: FileStorage;
  userId: string;
  log: ResumeLogger;
}): Promise<void> {
  const { db, storage, userId, log } = options;
  const removed = await db.transaction(async (tx) => {
    await lockUserForResumeChange(tx, userId);
    return deleteResumesByUserId(tx, userId);
  });
  if (removed.length === 0) throw noResume();
  for (const row of removed) await removeStoredFile(storage, row.filePath, log);
}

/** The caller's own resume and its bytes; there is no way to name another user's file. */
export async function openResumeFile(options: {
  db: Db;
  storage: FileStorage;
  userId: string;
  log: ResumeLogger;
}): Promise<{ resume: ResumeRow; file: StoredFile }> {
  const resume = await findResumeByUserId(options.db, options.userId);
  if (!resume) throw noResume();
  const file = await options.storage.get(resume.filePath);
  if (!file) {
    options.log.error({ key: resume.filePath, resumeId: resume.id }, 'resume row has no stored file');
    throw noResume();
  }
  return { resume, file };
}
