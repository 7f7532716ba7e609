import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { startScript } from '../../../tests/helpers/child-script.ts';
import { childProcessDatabase, TEST_DRIVER, withEmbeddedDatabase } from '../../../tests/helpers/database.ts';
import {
  buildGreenhouseJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../tests/helpers/fake-job-boards.ts';

const BOARDS = 4;
const PER_BOARD = 120;
const TOTAL = BOARDS * PER_BOARD;

/**
 * Issue 15 item 3: `kill -9` of `npm run ingest` while it stores batches, then the same command again.
 * Batches commit one by one, so the killed run leaves whole batches only (every job with its search row);
 * the rerun marks the dead run interrupted and ends with every posting stored exactly once. On PostgreSQL
 * the test watches the jobs arrive from outside and kills in the middle. The embedded database (PGlite, in
 * the child's DATA_DIR/db) has no outside view: there the kill comes 600 ms after the boards were asked,
 * while the first boards' jobs are being stored and before the last board (1.2 s) has answered. The killed
 * process leaves its directory lock behind (db/lock.ts); the next process must take it over.
 */
describe(`kill -9 during an ingestion run (${TEST_DRIVER})`, { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sp-kill-ingest-'));
  const sourcesFile = path.join(scratch, 'sources.json');
  const embeddedDir = path.join(scratch, 'db');
  let boards: FakeJobBoards;
  let database: Database | undefined;
  let url = '';

  beforeAll(async () => {
    boards = await startFakeJobBoards();
    const list = [];
    for (let b = 0; b < BOARDS; b++) {
      const board = `kill${b}`;
      boards.setPostings(
        'greenhouse',
        board,
        Array.from({ length: PER_BOARD }, (_, i) =>
          buildGreenhouseJob({ id: 7_000_000 + b * 1000 + i, title: `Crash Test Engineer ${b}-${i}` }),
        ),
      );
      // Boards answer one after another, so the run is still storing when the first jobs are visible.
      boards.setBehavior('greenhouse', board, { delayMs: b * 400 });
      list.push({ source: 'greenhouse', board, company: `Kill Co ${b}`, verified: false });
    }
    writeFileSync(sourcesFile, JSON.stringify({ baseUrls: { greenhouse: boards.baseUrl }, boards: list }));
    ({ url, database } = await childProcessDatabase(embeddedDir));
  });

  afterAll(async () => {
    await database?.close();
    await boards?.close();
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

  async function count(text: string): Promise<number> {
    return (await rows<{ n: number }>(text))[0]?.n ?? -1;
  }

  function startIngest() {
    return startScript('scripts/ingest.ts', ['--config', sourcesFile, '--batch-size', '10'], {
      DATABASE_URL: url,
      DATA_DIR: scratch,
      LOG_LEVEL: 'warn',
    });
  }

  it('leaves whole batches only, and the rerun stores every posting exactly once', async () => {
    const killed = startIngest();
    const deadline = Date.now() + 30_000;
    let seen = 0;
    const stillRunning = () => {
      if (killed.child.exitCode !== null)
        throw new Error(`ingest ended before it was killed:\n${killed.output()}`);
      if (Date.now() > deadline) throw new Error(`ingest never stored a job:\n${killed.output()}`);
      return new Promise((resolve) => setTimeout(resolve, 10));
    };
    if (database) {
      while ((seen = await count('SELECT count(*)::int AS n FROM jobs')) === 0) await stillRunning();
    } else {
      while (boards.requests().length < BOARDS) await stillRunning();
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    const exited = once(killed.child, 'exit');
    killed.child.kill('SIGKILL');
    await exited;
    expect(killed.child.signalCode).toBe('SIGKILL');
    if (!database) {
      // The dead process's lock is still there; opening the directory below takes it over.
      expect(readFileSync(path.join(embeddedDir, '.lock'), 'utf8').trim()).toBe(String(killed.child.pid));
    }

    // Killed in the middle: some batches stored, not all, and each stored job is whole (it has its search row).
    const afterKill = await count('SELECT count(*)::int AS n FROM jobs');
    expect(afterKill).toBeGreaterThanOrEqual(Math.max(seen, 1)); // PGlite: 240 of 480 here
    expect(afterKill).toBeLessThan(TOTAL);
    expect(afterKill % 10).toBe(0); // batches of 10 commit whole or not at all
    expect(
      await count(
        'SELECT count(*)::int AS n FROM jobs j LEFT JOIN job_search s ON s.id = j.id WHERE s.id IS NULL',
      ),
    ).toBe(0);
    expect(await rows('SELECT status FROM ingest_runs')).toEqual([{ status: 'running' }]);

    const rerun = startIngest();
    const [code] = (await once(rerun.child, 'exit')) as [number | null];
    expect(code, rerun.output()).toBe(0);

    const [stored] = await rows<{ jobs: number; ids: number; live: number }>(
      `SELECT count(*)::int AS jobs, count(DISTINCT (source, job_id))::int AS ids,
              count(*) FILTER (WHERE expires_at IS NULL OR expires_at > now())::int AS live
         FROM jobs`,
    );
    expect(stored).toEqual({ jobs: TOTAL, ids: TOTAL, live: TOTAL });
    expect(
      await count(
        'SELECT count(*)::int AS n FROM jobs j LEFT JOIN job_search s ON s.id = j.id WHERE s.id IS NULL',
      ),
    ).toBe(0);
    expect(await rows('SELECT status FROM ingest_runs ORDER BY id')).toEqual([
      { status: 'interrupted' },
      { status: 'completed' },
    ]);
    const [summary] = await rows<{ fresh: number; again: number }>(
      `SELECT (summary->'totals'->>'new')::int AS fresh,
              ((summary->'totals'->>'unchanged')::int + (summary->'totals'->>'updated')::int) AS again
         FROM ingest_runs WHERE status = 'completed'`,
    );
    expect(summary).toEqual({ fresh: TOTAL - afterKill, again: afterKill });
  });
});
