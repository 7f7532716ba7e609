import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PACKAGE_ROOT } from '../../../db/client.ts';
import type { FileStorage, StoredObject } from '../storage/file-storage.ts';
import { readCounts, readMigrationLevel, readReferencedKeys, runPgTool, type Query } from './database.ts';
import { digestFile, forEachLimited, writeAndDigest } from './files.ts';
import {
  AUTH_SECRET_FILE,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  FILES_DIR,
  MANIFEST_FILE,
  type BackupCounts,
  type BackupFile,
  type BackupManifest,
  type MigrationLevel,
} from './manifest.ts';

/** Where the database is read from: a PostgreSQL URL, or an open embedded database (no other process on it). */
export type BackupSource = { driver: 'pg'; url: string } | { driver: 'pglite'; pglite: PGlite };

export type CreateBackupOptions = {
  database: BackupSource;
  storage: FileStorage;
  /** The backup folder to create; it must not exist yet, or be empty. */
  outDir: string;
  /** DATA_DIR/auth-secret, when the server generated its secret (AUTH_SECRET unset) and it should travel. */
  authSecretFile?: string;
  log?: (message: string) => void;
  now?: () => Date;
};

export type BackupResult = { dir: string; manifest: BackupManifest };

const STORAGE_CONCURRENCY = 4;

type DatabaseDump = {
  file: BackupFile;
  tool: string;
  migrations: MigrationLevel;
  counts: BackupCounts;
  referencedKeys: string[];
};

/**
 * Writes one backup folder: the database (pg_dump custom format, or PGlite's data-directory tarball),
 * every stored file under files/<key>, and manifest.json with checksums, counts and the migration level.
 * The folder is assembled under a temporary name and renamed at the end, so a crash never leaves a
 * complete-looking backup with parts missing (decision 052).
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const outDir = path.resolve(options.outDir);
  await assertUsableOutDir(outDir);
  await mkdir(path.dirname(outDir), { recursive: true });
  const staging = `${outDir}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { mode: 0o700 });
  try {
    const createdAt = (options.now ?? (() => new Date()))();
    log('Dumping the database ...');
    const dump =
      options.database.driver === 'pg'
        ? await dumpPostgres(options.database.url, staging)
        : await dumpPglite(options.database.pglite, staging);
    log(
      `  ${dump.file.path}: ${formatBytes(dump.file.size)}; ${dump.counts.users} users, ${dump.counts.resumes} resumes, ` +
        `${dump.counts.posts} posts, ${dump.counts.jobs} jobs; migration ${dump.migrations.latest ?? 'unknown'}`,
    );

    log(`Copying stored files (${options.storage.driver}) ...`);
    const objects = await copyStorage(options.storage, staging);
    const bytes = objects.reduce((sum, object) => sum + object.size, 0);
    log(`  ${objects.length} files, ${formatBytes(bytes)}`);

    const stored = new Set(objects.map((object) => object.key));
    const warnings = dump.referencedKeys
      .filter((key) => !stored.has(key))
      .map((key) => `resume file ${key} is in the database but was not in storage when the backup ran`);
    for (const warning of warnings) log(`  warning: ${warning}`);

    let authSecret: BackupFile | null = null;
    if (options.authSecretFile && existsSync(options.authSecretFile)) {
      await copyFile(options.authSecretFile, path.join(staging, AUTH_SECRET_FILE));
      authSecret = { path: AUTH_SECRET_FILE, ...(await digestFile(path.join(staging, AUTH_SECRET_FILE))) };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: appVersion(),
      database: {
        driver: options.database.driver,
        file: dump.file,
        tool: dump.tool,
        migrations: dump.migrations,
      },
      counts: dump.counts,
      storage: {
        driver: options.storage.driver,
        bytes,
        objects: objects.sort((a, b) => a.key.localeCompare(b.key)),
      },
      authSecret,
      warnings,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    if (existsSync(outDir)) await rmdir(outDir); // empty, checked above
    await rename(staging, outDir);
    return { dir: outDir, manifest };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function assertUsableOutDir(outDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      throw new BackupError(`${outDir} is a file: give a folder for the backup.`);
    }
    throw error;
  }
  if (entries.length > 0) {
    throw new BackupError(`${outDir} is not empty: give a new folder for the backup.`);
  }
}

/**
 * pg_dump in custom format, reading the snapshot a REPEATABLE READ transaction exported: the counts, the
 * migration level and the resume keys in the manifest describe exactly the rows in the dump, even while
 * the app keeps writing.
 */
async function dumpPostgres(url: string, staging: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const query: Query = async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[];
    const [snapshot] = await query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const [server] = await query<{ server_version: string }>('SHOW server_version');
    const migrations = await readMigrationLevel(query);
    const counts = await readCounts(query);
    const referencedKeys = await readReferencedKeys(query);
    const file = 'database.dump';
    await runPgTool('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot?.id ?? ''}`,
      `--file=${path.join(staging, file)}`,
      `--dbname=${url}`,
    ]);
    const version = (await runPgTool('pg_dump', ['--version'])).trim();
    await client.query('COMMIT');
    return {
      file: { path: file, ...(await digestFile(path.join(staging, file))) },
      tool: `${version}; server ${server?.server_version ?? 'unknown'}`,
      migrations,
      counts,
      referencedKeys,
    };
  } finally {
    await client.end();
  }
}

/** PGlite's own dump of its data directory (a gzipped tarball), which `loadDataDir` reads back. */
async function dumpPglite(pglite: PGlite, staging: string): Promise<DatabaseDump> {
  const query: Query = async <T>(text: string, params?: unknown[]) =>
    (await pglite.query<T>(text, params)).rows;
  // Single connection: no write can fall between these reads and the dump.
  const migrations = await readMigrationLevel(query);
  const counts = await readCounts(query);
  const referencedKeys = await readReferencedKeys(query);
  const [server] = await query<{ server_version: string }>('SHOW server_version');
  const file = 'database.tar.gz';
  const dump = await pglite.dumpDataDir('gzip');
  await writeFile(path.join(staging, file), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return {
    file: { path: file, ...(await digestFile(path.join(staging, file))) },
    tool: `PGlite (PostgreSQL ${server?.server_version ?? 'unknown'})`,
    migrations,
    counts,
    referencedKeys,
  };
}

async function copyStorage(
  storage: FileStorage,
  staging: string,
): Promise<BackupManifest['storage']['objects']> {
  const listed: StoredObject[] = [];
  for await (const object of storage.list()) listed.push(object);
  const copied: BackupManifest['storage']['objects'] = [];
  await forEachLimited(listed, STORAGE_CONCURRENCY, async ({ key }) => {
    const stored = await storage.get(key);
    if (!stored) return; // deleted since it was listed
    const digest = await writeAndDigest(stored.body, path.join(staging, FILES_DIR, ...key.split('/')));
    copied.push({ key, ...digest });
  });
  return copied;
}

function appVersion(): BackupManifest['app'] {
  const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
  const commit = git.status === 0 ? git.stdout.trim() : null;
  return { name: pkg.name, version: pkg.version, commit: commit || null };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
