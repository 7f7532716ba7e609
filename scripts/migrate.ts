/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';

const config = loadConfig();
const options = databaseOptionsFor(config);
const database = await createDatabase(options);
try {
  const started = performance.now();
  await database.migrate();
  console.log(
    `Migrations applied on ${database.driver === 'pg' ? 'PostgreSQL' : `PGlite (${config.dataDir}/db)`} in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
