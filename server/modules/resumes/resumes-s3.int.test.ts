import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeResumeDoc, makeResumeDocx, makeResumePdf } from '../../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { createS3Storage } from '../../lib/storage/s3-storage.ts';
import { startTestS3Server, type TestS3Server } from '../../lib/storage/s3-test-server.ts';
import { createUser } from '../auth/test-helpers.ts';
import { postResume } from './test-helpers.ts';

describe('resume API on S3 storage (s3rver on 127.0.0.1)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  /** A second client on the same bucket, to look at what the app stored. */
  let bucket: FileStorage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    // Through config, as STORAGE_DRIVER=s3 with S3_* variables would set it up.
    t = await buildTestApp({ config: { storage: { driver: 's3', ...s3.storageOptions } } });
    bucket = createS3Storage(s3.storageOptions);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
    await s3.close();
  });

  it('uploads, serves the same bytes, replaces (removing the old object) and deletes', async () => {
    expect(t.app.services.storage.driver).toBe('s3');
    const user = await createUser(t.app);
    const pdf = await makeResumePdf();
    const first = await postResume(t.app, { cookies: user.cookies, fileName: 'Résumé 李.pdf', data: pdf });
    expect(first.statusCode).toBe(201);
    const firstKey: string = first.json().resume.file_path;
    expect(await bucket.exists(firstKey)).toBe(true);

    const download = await t.app.inject({ method: 'GET', url: '/api/resume/file', cookies: user.cookies });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Resume _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E6%9D%8E.pdf`,
    );

    const docx = makeResumeDocx();
    const second = await postResume(t.app, { cookies: user.cookies, fileName: 'cv.docx', data: docx });
    expect(second.json()).toMatchObject({ replaced: true, resume: { extraction: { method: 'mammoth' } } });
    const secondKey: string = second.json().resume.file_path;
    expect(await bucket.exists(firstKey)).toBe(false);
    expect(await bucket.exists(secondKey)).toBe(true);
    const docxDownload = await t.app.inject({
      method: 'GET',
      url: '/api/resume/file',
      cookies: user.cookies,
    });
    expect(docxDownload.rawPayload.equals(docx)).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: user.cookies });
    expect(removed.json()).toEqual({ deleted: true });
    expect(await bucket.exists(secondKey)).toBe(false);
  });

  it('leaves one resume and one object after concurrent uploads', async () => {
    const user = await createUser(t.app);
    const responses = await Promise.all([
      postResume(t.app, { cookies: user.cookies, fileName: 'a.pdf', data: await makeResumePdf() }),
      postResume(t.app, { cookies: user.cookies, fileName: 'b.doc', data: makeResumeDoc() }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const current = (await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies })).json();
    const keys = responses.map((r) => r.json().resume.file_path as string);
    const existing = await Promise.all(keys.map((key) => bucket.exists(key)));
    expect(existing.filter(Boolean)).toHaveLength(1);
    expect(existing[keys.indexOf(current.resume.file_path)]).toBe(true);
  });

  it('S3 down: uploads and downloads get 503 with a message, nothing stored or lost; back up: all there', async () => {
    const user = await createUser(t.app);
    const pdf = await makeResumePdf();
    const first = await postResume(t.app, { cookies: user.cookies, fileName: 'kept.pdf', data: pdf });
    expect(first.statusCode).toBe(201);
    const keptKey: string = first.json().resume.file_path;

    await s3.stop();
    try {
      const refused = await postResume(t.app, {
        cookies: user.cookies,
        fileName: 'new.docx',
        data: makeResumeDocx(),
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message:
            'File storage is unavailable right now; nothing was changed. Please try again in a few minutes.',
        },
      });
      const download = await t.app.inject({ method: 'GET', url: '/api/resume/file', cookies: user.cookies });
      expect(download.statusCode).toBe(503);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', storage: { ok: false, driver: 's3' } });
      // The resume the user had is still theirs.
      const current = await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies });
      expect(current.json()).toMatchObject({ resume: { file_path: keptKey, file_name: 'kept.pdf' } });
    } finally {
      await s3.restart();
    }

    const download = await t.app.inject({ method: 'GET', url: '/api/resume/file', cookies: user.cookies });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', storage: { ok: true } });
    // No orphan from the refused upload: the user's only object is the kept one.
    const objects: string[] = [];
    for await (const object of bucket.list())
      if (object.key.startsWith(`resumes/${user.id}-`)) objects.push(object.key);
    expect(objects).toEqual([keptKey]);
  });
});
