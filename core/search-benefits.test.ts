import { describe, expect, it } from 'vitest';
import { benefitParts } from './search-benefits.ts';
import { parseQuery } from './search-terms.ts';

/** The words of a search read as asking for a benefit. */
const benefitWords = (text: string): string[] => {
  const parts = parseQuery(text);
  const asked = benefitParts(parts);
  return parts.flatMap((part, index) =>
    asked.has(index) ? [part.kind === 'word' ? part.word : part.matched] : [],
  );
};

describe('benefitParts', () => {
  it('reads a benefit the search ends with, alone or after the position', () => {
    expect(benefitWords('relocation assistance')).toEqual(['relocation', 'assistance']);
    expect(benefitWords('tuition reimbursement')).toEqual(['tuition', 'reimbursement']);
    expect(benefitWords('dental insurance')).toEqual(['dental', 'insurance']);
    expect(benefitWords('401k')).toEqual(['401k']);
    expect(benefitWords('paid parental leave')).toEqual(['paid', 'parental', 'leave']);
    expect(benefitWords('pre-tax commuter benefits')).toEqual(['pre', 'tax', 'commuter', 'benefits']);
    expect(benefitWords('software engineer relocation')).toEqual(['relocation']);
    expect(benefitWords('nurse with tuition reimbursement')).toEqual(['with', 'tuition', 'reimbursement']);
    expect(benefitWords('data scientist stock options')).toEqual(['stock', 'options']);
  });

  it('reads a position whose field is a benefit word as a position', () => {
    for (const text of [
      'dental hygienist',
      'dental assistant',
      'vision therapist',
      'life coach',
      'health aide',
      'tax associate',
      'wellness coordinator',
      'retirement plan specialist',
      'benefits coordinator',
      'relocation specialist',
      'insurance agent',
      'fitness instructor',
      'medical dental assistant',
      'student health',
      'pet health',
      'learning development',
    ])
      expect(benefitWords(text), text).toEqual([]);
  });

  it('reads two kinds of cover as benefits, as postings list them', () => {
    // 'Medical, dental, vision, 401(k).' is benefit text (migration 0022): a search for the same list asks
    // for it, though no kind follows ('insurance').
    expect(benefitWords('dental vision')).toEqual(['dental', 'vision']);
    expect(benefitWords('medical dental vision')).toEqual(['medical', 'dental', 'vision']);
    expect(benefitWords('health dental and vision')).toEqual(['health', 'dental', 'and', 'vision']);
    expect(benefitWords('nurse medical and dental')).toEqual(['medical', 'and', 'dental']);
  });

  it('reads a benefit topic or kind alone as no benefit', () => {
    for (const text of [
      'dental',
      'vision',
      'wellness',
      'insurance',
      'benefits',
      'tax',
      'health care',
      'plan',
    ])
      expect(benefitWords(text), text).toEqual([]);
  });
});
