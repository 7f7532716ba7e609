import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage driver (against s3rver on 127.0.0.1)', () => {
  let server: TestS3Server;
  let storage: FileStorage;

  beforeAll(async () => {
    server = await startTestS3Server();
    storage = createS3Storage(server.storageOptions);
  });
  afterAll(async () => {
    await storage.close();
    await server.close();
  });

  it('puts, gets, checks and deletes an object', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello from s3');
    await storage.put('resumes/u1-1.pdf', bytes, { contentType: 'application/pdf' });
    expect(await storage.exists('resumes/u1-1.pdf')).toBe(true);
    const stored = await storage.get('resumes/u1-1.pdf');
    expect(stored?.size).toBe(bytes.length);
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);

    await storage.delete('resumes/u1-1.pdf');
    expect(await storage.exists('resumes/u1-1.pdf')).toBe(false);
    expect(await storage.get('resumes/u1-1.pdf')).toBeNull();
    await storage.delete('resumes/u1-1.pdf');
  });

  it('puts streams with and without a known length, binary-safe', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const halves = [bytes.subarray(0, 35_000), bytes.subarray(35_000)];
    await storage.put('resumes/known.doc', Readable.from(halves), {
      contentType: 'application/msword',
      contentLength: bytes.length,
    });
    await storage.put('resumes/unknown.doc', Readable.from(halves), { contentType: 'application/msword' });
    for (const key of ['resumes/known.doc', 'resumes/unknown.doc']) {
      const stored = await storage.get(key);
      expect((await readAll(stored!.body)).equals(bytes), key).toBe(true);
    }
  });

  it('lists every object with its size', async () => {
    const keys = ['resumes/list-1.pdf', 'resumes/list-2.pdf', 'resumes/list-3.pdf'];
    for (const [i, key] of keys.entries()) {
      await storage.put(key, Buffer.alloc(i + 1, 1), { contentType: 'application/pdf' });
    }
    const listed: { key: string; size: number }[] = [];
    for await (const { key, size, modifiedAt } of storage.list()) {
      expect(modifiedAt).toBeInstanceOf(Date);
      if (key.includes('list-')) listed.push({ key, size });
    }
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      keys.map((key, i) => ({ key, size: i + 1 })),
    );
  });

  it('refuses invalid keys before calling S3', async () => {
    await expect(storage.put('../x', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
