import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, MIGRATIONS_DIR, type Database } from '../../db/client.ts';
import { forgetLexicon } from '../../server/modules/jobs/lexicon-memo.ts';
import { rowsOf } from '../../server/modules/community/sql.ts';

export const TEST_DRIVER: 'pglite' | 'pg' = process.env.TEST_DRIVER === 'pg' ? 'pg' : 'pglite';

/** A fresh, migrated database for one test file, cloned from the run's snapshot or template. */
export async function createTestDatabase(): Promise<Database> {
  if (TEST_DRIVER === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return createDatabase({ driver: 'pglite', loadDataDir: new Blob([snapshot]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const template = inject('pgTemplate');
  const name = `sp_test_${template.replace('sp_template_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await createDatabase({ driver: 'pg', url: target.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await waitForNoConnections(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The PostgreSQL URL of a test database made by createTestDatabase (TEST_DATABASE_URL with its name). */
export async function testDatabaseUrl(database: Database): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT current_database() AS name`));
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${row?.name ?? ''}`;
  return target.toString();
}

/**
 * Another app instance on the same test database: its own pool on PostgreSQL; on PGlite, which has one
 * process, the same database. Close it when it is not `database` itself.
 */
export async function secondInstance(database: Database, poolSize = 2): Promise<Database> {
  if (TEST_DRIVER !== 'pg') return database;
  return createDatabase({ driver: 'pg', url: await testDatabaseUrl(database), poolSize });
}

/**
 * pool.end() resolves once its clients are told to close, not once the server has let them go. Dropping
 * the database WITH (FORCE) before then kills those sessions, and the dying clients raise an uncaught
 * "terminating connection due to administrator command". So wait for the sessions to leave first.
 */
async function waitForNoConnections(client: pg.Client, database: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * PGlite: unpacks the run's migrated snapshot into `dir` (the DATA_DIR/db of a child process), so the
 * child finds its migrations done instead of spending seconds on them.
 */
export async function prepareEmbeddedDataDir(dir: string): Promise<void> {
  const embedded = await createDatabase({
    driver: 'pglite',
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
  });
  await embedded.close();
}

/**
 * Opens the embedded database in `dir` in this process (its owner must be gone: the directory lock),
 * runs `read` and closes it again.
 */
export async function withEmbeddedDatabase<T>(
  dir: string,
  read: (database: Database) => Promise<T>,
): Promise<T> {
  const embedded = await createDatabase({ driver: 'pglite', dataDir: dir });
  try {
    return await read(embedded);
  } finally {
    await embedded.close();
  }
}

/**
 * The database of a child process (a server or a CLI) in a fault test: a fresh PostgreSQL test database
 * when TEST_DRIVER=pg (its URL, and the handle to close after), else the migrated embedded one unpacked
 * into `embeddedDir` (the child's DATA_DIR/db; the URL is empty).
 */
export async function childProcessDatabase(
  embeddedDir: string,
): Promise<{ url: string; database: Database | undefined }> {
  if (TEST_DRIVER === 'pg') {
    const database = await createTestDatabase();
    return { url: await testDatabaseUrl(database), database };
  }
  await prepareEmbeddedDataDir(embeddedDir);
  return { url: '', database: undefined };
}

/**
 * Later migrations that rebuild search tables from what they hold: run again after an older migration is, as
 * that older database would run them next (0024 fills the description vectors' copies of the narrow row's
 * values, which a migration written before it leaves at their defaults, and restates the triggers).
 */
const REBUILT_AFTER = ['0024_search_doc_filter_columns.sql'];

/**
 * Runs one migration file again on a database that has it, as on an older database being migrated: its
 * statements in order, then those of REBUILT_AFTER's later files. A migration may rebuild the search
 * lexicon, so what searches kept of it is forgotten.
 */
export async function applyMigrationAgain(database: Database, file: string): Promise<void> {
  for (const name of [file, ...REBUILT_AFTER.filter((later) => later > file)]) {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await database.db.execute(sql.raw(statement));
  }
  forgetLexicon();
}
