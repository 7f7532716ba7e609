import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml } from './html.ts';

describe('decodeEntities', () => {
  it('reads HTML as browsers do: named, decimal and hex references, the ";" optional', () => {
    expect(decodeEntities('R&amp;D &eacute;t&eacute; &#8212; &#x41;&nbsp;B &amp C')).toBe(
      'R&D été — A B & C',
    );
  });

  it('keeps unknown names; code points that are never text become nothing, tab and line feed a space', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; &#xE000; &#9;&#65;')).toBe('&bogus;     A');
  });

  it('strict (filed names): only references ending in ";", unknown ones and non-text a space', () => {
    expect(decodeEntities('JOHNSON&JOHNSON AT&T', { strict: true })).toBe('JOHNSON&JOHNSON AT&T');
    expect(decodeEntities('PROCTER &amp; GAMBLE &bogus; CO&#0;', { strict: true })).toBe(
      'PROCTER & GAMBLE   CO ',
    );
  });

  it('never produces NUL, which PostgreSQL cannot store', () => {
    for (const input of ['&#0;', '&#x0;', '&#00000;', '&#x110000;']) {
      expect(decodeEntities(input)).not.toContain('\u0000');
      expect(decodeEntities(input, { strict: true })).not.toContain('\u0000');
    }
  });

  it('undoes escapeHtml', () => {
    const text = `<a href="x">Tom's & Jerry's</a>`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });
});
