import type { ResumeExtension } from '../../../../core/resumes.ts';
import { extractDocWithWordExtractor, scanDocText } from './doc-text.ts';
import { extractDocxWithMammoth, extractDocxXml } from './docx-text.ts';
import { extractPdfWithUnpdf, scanPdfText } from './pdf-text.ts';
import { LOW_TEXT_QUALITY, scoreTextQuality } from './text-quality.ts';

/** What the analysis reads: the text, which extractor produced it, and how usable it is (0..1). */
export type ExtractionResult = {
  /** null when no extractor could read the file; '' when it was read but holds no text (a scan). */
  text: string | null;
  /** unpdf | pdf-stream-scan | mammoth | docx-xml | word-extractor | doc-text-scan, or null. */
  method: string | null;
  quality: number;
};

/**
 * Reads the text out of an uploaded resume. A file no extractor can read is a result with no text; a file
 * that cannot be read within the memory and time bounds (a zip bomb, a PDF that never ends) is refused with
 * `ExtractionRefusedError`, as is any work beyond the queue.
 */
export interface ResumeTextExtractor {
  extract(input: { bytes: Buffer; extension: ResumeExtension }): Promise<ExtractionResult>;
  /** Stops the extraction workers (the app's onClose). */
  close?(): Promise<void>;
}

export type ExtractionRefusal = 'inflated_too_large' | 'out_of_memory' | 'timeout' | 'busy';

/** The document cannot be read within the bounds: the upload is refused (4xx or 503, see resumes/service.ts). */
export class ExtractionRefusedError extends Error {
  constructor(
    readonly reason: ExtractionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionRefusedError';
  }
}

type Strategy = { method: string; run: (bytes: Buffer) => Promise<string> | string };

/** The library first, then a crude reader of the raw format for files the library refuses. */
const STRATEGIES: Record<ResumeExtension, Strategy[]> = {
  pdf: [
    { method: 'unpdf', run: extractPdfWithUnpdf },
    { method: 'pdf-stream-scan', run: scanPdfText },
  ],
  docx: [
    { method: 'mammoth', run: extractDocxWithMammoth },
    { method: 'docx-xml', run: extractDocxXml },
  ],
  doc: [
    { method: 'word-extractor', run: extractDocWithWordExtractor },
    { method: 'doc-text-scan', run: scanDocText },
  ],
};

export const EXTRACTION_FAILED: ExtractionResult = { text: null, method: null, quality: 0 };
/** A resume is a few thousand characters; the cap keeps a text-stuffed file from bloating the row. */
export const MAX_RESUME_TEXT = 100_000;

/** Plain text the way the analysis wants it: '\n' line ends, no control characters, no runs of blanks. */
export function normalizeExtractedText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '') // control characters other than line breaks and tabs
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_RESUME_TEXT);
}

/**
 * Tries each extractor of the file's type in turn and keeps the best-scoring text, here in this thread.
 * The fallback runs when the library throws or yields poor text; a fallback only counts when it finds some
 * text, while the library reading a file with no text (a scanned PDF) is a real answer: empty text,
 * quality 0. Only the extraction worker calls this: the server goes through `createResumeTextExtractor`,
 * which bounds memory and time.
 */
export async function extractTextInThisThread(
  input: { bytes: Buffer; extension: ResumeExtension },
  log?: (details: { err: unknown; method: string }) => void,
): Promise<ExtractionResult> {
  let best: ExtractionResult | null = null;
  for (const [index, strategy] of STRATEGIES[input.extension].entries()) {
    let text: string;
    try {
      text = normalizeExtractedText(await strategy.run(input.bytes));
    } catch (error) {
      log?.({ err: error, method: strategy.method });
      continue;
    }
    const isFallback = index > 0;
    if (isFallback && !text) continue;
    const quality = scoreTextQuality(text);
    if (!best || quality > best.quality) best = { text, method: strategy.method, quality };
    if (quality >= LOW_TEXT_QUALITY) break;
  }
  return best ?? EXTRACTION_FAILED;
}
