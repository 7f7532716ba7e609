import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Digest = { size: number; sha256: string };

/** Size and SHA-256 of a file, read as a stream. */
export async function digestFile(file: string): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Writes a stream to `file` (creating its folder), hashing the bytes on the way. */
export async function writeAndDigest(body: Readable, file: string): Promise<Digest> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(body, tap, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure rejects. */
export async function forEachLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
