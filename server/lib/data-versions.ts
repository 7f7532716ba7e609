import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';

/** The areas whose public pages the page cache keeps; each has a version bumped by every write to it. */
export const DATA_AREAS = ['jobs', 'community', 'sponsors'] as const;
export type DataArea = (typeof DATA_AREAS)[number];
export type AreaVersions = Record<DataArea, number>;

const changes = new EventEmitter();
changes.setMaxListeners(0);

/**
 * Says that data of `areas` changed (a job batch stored, a post voted on, sponsors imported). Synchronous
 * and cheap: every page cache of this process bumps its versions (decision 016). Call it after the commit.
 */
export function notifyDataChanged(...areas: DataArea[]): void {
  if (areas.length > 0) changes.emit('change', areas);
}

/** Subscribes to notifyDataChanged; returns the unsubscribe function. */
export function onDataChanged(listener: (areas: DataArea[]) => void): () => void {
  changes.on('change', listener);
  return () => {
    changes.off('change', listener);
  };
}

/** Per-area data versions: in-process, or in Redis so every instance (and the CLIs) agree. */
export interface DataVersions {
  current(): Promise<AreaVersions>;
  bump(areas: readonly DataArea[]): Promise<void>;
}

export class MemoryDataVersions implements DataVersions {
  private readonly versions: AreaVersions = { jobs: 0, community: 0, sponsors: 0 };

  async current(): Promise<AreaVersions> {
    return { ...this.versions };
  }

  async bump(areas: readonly DataArea[]): Promise<void> {
    for (const area of areas) this.versions[area] += 1;
  }
}

/**
 * Versions in Redis (`{prefix}ver:{area}`, INCR). Commands on one connection run in order, so a read sent
 * after a bump sees it.
 */
export class RedisDataVersions implements DataVersions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(area: DataArea): string {
    return `${this.prefix}ver:${area}`;
  }

  async current(): Promise<AreaVersions> {
    const values = await this.redis.mget(...DATA_AREAS.map((area) => this.key(area)));
    const versions = { jobs: 0, community: 0, sponsors: 0 };
    DATA_AREAS.forEach((area, index) => {
      versions[area] = Number(values[index] ?? 0) || 0;
    });
    return versions;
  }

  async bump(areas: readonly DataArea[]): Promise<void> {
    if (areas.length === 0) return;
    const multi = this.redis.multi();
    for (const area of areas) multi.incr(this.key(area));
    await multi.exec();
  }
}

export const DEFAULT_PAGE_CACHE_PREFIX = 'sp:pc:';

/**
 * For command-line tools that change data in another process (npm run ingest, npm run import:h1b): with
 * REDIS_URL set, bumps the shared versions so running servers stop serving the old pages at once;
 * without it, the servers' caches expire by themselves (fresh 120 s on the server, decision 016).
 */
export async function bumpSharedDataVersions(
  redisUrl: string | undefined,
  areas: readonly DataArea[],
  prefix = DEFAULT_PAGE_CACHE_PREFIX,
): Promise<void> {
  notifyDataChanged(...areas);
  if (!redisUrl) return;
  const redis = await connectRedis(redisUrl);
  try {
    await new RedisDataVersions(redis, prefix).bump(areas);
  } finally {
    await redis.quit();
  }
}
