import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../../../core/constants.ts';
import { RESUME_FILE_TYPES, RESUME_MESSAGES } from '../../../core/resumes.ts';
import { resumes } from '../../../db/schema/index.ts';
import {
  makeHtmlRenamed,
  makePngRenamed,
  makeResumeDoc,
  makeResumeDocx,
  makeResumePdf,
  makeScannedPdf,
  makeZipBombDocx,
} from '../../../tests/fixtures/resume-files.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { createLocalStorage } from '../../lib/storage/local-storage.ts';
import { createUser, type AuthCookies } from '../auth/test-helpers.ts';
import { buildMultipart, listStoredFiles, postResume } from './test-helpers.ts';

type StoredResume = { id: string; file_path: string; file_name: string };

describe('resume API: upload, replace, download, delete', () => {
  let t: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    if (t.config.storage.driver !== 'local') throw new Error('expected the local storage driver');
    storageDir = t.config.storage.directory;
  });
  afterAll(async () => {
    await t.close();
  });

  async function rowsOf(userId: string) {
    return t.database.db.select().from(resumes).where(eq(resumes.userId, userId));
  }

  function filesOf(userId: string): string[] {
    return listStoredFiles(storageDir).filter((file) => file.startsWith(`resumes/${userId}-`));
  }

  async function download(cookies: AuthCookies) {
    return t.app.inject({ method: 'GET', url: '/api/resume/file', cookies });
  }

  it('stores a PDF, shows it, serves the same bytes back, and keeps the file outside any served folder', async () => {
    const user = await createUser(t.app);
    const empty = await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ resume: null });

    const pdf = await makeResumePdf();
    const response = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'Priya Resume.pdf',
      data: pdf,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toEqual({
      replaced: false,
      resume: {
        id: expect.any(String),
        user_id: user.id,
        file_name: 'Priya Resume.pdf',
        file_size: pdf.length,
        file_type: 'application/pdf',
        file_path: expect.stringMatching(new RegExp(`^resumes/${user.id}-\\d+-[0-9a-f]{8}\\.pdf$`)),
        created_at: expect.any(String),
        extraction: { method: 'unpdf', quality: expect.any(Number), characters: expect.any(Number) },
      },
    });
    expect(body.resume.extraction.quality).toBeGreaterThan(0.85);
    expect(body.resume.extraction.characters).toBeGreaterThan(3000);

    const shown = await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies });
    expect(shown.json()).toEqual({ resume: body.resume });

    const [row] = await rowsOf(user.id);
    expect(row?.textContent).toContain('Senior Software Engineer, Northwind Payments');
    expect(filesOf(user.id)).toEqual([body.resume.file_path]);
    expect(storageDir).toBe(path.join(t.config.dataDir, 'storage'));
    expect(readFileSync(path.join(storageDir, body.resume.file_path)).equals(pdf)).toBe(true);

    const file = await download(user.cookies);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(pdf.length));
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Priya Resume.pdf"; filename*=UTF-8''Priya%20Resume.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-encoding']).toBeUndefined();
  });

  it('replaces PDF -> DOCX -> DOC, removing the old file and row each time, and deletes', async () => {
    const user = await createUser(t.app);
    const first = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'cv.pdf',
      data: await makeResumePdf(),
    });
    expect(first.statusCode).toBe(201);

    const docx = makeResumeDocx();
    const second = await postResume(t.app, { cookies: user.cookies, fileName: 'cv.docx', data: docx });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      replaced: true,
      resume: {
        file_name: 'cv.docx',
        file_type: RESUME_FILE_TYPES.docx,
        file_size: docx.length,
        extraction: { method: 'mammoth' },
      },
    });
    expect(second.json().resume.extraction.quality).toBeGreaterThan(0.85);
    expect(filesOf(user.id)).toEqual([second.json().resume.file_path]);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const docxFile = await download(user.cookies);
    expect(docxFile.rawPayload.equals(docx)).toBe(true);
    expect(docxFile.headers['content-type']).toBe(RESUME_FILE_TYPES.docx);

    const doc = makeResumeDoc();
    const third = await postResume(t.app, { cookies: user.cookies, fileName: 'cv.doc', data: doc });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({
      replaced: true,
      resume: {
        file_name: 'cv.doc',
        file_type: RESUME_FILE_TYPES.doc,
        extraction: { method: 'word-extractor' },
      },
    });
    expect(third.json().resume.extraction.quality).toBeGreaterThan(0.85);
    expect(filesOf(user.id)).toEqual([third.json().resume.file_path]);
    const docFile = await download(user.cookies);
    expect(docFile.rawPayload.equals(doc)).toBe(true);
    expect(docFile.headers['content-type']).toBe(RESUME_FILE_TYPES.doc);
    expect(docFile.headers['content-length']).toBe(String(doc.length));

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: user.cookies });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(filesOf(user.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies })).json()).toEqual(
      {
        resume: null,
      },
    );

    const again = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: user.cookies });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
    expect((await download(user.cookies)).statusCode).toBe(404);
  });

  it('scores a scanned PDF (no text layer) low, and still stores it', async () => {
    const user = await createUser(t.app);
    const response = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'scan.pdf',
      data: await makeScannedPdf(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().resume.extraction).toEqual({ method: 'unpdf', quality: 0, characters: 0 });
  });

  it('stores a PDF no extractor can read, with no text, no method and quality 0', async () => {
    const user = await createUser(t.app);
    const broken = Buffer.from('%PDF-1.7\n% damaged beyond repair\n');
    const response = await postResume(t.app, { cookies: user.cookies, fileName: 'broken.pdf', data: broken });
    expect(response.statusCode).toBe(201);
    expect(response.json().resume.extraction).toEqual({ method: null, quality: 0, characters: 0 });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ textContent: null, extractionMethod: null, textQuality: 0 });
  });

  it('sends a non-ASCII file name back per RFC 6266', async () => {
    const user = await createUser(t.app);
    const upload = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'Résumé 李.pdf',
      data: await makeResumePdf(),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().resume.file_name).toBe('Résumé 李.pdf');
    const file = await download(user.cookies);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Resume _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E6%9D%8E.pdf`,
    );
  });

  describe('refusals store nothing', () => {
    it('answers 413 to a 6 MB file declared up front, and stores nothing', async () => {
      const user = await createUser(t.app);
      const big = Buffer.concat([await makeResumePdf(), Buffer.alloc(6 * 1024 * 1024)]);
      const response = await postResume(t.app, { cookies: user.cookies, fileName: 'big.pdf', data: big });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: { code: 'payload_too_large', message: RESUME_MESSAGES.tooLarge },
      });
      expect(await rowsOf(user.id)).toHaveLength(0);
      expect(filesOf(user.id)).toEqual([]);
    });

    it('cuts off a 6 MB file sent without a length as soon as it passes 5 MB', async () => {
      const user = await createUser(t.app);
      const { body, contentType } = buildMultipart([
        {
          name: 'file',
          fileName: 'big.pdf',
          contentType: 'application/pdf',
          data: Buffer.alloc(6 * 1024 * 1024, 0x25),
        },
      ]);
      let sent = 0;
      const chunkSize = 64 * 1024;
      const chunks = Array.from({ length: Math.ceil(body.length / chunkSize) }, (_, i) =>
        body.subarray(i * chunkSize, (i + 1) * chunkSize),
      );
      // A stream payload: no Content-Length, so only the streaming limit can stop it.
      const payload = Readable.from(
        (function* () {
          for (const chunk of chunks) {
            sent += chunk.length;
            yield chunk;
          }
        })(),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(RESUME_MESSAGES.tooLarge);
      expect(sent).toBeGreaterThan(RESUME_MAX_BYTES);
      expect(await rowsOf(user.id)).toHaveLength(0);
      expect(filesOf(user.id)).toEqual([]);
    });

    it('over real HTTP, answers 413 to a large upload still being sent, without waiting for all of it', async () => {
      const user = await createUser(t.app);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { body, contentType } = buildMultipart([
        { name: 'file', fileName: 'huge.pdf', data: Buffer.alloc(24 * 1024 * 1024, 0x25) },
      ]);
      // A streamed body (no Content-Length): only the streaming limit can stop it.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < body.length; offset += 64 * 1024) {
            controller.enqueue(body.subarray(offset, offset + 64 * 1024));
          }
          controller.close();
        },
      });
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { cookie: `sp_at=${user.cookies.sp_at}`, 'content-type': contentType },
      };
      const response = await fetch(`${address}/api/resume`, init);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: 'payload_too_large', message: RESUME_MESSAGES.tooLarge },
      });
      expect(await rowsOf(user.id)).toHaveLength(0);
      expect(filesOf(user.id)).toEqual([]);
    });

    it('accepts a file of exactly 5 MB', async () => {
      const user = await createUser(t.app);
      const pdf = await makeResumePdf();
      const exact = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES - pdf.length, 0x20)]);
      const response = await postResume(t.app, { cookies: user.cookies, fileName: 'exact.pdf', data: exact });
      expect(response.statusCode).toBe(201);
      expect(response.json().resume.file_size).toBe(RESUME_MAX_BYTES);
    });

    it('answers 415 to other types and to disguised files, and stores nothing', async () => {
      const user = await createUser(t.app);
      const pdf = await makeResumePdf();
      const attempts: { fileName: string; data: Buffer }[] = [
        { fileName: 'photo.png', data: makePngRenamed() },
        { fileName: 'notes.txt', data: Buffer.from('plain text resume') },
        { fileName: 'resume', data: pdf },
        { fileName: 'photo.pdf', data: makePngRenamed() },
        { fileName: 'page.pdf', data: makeHtmlRenamed() },
        { fileName: 'resume.docx', data: pdf },
        { fileName: 'resume.doc', data: makeResumeDocx() },
        { fileName: 'resume.pdf', data: makeResumeDoc() },
        { fileName: 'empty.pdf', data: Buffer.alloc(0) },
      ];
      for (const attempt of attempts) {
        const response = await postResume(t.app, { cookies: user.cookies, ...attempt });
        expect(response.statusCode, attempt.fileName).toBe(415);
        expect(response.json()).toEqual({
          error: { code: 'unsupported_media_type', message: RESUME_MESSAGES.wrongType },
        });
      }
      expect(await rowsOf(user.id)).toHaveLength(0);
      expect(filesOf(user.id)).toEqual([]);
    });

    it('keeps the current resume when a replacement is refused', async () => {
      const user = await createUser(t.app);
      const pdf = await makeResumePdf();
      const first = await postResume(t.app, { cookies: user.cookies, fileName: 'keep.pdf', data: pdf });
      const refused = await postResume(t.app, {
        cookies: user.cookies,
        fileName: 'evil.pdf',
        data: makeHtmlRenamed(),
      });
      expect(refused.statusCode).toBe(415);
      expect(filesOf(user.id)).toEqual([first.json().resume.file_path]);
      expect((await download(user.cookies)).rawPayload.equals(pdf)).toBe(true);
    });

    it('needs a multipart body with the file in the "file" field', async () => {
      const user = await createUser(t.app);
      const wrongField = await postResume(t.app, {
        cookies: user.cookies,
        fileName: 'cv.pdf',
        data: await makeResumePdf(),
        field: 'resume',
      });
      expect(wrongField.statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/resume',
        cookies: user.cookies,
        payload: { file: 'JVBERi0=' },
      });
      expect(json.statusCode).toBe(415);
      expect(await rowsOf(user.id)).toHaveLength(0);
    });
  });

  describe('zip bombs', () => {
    const MiB = 1024 * 1024;

    async function expectRefusedQuickly(user: { cookies: AuthCookies; id: string }, data: Buffer) {
      const started = performance.now();
      const response = await postResume(t.app, { cookies: user.cookies, fileName: 'cv.docx', data });
      const elapsedMs = performance.now() - started;
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toMatch(/unpacks to far more than any resume/);
      return elapsedMs;
    }

    it('refuses a 2 MB .docx that inflates to 2,000 MiB, and one that lies about it, quickly and within bounded memory', async () => {
      const user = await createUser(t.app);
      const pdf = await makeResumePdf();
      const kept = await postResume(t.app, { cookies: user.cookies, fileName: 'kept.pdf', data: pdf });
      expect(kept.statusCode).toBe(201);
      const honest = makeZipBombDocx({ inflatedMiB: 2000 });
      const lying = makeZipBombDocx({ inflatedMiB: 2000, declaredInflatedBytes: 20_000 });
      expect(honest.length).toBeGreaterThan(1.5 * MiB);
      expect(honest.length).toBeLessThan(RESUME_MAX_BYTES);

      const before = process.memoryUsage();
      let peakRss = before.rss;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
      }, 10);
      try {
        const honestMs = await expectRefusedQuickly(user, honest);
        const lyingMs = await expectRefusedQuickly(user, lying);
        // A few at once: they queue for the workers, none gets through, memory stays bounded.
        const together = await Promise.all(
          [1, 2, 3, 4].map(() =>
            postResume(t.app, { cookies: user.cookies, fileName: 'cv.docx', data: lying }),
          ),
        );
        expect(together.map((r) => r.statusCode)).toEqual([413, 413, 413, 413]);
        const after = process.memoryUsage();
        const growth = { rss: (peakRss - before.rss) / MiB, heap: (after.heapUsed - before.heapUsed) / MiB };
        console.log(
          `zip bombs (2,000 MiB inflated, ${(honest.length / MiB).toFixed(1)} MB file): declared ${honestMs.toFixed(0)} ms, ` +
            `lying ${lyingMs.toFixed(0)} ms; peak RSS growth ${growth.rss.toFixed(0)} MiB, heap growth ${growth.heap.toFixed(0)} MiB`,
        );
        expect(honestMs).toBeLessThan(1000);
        expect(lyingMs).toBeLessThan(5000);
        expect(growth.rss).toBeLessThan(400);
        expect(growth.heap).toBeLessThan(64);
      } finally {
        clearInterval(sampler);
      }
      // Nothing stored; the resume the user had is untouched.
      expect(filesOf(user.id)).toEqual([kept.json().resume.file_path]);
      expect(await rowsOf(user.id)).toHaveLength(1);
      expect((await download(user.cookies)).rawPayload.equals(pdf)).toBe(true);
    });

    it('still reads a .docx that inflates to a few MiB', async () => {
      const user = await createUser(t.app);
      const response = await postResume(t.app, {
        cookies: user.cookies,
        fileName: 'cv.docx',
        data: makeZipBombDocx({ inflatedMiB: 4 }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().resume.extraction.characters).toBeGreaterThan(1000);
    });
  });

  describe('malformed multipart bodies', () => {
    it('answers 400 with a clear message, never 500, and keeps the current resume', async () => {
      const user = await createUser(t.app);
      const pdf = await makeResumePdf();
      const kept = await postResume(t.app, { cookies: user.cookies, fileName: 'kept.pdf', data: pdf });
      expect(kept.statusCode).toBe(201);
      const valid = buildMultipart([{ name: 'file', fileName: 'cv.pdf', data: pdf }]);
      const boundary = valid.contentType.split('boundary=')[1] ?? '';
      const cases: { name: string; contentType: string; payload: Buffer | string }[] = [
        { name: 'garbage body', contentType: 'multipart/form-data; boundary=zz', payload: 'garbage' },
        { name: 'empty body', contentType: 'multipart/form-data; boundary=zz', payload: '' },
        { name: 'no boundary', contentType: 'multipart/form-data', payload: valid.body },
        { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: valid.body },
        { name: 'wrong boundary', contentType: 'multipart/form-data; boundary=other', payload: valid.body },
        {
          name: 'truncated part',
          contentType: valid.contentType,
          payload: valid.body.subarray(0, Math.floor(valid.body.length / 2)),
        },
        {
          name: 'truncated part headers',
          contentType: valid.contentType,
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filena`,
        },
        {
          name: 'malformed part header',
          contentType: 'multipart/form-data; boundary=zz',
          payload: '--zz\r\nthis is not a header\r\n\r\n%PDF-1.4\r\n--zz--\r\n',
        },
        {
          name: 'no file part',
          contentType: 'multipart/form-data; boundary=zz',
          payload: '--zz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--zz--\r\n',
        },
        { name: 'no parts at all', contentType: 'multipart/form-data; boundary=zz', payload: '--zz--\r\n' },
        {
          name: 'wrong field name',
          contentType: 'multipart/form-data; boundary=zz',
          payload:
            '--zz\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4\r\n--zz--\r\n',
        },
      ];
      for (const { name, contentType, payload } of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/resume',
          cookies: user.cookies,
          headers: { 'content-type': contentType },
          payload,
        });
        expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
        expect(response.json().error.message).toMatch(/multipart|"file"|upload ended/);
      }
      expect(filesOf(user.id)).toEqual([kept.json().resume.file_path]);
      expect((await download(user.cookies)).rawPayload.equals(pdf)).toBe(true);
    });
  });

  it('leaves exactly one resume and one file after two concurrent uploads', async () => {
    const user = await createUser(t.app);
    const [pdf, docx] = [await makeResumePdf(), makeResumeDocx()];
    const responses = await Promise.all([
      postResume(t.app, { cookies: user.cookies, fileName: 'a.pdf', data: pdf }),
      postResume(t.app, { cookies: user.cookies, fileName: 'b.docx', data: docx }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(responses.map((r) => r.json().replaced).sort()).toEqual([false, true]);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(filesOf(user.id)).toEqual([rows[0]?.filePath]);
    const winner = responses.find((r) => r.json().resume.id === rows[0]?.id);
    expect(winner?.json().replaced).toBe(true);

    // And again, on top of an existing resume: both replace, one survives.
    const more = await Promise.all(
      [1, 2, 3].map((n) => postResume(t.app, { cookies: user.cookies, fileName: `c${n}.pdf`, data: pdf })),
    );
    expect(more.every((r) => r.statusCode === 201 && r.json().replaced === true)).toBe(true);
    const after = await rowsOf(user.id);
    expect(after).toHaveLength(1);
    expect(filesOf(user.id)).toEqual([after[0]?.filePath]);
  });

  describe('access', () => {
    it("never reaches another user's resume", async () => {
      const owner = await createUser(t.app);
      const other = await createUser(t.app);
      const pdf = await makeResumePdf();
      const uploaded = (
        await postResume(t.app, { cookies: owner.cookies, fileName: 'mine.pdf', data: pdf })
      ).json();

      expect(
        (await t.app.inject({ method: 'GET', url: '/api/resume', cookies: other.cookies })).json(),
      ).toEqual({
        resume: null,
      });
      const file = await download(other.cookies);
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('%PDF');
      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/resume', cookies: other.cookies });
      expect(deleted.statusCode).toBe(404);
      // Query strings naming the owner's resume change nothing: the caller is the only key.
      const sneaky = await t.app.inject({
        method: 'GET',
        url: `/api/resume/file?id=${uploaded.resume.id}&user_id=${owner.id}`,
        cookies: other.cookies,
      });
      expect(sneaky.statusCode).toBe(404);

      expect((await download(owner.cookies)).rawPayload.equals(pdf)).toBe(true);
      expect(await rowsOf(owner.id)).toHaveLength(1);
    });

    it('answers 401 to signed-out callers on every route', async () => {
      const pdf = await makeResumePdf();
      const { body, contentType } = buildMultipart([{ name: 'file', fileName: 'cv.pdf', data: pdf }]);
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/resume' }),
        t.app.inject({
          method: 'POST',
          url: '/api/resume',
          headers: { 'content-type': contentType },
          payload: body,
        }),
        t.app.inject({ method: 'DELETE', url: '/api/resume' }),
        t.app.inject({ method: 'GET', url: '/api/resume/file' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('unauthorized');
      }
      expect(listStoredFiles(storageDir).filter((f) => f.startsWith('resumes/.'))).toEqual([]);
    });

    it('refuses cookie-authenticated uploads and deletes from another site', async () => {
      const user = await createUser(t.app);
      const { body, contentType } = buildMultipart([
        { name: 'file', fileName: 'cv.pdf', data: await makeResumePdf() },
      ]);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
        payload: body,
      });
      expect(upload.statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: '/api/resume',
        cookies: user.cookies,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(remove.statusCode).toBe(403);
      expect(await rowsOf(user.id)).toHaveLength(0);
    });
  });

  it('documents the resume routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/resume'])).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    expect(doc.paths['/api/resume'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(Object.keys(doc.paths['/api/resume/file'])).toEqual(['get']);
    expect(doc.paths['/api/resume'].post.responses).toHaveProperty('413');
    expect(doc.paths['/api/resume'].post.responses).toHaveProperty('415');
  });
});

