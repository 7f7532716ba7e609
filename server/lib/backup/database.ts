import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../../db/client.ts';
import { BackupError, type BackupCounts, type MigrationLevel } from './manifest.ts';

/** A raw query on either driver: pg's Client and PGlite both answer `{ rows }`. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export function readMigrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** How far the database's schema is migrated, from drizzle's own bookkeeping table. */
export async function readMigrationLevel(query: Query): Promise<MigrationLevel> {
  let rows: { created_at: string | number }[];
  try {
    rows = await query<{ created_at: string | number }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at',
    );
  } catch {
    throw new BackupError(
      'This database has no migration table: it is not a SponsorPath database, or it was never migrated.',
    );
  }
  const latestAt = rows.length ? Number(rows[rows.length - 1]?.created_at) : null;
  const known = readMigrationJournal().find((entry) => entry.when === latestAt);
  return { applied: rows.length, latest: known?.tag ?? null, latestAt };
}

/** The rows a user relies on, counted in the same snapshot as the dump. */
export async function readCounts(query: Query): Promise<BackupCounts> {
  const [row] = await query<BackupCounts>(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM resumes)::int AS resumes,
            (SELECT count(*) FROM community_posts)::int AS posts,
            (SELECT count(*) FROM jobs)::int AS jobs`,
  );
  if (!row) throw new Error('counting rows returned nothing');
  return row;
}

/** Storage keys the database points at (each resume's file). */
export async function readReferencedKeys(query: Query): Promise<string[]> {
  const rows = await query<{ file_path: string }>('SELECT file_path FROM resumes ORDER BY file_path');
  return rows.map((row) => row.file_path);
}

/** Tables, views and sequences outside the system schemas: none means the database is empty. */
export async function countUserRelations(query: Query): Promise<number> {
  const [row] = await query<{ count: number }>(
    `SELECT count(*)::int AS count
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%'
        AND n.nspname NOT LIKE 'pg_temp%'`,
  );
  return row?.count ?? 0;
}

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore) and resolves with its stdout, or rejects
 * with its stderr. The connection string goes in `--dbname`, never in a message.
 */
export function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found on PATH. Install PostgreSQL's client programs (Debian: postgresql-client), ` +
                'the same major version as the server or newer.',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${program} failed (exit code ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}
