import { describe, expect, it } from 'vitest';
import { naicsSector, naicsSectorCodes, naicsSectorKey, naicsSectorName } from './naics.ts';

describe('NAICS sectors', () => {
  it('reads the 2-digit sector of a code as filed', () => {
    expect(naicsSector('5412')).toBe('54');
    expect(naicsSector('52 - Finance and Insurance')).toBe('52');
    expect(naicsSector('')).toBeNull();
  });

  it('treats the sectors that span several codes as one, listed under the first', () => {
    expect(naicsSectorCodes('32')).toEqual(['31', '32', '33']);
    expect(naicsSectorCodes('45')).toEqual(['44', '45']);
    expect(naicsSectorCodes('49')).toEqual(['48', '49']);
    expect(naicsSectorCodes('52')).toEqual(['52']);
    expect(naicsSectorKey('33')).toBe('31');
    expect(naicsSectorKey('62')).toBe('62');
    expect(naicsSectorName(naicsSectorKey('33'))).toBe('Manufacturing');
  });
});
