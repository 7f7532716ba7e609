import { describe, expect, it } from 'vitest';
import { isDiskFull } from './errors.ts';

describe('isDiskFull', () => {
  it('knows the file system and the database saying the disk is full, also when wrapped', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const pgDiskFull = Object.assign(new Error('could not extend file "base/5/1": No space left on device'), {
      code: '53100',
    });
    expect(isDiskFull(enospc)).toBe(true);
    expect(isDiskFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isDiskFull(new Error('Failed query: insert ...', { cause: pgDiskFull }))).toBe(true);
    expect(isDiskFull(new Error('boom'))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDiskFull(null)).toBe(false);
  });
});
