import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRecurring, type Database } from './client.ts';
import { createTestDatabase, TEST_DRIVER } from '../tests/helpers/database.ts';

describe('executeRecurring', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const doubled = (n: number) => sql`SELECT (${n}::int * 2) AS n, ${`word ${n}`}::text AS label`;

  it('answers each run of a recurring text with its own values', async () => {
    for (const n of [1, 2, 3, 40])
      expect(await executeRecurring<{ n: number; label: string }>(database.db, doubled(n))).toEqual([
        { n: n * 2, label: `word ${n}` },
      ]);
  });

  it.runIf(TEST_DRIVER === 'pg')('prepares the text once per connection on PostgreSQL', async () => {
    const text = 'SELECT ($1::int * 2) AS n, $2::text AS label';
    await database.db.transaction(async (tx) => {
      for (const n of [5, 6, 7]) await executeRecurring(tx, doubled(n));
      const prepared = await executeRecurring<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = ${text}`,
      );
      expect(prepared).toEqual([{ count: 1 }]);
    });
  });

  it('reports a failing statement and runs the next one', async () => {
    const failing = (n: number) => sql`SELECT 1 / (${n}::int - ${n}::int) AS n`;
    for (const n of [1, 2, 3])
      await expect(executeRecurring(database.db, failing(n))).rejects.toMatchObject({
        cause: { message: 'division by zero' },
      });
    expect(await executeRecurring(database.db, doubled(8))).toEqual([{ n: 16, label: 'word 8' }]);
  });
});
