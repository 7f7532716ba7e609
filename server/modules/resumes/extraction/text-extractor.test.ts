import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  makeResumeDoc,
  makeResumeDocx,
  makeResumePdf,
  makeScannedPdf,
  SAMPLE_RESUME_TEXT,
} from '../../../../tests/fixtures/resume-files.ts';
import { scanDocText } from './doc-text.ts';
import { extractDocxXml } from './docx-text.ts';
import { MAX_PDF_PAGES, scanPdfText } from './pdf-text.ts';
import { createResumeTextExtractor } from './bounded-extractor.ts';
import { normalizeExtractedText } from './text-extractor.ts';

const extractor = createResumeTextExtractor();

// Each file type's first document starts a worker thread, which takes seconds on a busy machine.
describe('resume text extraction', { timeout: 30_000 }, () => {
  it('reads a two-page PDF with unpdf in a worker: a few seconds to start one, then well under a second', async () => {
    const bytes = await makeResumePdf();
    const coldStart = performance.now();
    const cold = await extractor.extract({ bytes, extension: 'pdf' });
    const coldMs = performance.now() - coldStart;
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      await extractor.extract({ bytes, extension: 'pdf' });
      runs.push(performance.now() - start);
    }
    const warmMs = runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? Infinity;
    console.log(
      `extraction of a 2-page resume PDF (${bytes.length} bytes): first call ${coldMs.toFixed(1)} ms ` +
        `(starts a worker thread, loads pdf.js), then median ${warmMs.toFixed(1)} ms`,
    );
    expect(cold.method).toBe('unpdf');
    expect(cold.text).toContain('PRIYA RAMANATHAN');
    expect(cold.text).toContain('References available on request.');
    expect(cold.quality).toBeGreaterThan(0.85);
    // The first call starts a worker thread (TypeScript loader, pdf.js); later calls reuse it.
    expect(coldMs).toBeLessThan(6000);
    expect(warmMs).toBeLessThan(500);
  });

  it('reads .docx with mammoth and .doc with word-extractor', async () => {
    const docx = await extractor.extract({ bytes: makeResumeDocx(), extension: 'docx' });
    expect(docx).toMatchObject({ method: 'mammoth', text: expect.stringContaining('Northwind Payments') });
    expect(docx.quality).toBeGreaterThan(0.85);
    const doc = await extractor.extract({ bytes: makeResumeDoc(), extension: 'doc' });
    expect(doc).toMatchObject({ method: 'word-extractor', text: expect.stringContaining('Contoso Health') });
    expect(doc.quality).toBeGreaterThan(0.85);
  });

  it('gives a scanned PDF (no text layer) empty text and quality 0', async () => {
    const result = await extractor.extract({ bytes: await makeScannedPdf(), extension: 'pdf' });
    expect(result).toEqual({ text: '', method: 'unpdf', quality: 0 });
  });

  it('falls back to a raw reader of each format when the library fails', async () => {
    // pdf.js refuses a file whose objects are not marked as objects; the content streams are intact.
    const pdf = await makeResumePdf();
    const unstructured = Buffer.from(pdf.toString('latin1').replace(/ obj\b/g, ' xbj'), 'latin1');
    const fromPdf = await extractor.extract({ bytes: unstructured, extension: 'pdf' });
    expect(fromPdf.method).toBe('pdf-stream-scan');
    expect(fromPdf.text).toContain('Senior Software Engineer, Northwind Payments, Seattle, WA');
    expect(fromPdf.quality).toBeGreaterThan(0.85);

    // mammoth refuses a package whose relationships part is not well-formed XML; the raw reader goes
    // straight to word/document.xml.
    const entries = unzipSync(new Uint8Array(makeResumeDocx()));
    entries['_rels/.rels'] = strToU8('<Relationships');
    const brokenRels = Buffer.from(zipSync(entries));
    const fromDocx = await extractor.extract({ bytes: brokenRels, extension: 'docx' });
    expect(fromDocx.method).toBe('docx-xml');
    expect(fromDocx.text).toBe(normalizeExtractedText(SAMPLE_RESUME_TEXT));

    // word-extractor checks the FIB's magic number; the printable-run scan does not need it.
    const brokenDoc = makeResumeDoc();
    const fib = brokenDoc.indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    brokenDoc.fill(0, fib, fib + 2);
    const fromDoc = await extractor.extract({ bytes: brokenDoc, extension: 'doc' });
    expect(fromDoc.method).toBe('doc-text-scan');
    expect(fromDoc.text).toContain('Software Engineer II, Contoso Health, Austin, TX');
    expect(fromDoc.quality).toBeGreaterThan(0.85);
  });

  it('keeps the raw readers honest on well-formed files too', () => {
    expect(scanPdfText(Buffer.from('%PDF-1.4\nno streams here'))).toBe('');
    expect(normalizeExtractedText(extractDocxXml(makeResumeDocx()))).toBe(
      normalizeExtractedText(SAMPLE_RESUME_TEXT),
    );
    expect(scanDocText(makeResumeDoc())).toContain('Fabrikam Analytics');
    expect(scanDocText(makeResumeDoc())).not.toContain('WordDocument');
  });

  it(`reads at most ${MAX_PDF_PAGES} pages of a PDF (the work per document stays bounded)`, async () => {
    const lines = Array.from(
      { length: 48 * (MAX_PDF_PAGES + 5) },
      (_, i) => `Line ${i} of a very long resume`,
    );
    const bytes = await makeResumePdf([...lines, 'FINAL-PAGE-MARKER']);
    const result = await extractor.extract({ bytes, extension: 'pdf' });
    expect(result.method).toBe('unpdf');
    expect(result.text).toContain('Line 0 of a very long resume');
    expect(result.text).not.toContain('FINAL-PAGE-MARKER');
  });

  it('never throws: unreadable bytes give no text, no method, quality 0', async () => {
    const junk = Buffer.from('%PDF-1.7\nnot really a pdf');
    expect(await extractor.extract({ bytes: junk, extension: 'pdf' })).toEqual({
      text: null,
      method: null,
      quality: 0,
    });
    expect(await extractor.extract({ bytes: Buffer.from('PK\u0003\u0004'), extension: 'docx' })).toEqual({
      text: null,
      method: null,
      quality: 0,
    });
  });
});
