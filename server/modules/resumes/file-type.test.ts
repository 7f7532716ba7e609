import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  makeHtmlRenamed,
  makePngRenamed,
  makeResumeDoc,
  makeResumeDocx,
  makeResumePdf,
} from '../../../tests/fixtures/resume-files.ts';
import { detectResumeType, isContentOfType } from './file-type.ts';
import { readZipEntries, readZipEntry } from './zip.ts';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('detectResumeType (magic bytes and structure)', () => {
  it('recognises real PDF, .docx and .doc files', async () => {
    expect(detectResumeType(await makeResumePdf())).toBe('pdf');
    expect(detectResumeType(makeResumeDocx())).toBe('docx');
    expect(detectResumeType(makeResumeDoc())).toBe('doc');
  });

  it('refuses images, HTML, text and empty files whatever their name', () => {
    expect(detectResumeType(makePngRenamed())).toBeNull();
    expect(detectResumeType(makeHtmlRenamed())).toBeNull();
    expect(detectResumeType(Buffer.from('Just some text about me'))).toBeNull();
    expect(detectResumeType(Buffer.alloc(0))).toBeNull();
    expect(detectResumeType(Buffer.from('%PD'))).toBeNull();
    expect(detectResumeType(Buffer.from(' %PDF-1.7'))).toBeNull();
  });

  it('needs word/document.xml in the ZIP central directory for .docx', () => {
    const spreadsheet = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }));
    expect(detectResumeType(spreadsheet)).toBeNull();
    // The name only in file data (not in the directory) is not enough.
    const sneaky = Buffer.from(zipSync({ 'notes.txt': strToU8('word/document.xml') }));
    expect(detectResumeType(sneaky)).toBeNull();
    // A ZIP cut short has no central directory.
    const docx = makeResumeDocx();
    expect(detectResumeType(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(detectResumeType(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it('needs a WordDocument stream in the OLE file for .doc (an .xls is OLE too)', () => {
    const oleWithoutWord = Buffer.concat([Buffer.from(OLE_MAGIC), Buffer.from('Workbook', 'utf16le')]);
    expect(detectResumeType(oleWithoutWord)).toBeNull();
  });

  it('checks that the name and the content agree', async () => {
    expect(isContentOfType(await makeResumePdf(), 'pdf')).toBe(true);
    expect(isContentOfType(await makeResumePdf(), 'docx')).toBe(false);
    expect(isContentOfType(makeResumeDocx(), 'doc')).toBe(false);
    expect(isContentOfType(makeResumeDoc(), 'docx')).toBe(false);
    expect(isContentOfType(makePngRenamed(), 'pdf')).toBe(false);
    expect(isContentOfType(makeHtmlRenamed(), 'pdf')).toBe(false);
  });
});

describe('zip reader', () => {
  it('lists entries and inflates one within a size cap', () => {
    const docx = makeResumeDocx();
    expect(readZipEntries(docx)?.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    expect(readZipEntry(docx, 'word/document.xml', 1 << 20)?.toString('utf8')).toContain('PRIYA RAMANATHAN');
    expect(readZipEntry(docx, 'word/document.xml', 100)).toBeNull();
    expect(readZipEntry(docx, 'word/missing.xml', 1 << 20)).toBeNull();
  });

  it('refuses to inflate past the cap even when the declared size lies', () => {
    const big = Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(1 << 20) }));
    const lying = Buffer.from(big);
    // Patch the central directory's uncompressed size to claim 10 bytes.
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(10, central + 24);
    expect(readZipEntry(lying, 'word/document.xml', 1000)).toBeNull();
    expect(readZipEntry(big, 'word/document.xml', 2 << 20)?.length).toBe(1 << 20);
  });
});
