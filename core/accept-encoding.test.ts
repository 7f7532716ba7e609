import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding.ts';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['br;q=1.0, GZIP;q=0.5', 'gzip', true],
    ['*', 'gzip', true],
    ['br', 'gzip', false],
    ['gzip;q=0, br', 'gzip', false],
    ['*;q=0', 'br', false],
    ['identity', 'gzip', false],
    ['', 'gzip', false],
    [undefined, 'gzip', false],
  ])('%s accepts %s: %s', (header, coding, accepted) => {
    expect(acceptsEncoding(header, coding)).toBe(accepted);
  });
});
