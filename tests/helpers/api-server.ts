/**
 * A real server process for the fault tests (kill -9, disk full): the app as `npm start` builds it, on the
 * DATA_DIR / DATABASE_URL / PORT of its environment, without the pages (no build needed) and without the
 * demo seed (faster). Prints "listening <port>" once it accepts connections. Run with startApiServer().
 */
import { createDatabase, databaseOptionsFor } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrateDatabase } from '../../server/first-start.ts';

const config = loadConfig(process.env);
const database = await createDatabase(databaseOptionsFor(config));
await migrateDatabase(database);
const app = await buildApp({ config, database, ssr: false });
const shutdown = () => {
  // As npm start does: a close that hangs ends the process after 10 s, saying so.
  setTimeout(() => {
    console.error('graceful shutdown timed out; exiting');
    process.exit(1);
  }, 10_000).unref();
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`listening ${config.port}`);
