import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';

/** pdf.js verbosity: errors only (its repair warnings would otherwise go straight to stderr). */
const PDFJS_ERRORS_ONLY = 0;
/**
 * A resume is a few pages; a file with more is read up to here, so one upload cannot hold an extraction
 * worker (bounded-extractor.ts) for long.
 */
export const MAX_PDF_PAGES = 30;

/**
 * pdf.js through unpdf: the text layer page by page, in reading order, with its line breaks (the same
 * reading as unpdf's extractText, stopped after MAX_PDF_PAGES).
 */
export async function extractPdfWithUnpdf(bytes: Buffer): Promise<string> {
  // A copy: pdf.js may take ownership of (detach) the array it is given, and the caller still needs the bytes.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: PDFJS_ERRORS_ONLY });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Per content stream, so one stream cannot expand a 5 MB file into gigabytes. */
const MAX_INFLATED_STREAM = 16 * 1024 * 1024;
const MAX_SCANNED_TEXT = 1024 * 1024;

const LITERAL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function decodeLiteral(body: string): string {
  return body.replace(/\\(?:([0-7]{1,3})|\r?\n|(.))/gs, (_match, octal?: string, other?: string) => {
    if (octal) return String.fromCharCode(parseInt(octal, 8) & 0xff);
    if (other === undefined) return ''; // an escaped line break continues the string
    return LITERAL_ESCAPES[other] ?? other;
  });
}

function decodeHex(body: string): string {
  const hex = body.replace(/\s+/g, '');
  const padded = hex.length % 2 === 0 ? hex : `${hex}0`;
  return Buffer.from(padded, 'hex').toString('latin1');
}

/** Text-showing strings and the operators that move to a new line, in one pass over a content stream. */
const CONTENT_TOKEN = /\(((?:\\[\s\S]|[^\\)])*)\)|<([0-9A-Fa-f\s]*)>|\b(BT|ET|Td|TD|T\*|Tm)\b|(')|(")/g;

function textFromContentStream(content: string): string {
  let text = '';
  let isInTextObject = false;
  for (const match of content.matchAll(CONTENT_TOKEN)) {
    const [, literal, hex, operator, quote, doubleQuote] = match;
    if (operator === 'BT') isInTextObject = true;
    else if (operator === 'ET') {
      isInTextObject = false;
      text += '\n';
    } else if (operator || quote || doubleQuote) {
      if (isInTextObject) text += '\n';
    } else if (isInTextObject && literal !== undefined) text += decodeLiteral(literal);
    else if (isInTextObject && hex !== undefined) text += decodeHex(hex);
  }
  return text;
}

/**
 * The fallback when pdf.js cannot open the file: a crude scan of every content stream (inflated when
 * Flate-encoded) for the strings that text operators show. Good for simple single-byte fonts; it yields
 * gibberish for CID fonts, which the quality score then reports as low.
 */
export function scanPdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const pieces: string[] = [];
  let length = 0;
  const streamStart = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(source)) !== null && length < MAX_SCANNED_TEXT) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end + 'endstream'.length;
    const dictionary = source.slice(Math.max(0, match.index - 512), match.index);
    const dictionaryStart = dictionary.lastIndexOf('<<');
    const isFlate = dictionary.slice(Math.max(0, dictionaryStart)).includes('/FlateDecode');
    let data = bytes.subarray(start, end);
    if (isFlate) {
      try {
        data = inflateSync(data, { maxOutputLength: MAX_INFLATED_STREAM });
      } catch {
        continue; // images, broken or truncated streams: not text
      }
    }
    const content = data.toString('latin1');
    if (!content.includes('BT')) continue;
    const text = textFromContentStream(content);
    pieces.push(text);
    length += text.length;
  }
  return pieces.join('\n');
}
