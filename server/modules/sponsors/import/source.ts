import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/**
 * Reads a government file as rows of strings, streaming: CSV or tab-separated text in UTF-8 (with or
 * without BOM) or UTF-16 (as USCIS ships its Employer Information export), optionally gzip-compressed,
 * or the first worksheet of an XLSX workbook. The first row yielded is the header.
 */
export type RowSource = {
  kind: 'csv' | 'tsv' | 'xlsx';
  encoding: 'utf8' | 'utf16le';
  rows: AsyncIterable<string[]>;
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const GZIP_MAGIC = [0x1f, 0x8b];

/** The first `bytes` bytes of a file. */
export async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function startsWith(buffer: Buffer, magic: number[]): boolean {
  return magic.every((byte, index) => buffer[index] === byte);
}

/** Decodes a byte stream to text in `encoding`, dropping a leading byte-order mark. */
function decoder(encoding: 'utf8' | 'utf16le'): Transform {
  const text = new StringDecoder(encoding);
  let first = true;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      let out = text.write(chunk);
      if (first && out.length > 0) {
        first = false;
        if (out.charCodeAt(0) === 0xfeff) out = out.slice(1);
      }
      callback(null, out);
    },
    flush(callback) {
      callback(null, text.end());
    },
  });
}

/** Opens `path` and tells its kind from its first bytes (not its name). */
export async function openRowSource(path: string, onBytes?: (bytes: number) => void): Promise<RowSource> {
  let head = await readHead(path, 4096);
  const gzipped = startsWith(head, GZIP_MAGIC);
  if (gzipped) {
    // Peek into the compressed stream for the text's own first bytes.
    head = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const stream = createReadStream(path).pipe(createGunzip());
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= 4096) stream.destroy();
      });
      stream.on('close', () => resolve(Buffer.concat(chunks).subarray(0, 4096)));
      stream.on('end', () => resolve(Buffer.concat(chunks).subarray(0, 4096)));
      stream.on('error', reject);
    });
  }
  if (!gzipped && startsWith(head, ZIP_MAGIC))
    return { kind: 'xlsx', encoding: 'utf8', rows: xlsxRows(path) };

  const utf16 =
    (head[0] === 0xff && head[1] === 0xfe) ||
    // UTF-16 LE without BOM: ASCII text has a zero every second byte.
    (head.length >= 4 && head[1] === 0 && head[3] === 0 && head[0] !== 0);
  const encoding = utf16 ? 'utf16le' : 'utf8';
  const sample = head.toString(encoding).replace(/^\uFEFF/, '');
  const firstLine = sample.split(/\r?\n/, 1)[0] ?? '';
  const tabs = firstLine.split('\t').length - 1;
  const commas = firstLine.split(',').length - 1;
  const kind = tabs > commas ? 'tsv' : 'csv';

  const open = (): Readable => {
    const raw = createReadStream(path);
    if (onBytes) raw.on('data', (chunk) => onBytes(chunk.length));
    return (gzipped ? raw.pipe(createGunzip()) : raw).pipe(decoder(encoding));
  };
  return { kind, encoding, rows: csvRows(open, kind === 'tsv' ? '\t' : ',') };
}

async function* csvRows(open: () => Readable, delimiter: string): AsyncIterable<string[]> {
  const parser = open().pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Tab-separated exports do not quote; a stray quote in a name is part of it.
      quote: delimiter === '\t' ? false : '"',
    }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield record;
}

type CellValue = ExcelJS.CellValue;

/** An XLSX cell as the text a CSV export would have. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').slice(0, 19);
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function* xlsxRows(path: string): AsyncIterable<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    let width = 0;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as CellValue[];
      // row.values is 1-based; the header row fixes the width, so trailing empty cells still count.
      const cells = values.slice(1).map(cellText);
      if (width === 0) width = cells.length;
      while (cells.length < width) cells.push('');
      if (cells.every((cell) => cell === '')) continue;
      yield cells;
    }
    return; // the first worksheet only
  }
}
