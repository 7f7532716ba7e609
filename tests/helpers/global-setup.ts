import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once per run, then every test file clones a fresh database from the result: a PGlite
 * snapshot tarball, or a PostgreSQL template database (DESIGN section 6).
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DRIVER ?? 'pglite';
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const template = `sp_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await createDatabase({ driver: 'pg', url: target.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'sp_test_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await cleanup.end();
    };
  }

  const database = await createDatabase({ driver: 'pglite' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-pglite-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', `pid${process.pid}`);
  return () => rmSync(dir, { recursive: true, force: true });
}
