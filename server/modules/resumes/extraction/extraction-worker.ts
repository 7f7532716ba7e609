import { parentPort } from 'node:worker_threads';
import type { ResumeExtension } from '../../../../core/resumes.ts';
import { measureInflatedSize } from '../zip.ts';
import { EXTRACTION_FAILED, extractTextInThisThread, type ExtractionResult } from './text-extractor.ts';

/** One document to read; `bytes` is transferred, not copied. */
export type ExtractionJob = {
  id: number;
  bytes: Uint8Array;
  extension: ResumeExtension;
  /** The most a .docx may inflate to, all entries together. */
  maxInflatedBytes: number;
};

export type ExtractionAnswer =
  | { id: number; kind: 'started' }
  | { id: number; kind: 'done'; result: ExtractionResult }
  | { id: number; kind: 'inflated_too_large' };

/**
 * Runs in a worker thread with resource limits (see bounded-extractor.ts): the parent can terminate it at
 * any moment, and a document that needs more memory than the limits kills only this thread.
 */
async function handle(job: ExtractionJob): Promise<ExtractionAnswer> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  // A .docx is a ZIP: inflate it for real, counting, before any library unpacks it whole.
  if (job.extension === 'docx' && measureInflatedSize(bytes, job.maxInflatedBytes) === null) {
    return { id: job.id, kind: 'inflated_too_large' };
  }
  const result = await extractTextInThisThread({ bytes, extension: job.extension });
  return { id: job.id, kind: 'done', result };
}

const port = parentPort;
if (port) {
  port.on('message', (job: ExtractionJob) => {
    // The time limit counts from here: loading the libraries into a fresh thread is not the document's doing.
    port.postMessage({ id: job.id, kind: 'started' } satisfies ExtractionAnswer);
    void handle(job)
      .catch((): ExtractionAnswer => ({ id: job.id, kind: 'done', result: EXTRACTION_FAILED }))
      .then((answer) => port.postMessage(answer));
  });
}
