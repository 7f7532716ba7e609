import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage, StoredObject } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listAll(storage: FileStorage): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of storage.list()) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

describe('local storage driver', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sp-local-storage-'));
    storage = createLocalStorage({ directory: path.join(root, 'storage') });
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('puts, gets, checks and deletes a file under the root', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello');
    await storage.put('resumes/u1-1.pdf', bytes, { contentType: 'application/pdf' });
    expect(readFileSync(path.join(root, 'storage/resumes/u1-1.pdf')).equals(bytes)).toBe(true);
    expect(await storage.exists('resumes/u1-1.pdf')).toBe(true);

    const stored = await storage.get('resumes/u1-1.pdf');
    expect(stored?.size).toBe(bytes.length);
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);

    await storage.delete('resumes/u1-1.pdf');
    expect(await storage.exists('resumes/u1-1.pdf')).toBe(false);
    expect(await storage.get('resumes/u1-1.pdf')).toBeNull();
    // Deleting again is not an error: cleanup after a failure may repeat itself.
    await storage.delete('resumes/u1-1.pdf');
  });

  it('writes streams, and overwrites a key atomically', async () => {
    await storage.put('resumes/a.doc', Readable.from([Buffer.from('one '), Buffer.from('two')]), {
      contentType: 'application/msword',
    });
    expect((await readAll((await storage.get('resumes/a.doc'))!.body)).toString()).toBe('one two');
    await storage.put('resumes/a.doc', Buffer.from('three'), { contentType: 'application/msword' });
    expect((await readAll((await storage.get('resumes/a.doc'))!.body)).toString()).toBe('three');
  });

  it('never shows a half-written file, and leaves no temp file when the body fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('resumes/b.pdf', failing, { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect(await storage.exists('resumes/b.pdf')).toBe(false);
    expect(readdirSync(path.join(root, 'storage/resumes'))).toEqual([]);
  });

  it('keeps a download going when the file is deleted mid-way', async () => {
    const bytes = Buffer.alloc(256 * 1024, 7);
    await storage.put('resumes/c.pdf', bytes, { contentType: 'application/pdf' });
    const stored = await storage.get('resumes/c.pdf');
    await storage.delete('resumes/c.pdf');
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
  });

  it('lists every object with its size, without temp files of unfinished writes', async () => {
    expect(await listAll(storage)).toEqual([]); // no root yet
    await storage.put('resumes/a.pdf', Buffer.from('aaa'), { contentType: 'application/pdf' });
    await storage.put('resumes/sub/b.doc', Buffer.from('bbbbb'), { contentType: 'application/msword' });
    writeFileSync(path.join(root, 'storage/resumes/.c.pdf.1234.tmp'), 'half');
    expect(await listAll(storage)).toEqual([
      { key: 'resumes/a.pdf', size: 3, modifiedAt: expect.any(Date) as Date },
      { key: 'resumes/sub/b.doc', size: 5, modifiedAt: expect.any(Date) as Date },
    ]);
  });

  it('removes temp files of writes a crash cut short, once they are older than asked', async () => {
    await storage.put('resumes/a.pdf', Buffer.from('aaa'), { contentType: 'application/pdf' });
    const old = path.join(root, 'storage/resumes/.b.pdf.0123456789ab.tmp');
    const young = path.join(root, 'storage/resumes/.c.pdf.ba9876543210.tmp');
    writeFileSync(old, 'half');
    writeFileSync(young, 'half');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(old, hourAgo, hourAgo);
    expect(await storage.removeUnfinishedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(readdirSync(path.join(root, 'storage/resumes')).sort()).toEqual([
      '.c.pdf.ba9876543210.tmp',
      'a.pdf',
    ]);
    expect(
      await createLocalStorage({ directory: path.join(root, 'none') }).removeUnfinishedWrites(new Date()),
    ).toBe(0);
  });

  it('refuses keys that could leave the root or clash with temp files', async () => {
    for (const key of [
      '../escape.pdf',
      'resumes/../../x',
      '/etc/passwd',
      'resumes/.hidden',
      'a//b',
      '',
      'a\\b',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('refuses a root inside a folder the web server serves', () => {
    const publicDir = path.join(root, 'public');
    expect(() =>
      createLocalStorage({ directory: path.join(publicDir, 'uploads'), servedDirectories: [publicDir] }),
    ).toThrow(/inside the served folder/);
    expect(() => createLocalStorage({ directory: publicDir, servedDirectories: [publicDir] })).toThrow();
    expect(() =>
      createLocalStorage({ directory: path.join(root, 'data/storage'), servedDirectories: [publicDir] }),
    ).not.toThrow();
  });
});
