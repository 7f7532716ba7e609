import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertStorageKey,
  isStorageKey,
  type FileStorage,
  type PutOptions,
  type StoredFile,
  type StoredObject,
} from './file-storage.ts';

export type LocalStorageOptions = {
  /** The storage root (DATA_DIR/storage); keys are paths below it. */
  directory: string;
  /**
   * Folders the web server serves as static files. The root must not be inside one of them, or an upload
   * could be fetched by URL, bypassing the owner check (DESIGN section 8).
   */
  servedDirectories?: string[];
};

/** The temp name put() writes to before the rename: `.<name>.<12 hex>.tmp`. */
const TEMP_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files in a local directory, written to a temp name and renamed into place once complete. */
export function createLocalStorage(options: LocalStorageOptions): FileStorage {
  const root = path.resolve(options.directory);
  for (const served of options.servedDirectories ?? []) {
    if (isInside(root, path.resolve(served))) {
      throw new Error(`Storage directory ${root} is inside the served folder ${served}`);
    }
  }

  function resolveKey(key: string): string {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  }

  return {
    driver: 'local',

    async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
      const target = resolveKey(key);
      const directory = path.dirname(target);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Same directory as the target, so the rename is atomic; the leading dot keeps it out of key space.
      const temp = path.join(directory, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        if (Buffer.isBuffer(body)) {
          await handle.writeFile(body);
        } else {
          for await (const chunk of body) await handle.write(chunk as Buffer);
        }
        // Flushed before the rename, so a crash never leaves a complete-looking name with missing bytes.
        await handle.sync();
        await handle.close();
        await rename(temp, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<StoredFile | null> {
      let handle;
      try {
        handle = await open(resolveKey(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Size from the open descriptor: a delete between stat and read cannot break the download.
        const { size } = await handle.stat();
        return { body: handle.createReadStream({ autoClose: true }), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await rm(resolveKey(key), { force: true });
    },

    async exists(key: string): Promise<boolean> {
      try {
        return (await stat(resolveKey(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list(): AsyncIterable<StoredObject> {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Temp files of unfinished writes start with a dot, which no key may: they are skipped here.
        if (!isStorageKey(key)) continue;
        try {
          const stats = await stat(path.join(entry.parentPath, entry.name));
          yield { key, size: stats.size, modifiedAt: stats.mtime };
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted since the directory was read
        }
      }
    },

    async removeUnfinishedWrites(olderThan: Date): Promise<number> {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !TEMP_NAME.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        try {
          if ((await stat(file)).mtime >= olderThan) continue;
          await rm(file, { force: true });
          removed++;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },

    async close(): Promise<void> {},
  };
}
