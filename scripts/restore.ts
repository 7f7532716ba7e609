/**
 * `npm run restore -- DIR [--force]`: checks a folder written by `npm run backup` against its manifest
 * (every checksum), then restores it into the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR with the server stopped) and file storage, both of which must be empty unless --force, applies
 * newer migrations and checks the restored counts (decision 052).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_AREAS, bumpSharedDataVersions } from '../server/lib/data-versions.ts';
import { restoreBackup, type RestoreTarget } from '../server/lib/backup/restore.ts';
import { createStorage } from '../server/lib/storage/create-storage.ts';
import { exitOnBackupError, fail, loadBackupConfig } from './lib/backup-config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1)
  fail('Usage: npm run restore -- DIR [--force]  (DIR: a folder made by npm run backup)');

const config = loadBackupConfig();
const target: RestoreTarget = config.databaseUrl
  ? { driver: 'pg', url: config.databaseUrl }
  : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') };
const storage = createStorage(config.storage);
const started = performance.now();
let failure: unknown;
try {
  const result = await restoreBackup({
    dir: path.resolve(positionals[0] ?? ''),
    database: target,
    storage,
    authSecretFile: config.authSecretFile,
    force: values.force,
    log: (message) => console.log(message),
  });
  if (result.manifest.authSecret && !result.authSecretRestored) {
    console.log(
      'Note: the backup carries the secret its server generated, but AUTH_SECRET is set here and wins: ' +
        'sessions and unsubscribe links made before the backup will not be accepted.',
    );
  }
  console.log(
    `Restored in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server: npm start`,
  );
} catch (error) {
  failure = error;
} finally {
  await storage.close();
}
if (failure !== undefined) exitOnBackupError(failure);
// Servers sharing REDIS_URL serve pages of the restored data at once (decision 016).
await bumpSharedDataVersions(config.redisUrl, [...DATA_AREAS], config.pageCache.prefix).catch(
  () => undefined,
);
