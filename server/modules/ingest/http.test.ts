import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeJobBoards, type FakeJobBoards } from '../../../tests/helpers/fake-job-boards.ts';
import {
  buildUserAgent,
  computeBackoffMs,
  createHttpClient,
  createSemaphore,
  HttpError,
  MalformedJsonError,
  NotFoundError,
  parseRetryAfter,
  RequestTimeoutError,
  type HttpClientOptions,
} from './http.ts';

let fake: FakeJobBoards;
let sleeps: number[];

beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  sleeps = [];
  fake.resetStats();
});

/** A client whose waits are recorded, not slept, so retry tests take milliseconds. */
function createTestClient(options: HttpClientOptions = {}) {
  return createHttpClient({
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    timeoutMs: 1_000,
    maxAttempts: 3,
    ...options,
  });
}

const feedUrl = (name: string) => `${fake.baseUrl}/feeds/${name}`;

describe('getJson / getText', () => {
  it('returns the parsed body and sends an honest User-Agent and Accept header', async () => {
    fake.setFeed('ok.json', '{"jobs":[{"id":1}]}', 'application/json');
    const client = createTestClient({ publicUrl: 'https://sponsorpath.example/' });

    await expect(client.getJson(feedUrl('ok.json'))).resolves.toEqual({ jobs: [{ id: 1 }] });

    const [request] = fake.requests({ source: 'feed', board: 'ok.json' });
    expect(request?.userAgent).toBe('SponsorPathBot/0.1 (+https://sponsorpath.example/about; job ingestion)');
    expect(request?.accept).toBe('application/json');
  });

  it('uses a configured User-Agent as is', async () => {
    fake.setFeed('ua.json', '{}', 'application/json');
    await createTestClient({ userAgent: 'CustomBot/1.0' }).getJson(feedUrl('ua.json'));
    expect(fake.requests({ board: 'ua.json' })[0]?.userAgent).toBe('CustomBot/1.0');
  });

  it('getText returns the raw body', async () => {
    fake.setFeed('lines.jsonl', '{"a":1}\n{"a":2}\n');
    await expect(createTestClient().getText(feedUrl('lines.jsonl'))).resolves.toBe('{"a":1}\n{"a":2}\n');
  });

  it('drops a leading byte-order mark before parsing', async () => {
    fake.setFeed('bom.json', '\uFEFF{"ok":true}', 'application/json');
    await expect(createTestClient().getJson(feedUrl('bom.json'))).resolves.toEqual({ ok: true });
  });

  it('reports malformed JSON with the URL and a short snippet', async () => {
    fake.setFeed('bad.json', `{"jobs": [${'x'.repeat(500)}`, 'application/json');
    const error = await createTestClient()
      .getJson(feedUrl('bad.json'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedJsonError);
    const malformed = error as MalformedJsonError;
    expect(malformed.url).toBe(feedUrl('bad.json'));
    expect(malformed.snippet.startsWith('{"jobs": [xxx')).toBe(true);
    expect(malformed.snippet.length).toBeLessThanOrEqual(121);
    expect(fake.requests({ board: 'bad.json' })).toHaveLength(1);
  });

  it('reports 404 as NotFoundError without retrying', async () => {
    const error = await createTestClient()
      .getJson(feedUrl('missing.json'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect(fake.requests({ board: 'missing.json' })).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry other 4xx answers', async () => {
    fake.setFeed('forbidden.json', '{}');
    fake.setBehavior('feed', 'forbidden.json', { failAlways: 403 });
    const error = await createTestClient()
      .getJson(feedUrl('forbidden.json'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(fake.requests({ board: 'forbidden.json' })).toHaveLength(1);
  });

  it('rejects a URL that is not http(s) without a request', async () => {
    const error = await createTestClient()
      .getJson('ftp://example.com/jobs')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toContain('Not an http(s) URL');
  });
});

describe('retries', () => {
  it('retries 500 with exponential backoff and jitter, then succeeds', async () => {
    fake.setFeed('flaky.json', '{"ok":true}');
    fake.setBehavior('feed', 'flaky.json', { failFirst: 2, failStatus: 500 });
    const client = createTestClient({ baseDelayMs: 100, random: () => 0.5, maxAttempts: 4 });

    await expect(client.getJson(feedUrl('flaky.json'))).resolves.toEqual({ ok: true });

    // Equal jitter: half of 100 fixed + 0.5 x 50, then half of 200 + 0.5 x 100.
    expect(sleeps).toEqual([75, 150]);
    expect(fake.requests({ board: 'flaky.json' })).toHaveLength(3);
  });

  it('gives up after maxAttempts on a persistent 5xx, saying how many tries it took', async () => {
    fake.setFeed('down.json', '{}');
    fake.setBehavior('feed', 'down.json', { failAlways: 503 });
    const retries: number[] = [];
    const client = createTestClient({ maxAttempts: 3, onRetry: (event) => retries.push(event.attempt) });

    const error = await client.getJson(feedUrl('down.json')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).attempts).toBe(3);
    expect((error as HttpError).message).toContain('after 3 attempts');
    expect(fake.requests({ board: 'down.json' })).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(retries).toEqual([1, 2]);
  });

  it('honours Retry-After in seconds on 429', async () => {
    fake.setFeed('limited.json', '{"ok":true}');
    fake.setBehavior('feed', 'limited.json', { failFirst: 2, failStatus: 429, retryAfter: '7' });
    await expect(createTestClient().getJson(feedUrl('limited.json'))).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([7_000, 7_000]);
  });

  it('honours Retry-After as an HTTP date, measured from the injected clock', async () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    fake.setFeed('dated.json', '{"ok":true}');
    fake.setBehavior('feed', 'dated.json', {
      failFirst: 1,
      failStatus: 429,
      retryAfter: new Date(now + 12_000).toUTCString(),
    });
    await createTestClient({ now: () => now }).getJson(feedUrl('dated.json'));
    expect(sleeps).toEqual([12_000]);
  });

  it('caps a long Retry-After at maxRetryAfterMs', async () => {
    fake.setFeed('patient.json', '{"ok":true}');
    fake.setBehavior('feed', 'patient.json', { failFirst: 1, failStatus: 503, retryAfter: '3600' });
    await createTestClient({ maxRetryAfterMs: 20_000 }).getJson(feedUrl('patient.json'));
    expect(sleeps).toEqual([20_000]);
  });

  it('retries network errors (connection refused) and reports them', async () => {
    const closed = await startFakeJobBoards();
    const url = `${closed.baseUrl}/feeds/x`;
    await closed.close();
    const error = await createTestClient({ maxAttempts: 2 })
      .getJson(url)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBeNull();
    expect((error as HttpError).message).toContain('ECONNREFUSED');
    expect(sleeps).toHaveLength(1);
  });

  it('times out a slow response, retries it, then fails with RequestTimeoutError', async () => {
    fake.setFeed('slow.json', '{}');
    fake.setBehavior('feed', 'slow.json', { delayMs: 400 });
    const started = Date.now();
    const error = await createTestClient({ timeoutMs: 40, maxAttempts: 2 })
      .getJson(feedUrl('slow.json'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).message).toContain('timed out after 40 ms');
    expect(fake.requests({ board: 'slow.json' })).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('per-host concurrency', () => {
  it('holds at most perHostConcurrency requests in flight to one host', async () => {
    fake.setFeed('busy.json', '{}');
    fake.setBehavior('feed', 'busy.json', { delayMs: 25 });
    const client = createTestClient({ perHostConcurrency: 2 });

    await Promise.all(Array.from({ length: 6 }, () => client.getJson(feedUrl('busy.json'))));

    expect(fake.requests({ board: 'busy.json' })).toHaveLength(6);
    expect(fake.maxInFlight()).toBe(2);
  });

  it('limits each host separately', async () => {
    const other = await startFakeJobBoards();
    try {
      for (const server of [fake, other]) {
        server.setFeed('busy.json', '{}');
        server.setBehavior('feed', 'busy.json', { delayMs: 100 });
      }
      const client = createTestClient({ perHostConcurrency: 1 });
      await Promise.all([
        client.getJson(`${fake.baseUrl}/feeds/busy.json`),
        client.getJson(`${other.baseUrl}/feeds/busy.json`),
      ]);
      const [first] = fake.requests({ board: 'busy.json' });
      const [second] = other.requests({ board: 'busy.json' });
      // One slot per host, not one overall: the second host's request arrived while the first was held.
      expect(Math.abs((first?.receivedAt ?? 0) - (second?.receivedAt ?? Infinity))).toBeLessThan(100);
    } finally {
      await other.close();
    }
  });
});

describe('building blocks', () => {
  it('parseRetryAfter reads seconds and HTTP dates and ignores junk', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('computeBackoffMs doubles per attempt, stays within [step/2, step] and is capped', () => {
    const options = { baseDelayMs: 500, maxDelayMs: 4_000 };
    expect(computeBackoffMs(1, { ...options, random: () => 0 })).toBe(250);
    expect(computeBackoffMs(1, { ...options, random: () => 1 })).toBe(500);
    expect(computeBackoffMs(3, { ...options, random: () => 0 })).toBe(1_000);
    expect(computeBackoffMs(10, { ...options, random: () => 1 })).toBe(4_000);
  });

  it('createSemaphore serves waiters first come, first served and ignores double release', async () => {
    const semaphore = createSemaphore(1);
    const order: string[] = [];
    const first = await semaphore.acquire();
    const second = semaphore.acquire().then((release) => {
      order.push('second');
      return release;
    });
    const third = semaphore.acquire().then((release) => {
      order.push('third');
      return release;
    });
    first();
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
  });

  it('buildUserAgent names the bot and where to read about it', () => {
    expect(buildUserAgent('http://localhost:3000/')).toBe(
      'SponsorPathBot/0.1 (+http://localhost:3000/about; job ingestion)',
    );
  });
});
