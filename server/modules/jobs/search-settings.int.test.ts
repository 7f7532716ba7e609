import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchQuerySchema } from '../../../core/jobs.ts';
import { searchJobIds, warmSearchConnections } from './search.ts';
import { rowsOf } from '../community/sql.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { createTestDatabase, TEST_DRIVER } from '../../../tests/helpers/database.ts';
import {
  SEARCH_CONNECTIONS_KEPT,
  sessionWithSettings,
  type Database,
  type DbOrTx,
} from '../../../db/client.ts';

const show = async (db: DbOrTx, name: string) =>
  rowsOf<{ value: string }>(await db.execute(sql`SELECT current_setting(${name}) AS value`))[0]?.value;

/** Planner settings fixed per connection (PostgreSQL), or none, so callers set them in a transaction. */
describe('connections opened with planner settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.runIf(TEST_DRIVER === 'pg')(
    'PostgreSQL: run every query with the settings, and only those',
    async () => {
      const settings = { enable_hashjoin: 'off', max_parallel_workers_per_gather: '0' };
      const session = sessionWithSettings(database.db, settings);
      expect(session).not.toBeNull();
      if (!session) return;
      expect(await show(session, 'enable_hashjoin')).toBe('off');
      expect(await show(session, 'max_parallel_workers_per_gather')).toBe('0');
      expect(await show(session, 'jit')).toBe('off');
      // The same settings share one pool; the main pool keeps the defaults.
      expect(
        sessionWithSettings(database.db, { max_parallel_workers_per_gather: '0', enable_hashjoin: 'off' }),
      ).toBe(session);
      expect(await show(database.db, 'enable_hashjoin')).toBe('on');
      // Search's connections ran the allocator's warm-up before their first statement; the main pool's did not.
      const warmed = async (db: DbOrTx) =>
        rowsOf<{ value: string | null }>(
          await db.execute(sql`SELECT current_setting('sponsorpath.malloc_warmed', true) AS value`),
        )[0]?.value ?? null;
      expect(await warmed(session)).toBe('on');
      expect(await warmed(database.db)).not.toBe('on');
      // A custom setting of an extension (pg_trgm's threshold) is accepted at connect too.
      const trigram = sessionWithSettings(database.db, { 'pg_trgm.similarity_threshold': '0.2' });
      expect(trigram && (await show(trigram, 'pg_trgm.similarity_threshold'))).toBe('0.2');
      // The plan follows: with hash joins off, this equi-join is not a hash join.
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await session.execute(
          sql`EXPLAIN SELECT 1 FROM generate_series(1, 100000) a(x) JOIN generate_series(1, 100000) b(x) ON a.x = b.x`,
        ),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).not.toContain('Hash Join');
      expect(() => sessionWithSettings(database.db, { 'work_mem; drop': '1' })).toThrow(
        /unsupported setting/,
      );
    },
  );

  it('an open transaction (and PGlite) gets none: the caller sets them in its transaction', async () => {
    await database.db.transaction(async (tx) => {
      expect(sessionWithSettings(tx, { enable_hashjoin: 'off' })).toBeNull();
    });
    if (TEST_DRIVER === 'pglite')
      expect(sessionWithSettings(database.db, { enable_hashjoin: 'off' })).toBeNull();
  });

  it.runIf(TEST_DRIVER === 'pg')(
    'a search that counts description matches sends no BEGIN, set_config or COMMIT',
    async () => {
      await createJobs(database.db, [
        buildJob({ jobId: 'title', title: 'Kafka Engineer' }),
        buildJob({ jobId: 'doc', title: 'Platform Engineer', descriptionText: 'We run Kafka at scale.' }),
      ]);
      const query = jobSearchQuerySchema.parse({ search: 'kafka' });
      await searchJobIds(database.db, query); // fills the caches of planner statistics and of the lexicon
      const statements: string[] = [];
      const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const original = proto.query;
      proto.query = function (this: unknown, ...args: unknown[]) {
        const query = args[0] as string | { text?: string };
        statements.push(typeof query === 'string' ? query : (query.text ?? ''));
        return original.apply(this, args);
      };
      try {
        const page = await searchJobIds(database.db, query);
        expect(page.total).toBe(2);
      } finally {
        proto.query = original;
      }
      // The two capped counts (the description one with its planner settings) and a slice of each tier: four
      // statements (seven with a transaction around the description count). The word's lexicon entry was
      // kept from the first search (lexicon-memo.ts).
      expect(statements.some((text) => /^\s*SELECT count\(\*\) FILTER/.test(text))).toBe(true);
      expect(statements.filter((text) => /^(begin|commit)|set_config/i.test(text.trim()))).toEqual([]);
      expect(statements).toHaveLength(4);
    },
  );

  it.runIf(TEST_DRIVER === 'pg')(
    "plans every run of a search's named statements for its values, never generically",
    async () => {
      await createJobs(
        database.db,
        Array.from({ length: 12 }, (_, index) =>
          buildJob({ jobId: `swe-${index}`, title: `Software Engineer ${index}` }),
        ),
      );
      const query = jobSearchQuerySchema.parse({ search: 'software engineer' });
      // One search at a time: each statement runs on the idle connection its pool hands back first.
      for (let run = 0; run < 10; run += 1) await searchJobIds(database.db, query);
      const session = sessionWithSettings(database.db, { plan_cache_mode: 'force_custom_plan' });
      expect(session).not.toBeNull();
      if (!session) return;
      expect(await show(session, 'plan_cache_mode')).toBe('force_custom_plan');
      const prepared = rowsOf<{ generic_plans: number; custom_plans: number }>(
        await session.execute(
          sql`SELECT generic_plans::int AS generic_plans, custom_plans::int AS custom_plans FROM pg_prepared_statements WHERE name LIKE 'sp\_%' AND cardinality(parameter_types) > 0`,
        ),
      );
      // Past PostgreSQL's five custom plans, where it would have switched to a generic one. A statement
      // without parameters (the table's size) has only its generic plan.
      expect(Math.max(...prepared.map((row) => row.custom_plans))).toBeGreaterThan(5);
      expect(prepared.map((row) => row.generic_plans)).toEqual(prepared.map(() => 0));
    },
  );
});

describe("search's connections warmed at start", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const connections = async () =>
    rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`,
      ),
    )[0]?.n ?? 0;

  it.runIf(TEST_DRIVER === 'pg')(
    'PostgreSQL: opens the connections each profile keeps, and search works on them',
    async () => {
      const before = await connections();
      expect(await warmSearchConnections(database.db)).toBe(5);
      const warmed = await connections();
      expect(warmed).toBe(before + 5 * SEARCH_CONNECTIONS_KEPT);
      // A statement of a profile takes its warmed connection: none is opened.
      const session = sessionWithSettings(database.db, { plan_cache_mode: 'force_custom_plan' });
      expect(session && (await show(session, 'sponsorpath.malloc_warmed'))).toBe('on');
      expect(await connections()).toBe(warmed);
      await createJobs(database.db, [buildJob({ title: 'Kafka Engineer' })]);
      const page = await searchJobIds(database.db, jobSearchQuerySchema.parse({ search: 'kafka' }));
      expect(page.ids).toHaveLength(1);
    },
  );

  it.runIf(TEST_DRIVER === 'pglite')('PGlite: has no such connections to open', async () => {
    expect(await warmSearchConnections(database.db)).toBe(0);
  });
});
