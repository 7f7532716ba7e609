/**
 * `npm run backup -- [--out DIR]`: writes one backup folder (default backups/sponsorpath-<UTC time>) with
 * the database (pg_dump custom format from DATABASE_URL, or the embedded database in DATA_DIR, which needs
 * the server stopped), every stored resume file (local directory or S3) and manifest.json with checksums,
 * the migration level and counts (decision 052). `npm run restore` reads it back.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { createBackup, formatBytes, type BackupSource } from '../server/lib/backup/backup.ts';
import { createStorage } from '../server/lib/storage/create-storage.ts';
import { exitOnBackupError, fail, loadBackupConfig } from './lib/backup-config.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

const config = loadBackupConfig();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')
  .replace('T', '-');
const outDir = path.resolve(values.out ?? path.join('backups', `sponsorpath-${stamp}`));

let embedded: Database | undefined;
let source: BackupSource;
if (config.databaseUrl) {
  source = { driver: 'pg', url: config.databaseUrl };
} else {
  const dataDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fail(
      `There is no embedded database in ${dataDir}: set DATA_DIR (or DATABASE_URL) to the one to back up.`,
    );
  }
  try {
    embedded = await createDatabase({ driver: 'pglite', dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `${error.message}\nThe embedded database is backed up while the server is stopped (it allows one ` +
          'process at a time): stop the server, run the backup, start it again. On PostgreSQL, backups run live.',
      );
    }
    throw error;
  }
  source = { driver: 'pglite', pglite: embedded.pglite! };
}

const storage = createStorage(config.storage);
const started = performance.now();
let failure: unknown;
try {
  const { dir, manifest } = await createBackup({
    database: source,
    storage,
    outDir,
    authSecretFile: config.authSecretFile,
    log: (message) => console.log(message),
  });
  const total = manifest.database.file.size + manifest.storage.bytes;
  console.log(
    `Backup written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${formatBytes(total)}${manifest.warnings.length ? `, ${manifest.warnings.length} warnings` : ''}).`,
  );
} catch (error) {
  failure = error;
} finally {
  await storage.close();
  await embedded?.close();
}
if (failure !== undefined) exitOnBackupError(failure);
