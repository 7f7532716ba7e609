import pg from 'pg';

/** Creates the benchmark database named in `url` on its server; `fresh` drops an existing one first. */
export async function ensurePgDatabase(url: string, options: { fresh?: boolean } = {}): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1).replace(/"/g, '');
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
