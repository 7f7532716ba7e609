import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database directory ${dir} is already in use by another process (pid ${pid}). ` +
        'Stop that process, or point DATA_DIR at a different directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock on its data directory, so two processes could corrupt it. A pid file taken with
 * O_EXCL makes the second process fail with a clear message; a lock left by a dead process is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  const file = `${dir}/.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      unlinkSync(file); // stale lock from a process that is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
