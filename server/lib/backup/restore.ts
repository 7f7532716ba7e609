import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../../../db/client.ts';
import { acquireDirLock, DataDirLockedError } from '../../../db/lock.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  countUserRelations,
  readCounts,
  readMigrationJournal,
  readMigrationLevel,
  runPgTool,
  type Query,
} from './database.ts';
import { digestFile, forEachLimited } from './files.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  FILES_DIR,
  MANIFEST_FILE,
  manifestSchema,
  type BackupCounts,
  type BackupFile,
  type BackupManifest,
} from './manifest.ts';

/** Where the database goes: a PostgreSQL URL, or the embedded database's folder (DATA_DIR/db). */
export type RestoreTarget = { driver: 'pg'; url: string } | { driver: 'pglite'; dataDir: string };

export type RestoreOptions = {
  /** The backup folder (the one holding manifest.json). */
  dir: string;
  database: RestoreTarget;
  storage: FileStorage;
  /** Where the backup's generated auth secret is written (DATA_DIR/auth-secret); unset = not restored. */
  authSecretFile?: string;
  /** Replace a target that already holds data (database, stored files, auth secret). */
  force?: boolean;
  log?: (message: string) => void;
};

export type RestoreResult = {
  manifest: BackupManifest;
  /** Counted in the restored database (equal to the manifest's, or restore fails). */
  counts: BackupCounts;
  objects: number;
  /** Migrations applied after loading, when the backup came from an older version. */
  migrationsApplied: number;
  authSecretRestored: boolean;
};

const STORAGE_CONCURRENCY = 4;

/**
 * Reads manifest.json and checks every file of the backup against it (present, same size, same SHA-256)
 * and that the folder holds nothing else. Throws a BackupError listing every problem; touches nothing.
 */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  const root = path.resolve(dir);
  let text: string;
  try {
    text = await readFile(path.join(root, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    ) {
      throw new BackupError(`${root} has no ${MANIFEST_FILE}: it is not a SponsorPath backup folder.`);
    }
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(root, MANIFEST_FILE)} is not valid JSON: the backup is damaged.`);
  }
  const header = raw as { format?: unknown; formatVersion?: unknown } | null;
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${root} is not a SponsorPath backup (${MANIFEST_FILE} has no "format": "${BACKUP_FORMAT}").`,
    );
  }
  if (typeof header.formatVersion === 'number' && header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${root} was written by a newer SponsorPath (backup format ${header.formatVersion}); this version reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `${path.join(root, MANIFEST_FILE)} does not describe a valid backup:`,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const manifest = parsed.data;

  const expected = new Map<string, BackupFile>();
  expected.set(manifest.database.file.path, manifest.database.file);
  for (const object of manifest.storage.objects) {
    const file = `${FILES_DIR}/${object.key}`;
    expected.set(file, { path: file, size: object.size, sha256: object.sha256 });
  }
  if (manifest.authSecret) expected.set(manifest.authSecret.path, manifest.authSecret);

  const problems: string[] = [];
  const present = new Set<string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative === MANIFEST_FILE) continue;
    if (!entry.isFile() || !expected.has(relative)) {
      problems.push(`${relative}: not listed in the manifest`);
      continue;
    }
    present.add(relative);
  }
  for (const [relative, file] of expected) {
    if (!present.has(relative)) {
      problems.push(`${relative}: missing`);
      continue;
    }
    const actual = await digestFile(path.join(root, ...relative.split('/')));
    if (actual.size !== file.size) {
      problems.push(`${relative}: ${actual.size} bytes, the manifest says ${file.size}`);
    } else if (actual.sha256 !== file.sha256) {
      problems.push(`${relative}: SHA-256 does not match the manifest (the file was changed or damaged)`);
    }
  }
  if (problems.length > 0) {
    throw new BackupError(`The backup in ${root} failed its checks; nothing was restored:`, problems);
  }
  return manifest;
}

