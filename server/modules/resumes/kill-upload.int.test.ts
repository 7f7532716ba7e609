import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { makeResumePdf, SAMPLE_RESUME_LINES } from '../../../tests/fixtures/resume-files.ts';
import { childProcessDatabase, TEST_DRIVER, withEmbeddedDatabase } from '../../../tests/helpers/database.ts';
import {
  downloadResume,
  signUp,
  startHeldUpload,
  uploadResume,
  type FaultUser,
} from '../../../tests/helpers/fault-client.ts';
import { startServerProcess, type ServerProcess } from '../../../tests/helpers/server-process.ts';
import { ORPHAN_GRACE_MS } from './orphans.ts';

const PORT = TEST_DRIVER === 'pg' ? 4821 : 4811;

/**
 * Issue 15 item 3: `kill -9` of a server during resume uploads, then a restart on the same data. One
 * upload is held open mid-body; on PostgreSQL another is caught after its file is stored and before its
 * row commits (the test holds the user's row lock, which the upload's transaction waits for). After the
 * restart: exactly the acknowledged resumes exist, each with its bytes, and no stored file lacks a row
 * (decision 061: the sweep removes files without rows once they are older than the grace period; the test
 * ages the files on disk instead of waiting an hour).
 */
describe('kill -9 during resume uploads', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-kill-upload-'));
  const storageDir = path.join(dataDir, 'storage');
  let database: Database | undefined;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const child = await childProcessDatabase(path.join(dataDir, 'db'));
    database = child.database;
    env = { DATA_DIR: dataDir, DATABASE_URL: child.url };
  });

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under the storage root, temp files included, as paths relative to it. */
  function storedFiles(): string[] {
    try {
      return readdirSync(storageDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
        .sort();
    } catch {
      return [];
    }
  }

  function filesOf(user: FaultUser): string[] {
    return storedFiles().filter((file) => path.basename(file).includes(user.id));
  }

  /** As if the grace period had passed since every stored file was written. */
  function ageStoredFiles(): void {
    const past = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    for (const file of storedFiles()) utimesSync(path.join(storageDir, file), past, past);
  }

  /** resumes rows (user id and key) straight from the database; PGlite: opened once the server is gone. */
  async function resumeRows(): Promise<{ user_id: string; file_path: string }[]> {
    const read = async (db: Database) => {
      const result: unknown = await db.db.execute(
        'SELECT user_id, file_path FROM resumes ORDER BY file_path',
      );
      return (result as { rows: { user_id: string; file_path: string }[] }).rows;
    };
    return database ? read(database) : withEmbeddedDatabase(path.join(dataDir, 'db'), read);
  }

  it('keeps exactly the acknowledged resumes and leaves no orphan file', async () => {
    const pdf = (label: string) => makeResumePdf([`${label} Resume`, ...SAMPLE_RESUME_LINES]);
    server = await startServerProcess(PORT, env);
    const done = await signUp(server.url, 'kill-done');
    const replacing = await signUp(server.url, 'kill-replace');
    const held = await signUp(server.url, 'kill-held');
    const uncommitted = await signUp(server.url, 'kill-uncommitted');
    const acknowledged = new Map<FaultUser, Buffer>();

    // Acknowledged before the kill: one resume, and one that replaced an earlier one.
    for (const [user, bytes] of [
      [done, await pdf('Done')],
      [replacing, await pdf('First')],
      [replacing, await pdf('Second')],
    ] as const) {
      const response = await uploadResume(server.url, user, bytes);
      expect(response.status, await response.clone().text()).toBe(201);
      acknowledged.set(user, bytes);
    }
    expect(filesOf(replacing)).toHaveLength(1);

    // Mid-body: half of the multipart body sent, the connection held open.
    const heldRequest = await startHeldUpload(server.url, held, await pdf('Held'), 0.5);

    // File stored, row not committed.
    const uncommittedPdf = await pdf('Uncommitted');
    let admin: pg.Client | undefined;
    let locked = false;
    if (database) {
      admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      await admin.query('BEGIN');
      await admin.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [uncommitted.id]);
      locked = true;
    }
    const pending = uploadResume(server.url, uncommitted, uncommittedPdf).then(
      (response) => response.status,
      () => 'killed' as const,
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      const stored = filesOf(uncommitted).some((file) => !path.basename(file).startsWith('.'));
      if (stored && admin) {
        // The upload's transaction is waiting for the row lock the test holds: past put(), before commit.
        const { rows } = await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) > 0) break;
      } else if (stored) {
        break; // PGlite: killed as soon as the file is there (the commit may or may not have happened)
      }
      if (Date.now() > deadline) throw new Error(`the upload never stored its file:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, admin ? 10 : 1));
    }
    await server.kill();
    heldRequest.destroy();
    if (admin && locked) {
      await admin.query('ROLLBACK');
      await admin.end();
    }
    // PostgreSQL: the upload was waiting for the lock. PGlite: a busy machine may let it finish first.
    const lateStatus = await pending;
    if (TEST_DRIVER === 'pg') expect(lateStatus).toBe('killed');
    if (lateStatus === 201) acknowledged.set(uncommitted, uncommittedPdf);

    // What the crash left: on PostgreSQL, the uncommitted upload's file without a row. On PGlite the kill
    // may have come before or after the commit; a committed upload is whole (its row and its file).
    const leftAfterKill = storedFiles();
    const rowsAfterKill = await resumeRows();
    if (TEST_DRIVER === 'pg') {
      expect(filesOf(uncommitted)).toHaveLength(1);
      expect(rowsAfterKill.map((row) => row.user_id).sort()).toEqual([done.id, replacing.id].sort());
    } else if (rowsAfterKill.some((row) => row.user_id === uncommitted.id)) {
      acknowledged.set(uncommitted, uncommittedPdf);
    }
    expect(filesOf(held)).toEqual([]); // nothing of a body never received in full is kept

    // A restart right away keeps young files without rows: they could be another instance's upload in
    // flight. (Checked on PostgreSQL, where there is one for sure; a PGlite start costs seconds.)
    if (TEST_DRIVER === 'pg') {
      server = await startServerProcess(PORT, env);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(storedFiles()).toEqual(leftAfterKill);
      await server.kill();
    }

    // Once they are older than the grace period, the sweep at start removes every file without a row.
    ageStoredFiles();
    server = await startServerProcess(PORT, env);
    const expectedFiles = rowsAfterKill.map((row) => row.file_path).sort();
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual(expectedFiles);

    // Every acknowledged resume is there with its bytes; the others answer 404.
    for (const user of [done, replacing, held, uncommitted]) {
      const expected = acknowledged.get(user) ?? null;
      const downloaded = await downloadResume(server.url, user);
      expect(downloaded === null ? null : downloaded.equals(expected ?? Buffer.alloc(0)), user.email).toBe(
        expected === null ? null : true,
      );
    }

    // The rerun: the two cut-short uploads again.
    const heldPdf = await pdf('Held again');
    for (const [user, bytes] of [
      [held, heldPdf],
      [uncommitted, uncommittedPdf],
    ] as const) {
      const response = await uploadResume(server.url, user, bytes);
      expect(response.status, await response.clone().text()).toBe(201);
      acknowledged.set(user, bytes);
    }
    for (const [user, bytes] of acknowledged) {
      expect((await downloadResume(server.url, user))?.equals(bytes), user.email).toBe(true);
    }
    await server.stop();

    // Exactly one row per user, each with its file, and no file without a row (no temp files either).
    const rows = await resumeRows();
    expect(rows.map((row) => row.user_id).sort()).toEqual(
      [done.id, replacing.id, held.id, uncommitted.id].sort(),
    );
    expect(storedFiles()).toEqual(rows.map((row) => row.file_path).sort());
    for (const row of rows) {
      const user = [...acknowledged.keys()].find((candidate) => candidate.id === row.user_id);
      expect(readFileSync(path.join(storageDir, row.file_path)).equals(acknowledged.get(user!)!)).toBe(true);
    }
  });
});
