import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { buildApp } from './app.ts';
import { loadSponsorSamples, migrateDatabase, regroupSponsorData, seedDemoData } from './first-start.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DATA_AREAS, notifyDataChanged } from './lib/data-versions.ts';
import { warmSearchConnections } from './modules/jobs/search.ts';

/** Listens, applies migrations, seeds demo data, and shuts down gracefully (fastify/demo src/server.ts). */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(process.env, dev ? { env: 'development' } : {});
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = performance.now();
  const database = await createDatabase(databaseOptionsFor(config));
  await migrateDatabase(database);
  if (process.argv.includes('--prepare')) {
    // npm start's first start: the database is made ready while the app builds (scripts/start.mjs).
    await seedDemoData({ database, log: (message) => console.log(message) });
    await database.close();
    console.log(`Database ready in ${Math.round(performance.now() - started)} ms.`);
    return;
  }

  const app = await buildApp({ config, database, ssr: dev ? 'vite' : 'build' });
  await seedDemoData({ database, log: (message) => app.log.info(message) });
  // The data may have changed while no server ran (seed, imports): pages kept in Redis render afresh.
  notifyDataChanged(...DATA_AREAS);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.siteName} ready at ${config.publicUrl} (${database.driver === 'pg' ? 'PostgreSQL' : 'embedded PGlite'}) in ${Math.round(performance.now() - started)} ms`,
  );
  // Search's PostgreSQL connections warm up now rather than in a visitor's first searches (decision 007).
  warmSearchConnections(database.db).then(
    (opened) => {
      if (opened > 0) app.log.info(`search connections ready (${opened} profiles)`);
    },
    (error: unknown) => app.log.warn({ err: error }, 'warming search connections failed'),
  );
  // The shipped H-1B samples load after the server listens: batches commit one by one, so pages answer meanwhile.
  // Either way, sponsors stored before the brand table (core/sponsors/aliases.ts) changed are regrouped.
  if (config.sponsorSamples) {
    loadSponsorSamples({ database, log: (message) => app.log.info(message) })
      .catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'importing the shipped H-1B samples failed');
      })
      .finally(() => notifyDataChanged('sponsors', 'jobs'));
  } else {
    regroupSponsorData({ database, log: (message) => app.log.info(message) })
      .catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'regrouping the stored sponsors failed');
      })
      .finally(() => notifyDataChanged('sponsors', 'jobs'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