/** Refuses a backup whose schema this code cannot continue from (made by a newer or a diverging version). */
function assertKnownMigrationLevel(manifest: BackupManifest): void {
  const { latestAt, latest } = manifest.database.migrations;
  if (latestAt === null) return; // an unmigrated database: everything applies
  const journal = readMigrationJournal();
  if (journal.some((entry) => entry.when === latestAt)) return;
  const newest = journal.at(-1);
  if (newest && latestAt > newest.when) {
    throw new BackupError(
      `This backup was made by a newer SponsorPath (its database is at migration ${latest ?? latestAt}; ` +
        `this version knows up to ${newest.tag}). Restore it with that version or a later one.`,
    );
  }
  throw new BackupError(
    `This backup's database is at migration ${latest ?? latestAt}, which this version does not have: ` +
      'it was made by a different line of development. Restore it with the version that made it.',
  );
}

/**
 * Restores a verified backup into an empty target (or, with `force`, over one): the database, then every
 * stored file, then the generated auth secret. Checks before touching anything; after loading, counts
 * the rows and compares them with the manifest, applies any newer migrations, and reads back the stored
 * files' list.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const manifest = await verifyBackup(dir);
  log(
    `Backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}): checksums match ` +
      `(${manifest.storage.objects.length} files).`,
  );
  if (manifest.database.driver !== options.database.driver) {
    throw new BackupError(
      `This backup holds a ${describeDriver(manifest.database.driver)} database, and the target is ` +
        `${describeDriver(options.database.driver)}: restore it to the same kind ` +
        `(${manifest.database.driver === 'pg' ? 'set DATABASE_URL' : 'unset DATABASE_URL to use DATA_DIR'}).`,
    );
  }
  assertKnownMigrationLevel(manifest);

  const target = options.database;
  const releaseLock = target.driver === 'pglite' ? lockDataDir(target.dataDir) : undefined;
  try {
    const occupied = await describeOccupiedTarget(options, manifest);
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        'The target is not empty, and restore does not overwrite data unless told to (--force):',
        occupied,
      );
    }

    log(`Restoring the database (${describeDriver(target.driver)}) ...`);
    const databaseFile = path.join(dir, manifest.database.file.path);
    const { counts, migrationsApplied } =
      target.driver === 'pg'
        ? await restorePostgres(target.url, databaseFile, manifest, Boolean(options.force))
        : await restorePglite(target.dataDir, databaseFile, manifest);
    log(
      `  ${counts.users} users, ${counts.resumes} resumes, ${counts.posts} posts, ${counts.jobs} jobs` +
        (migrationsApplied ? `; ${migrationsApplied} newer migrations applied` : ''),
    );

    log(`Restoring stored files (${options.storage.driver}) ...`);
    await restoreStorage(options.storage, dir, manifest, Boolean(options.force));
    log(`  ${manifest.storage.objects.length} files`);

    let authSecretRestored = false;
    if (manifest.authSecret && options.authSecretFile) {
      const source = path.join(dir, manifest.authSecret.path);
      await mkdir(path.dirname(options.authSecretFile), { recursive: true });
      await writeFile(options.authSecretFile, await readFile(source), { mode: 0o600 });
      await chmod(options.authSecretFile, 0o600);
      authSecretRestored = true;
    }
    return {
      manifest,
      counts,
      objects: manifest.storage.objects.length,
      migrationsApplied,
      authSecretRestored,
    };
  } finally {
    releaseLock?.();
  }
}

function describeDriver(driver: 'pg' | 'pglite'): string {
  return driver === 'pg' ? 'PostgreSQL' : 'embedded PGlite';
}

/** Holds the embedded database's folder lock for the whole restore: no server may start on it meanwhile. */
function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
    return acquireDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${error.message} A server is running on this DATA_DIR: stop it, then restore (PGlite allows one process per folder).`,
      );
    }
    throw error;
  }
}

/** What already lives in the target, one line per part; empty when the restore may go ahead. */
async function describeOccupiedTarget(options: RestoreOptions, manifest: BackupManifest): Promise<string[]> {
  const occupied: string[] = [];
  const target = options.database;
  if (target.driver === 'pg') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const relations = await countUserRelations(
        async <T>(text: string) => (await client.query(text)).rows as T[],
      );
      if (relations > 0) occupied.push(`the PostgreSQL database has ${relations} tables, views or sequences`);
    } finally {
      await client.end();
    }
  } else {
    const entries = (await readdir(target.dataDir)).filter((name) => name !== '.lock');
    if (entries.length > 0) occupied.push(`the embedded database folder ${target.dataDir} is not empty`);
  }
  for await (const object of options.storage.list()) {
    occupied.push(`the ${options.storage.driver} file storage holds files (${object.key}, ...)`);
    break;
  }
  if (manifest.authSecret && options.authSecretFile && existsSync(options.authSecretFile)) {
    const current = readFileSync(options.authSecretFile);
    const backup = readFileSync(path.join(options.dir, manifest.authSecret.path));
    if (!current.equals(backup)) occupied.push(`${options.authSecretFile} holds a different secret`);
  }
  return occupied;
}

async function verifyCounts(database: Database, manifest: BackupManifest): Promise<BackupCounts> {
  const query = queryOf(database);
  const counts = await readCounts(query);
  const differences = (Object.keys(manifest.counts) as (keyof BackupCounts)[])
    .filter((key) => counts[key] !== manifest.counts[key])
    .map((key) => `${key}: ${counts[key]} restored, ${manifest.counts[key]} in the backup`);
  if (differences.length > 0) {
    throw new BackupError('The restored database does not hold what the backup recorded:', differences);
  }
  return counts;
}

function queryOf(database: Database): Query {
  if (database.pglite) {
    const pglite = database.pglite;
    return async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows;
  }
  return async <T>(text: string) => {
    const result: unknown = await database.db.execute(text);
    return (result as { rows: T[] }).rows;
  };
}

async function migrateAndCount(database: Database, manifest: BackupManifest) {
  const counts = await verifyCounts(database, manifest);
  const before = (await readMigrationLevel(queryOf(database))).applied;
  await database.migrate();
  const after = (await readMigrationLevel(queryOf(database))).applied;
  return { counts, migrationsApplied: after - before };
}

async function restorePostgres(url: string, file: string, manifest: BackupManifest, force: boolean) {
  if (force) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace
          WHERE nspname NOT IN ('pg_catalog', 'information_schema')
            AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%'`,
      );
      await client.query('BEGIN');
      for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
      await client.query('CREATE SCHEMA public');
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }
  // One transaction: a failure leaves the target as it was (empty).
  await runPgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
  const database = await createDatabase({ driver: 'pg', url, poolSize: 1 });
  try {
    return await migrateAndCount(database, manifest);
  } finally {
    await database.close();
  }
}

