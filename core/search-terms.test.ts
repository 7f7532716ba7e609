import { describe, expect, it } from 'vitest';
import { parseQuery, tokenize } from './search-terms.ts';

describe('tokenize', () => {
  it('lowercases and splits on punctuation', () => {
    expect(tokenize('Front-End  Engineer, C++')).toEqual(['front', 'end', 'engineer', 'c']);
  });
});

describe('parseQuery', () => {
  it('expands abbreviations into their synonym group', () => {
    expect(parseQuery('SWE')).toEqual([
      {
        kind: 'synonyms',
        matched: 'swe',
        phrases: [
          ['swe'],
          ['software', 'engineer'],
          ['software', 'developer'],
          ['software', 'development', 'engineer'],
        ],
      },
    ]);
  });
  it('recognises multi-word phrases before single words', () => {
    const parts = parseQuery('senior full stack developer');
    expect(parts.map((p) => (p.kind === 'word' ? p.word : p.matched))).toEqual([
      'senior',
      'full stack',
      'developer',
    ]);
  });
  it('treats frontend, front-end and front end alike', () => {
    for (const text of ['frontend', 'front-end', 'front end']) {
      const [part] = parseQuery(text);
      expect(part).toMatchObject({ kind: 'synonyms', phrases: [['frontend'], ['front', 'end']] });
    }
  });
  it('marks the last plain word, which may be partly typed', () => {
    expect(parseQuery('data engin')).toEqual([
      { kind: 'word', word: 'data', isLast: false },
      { kind: 'word', word: 'engin', isLast: true },
    ]);
  });
});
