import { z } from 'zod';
import { isStorageKey } from '../storage/file-storage.ts';

/** What `npm run backup` writes and `npm run restore` reads (decision 052). */
export const BACKUP_FORMAT = 'sponsorpath-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** Stored objects are copied below this folder of the backup, under their own keys. */
export const FILES_DIR = 'files';
export const AUTH_SECRET_FILE = 'auth-secret';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const size = z.number().int().min(0);
/** A file of the backup folder: a plain relative path, no way out of the folder. */
const backupPath = z
  .string()
  .refine(
    (value) => value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'must be a relative path inside the backup',
  );

export const backupFileSchema = z.object({ path: backupPath, size, sha256 });
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupCountsSchema = z.object({
  users: size,
  resumes: size,
  posts: size,
  jobs: size,
});
export type BackupCounts = z.infer<typeof backupCountsSchema>;

export const migrationLevelSchema = z.object({
  /** Migrations recorded as applied in the database. */
  applied: size,
  /** Tag of the newest applied migration (db/migrations/meta/_journal.json), or null when this code does not know it. */
  latest: z.string().nullable(),
  /** Its drizzle timestamp, which is what tells a newer migration from an older one. */
  latestAt: z.number().int().nullable(),
});
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string().nullable() }),
  database: z.object({
    driver: z.enum(['pg', 'pglite']),
    /** pg_dump custom format, or PGlite's gzipped data-directory tarball. */
    file: backupFileSchema,
    /** pg_dump's and the server's versions, or PGlite's package version. */
    tool: z.string(),
    migrations: migrationLevelSchema,
  }),
  counts: backupCountsSchema,
  storage: z.object({
    /** The driver the objects were read from; restore writes them to whichever the target uses. */
    driver: z.enum(['local', 's3']),
    bytes: size,
    objects: z.array(
      z.object({
        key: z.string().refine(isStorageKey, 'must be a storage key'),
        size,
        sha256,
      }),
    ),
  }),
  /** DATA_DIR/auth-secret when the server generated its own (AUTH_SECRET unset); null otherwise. */
  authSecret: backupFileSchema.nullable(),
  /** Things the operator should know, e.g. a resume whose file vanished while the backup ran. */
  warnings: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup that cannot be made or restored; `problems` lists every reason, for one readable message. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'BackupError';
  }
}
