import mammoth from 'mammoth';
import { readZipEntry } from '../zip.ts';
import { decodeEntities } from '../../../../core/html.ts';

/** mammoth: the document's paragraphs as plain text. */
export async function extractDocxWithMammoth(bytes: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

/** A 5 MB .docx holds far less text than this; more means a zip bomb. */
const MAX_DOCUMENT_XML = 64 * 1024 * 1024;

/**
 * The fallback when mammoth fails: unzip word/document.xml and keep the text of its runs, one line per
 * paragraph. Styles, numbering and fields are lost; the words survive.
 */
export function extractDocxXml(bytes: Buffer): string {
  const xml = readZipEntry(bytes, 'word/document.xml', MAX_DOCUMENT_XML);
  if (!xml) throw new Error('word/document.xml is missing or unreadable');
  const text = xml
    .toString('utf8')
    .replace(/<w:tab\b[^>]*\/>/g, '\t')
    .replace(/<w:(?:br|cr)\b[^>]*\/>/g, '\n')
    .replace(/<\/w:p>|<w:p\b[^>]*\/>/g, '\n')
    .replace(/<w:instrText\b[^>]*>[\s\S]*?<\/w:instrText>/g, '') // field codes, not visible text
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text);
}
