import WordExtractor from 'word-extractor';

/** word-extractor: the main document text of a Word 97-2003 file (piece table aware). */
export async function extractDocWithWordExtractor(bytes: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(bytes);
  return document.getBody();
}

/** Runs shorter than this are mostly OLE structure names and binary noise. */
const MIN_RUN = 12;
const UTF16_RUN = new RegExp(`[\\t\\r\\n\\x20-\\x7e\\u00a0-\\u024f\\u2010-\\u2027]{${MIN_RUN},}`, 'g');
const SINGLE_BYTE_RUN = new RegExp(`[\\t\\r\\n\\x20-\\x7e\\u00a0-\\u00ff]{${MIN_RUN},}`, 'g');

/** Names of the compound file's own streams, stored as UTF-16 in its directory: structure, not text. */
const OLE_STREAM_NAMES =
  /^\s*(?:Root Entry|WordDocument|[01]Table|Data|ObjectPool|CompObj|(?:Document)?SummaryInformation)\s*$/;

function collectRuns(text: string, pattern: RegExp): string {
  return (text.match(pattern) ?? [])
    .filter((run) => /\p{L}{3}/u.test(run) && !OLE_STREAM_NAMES.test(run))
    .join('\n');
}

function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/**
 * The fallback when word-extractor fails: Word stores text either as UTF-16 or as single-byte cp1252, so
 * decode the file both ways (and at both byte alignments) and keep the printable runs of whichever reading
 * finds the most letters.
 */
export function scanDocText(bytes: Buffer): string {
  const readings = [
    collectRuns(bytes.toString('utf16le'), UTF16_RUN),
    collectRuns(bytes.subarray(1).toString('utf16le'), UTF16_RUN),
    collectRuns(bytes.toString('latin1'), SINGLE_BYTE_RUN),
  ];
  return readings.reduce(
    (best, reading) => (countLetters(reading) > countLetters(best) ? reading : best),
    '',
  );
}
