import { describe, expect, it } from 'vitest';
import { diskFullCause } from './errors.ts';

describe('diskFullCause', () => {
  it('knows the file system and the database saying the disk is full, also when wrapped', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const pgDiskFull = Object.assign(new Error('could not extend file "base/5/1": No space left on device'), {
      code: '53100',
    });
    expect(diskFullCause(enospc)).toBe(enospc);
    const quota = Object.assign(new Error('quota'), { code: 'EDQUOT' });
    expect(diskFullCause(quota)).toBe(quota);
    expect(diskFullCause(new Error('Failed query: insert ...', { cause: pgDiskFull }))).toBe(pgDiskFull);
    expect(diskFullCause(new Error('boom'))).toBeNull();
    expect(diskFullCause(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
    expect(diskFullCause(null)).toBeNull();
  });
});
