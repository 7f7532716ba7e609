import type { Redis } from 'ioredis';

/**
 * One way to open a Redis connection from REDIS_URL (rate limits, page cache, data versions). Commands fail
 * at once while Redis is unreachable (callers fall back: in-process limits, renders without the shared
 * cache) instead of queueing; the client keeps reconnecting, at most every 2 s. Resolves when connected, or
 * after 2 s without Redis, so the app starts either way.
 */
export async function connectRedis(redisUrl: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Connection errors are reported by the callers and the health answer; without a listener ioredis prints each.
  redis.on('error', () => {});
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}