/**
 * Loads the tarball into a new folder beside the target, checks and migrates it there, then moves it into
 * place: the target folder never holds a half-loaded database.
 */
async function restorePglite(dataDir: string, file: string, manifest: BackupManifest) {
  const staging = path.join(
    path.dirname(dataDir),
    `.${path.basename(dataDir)}-restore-${randomBytes(4).toString('hex')}`,
  );
  try {
    const database = await createDatabase({
      driver: 'pglite',
      dataDir: staging,
      loadDataDir: new Blob([await readFile(file)]),
    });
    let result;
    try {
      result = await migrateAndCount(database, manifest);
    } finally {
      await database.close();
    }
    for (const name of await readdir(dataDir)) {
      if (name !== '.lock') await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of await readdir(staging)) {
      if (name !== '.lock') await rename(path.join(staging, name), path.join(dataDir, name));
    }
    return result;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreStorage(storage: FileStorage, dir: string, manifest: BackupManifest, force: boolean) {
  const wanted = new Map(manifest.storage.objects.map((object) => [object.key, object]));
  if (force) {
    const stale: string[] = [];
    for await (const object of storage.list()) if (!wanted.has(object.key)) stale.push(object.key);
    await forEachLimited(stale, STORAGE_CONCURRENCY, (key) => storage.delete(key));
  }
  await forEachLimited(manifest.storage.objects, STORAGE_CONCURRENCY, async (object) => {
    const file = path.join(dir, FILES_DIR, ...object.key.split('/'));
    await storage.put(object.key, createReadStream(file), {
      contentType: 'application/octet-stream',
      contentLength: object.size,
    });
  });
  const stored = new Map<string, number>();
  for await (const object of storage.list()) stored.set(object.key, object.size);
  const missing = manifest.storage.objects.filter((object) => stored.get(object.key) !== object.size);
  if (missing.length > 0) {
    throw new BackupError(
      'The file storage does not hold every restored file:',
      missing.map((object) => `${object.key}: ${stored.has(object.key) ? 'wrong size' : 'missing'}`),
    );
  }
}