describe('resume API: a failing storage never costs the user their resume', () => {
  let t: TestApp;
  let failPuts = false;
  let failDeletes = false;

  beforeAll(async () => {
    const directory = (await import('node:fs')).mkdtempSync(
      path.join((await import('node:os')).tmpdir(), 'sp-store-'),
    );
    const local = createLocalStorage({ directory });
    const flaky: FileStorage = {
      ...local,
      async put(key, body, options) {
        if (failPuts) throw new Error('disk full');
        return local.put(key, body, options);
      },
      async delete(key) {
        if (failDeletes) throw new Error('permission denied');
        return local.delete(key);
      },
    };
    t = await buildTestApp({ storage: flaky });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 500 without internals when storing fails, and keeps the previous resume', async () => {
    const user = await createUser(t.app);
    const pdf = await makeResumePdf();
    const first = await postResume(t.app, { cookies: user.cookies, fileName: 'cv.pdf', data: pdf });
    expect(first.statusCode).toBe(201);

    failPuts = true;
    const failed = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'new.docx',
      data: makeResumeDocx(),
    });
    failPuts = false;
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('disk full');

    const kept = await t.app.inject({ method: 'GET', url: '/api/resume', cookies: user.cookies });
    expect(kept.json().resume).toEqual(first.json().resume as StoredResume);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/resume/file', cookies: user.cookies })
      ).rawPayload.equals(pdf),
    ).toBe(true);
  });

  it('still replaces the resume when removing the old file fails afterwards', async () => {
    const user = await createUser(t.app);
    await postResume(t.app, { cookies: user.cookies, fileName: 'cv.pdf', data: await makeResumePdf() });
    failDeletes = true;
    const replaced = await postResume(t.app, {
      cookies: user.cookies,
      fileName: 'cv.docx',
      data: makeResumeDocx(),
    });
    failDeletes = false;
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ replaced: true, resume: { file_name: 'cv.docx' } });
  });
});
