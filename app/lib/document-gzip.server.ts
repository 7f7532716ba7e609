import zlib from 'node:zlib';

/**
 * A server-rendered document compressed around the texts every document carries unchanged (decision 014):
 * the inline stylesheet and the icon sprite are two thirds of a job page's HTML (62 of 91 KB). Each is
 * encoded and deflated once per process, at the highest level; per request only the parts between them are
 * encoded and deflated, and the pieces are joined into one gzip member. This works because a deflate stream
 * is a sequence of blocks: a part deflated on its own and ended with a sync flush (a byte-aligned, non-final
 * block) refers to nothing before it, so parts deflated apart can follow one another; the last part ends
 * the stream, and the gzip trailer carries the CRC-32 and length of the whole document.
 */

/** Shorter chunks are never looked up: React writes the fixed texts as one chunk each, tens of KB long. */
const FIXED_MIN_LENGTH = 4096;
/** zlib's fast levels (1-3 use the same greedy matcher); 3 gives a job page's parts 2% fewer bytes than 1. */
const PART_LEVEL = 3;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

interface FixedText {
  bytes: Buffer;
  deflated: Buffer;
}

const fixedTexts = new Map<string, FixedText>();

/** Registers a text that many documents carry verbatim (written by React as one chunk). */
export function fixedDocumentText(text: string): string {
  if (text.length >= FIXED_MIN_LENGTH && !fixedTexts.has(text)) {
    const bytes = Buffer.from(text, 'utf8');
    fixedTexts.set(text, {
      bytes,
      deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    });
  }
  return text;
}

/** Collects a document as React writes it; `finish` answers it whole, gzipped or not. */
export interface DocumentCollector {
  write(chunk: string): void;
  finish(): Buffer<ArrayBuffer>;
}

/** Text is encoded once this much of it is waiting (characters). */
const RUN_LENGTH = 8192;

/**
 * Text encoded to UTF-8 a run of a few KB at a time. V8 keeps the appended pieces as a rope and flattens it
 * to encode it; a rope with one two-byte piece (a text with a curly quote or a dash, or a string V8 happens
 * to keep as two bytes) flattens to two bytes a character, and UTF-8 is then encoded on a path four times
 * slower than a one-byte string's. Encoded in runs, only the run with such a piece takes that path.
 */
function utf8Runs() {
  let run = '';
  let runs: Buffer<ArrayBuffer>[] = [];
  return {
    /** Whether anything was appended since the last `take`. */
    isEmpty: () => run === '' && runs.length === 0,
    append(text: string) {
      run += text;
      if (run.length >= RUN_LENGTH) {
        runs.push(Buffer.from(run, 'utf8'));
        run = '';
      }
    },
    /** Everything appended since the last call, as bytes. */
    take(): Buffer<ArrayBuffer> {
      if (run) runs.push(Buffer.from(run, 'utf8'));
      const bytes = runs.length === 1 && runs[0] ? runs[0] : Buffer.concat(runs);
      run = '';
      runs = [];
      return bytes;
    },
  };
}

/** The plain document: the pieces appended and encoded in runs. */
export function plainDocument(): DocumentCollector {
  const text = utf8Runs();
  return {
    write(chunk) {
      text.append(chunk);
    },
    finish: () => text.take(),
  };
}

/** The document as one gzip member, its fixed texts taken already deflated. */
export function gzippedDocument(): DocumentCollector {
  const out: Buffer[] = [GZIP_HEADER];
  const part = utf8Runs();
  let crc = 0;
  let length = 0;
  const add = (bytes: Buffer, deflated: Buffer) => {
    // Node 20's crc32 answers 0 for an empty buffer whatever the running value (seen with the last part).
    if (bytes.length > 0) crc = zlib.crc32(bytes, crc);
    length += bytes.length;
    out.push(deflated);
  };
  const deflatePart = (last: boolean) => {
    const bytes = part.take();
    const flush = last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH;
    add(bytes, zlib.deflateRawSync(bytes, { level: PART_LEVEL, finishFlush: flush }));
  };
  return {
    write(chunk) {
      const fixed = chunk.length >= FIXED_MIN_LENGTH ? fixedTexts.get(chunk) : undefined;
      if (!fixed) {
        part.append(chunk);
        return;
      }
      if (!part.isEmpty()) deflatePart(false);
      add(fixed.bytes, fixed.deflated);
    },
    finish() {
      deflatePart(true);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(length % 2 ** 32, 4);
      out.push(trailer);
      return Buffer.concat(out);
    },
  };
}
