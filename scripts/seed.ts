/**
 * `npm run seed -- --jobs N [--database-url URL] [--seed S] [--replace]`: bulk-loads N deterministic demo
 * jobs into DATABASE_URL (or --database-url), or into the embedded database in DATA_DIR, and says how long
 * it took. Jobs are upserted by (source, job_id), so running it twice does not duplicate them.
 */
import { parseArgs } from 'node:util';
import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { DEMO_SOURCE } from '../server/modules/jobs/demo/generator.ts';
import { deleteJobsBySource } from '../server/modules/jobs/repository.ts';
import { DEMO_SEED, seedDemoJobs } from '../server/modules/jobs/seed.ts';
import { loadConfig } from '../server/config.ts';
import { bumpSharedDataVersions } from '../server/lib/data-versions.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    'database-url': { type: 'string' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    'batch-size': { type: 'string', default: '5000' },
    replace: { type: 'boolean', default: false },
  },
});

const count = Number.parseInt(values.jobs ?? '', 10);
if (!Number.isInteger(count) || count < 1 || count > 20_000_000) {
  console.error('--jobs must be a whole number between 1 and 20,000,000');
  process.exit(1);
}
const config = loadConfig(
  values['database-url'] ? { ...process.env, DATABASE_URL: values['database-url'] } : process.env,
);
const database = await createDatabase(databaseOptionsFor(config));
const where = database.driver === 'pg' ? 'PostgreSQL' : `PGlite (${config.dataDir}/db)`;
try {
  await database.migrate();
  if (values.replace) await deleteJobsBySource(database.db, DEMO_SOURCE);
  const started = performance.now();
  let lastPrint = 0;
  const result = await seedDemoJobs({
    db: database.db,
    count,
    seed: Number(values.seed),
    batchSize: Number(values['batch-size']),
    concurrency: database.driver === 'pg' ? 2 : 1,
    onProgress({ loaded, total }) {
      const now = performance.now();
      if (now - lastPrint > 2000 || loaded === total) {
        lastPrint = now;
        const rate = Math.round(loaded / ((now - started) / 1000));
        process.stdout.write(
          `\r  ${loaded.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} jobs (${rate.toLocaleString('en-US')}/s)   `,
        );
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nLoaded ${result.loaded.toLocaleString('en-US')} demo jobs into ${where} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(result.loaded / seconds).toLocaleString('en-US')} jobs/s, ${result.lexiconWords} search words).`,
  );
} finally {
  await database.close();
  // Running servers sharing REDIS_URL serve fresh pages at once (decision 016).
  await bumpSharedDataVersions(config.redisUrl, ['jobs'], config.pageCache.prefix).catch(() => undefined);
}
