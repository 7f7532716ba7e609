import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

describe('acquireDirLock', () => {
  it('refuses a directory held by a live process, with a clear message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, '.lock'), String(holder.pid));
      expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirLock(dir)).toThrow(/already in use by another process \(pid \d+\)/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-lock-'));
    writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = acquireDirLock(dir);
    expect(existsSync(path.join(dir, '.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
