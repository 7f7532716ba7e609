import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { connectRedis } from './redis.ts';

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Where the counters live now: in this process, or in Redis (ok: false = Redis unreachable, counting in-process). */
export type RateLimiterHealth =
  { backend: 'memory' } | { backend: 'redis'; ok: boolean; latency_ms: number; error?: string };

/** Fixed-window counters: in-process by default, shared through Redis when REDIS_URL is set. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** For GET /api/health; limiters without it count as in-process. */
  health?(): Promise<RateLimiterHealth>;
}

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    return {
      allowed: window.count <= limit,
      remaining: Math.max(0, limit - window.count),
      retryAfterSeconds,
    };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  async health(): Promise<RateLimiterHealth> {
    return { backend: 'memory' };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** How long a health probe waits for Redis before calling it down. */
const REDIS_PROBE_TIMEOUT_MS = 1000;

/**
 * Counters shared through Redis (`INCR` and `PTTL` in one `MULTI`). When Redis cannot answer, the limits
 * keep working in-process (each instance counting alone, as without REDIS_URL) rather than failing the
 * request: the warning goes to the log once per outage and GET /api/health reports Redis as down.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
    private readonly log?: Logger,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    try {
      const result = await this.hitRedis(key, limit, windowSeconds);
      this.recovered();
      return result;
    } catch (error) {
      this.failed(error);
      return this.fallback.hit(key, limit, windowSeconds);
    }
  }

  private async hitRedis(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const redisKey = this.prefix + key;
    const replies = await this.redis.multi().incr(redisKey).pttl(redisKey).exec();
    const [[countError, count], [ttlError, ttl]] = (replies ?? [
      [new Error('transaction aborted'), 0],
      [null, 0],
    ]) as [[Error | null, number], [Error | null, number]];
    const replyError = countError ?? ttlError;
    if (replyError) throw replyError;
    let ttlMs = ttl;
    if (ttl < 0) {
      await this.redis.pexpire(redisKey, windowSeconds * 1000);
      ttlMs = windowSeconds * 1000;
    }
    return {
      allowed: count <= limit,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    };
  }

  private failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.log?.warn(
      { err: error },
      'rate limits: Redis unreachable, counting in this process until it is back',
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log?.info({}, 'rate limits: Redis reachable again, counters shared');
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.failed(error);
    }
  }

  async health(): Promise<RateLimiterHealth> {
    const started = performance.now();
    const latency = () => Math.round((performance.now() - started) * 100) / 100;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer within 1 s')), REDIS_PROBE_TIMEOUT_MS);
        }),
      ]);
      this.recovered();
      return { backend: 'redis', ok: true, latency_ms: latency() };
    } catch (error) {
      this.failed(error);
      return {
        backend: 'redis',
        ok: false,
        latency_ms: latency(),
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

export async function createRateLimiter(redisUrl: string | undefined, log?: Logger): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter();
  const redis = await connectRedis(redisUrl);
  const limiter = new RedisRateLimiter(redis, 'rl:', log);
  if (redis.status !== 'ready') await limiter.health();
  return limiter;
}

export type RateLimitRule = { limit: number; windowSeconds: number };

/** Counts one hit against every key; throws a 429 AppError with Retry-After when any is over its limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  checks: { key: string; rule: RateLimitRule }[],
): Promise<void> {
  let retryAfter = 0;
  for (const { key, rule } of checks) {
    const result = await limiter.hit(key, rule.limit, rule.windowSeconds);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) {
    throw new AppError('rate_limited', 'Too Many Requests. Please wait a moment and try again.', {
      retryAfterSeconds: retryAfter,
    });
  }
}
