import { Cron } from 'croner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { scheduledRuns } from '../../db/schema/index.ts';
import { createTestDatabase, secondInstance } from '../../tests/helpers/database.ts';
import { claimScheduledRun, occurrenceOf, startSchedule } from './schedule.ts';

const quietLog = { info: () => {}, warn: () => {} };

describe('scheduled runs', () => {
  let database: Database;
  let other: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = await secondInstance(database);
  });

  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('lets one claim of an occurrence win, and prunes claims older than a month', async () => {
    const at = new Date('2026-03-01T06:00:00Z');
    const claim = (db: Database, claimedBy: string, scheduledFor = at) =>
      claimScheduledRun(db.db, { job: 'test-claim', scheduledFor, claimedBy });
    const first = await Promise.all([claim(database, 'one'), claim(other, 'two')]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claim(database, 'three')).toBe(false);
    // Another job, or the next occurrence, is a claim of its own.
    expect(await claimScheduledRun(database.db, { job: 'other-job', scheduledFor: at, claimedBy: 'x' })).toBe(
      true,
    );
    expect(await claim(other, 'two', new Date('2026-03-02T06:00:00Z'))).toBe(true);
    // Forty days later, the old claims of that job go.
    expect(await claim(database, 'one', new Date('2026-04-11T06:00:00Z'))).toBe(true);
    const left = await database.db.select().from(scheduledRuns);
    expect(
      left.filter((row) => row.job === 'test-claim').map((row) => row.scheduledFor.toISOString()),
    ).toEqual(['2026-04-11T06:00:00.000Z']);
    expect(left.some((row) => row.job === 'other-job')).toBe(true);
  });

  it('names the occurrence a timer stands for, whether it fires a little early or late', () => {
    const job = new Cron('0 6 * * *', { paused: true, timezone: 'UTC' });
    try {
      const occurrence = '2026-03-01T06:00:00.000Z';
      expect(occurrenceOf(job, new Date('2026-03-01T05:59:59.800Z')).toISOString()).toBe(occurrence);
      expect(occurrenceOf(job, new Date('2026-03-01T06:00:00.004Z')).toISOString()).toBe(occurrence);
      expect(occurrenceOf(job, new Date('2026-03-01T06:00:07.000Z')).toISOString()).toBe(occurrence);
    } finally {
      job.stop();
    }
  });

  it('runs each occurrence once when two instances keep the same schedule, even a run that takes no time', async () => {
    const runs: Array<{ instance: string; at: string }> = [];
    const standBacks: string[] = [];
    const schedule = (instance: string, db: Database) =>
      startSchedule({
        job: 'test-twice',
        cron: '* * * * * *',
        db: db.db,
        claimedBy: instance,
        log: {
          info: (object: object, message: string) => {
            if (message === 'scheduled run taken by another instance') standBacks.push(instance);
          },
          warn: quietLog.warn,
        },
        // Done at once: a lock held only while a run lasts would let the other instance run it again.
        run: async (scheduledFor) => {
          runs.push({ instance, at: scheduledFor.toISOString() });
        },
      });
    const schedules = [schedule('one', database), schedule('two', other)];
    const deadline = Date.now() + 8000;
    while (new Set(runs.map((run) => run.at)).size < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(schedules.map((s) => s.stop()));
    const occurrences = new Set(runs.map((run) => run.at));
    expect(occurrences.size).toBeGreaterThanOrEqual(3);
    // One run per occurrence, and the other timer fired each time too.
    expect(runs).toHaveLength(occurrences.size);
    expect(standBacks.length).toBeGreaterThanOrEqual(occurrences.size - 1);
  });
});
