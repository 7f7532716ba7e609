import type { Redis } from 'ioredis';

/** One way to open a Redis connection from REDIS_URL (rate limits, page cache, data versions). */
export async function connectRedis(redisUrl: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
}
