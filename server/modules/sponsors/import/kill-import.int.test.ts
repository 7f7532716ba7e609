import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, type Database } from '../../../../db/client.ts';
import { startScript } from '../../../../tests/helpers/child-script.ts';
import {
  childProcessDatabase,
  TEST_DRIVER,
  withEmbeddedDatabase,
} from '../../../../tests/helpers/database.ts';

/**
 * Issue 15 item 3: `kill -9` of `npm run import:h1b` in the middle of a file, then the same command
 * again. The file is imported in one transaction, so the killed run must leave nothing (no half rows, no
 * import record) and the rerun must import every row exactly once.
 *
 * When to kill: on PostgreSQL the test sees, from pg_stat_activity, that the import's transaction is open
 * and has written rows. The embedded database (PGlite, in the child's DATA_DIR/db) has no outside view, so
 * there the test watches the file's access time: the importer hashes the file just before it opens its
 * transaction, and the kill comes a moment after that read. The killed process leaves its directory lock
 * behind (db/lock.ts); the next process must take it over.
 */
describe(`kill -9 during an H-1B import (${TEST_DRIVER})`, { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sp-kill-import-'));
  const file = path.join(scratch, 'uscis_h1b_datahubexport-2023-head.csv.gz');
  const embeddedDir = path.join(scratch, 'db');
  let database: Database | undefined;
  let url = '';

  beforeAll(async () => {
    // The first 2,000 rows of the shipped 2023 Data Hub sample: long enough to be caught mid-file.
    const lines = gunzipSync(
      readFileSync(path.join(PACKAGE_ROOT, 'db/seed-data/h1b/uscis_h1b_datahubexport-2023.csv.gz')),
    )
      .toString('utf8')
      .split('\n');
    writeFileSync(file, gzipSync(`${lines.slice(0, 2001).join('\n')}\n`));
    ({ url, database } = await childProcessDatabase(embeddedDir));
  });

  afterAll(async () => {
    await database?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Runs `text` on the test database; on PGlite by opening DATA_DIR/db here (no child may run). */
  async function rows<T>(text: string): Promise<T[]> {
    const read = async (db: Database): Promise<T[]> => {
      const result: unknown = await db.db.execute(text);
      return (result as { rows: T[] }).rows;
    };
    return database ? read(database) : withEmbeddedDatabase(embeddedDir, read);
  }

  function startImport() {
    return startScript('scripts/import-h1b.ts', [file], {
      DATABASE_URL: url,
      DATA_DIR: scratch,
      LOG_LEVEL: 'warn',
    });
  }

  /** True once another session has an open transaction that has written USCIS rows (seen by its last statement). */
  async function importIsMidFile(admin: pg.Client, name: string): Promise<boolean> {
    const { rows: active } = await admin.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
          AND query ILIKE '%uscis_counts%'`,
      [name],
    );
    return (active[0]?.count ?? 0) > 0;
  }

  /** PGlite: true a moment after the importer has read the file through once (its hash, before the transaction). */
  function fileWasRead(since: number): boolean {
    return statSync(file).atimeMs > since;
  }

  it('leaves no half rows, and the rerun imports every row exactly once', async () => {
    let admin: pg.Client | undefined;
    if (database) {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
    } else {
      const longAgo = new Date('2000-01-01T00:00:00Z');
      utimesSync(file, longAgo, new Date()); // relatime updates an access time older than the change time
    }
    const startedAt = Date.now() - 1000;
    const killed = startImport();
    try {
      const deadline = Date.now() + 30_000;
      const name = new URL(url || 'postgres://x/none').pathname.slice(1);
      while (!(admin ? await importIsMidFile(admin, name) : fileWasRead(startedAt))) {
        if (killed.child.exitCode !== null)
          throw new Error(`import ended before it was killed:\n${killed.output()}`);
        if (Date.now() > deadline) throw new Error(`import never reached the rows:\n${killed.output()}`);
        await new Promise((resolve) => setTimeout(resolve, admin ? 10 : 2));
      }
      if (!admin) await new Promise((resolve) => setTimeout(resolve, 300)); // into the transaction
      const exited = once(killed.child, 'exit');
      killed.child.kill('SIGKILL');
      await exited;
    } finally {
      await admin?.end();
    }
    expect(killed.child.signalCode).toBe('SIGKILL');
    if (!database) {
      // The dead process's lock is still there; opening the directory below takes it over.
      expect(readFileSync(path.join(embeddedDir, '.lock'), 'utf8').trim()).toBe(String(killed.child.pid));
    }
    // The open transaction was rolled back (PostgreSQL: the connection dropped; PGlite: recovery on the
    // next open): nothing of the file is left.
    await expect
      .poll(
        async () =>
          (await rows<{ count: number }>('SELECT count(*)::int AS count FROM uscis_counts'))[0]?.count,
      )
      .toBe(0);
    expect(await rows('SELECT id FROM sponsor_import_files')).toEqual([]);

    const rerun = startImport();
    const [code] = (await once(rerun.child, 'exit')) as [number | null];
    expect(code, rerun.output()).toBe(0);
    const imported = Number(/imported: ([\d,]+)/.exec(rerun.output())?.[1]?.replace(/,/g, ''));
    expect(imported).toBeGreaterThan(1_950);

    const files = await rows<{ status: string; imported: number }>(
      `SELECT status, (report->>'imported')::int AS imported FROM sponsor_import_files`,
    );
    expect(files).toEqual([{ status: 'complete', imported }]);
    const [counts] = await rows<{ rows: number; lines: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT line_no)::int AS lines FROM uscis_counts',
    );
    expect(counts).toEqual({ rows: imported, lines: imported });
  });
});
