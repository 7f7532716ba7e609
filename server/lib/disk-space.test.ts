import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createDiskSpaceGuard } from './disk-space.ts';

describe('disk space guard', () => {
  it('says whether the directory has the asked room, reading it at most once a second', async () => {
    let clock = 0;
    expect(await createDiskSpaceGuard({ directory: tmpdir(), minFreeBytes: 1 }).hasRoom()).toBe(true);
    const never = createDiskSpaceGuard({ directory: tmpdir(), minFreeBytes: 2 ** 62, now: () => clock });
    expect(await never.hasRoom()).toBe(false);
    clock += 999;
    expect(await never.hasRoom()).toBe(false);
    // A directory it cannot read does not block writes: the write itself will say what is wrong.
    expect(await createDiskSpaceGuard({ directory: '/nonexistent/x', minFreeBytes: 1 }).hasRoom()).toBe(true);
  });
});
