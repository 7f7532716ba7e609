import { describe, expect, it } from 'vitest';
import { chooseStrategy, editDistance, pickCorrection } from './search.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('python', 'python')).toBe(0);
    expect(editDistance('pyhton', 'python')).toBe(1);
    expect(editDistance('lern', 'learn')).toBe(1);
    expect(editDistance('machn', 'machin')).toBe(1);
    expect(editDistance('softwar', 'sofwar')).toBe(1);
    expect(editDistance('nurs', 'data')).toBe(4);
  });
});

describe('pickCorrection', () => {
  const lexicon = [
    { word: 'python', docs: 900 },
    { word: 'pytorch', docs: 50 },
    { word: 'learn', docs: 5000 },
    { word: 'lean', docs: 40 },
  ];
  it('picks the closest word, then the most common one', () => {
    expect(pickCorrection('pyhton', lexicon)).toEqual({ word: 'python', docs: 900 });
    expect(pickCorrection('lern', lexicon)).toEqual({ word: 'learn', docs: 5000 });
  });
  it('does not turn a short real word into another one', () => {
    const words = [
      { word: 'scale', docs: 9000 },
      { word: 'salt', docs: 3000 },
      { word: 'learn', docs: 5000 },
    ];
    expect(pickCorrection('sale', words)).toBeNull();
    expect(pickCorrection('lern', words)).toEqual({ word: 'learn', docs: 5000 });
    expect(pickCorrection('xearn', [{ word: 'learn', docs: 5000 }])).toBeNull();
  });
  it('leaves a word alone when nothing is close enough', () => {
    expect(pickCorrection('xyzzy', lexicon)).toBeNull();
    expect(pickCorrection('ruby', lexicon)).toBeNull();
  });
});

describe('chooseStrategy', () => {
  it('collects rare matches and walks common ones', () => {
    expect(chooseStrategy(50, 31, 1_000_000)).toBe('collect');
    expect(chooseStrategy(300_000, 31, 1_000_000)).toBe('walk');
  });
});
