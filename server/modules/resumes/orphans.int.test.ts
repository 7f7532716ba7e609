import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeResumePdf } from '../../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { startTestS3Server, type TestS3Server } from '../../lib/storage/s3-test-server.ts';
import { createUser } from '../auth/test-helpers.ts';
import { sweepOrphanResumeFiles } from './orphans.ts';
import { postResume } from './test-helpers.ts';

const silent = { warn: () => undefined, error: () => undefined, debug: () => undefined };

async function keys(storage: FileStorage): Promise<string[]> {
  const listed: string[] = [];
  for await (const object of storage.list()) listed.push(object.key);
  return listed.sort();
}

/**
 * Decision 061 on both storage drivers: the sweep removes stored resume files that no row points to once
 * they are older than asked, and never a file a row points to or a younger one. (The kill -9 test shows
 * where such files come from; this one is the S3 half, where file times cannot be aged by hand.)
 */
describe.each(['local', 's3'] as const)('orphaned resume files sweep (%s storage)', (driver) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3Server();
    t = await buildTestApp(s3 ? { config: { storage: { driver: 's3', ...s3.storageOptions } } } : {});
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('removes files without rows older than the limit, and nothing else', async () => {
    const { storage } = t.app.services;
    const user = await createUser(t.app);
    const uploaded = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'cv.pdf',
      data: await makeResumePdf(),
    });
    expect(uploaded.statusCode).toBe(201);
    const kept = await keys(storage);
    expect(kept).toHaveLength(1);
    const orphan = `resumes/${user.id}-1-deadbeef.pdf`;
    await storage.put(orphan, Buffer.from('%PDF-1.4 left by a crash'), { contentType: 'application/pdf' });
    await storage.put('other/not-a-resume.txt', Buffer.from('x'), { contentType: 'text/plain' });

    // Younger than the limit: kept (it could be an upload about to commit on another instance).
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    expect(
      await sweepOrphanResumeFiles({ db: t.database.db, storage, olderThan: hourAgo, log: silent }),
    ).toEqual({ orphans: 0, unfinished: 0 });
    expect(await keys(storage)).toEqual([...kept, orphan, 'other/not-a-resume.txt'].sort());

    const later = new Date(Date.now() + 60_000);
    expect(
      await sweepOrphanResumeFiles({ db: t.database.db, storage, olderThan: later, log: silent }),
    ).toEqual({
      orphans: 1,
      unfinished: 0,
    });
    expect(await keys(storage)).toEqual([...kept, 'other/not-a-resume.txt'].sort());
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/resume/file',
      cookies: user.cookies,
    });
    expect(download.statusCode).toBe(200);
  });
});
