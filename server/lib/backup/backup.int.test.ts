import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { makeResumeDocx, makeResumePdf } from '../../../tests/fixtures/resume-files.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';
import { buildTestApp, MemoryMailer, testConfig, type TestApp } from '../../../tests/helpers/app.ts';
import { TEST_DRIVER } from '../../../tests/helpers/database.ts';
import { createDatabase, type Database } from '../../../db/client.ts';
import { buildApp } from '../../app.ts';
import type { StorageConfig } from '../../config.ts';
import { authCookiesFrom, signIn } from '../../modules/auth/test-helpers.ts';
import { createMember, createPost, type TestMember } from '../../modules/community/test-helpers.ts';
import { postResume } from '../../modules/resumes/test-helpers.ts';
import { MemoryRateLimiter } from '../rate-limiter.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { startTestS3Server, type TestS3Server } from '../storage/s3-test-server.ts';
import { createBackup, type BackupSource } from './backup.ts';
import { BackupError, type BackupManifest } from './manifest.ts';
import { restoreBackup, type RestoreTarget } from './restore.ts';

/**
 * Issue 15 item 5: a backup restored into a fresh database and a fresh storage serves every user, resume,
 * post and job. The file storage crosses drivers on the way (PGlite run: local -> S3; PostgreSQL run:
 * S3 -> local), so both drivers' listing is exercised.
 */
