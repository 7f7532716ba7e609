import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** One stored answer: the identity body and its precompressed forms, with its freshness window. */
export type CachedPage = {
  status: number;
  /** Lower-case header names; never Set-Cookie, Content-Length, Content-Encoding, Date or Connection. */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  storedAt: number;
  /** Until then the entry is served as it is; until staleUntil it is served while a new render runs. */
  freshUntil: number;
  staleUntil: number;
};

/** Gives up a lease taken with `PageStore.lease`. */
export type ReleaseLease = () => Promise<void>;

export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  /**
   * Single flight across instances (decision 016): a lease on rendering `key` for at most `ttlMs`, or null
   * while another holder has it. Stores one process owns (the LRU) have none: the plugin's in-process
   * single flight is enough there.
   */
  lease?(key: string, ttlMs: number): Promise<ReleaseLease | null>;
  close(): Promise<void>;
}

export function pageSize(page: CachedPage): number {
  return page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512;
}

/** In-process LRU bounded by bytes; entries leave at the end of their stale window. */
export class MemoryPageStore implements PageStore {
  private readonly lru: LRUCache<string, CachedPage>;

  constructor(maxBytes: number, now: () => number = Date.now) {
    this.lru = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: pageSize,
      ttlAutopurge: false,
      perf: { now },
    });
  }

  async get(key: string): Promise<CachedPage | undefined> {
    return this.lru.get(key);
  }

  async set(key: string, page: CachedPage): Promise<void> {
    const ttl = page.staleUntil - page.storedAt;
    if (ttl <= 0 || pageSize(page) > this.lru.maxEntrySize) return;
    this.lru.set(key, page, { ttl });
  }

  async close(): Promise<void> {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.calculatedSize;
  }
}

type StoredMeta = Omit<CachedPage, 'body' | 'gzip' | 'br'> & { lengths: [number, number, number] };

export function encodePage(page: CachedPage): Buffer {
  const { body, gzip, br, ...rest } = page;
  const meta: StoredMeta = { ...rest, lengths: [body.length, gzip?.length ?? -1, br?.length ?? -1] };
  const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
  const header = Buffer.alloc(4);
  header.writeUInt32BE(metaBytes.length, 0);
  return Buffer.concat([header, metaBytes, body, gzip ?? Buffer.alloc(0), br ?? Buffer.alloc(0)]);
}

export function decodePage(buffer: Buffer): CachedPage | undefined {
  if (buffer.length < 4) return undefined;
  const metaLength = buffer.readUInt32BE(0);
  if (4 + metaLength > buffer.length) return undefined;
  let meta: StoredMeta;
  try {
    meta = JSON.parse(buffer.subarray(4, 4 + metaLength).toString('utf8')) as StoredMeta;
  } catch {
    return undefined;
  }
  const [bodyLength, gzipLength, brLength] = meta.lengths;
  let offset = 4 + metaLength;
  const take = (length: number): Buffer | null => {
    if (length < 0) return null;
    const part = buffer.subarray(offset, offset + length);
    offset += length;
    return part;
  };
  const body = take(bodyLength);
  const gzip = take(gzipLength);
  const br = take(brLength);
  if (!body || offset !== buffer.length) return undefined;
  const { lengths: _lengths, ...rest } = meta;
  return { ...rest, body, gzip, br };
}

/** Deletes a lease only if it still holds the caller's token. */ const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Shared by every instance: one Redis string per key, expiring with its stale window. */
export class RedisPageStore implements PageStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxEntryBytes: number,
  ) {}

  async get(key: string): Promise<CachedPage | undefined> {
    const value = await this.redis.getBuffer(this.prefix + key);
    return value ? decodePage(value) : undefined;
  }

  async set(key: string, page: CachedPage): Promise<void> {
    const ttl = page.staleUntil - page.storedAt;
    if (ttl <= 0 || pageSize(page) > this.maxEntryBytes) return;
    await this.redis.set(this.prefix + key, encodePage(page), 'PX', ttl);
  }

  async lease(key: string, ttlMs: number): Promise<ReleaseLease | null> {
    const name = `${this.prefix}lease:${key}`;
    const token = randomBytes(12).toString('base64url');
    const taken = await this.redis.set(name, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
    if (taken !== 'OK') return null;
    // Only the holder's own token is deleted: a lease that expired and was taken by another stays theirs.
    return async () => {
      await this.redis.eval(RELEASE_SCRIPT, 1, name, token);
    };
  }

  async close(): Promise<void> {}
}
