import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../tests/fixtures/xss-payloads.ts';
import { linkify, type TextSegment } from './linkify.ts';

const joined = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');
const links = (segments: TextSegment[]) =>
  segments.filter((segment) => segment.type === 'link').map((segment) => segment.href);

describe('linkify', () => {
  it('gives back plain text, line breaks included, as one text segment', () => {
    const text = 'Got my RFE today.\n\nAny tips?\r\n  Thanks';
    expect(linkify(text)).toEqual([{ type: 'text', text }]);
    expect(linkify('')).toEqual([]);
  });

  it('links http and https addresses and keeps the words around them', () => {
    const segments = linkify('See https://www.uscis.gov/h-1b and http://example.com/a?b=1#c today');
    expect(segments).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://www.uscis.gov/h-1b', href: 'https://www.uscis.gov/h-1b' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://example.com/a?b=1#c', href: 'http://example.com/a?b=1#c' },
      { type: 'text', text: ' today' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(links(linkify('Read https://example.com/faq.'))).toEqual(['https://example.com/faq']);
    expect(links(linkify('(see https://example.com/x), then'))).toEqual(['https://example.com/x']);
    expect(links(linkify('https://en.wikipedia.org/wiki/H-1B_(visa)!'))).toEqual([
      'https://en.wikipedia.org/wiki/H-1B_(visa)',
    ]);
    expect(joined(linkify('(see https://example.com/x), then'))).toBe('(see https://example.com/x), then');
  });

  it('links an address on each line of a multi-line text', () => {
    expect(links(linkify('one https://a.example\ntwo HTTPS://B.example/path'))).toEqual([
      'https://a.example/',
      'https://b.example/path',
    ]);
  });

  it('does not link other schemes, bare domains, glued schemes or addresses with credentials', () => {
    for (const text of [
      'javascript:alert(1)',
      'ftp://files.example/x',
      'www.example.com',
      'mailto:a@b.co',
      'xhttps://example.com',
      'https://',
      'https://user:pass@evil.example/login',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(links(linkify(text)), text).toEqual([]);
      expect(joined(linkify(text)), text).toBe(text);
    }
  });

  describe.each(XSS_PAYLOADS)('payload %s', (payload) => {
    it('comes back as the same text, and any link is a plain http(s) URL without markup', () => {
      for (const text of [payload, `Before ${payload} after\nnext line`]) {
        const segments = linkify(text);
        expect(joined(segments)).toBe(text);
        for (const href of links(segments)) {
          expect(new URL(href).protocol).toMatch(/^https?:$/);
          expect(href).not.toMatch(/[<>"'\s]/);
        }
      }
    });
  });
});