describe(`backup and restore (${TEST_DRIVER})`, { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sp-backup-'));
  /** s3rver instances: the source's bucket (PostgreSQL run) and the restore targets' (PGlite run). */
  const s3Servers: TestS3Server[] = [];
  let source: TestApp;
  let backupDir: string;
  let manifest: BackupManifest;
  const members: (TestMember & { password: string })[] = [];
  const resumes = new Map<string, Buffer>();
  const postIds: string[] = [];
  let jobs: { id: number; title: string }[] = [];
  /** Databases this file created on the PostgreSQL server (restore targets), dropped at the end. */
  const createdDatabases: string[] = [];

  /** Where the source app keeps its files: local on the PGlite run, S3 on the PostgreSQL run. */
  const sourceStorageIsS3 = TEST_DRIVER === 'pg';

  beforeAll(async () => {
    if (sourceStorageIsS3) s3Servers.push(await startTestS3Server());
    source = await buildTestApp(
      sourceStorageIsS3 ? { config: { storage: { driver: 's3', ...s3Servers[0]!.storageOptions } } } : {},
    );
    for (let i = 0; i < 3; i++) {
      const member = await createMember(source.app, source.database.db, { fullName: `Backup Person ${i}` });
      members.push({ ...member, password: 'correct horse battery' });
    }
    const files = [await makeResumePdf(), makeResumeDocx()];
    for (const [i, data] of files.entries()) {
      const member = members[i]!;
      const response = await postResume(source.app, {
        cookies: member.cookies,
        fileName: i === 0 ? 'cv.pdf' : 'cv.docx',
        data,
      });
      expect(response.statusCode).toBe(201);
      resumes.set(member.id, data);
    }
    postIds.push((await createPost(source.app, members[0]!, { title: 'Backed-up question one' })).id);
    postIds.push((await createPost(source.app, members[2]!, { title: 'Backed-up question two' })).id);
    const inputs = await createJobs(source.database.db, [
      buildJob({ title: 'Backup Engineer' }),
      buildJob({ title: 'Restore Analyst' }),
      buildJob({ title: 'Archive Lead' }),
    ]);
    jobs = await query<{ id: number; title: string }>(
      source.database,
      `SELECT id::int AS id, title FROM jobs WHERE job_id IN (${inputs.map((job) => `'${job.jobId}'`).join(',')}) ORDER BY id`,
    );
    expect(jobs).toHaveLength(3);

    const secretFile = path.join(source.config.dataDir, 'auth-secret');
    writeFileSync(secretFile, 'generated-secret-generated-secret-generated-secret', { mode: 0o600 });
    backupDir = path.join(scratch, 'backup');
    ({ manifest } = await createBackup({
      database: await backupSourceOf(source.database),
      storage: source.app.services.storage,
      outDir: backupDir,
      authSecretFile: secretFile,
    }));
  });

  afterAll(async () => {
    await source?.close();
    for (const server of s3Servers) await server.close();
    for (const name of createdDatabases) await dropDatabase(name);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('writes a manifest with the counts, the migration level and a checksum per file', async () => {
    const [counts] = await query<BackupManifest['counts']>(
      source.database,
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM resumes)::int AS resumes,
              (SELECT count(*) FROM community_posts)::int AS posts, (SELECT count(*) FROM jobs)::int AS jobs`,
    );
    expect(manifest.counts).toEqual(counts);
    expect(manifest.counts).toMatchObject({ users: 3, resumes: 2, posts: 2 });
    expect(manifest.database.driver).toBe(TEST_DRIVER);
    expect(manifest.database.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.storage.driver).toBe(sourceStorageIsS3 ? 's3' : 'local');
    expect(manifest.storage.objects.map((object) => object.size).sort()).toEqual(
      [...resumes.values()].map((data) => data.length).sort(),
    );
    expect(manifest.warnings).toEqual([]);
    expect(readdirSync(backupDir).sort()).toEqual(
      ['auth-secret', 'files', 'manifest.json', manifest.database.file.path].sort(),
    );
  });

  it('restores into a fresh database and storage, where a new instance finds every user, resume, post and job', async () => {
    const target = await freshTarget('fresh');
    const result = await restoreBackup({
      dir: backupDir,
      database: target.database,
      storage: target.storage,
      authSecretFile: target.secretFile,
    });
    expect(result.counts).toEqual(manifest.counts);
    expect(readFileSync(target.secretFile, 'utf8')).toBe(
      'generated-secret-generated-secret-generated-secret',
    );

    const restored = await startInstance(target);
    try {
      const { app } = restored;
      for (const member of members) {
        const response = await signIn(app, { email: member.email, password: member.password });
        expect(response.statusCode, member.email).toBe(200);
        const cookies = authCookiesFrom(response);
        const download = await app.inject({ method: 'GET', url: '/api/resume/file', cookies });
        const expected = resumes.get(member.id);
        if (expected) {
          expect(download.statusCode).toBe(200);
          expect(download.rawPayload.equals(expected)).toBe(true);
        } else {
          expect(download.statusCode).toBe(404);
        }
      }
      for (const id of postIds) {
        const response = await app.inject({ method: 'GET', url: `/api/community/posts/${id}` });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ post: { title: string } }>().post.title).toMatch(/^Backed-up question/);
      }
      for (const job of jobs) {
        const response = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ title: string }>().title).toBe(job.title);
      }
      expect(
        await query(restored.database, 'SELECT id, email, password_hash FROM users ORDER BY id'),
      ).toEqual(await query(source.database, 'SELECT id, email, password_hash FROM users ORDER BY id'));
    } finally {
      await restored.close();
    }

    // The target now holds data: a second restore is refused unless forced ...
    await target.storage.put('resumes/stale.pdf', Buffer.from('%PDF stale'), {
      contentType: 'application/pdf',
    });
    await expect(
      restoreBackup({ dir: backupDir, database: target.database, storage: target.storage }),
    ).rejects.toThrow(/The target is not empty[\s\S]*--force/);
    // ... and forced, replaces it: the database and the storage hold exactly the backup again.
    const forced = await restoreBackup({
      dir: backupDir,
      database: target.database,
      storage: target.storage,
      force: true,
    });
    expect(forced.counts).toEqual(manifest.counts);
    const keys: string[] = [];
    for await (const object of target.storage.list()) keys.push(object.key);
    expect(keys.sort()).toEqual(manifest.storage.objects.map((object) => object.key).sort());
    await target.storage.close();
  });

  it('refuses a tampered backup with a message naming the file, and leaves the target untouched', async () => {
    const tampered = path.join(scratch, 'tampered');
    cpSync(backupDir, tampered, { recursive: true });
    const key = manifest.storage.objects[0]!.key;
    const file = path.join(tampered, 'files', ...key.split('/'));
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff; // same size, one byte changed
    writeFileSync(file, bytes);
    writeFileSync(path.join(tampered, 'files', 'extra.pdf'), 'not from the backup');

    const target = await freshTarget('tampered');
    const attempt = restoreBackup({ dir: tampered, database: target.database, storage: target.storage });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(
      `files/${key}: SHA-256 does not match the manifest (the file was changed or damaged)`,
    );
    await expect(attempt).rejects.toThrow('files/extra.pdf: not listed in the manifest');
    await expect(attempt).rejects.toThrow(/nothing was restored/);
    const listed: string[] = [];
    for await (const object of target.storage.list()) listed.push(object.key);
    expect(listed).toEqual([]);
    if (target.database.driver === 'pglite') expect(existsSync(target.database.dataDir)).toBe(false);
    else {
      const [row] = await adminQuery<{ count: number }>(
        target.database.url,
        `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(row?.count).toBe(0);
    }
    await target.storage.close();
  });

  it('refuses a backup made by a newer version (a migration this code does not have)', async () => {
    const future = path.join(scratch, 'future');
    cpSync(backupDir, future, { recursive: true });
    const edited: BackupManifest = JSON.parse(readFileSync(path.join(future, 'manifest.json'), 'utf8'));
    edited.database.migrations = {
      applied: 99,
      latest: '9999_future',
      latestAt: Date.now() + 365 * 86_400_000,
    };
    writeFileSync(path.join(future, 'manifest.json'), JSON.stringify(edited));
    const target = await freshTarget('future');
    await expect(
      restoreBackup({ dir: future, database: target.database, storage: target.storage }),
    ).rejects.toThrow(/made by a newer SponsorPath \(its database is at migration 9999_future/);
    await target.storage.close();
  });

  /** A new, empty database and storage (the opposite storage driver of the source). */
  async function freshTarget(label: string): Promise<{
    database: RestoreTarget;
    storage: FileStorage;
    storageConfig: StorageConfig;
    secretFile: string;
    dataDir: string;
  }> {
    const dataDir = mkdtempSync(path.join(scratch, `${label}-`));
    let storageConfig: StorageConfig;
    if (sourceStorageIsS3) {
      storageConfig = { driver: 'local', directory: path.join(dataDir, 'storage') };
    } else {
      // A fresh s3rver (and bucket) per target: empty, like a new deployment's.
      const server = await startTestS3Server();
      s3Servers.push(server);
      storageConfig = { driver: 's3', ...server.storageOptions };
    }
    let database: RestoreTarget;
    if (TEST_DRIVER === 'pg') {
      const name = `sp_test_${inject('pgTemplate').replace('sp_template_', '')}_restore_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl(), `CREATE DATABASE ${name}`);
      createdDatabases.push(name);
      database = { driver: 'pg', url: urlFor(name) };
    } else {
      database = { driver: 'pglite', dataDir: path.join(dataDir, 'db') };
    }
    return {
      database,
      storage: createStorage(storageConfig),
      storageConfig,
      secretFile: path.join(dataDir, 'auth-secret'),
      dataDir,
    };
  }

  /** The app as `npm start` would run it on the restored data: its own database connection and storage. */
  async function startInstance(target: Awaited<ReturnType<typeof freshTarget>>): Promise<{
    app: FastifyInstance;
    database: Database;
    close(): Promise<void>;
  }> {
    const database = await createDatabase(
      target.database.driver === 'pg'
        ? { driver: 'pg', url: target.database.url, poolSize: 2 }
        : { driver: 'pglite', dataDir: target.database.dataDir },
    );
    const app = await buildApp({
      config: testConfig({ dataDir: target.dataDir, storage: target.storageConfig }),
      database,
      ssr: false,
      rateLimiter: new MemoryRateLimiter(),
      mailer: new MemoryMailer(),
      logger: false,
      pruneIntervalMs: 0,
    });
    await app.ready();
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  }
});

async function query<T>(database: Database, text: string): Promise<T[]> {
  const result: unknown = await database.db.execute(text);
  return (result as { rows: T[] }).rows;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  return url;
}

function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await adminQuery(adminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The test database as a backup source: its URL on PostgreSQL, the open instance on PGlite. */
async function backupSourceOf(database: Database): Promise<BackupSource> {
  if (database.driver === 'pglite') return { driver: 'pglite', pglite: database.pglite! };
  const [row] = await query<{ name: string }>(database, 'SELECT current_database() AS name');
  return { driver: 'pg', url: urlFor(row!.name) };
}
