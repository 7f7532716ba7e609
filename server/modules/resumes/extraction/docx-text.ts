import mammoth from 'mammoth';
import { readZipEntry } from '../zip.ts';

/** mammoth: the document's paragraphs as plain text. */
export async function extractDocxWithMammoth(bytes: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: bytes });
  return result.value;
}

/** A 5 MB .docx holds far less text than this; more means a zip bomb. */
const MAX_DOCUMENT_XML = 64 * 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (match, hex?: string, decimal?: string, name?: string) => {
      const code = hex ? parseInt(hex, 16) : decimal ? parseInt(decimal, 10) : undefined;
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : match;
      return ENTITIES[name?.toLowerCase() ?? ''] ?? match;
    },
  );
}

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
