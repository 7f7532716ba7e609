import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase, secondInstance } from '../tests/helpers/database.ts';
import { DEMO_POSTS } from './modules/community/demo/content.ts';
import { FIRST_START_DEMO_JOBS } from './modules/jobs/seed.ts';
import { rowsOf } from './modules/community/sql.ts';
import { FIRST_START_LOCK_KEY, migrateDatabase, seedDemoData } from './first-start.ts';

async function count(database: Database, table: 'jobs' | 'community_posts'): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
  );
  return Number(row?.n ?? 0);
}

describe('first start of instances starting together', () => {
  let database: Database;
  let other: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = await secondInstance(database, 4);
  });

  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('runs the locked tasks of two instances one after the other, never together', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      events.push(`${name} out`);
      return name;
    };
    const results = await Promise.all([
      database.withAdvisoryLock(FIRST_START_LOCK_KEY, task('one')),
      other.withAdvisoryLock(FIRST_START_LOCK_KEY, task('two')),
    ]);
    expect(results).toEqual(['one', 'two']);
    expect(events).toHaveLength(4);
    for (let i = 0; i < 4; i += 2) expect(events[i + 1]).toBe(events[i]!.replace(' in', ' out'));
    // A failing task releases the lock.
    await expect(
      database.withAdvisoryLock(FIRST_START_LOCK_KEY, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await other.withAdvisoryLock(FIRST_START_LOCK_KEY, () => Promise.resolve('free'))).toBe('free');
  });

  it('a demo load stopped part-way leaves nothing, so the next start loads every job', async () => {
    const fresh = await createTestDatabase();
    try {
      await migrateDatabase(fresh);
      // The second batch of 2,000 fails, as a server stopped in the middle of the load would.
      await fresh.db.execute(sql`
        CREATE FUNCTION stop_demo_load() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF (SELECT count(*) FROM jobs) >= 2000 THEN RAISE EXCEPTION 'stopped'; END IF;
          RETURN NEW;
        END $$`);
      await fresh.db.execute(
        sql`CREATE TRIGGER stop_demo_load BEFORE INSERT ON jobs FOR EACH STATEMENT EXECUTE FUNCTION stop_demo_load()`,
      );
      await expect(seedDemoData({ database: fresh, log: () => {} })).rejects.toThrow();
      expect(await count(fresh, 'jobs')).toBe(0);

      await fresh.db.execute(sql`DROP TRIGGER stop_demo_load ON jobs`);
      await seedDemoData({ database: fresh, log: () => {} });
      expect(await count(fresh, 'jobs')).toBe(FIRST_START_DEMO_JOBS);
      const [lexicon] = rowsOf<{ n: number }>(
        await fresh.db.execute(sql`SELECT count(*)::int AS n FROM search_lexicon`),
      );
      expect(lexicon?.n).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('migrates and seeds the demo data once', async () => {
    const logs: string[] = [];
    const log = (message: string) => logs.push(message);
    await Promise.all(
      [database, other].map(async (instance) => {
        await migrateDatabase(instance);
        await seedDemoData({ database: instance, log });
      }),
    );
    expect(await count(database, 'jobs')).toBe(FIRST_START_DEMO_JOBS);
    expect(await count(database, 'community_posts')).toBe(DEMO_POSTS.length);
    expect(logs.filter((line) => line.startsWith('Loaded 5000 demo jobs'))).toHaveLength(1);
  });
});
