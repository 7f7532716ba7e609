import { statfs } from 'node:fs/promises';

/**
 * Free space an embedded database (PGlite in DATA_DIR/db) must keep before a request may write: two WAL
 * segments' worth (16 MiB each) and room for the tables to grow. PGlite fails a statement cleanly when a
 * table file cannot grow (SQLSTATE 53100), but when a new WAL segment cannot be created it reports 53100
 * once and then hangs the process until it is killed (decision 062). So writes are refused (507) while
 * less than this is free, before the database gets near that point.
 */
export const EMBEDDED_DB_MIN_FREE_BYTES = 64 * 1024 * 1024;

/** How long one free-space reading is trusted: a statfs per write request would do, this is cheaper. */
const READING_MS = 1000;

export type DiskSpaceGuard = {
  /** True while the file system of `directory` has at least `minFreeBytes` available. */
  hasRoom(): Promise<boolean>;
};

export function createDiskSpaceGuard(options: {
  directory: string;
  minFreeBytes: number;
  now?: () => number;
}): DiskSpaceGuard {
  const now = options.now ?? Date.now;
  let reading: { at: number; room: Promise<boolean> } | null = null;
  return {
    hasRoom() {
      if (!reading || now() - reading.at >= READING_MS) {
        reading = {
          at: now(),
          room: statfs(options.directory).then(
            (stats) => stats.bavail * stats.bsize >= options.minFreeBytes,
            () => true, // cannot tell (the directory is gone, an odd file system): let the write try
          ),
        };
      }
      return reading.room;
    },
  };
}
