import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../db/client.ts';
import { ingestRuns, jobs } from '../../../db/schema/index.ts';
import { testConfig } from '../../../tests/helpers/app.ts';
import { createTestDatabase, TEST_DRIVER } from '../../../tests/helpers/database.ts';
import {
  buildGreenhouseJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../tests/helpers/fake-job-boards.ts';
import { INGEST_LOCK_KEY } from './pipeline.ts';
import { startIngestSchedule } from './schedule.ts';

/** Polls until `check` holds; the schedule fires on its own clock, so there is no event to wait for. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('ingestion schedule and lock', () => {
  let database: Database;
  let boards: FakeJobBoards;
  let sourcesFile: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    boards = await startFakeJobBoards();
    boards.setPostings('greenhouse', 'daily', [buildGreenhouseJob({ id: 701, title: 'Scheduled Engineer' })]);
    sourcesFile = path.join(mkdtempSync(path.join(tmpdir(), 'sp-schedule-')), 'sources.json');
    writeFileSync(
      sourcesFile,
      JSON.stringify({
        baseUrls: { greenhouse: boards.baseUrl },
        boards: [{ source: 'greenhouse', board: 'daily', company: 'Daily' }],
      }),
    );
  });

  afterAll(async () => {
    await boards.close();
    await database.close();
  });

  it('lets one holder at a time take the ingestion lock, across connections on PostgreSQL', async () => {
    const release = await database.tryAdvisoryLock(INGEST_LOCK_KEY);
    expect(release).not.toBeNull();
    expect(await database.tryAdvisoryLock(INGEST_LOCK_KEY)).toBeNull();
    if (TEST_DRIVER === 'pg') {
      // Another instance: its own pool on the same database.
      const result: unknown = await database.db.execute(sql`SELECT current_database() AS name`);
      const name = (result as { rows: { name: string }[] }).rows[0]?.name ?? '';
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const other = await createDatabase({ driver: 'pg', url: url.toString(), poolSize: 1 });
      try {
        expect(await other.tryAdvisoryLock(INGEST_LOCK_KEY)).toBeNull();
        await release?.();
        const otherRelease = await other.tryAdvisoryLock(INGEST_LOCK_KEY);
        expect(otherRelease).not.toBeNull();
        await otherRelease?.();
      } finally {
        await other.close();
      }
    } else {
      await release?.();
    }
    const again = await database.tryAdvisoryLock(INGEST_LOCK_KEY);
    expect(again).not.toBeNull();
    await again?.();
  });

  it('runs ingestion on its cron, and skips a tick while another run holds the lock', async () => {
    const config = testConfig({ ingest: { apiKey: undefined, schedule: undefined, sourcesFile } });
    const messages: string[] = [];
    const log = {
      info: (_object: object, message: string) => messages.push(message),
      warn: (_object: object, message: string) => messages.push(message),
    };
    // Every second (croner reads a sixth field as seconds).
    const schedule = startIngestSchedule({ cron: '* * * * * *', database, config, log });
    try {
      await waitFor(async () => {
        const runs = await database.db.select().from(ingestRuns).where(eq(ingestRuns.trigger, 'schedule'));
        return runs.some((run) => run.status === 'completed');
      });
      const stored = await database.db.select().from(jobs).where(eq(jobs.jobId, '701'));
      expect(stored.map((job) => job.title)).toEqual(['Scheduled Engineer']);
      // The run is marked completed in the database before the ingestion returns and the schedule logs it.
      await waitFor(() => Promise.resolve(messages.includes('scheduled ingestion finished')));

      const release = await database.tryAdvisoryLock(INGEST_LOCK_KEY);
      try {
        await waitFor(() =>
          Promise.resolve(messages.includes('scheduled ingestion skipped: another run holds the lock')),
        );
      } finally {
        await release?.();
      }
    } finally {
      await schedule.stop();
    }
  });
});
