import { describe, expect, it } from 'vitest';
import { typingDistance } from './edit-distance.ts';

describe('typingDistance (sponsor name typos)', () => {
  it('counts a swap of two adjacent letters as one edit, like a dropped, doubled or wrong letter', () => {
    expect(typingDistance('microsfot', 'microsoft')).toBe(1);
    expect(typingDistance('qunatum', 'quantum')).toBe(1);
    expect(typingDistance('amazn', 'amazon')).toBe(1);
    expect(typingDistance('clinik', 'clinic')).toBe(1);
    expect(typingDistance('googgle', 'google')).toBe(1);
    expect(typingDistance('same', 'same')).toBe(0);
    expect(typingDistance('', 'abc')).toBe(3);
    expect(typingDistance('ca', 'abc')).toBe(3);
  });
});
