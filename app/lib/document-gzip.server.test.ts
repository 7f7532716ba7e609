import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixedDocumentText, gzippedDocument, plainDocument } from './document-gzip.server.ts';

const STYLESHEET = fixedDocumentText(`body{margin:0}${'.c{color:red}'.repeat(600)}/* “quoted” */`);
const SPRITE = fixedDocumentText(`<symbol id="i">${'<path d="M0 0h24v24"/>'.repeat(300)}</symbol>`);
/** Long, but never registered: written as ordinary markup. */
const LONG_TEXT = `<p>${'Résumé help for H-1B applicants. '.repeat(200)}</p>`;
/** Many small pieces, some with characters outside Latin-1 and emoji, over several encoding runs. */
const MANY_PIECES = Array.from({ length: 3000 }, (_, index) =>
  index % 97 === 0 ? `<q>“${index}” — 🚀</q>` : `<li class="card">Job ${index}</li>`,
);

function gzipped(chunks: string[]): Buffer {
  const document = gzippedDocument();
  for (const chunk of chunks) document.write(chunk);
  return document.finish();
}

describe('a document gzipped around its fixed texts', () => {
  it.each([
    [
      'fixed texts between markup',
      [
        '<!DOCTYPE html><head><style>',
        STYLESHEET,
        '</style></head><body><svg>',
        SPRITE,
        '</svg><main>Jobs</main></body>',
      ],
    ],
    ['a fixed text first and last', [STYLESHEET, '<p>between</p>', SPRITE]],
    ['two fixed texts in a row', ['<a>', STYLESHEET, SPRITE, '</a>']],
    ['a long text that is not fixed', ['<div>', LONG_TEXT, STYLESHEET, '</div>']],
    ['many pieces, some outside Latin-1', ['<ul>', ...MANY_PIECES, STYLESHEET, ...MANY_PIECES, '</ul>']],
    ['no fixed text at all', ['<p>', 'small ', 'pieces', '</p>']],
    ['nothing', []],
  ])('decompresses to the document written: %s', (_name, chunks) => {
    const body = gzipped(chunks);
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(body).toString('utf8')).toBe(chunks.join(''));
  });

  it('carries the fixed texts already deflated: a second document costs only its own parts', () => {
    const page = (title: string) => ['<title>', title, '</title><style>', STYLESHEET, '</style>', SPRITE];
    const first = gzipped(page('Software engineer'));
    const second = gzipped(page('Data scientist'));
    expect(gunzipSync(second).toString()).toBe(page('Data scientist').join(''));
    // The fixed texts' deflated bytes are the same in both; only the title part differs.
    expect(Math.abs(first.length - second.length)).toBeLessThan(8);
    expect(first.length).toBeLessThan(Buffer.byteLength(page('Software engineer').join('')) / 10);
  });

  it('answers the plain document byte for byte when gzip is not taken', () => {
    const document = plainDocument();
    const chunks = ['<p>', STYLESHEET, 'Zürich – “remote”', ...MANY_PIECES, '</p>'];
    for (const chunk of chunks) document.write(chunk);
    expect(document.finish().toString('utf8')).toBe(chunks.join(''));
  });
});
