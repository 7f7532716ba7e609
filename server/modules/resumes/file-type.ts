import type { ResumeExtension } from '../../../core/resumes.ts';
import { hasZipSignature, readZipEntries } from './zip.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Directory entry names in an OLE file are UTF-16LE; every Word 97-2003 file has this stream. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/**
 * What the bytes really are, by content (magic numbers and structure), whatever the file is called:
 * a PDF starts with `%PDF-`; a .docx is a ZIP whose central directory lists word/document.xml; a .doc is
 * an OLE compound file holding a WordDocument stream (an .xls or .msg is OLE too, and is refused).
 */
export function detectResumeType(bytes: Buffer): ResumeExtension | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (startsWith(bytes, OLE_MAGIC)) return bytes.includes(WORD_STREAM_NAME) ? 'doc' : null;
  if (hasZipSignature(bytes)) {
    const entries = readZipEntries(bytes);
    return entries?.some((entry) => entry.name === DOCX_MAIN_PART) ? 'docx' : null;
  }
  return null;
}

/** The name and the content must agree: a PNG or an HTML page called `.pdf` is refused. */
export function isContentOfType(bytes: Buffer, extension: ResumeExtension): boolean {
  return detectResumeType(bytes) === extension;
}
