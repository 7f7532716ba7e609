/**
 * The one HTTP client every ingestion source goes through, so politeness (an honest User-Agent, a small
 * per-host concurrency limit, Retry-After) and failure handling (timeouts, bounded retries, typed errors)
 * are decided once rather than per adapter.
 */

export const BOT_PRODUCT = 'SponsorPathBot/0.1';
export const DEFAULT_TIMEOUT_MS = 15_000;
/** First try plus three retries: enough to ride out a deploy or a short rate limit, not to hammer a host. */
export const DEFAULT_MAX_ATTEMPTS = 4;
export const DEFAULT_BASE_DELAY_MS = 500;
export const DEFAULT_MAX_DELAY_MS = 30_000;
/** A Retry-After beyond this is cut down to it: one board must not stall a whole run for an hour. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
/** Public job-board APIs are shared infrastructure; two requests at a time per host keeps us a polite client. */
export const DEFAULT_PER_HOST_CONCURRENCY = 2;
/** Large Greenhouse boards with content=true run to tens of MB; anything far beyond is not a job board. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
const SNIPPET_LENGTH = 120;

export class HttpError extends Error {
  constructor(
    message: string,
    readonly url: string,
    /** The response status, or null when no response arrived (network error, timeout). */
    readonly status: number | null,
    /** How many tries it took; set once the client gives up. */
    public attempts = 1,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(url: string, attempts = 1) {
    super(`GET ${url} answered 404 Not Found`, url, 404, attempts);
    this.name = 'NotFoundError';
  }
}

export class RequestTimeoutError extends HttpError {
  constructor(url: string, timeoutMs: number, attempts = 1) {
    super(`GET ${url} timed out after ${timeoutMs} ms`, url, null, attempts);
    this.name = 'RequestTimeoutError';
  }
}

export class MalformedJsonError extends HttpError {
  constructor(
    url: string,
    readonly snippet: string,
    status: number | null = 200,
  ) {
    super(`GET ${url} returned malformed JSON: ${JSON.stringify(snippet)}`, url, status);
    this.name = 'MalformedJsonError';
  }
}

export type RetryEvent = { url: string; attempt: number; waitMs: number; reason: string };

export type HttpClientOptions = {
  /** Full User-Agent; defaults to one built from publicUrl so site owners can see who we are. */
  userAgent?: string;
  publicUrl?: string;
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  perHostConcurrency?: number;
  maxBodyBytes?: number;
  /** Injected so tests assert the requested waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Called before each retry wait, for the run log. */
  onRetry?: (event: RetryEvent) => void;
};

export type HttpClient = {
  /** Parsed JSON body; 404 -> NotFoundError, unparsable -> MalformedJsonError, else HttpError. */
  getJson(url: string): Promise<unknown>;
  /** Raw body text (JSON-lines feeds). */
  getText(url: string): Promise<string>;
  readonly userAgent: string;
};

export function buildUserAgent(publicUrl: string): string {
  return `${BOT_PRODUCT} (+${publicUrl.replace(/\/+$/, '')}/about; job ingestion)`;
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored (null). */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}

/**
 * "Equal jitter": half the exponential step is fixed, half random, so retries from parallel boards spread
 * out yet never retry immediately.
 */
export function computeBackoffMs(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(step / 2 + options.random() * (step / 2));
}

export type Semaphore = { acquire(): Promise<() => void> };

/** A counting semaphore; a released slot passes straight to the next waiter so order is first come, first served. */
export function createSemaphore(limit: number): Semaphore {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async acquire() {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      };
    },
  };
}

type AttemptResult =
  | { ok: true; text: string; status: number }
  | { ok: false; error: HttpError; retryable: boolean; retryAfterMs: number | null };

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const userAgent = options.userAgent ?? buildUserAgent(options.publicUrl ?? 'http://localhost');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const perHost = Math.max(1, options.perHostConcurrency ?? DEFAULT_PER_HOST_CONCURRENCY);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const backoff = {
    baseDelayMs: options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
    maxDelayMs: options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
    random: options.random ?? Math.random,
  };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  const hosts = new Map<string, Semaphore>();

  function limitHost(host: string): Semaphore {
    let semaphore = hosts.get(host);
    if (!semaphore) {
      semaphore = createSemaphore(perHost);
      hosts.set(host, semaphore);
    }
    return semaphore;
  }

  async function attempt(url: string, accept: string): Promise<AttemptResult> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(url, {
        headers: { 'user-agent': userAgent, accept },
        signal,
        redirect: 'follow',
      });
      if (response.ok) {
        return { ok: true, text: await readBodyText(response, url, maxBodyBytes), status: response.status };
      }
      // Free the connection; the error body of a job board says nothing we act on.
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404) {
        return { ok: false, error: new NotFoundError(url), retryable: false, retryAfterMs: null };
      }
      const retryable = response.status === 429 || response.status >= 500;
      const retryAfter = retryable ? parseRetryAfter(response.headers.get('retry-after'), now()) : null;
      return {
        ok: false,
        error: new HttpError(
          `GET ${url} answered ${response.status} ${response.statusText}`.trim(),
          url,
          response.status,
        ),
        retryable,
        retryAfterMs: retryAfter === null ? null : Math.min(retryAfter, maxRetryAfterMs),
      };
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, error, retryable: false, retryAfterMs: null };
      if (signal.aborted) {
        return {
          ok: false,
          error: new RequestTimeoutError(url, timeoutMs),
          retryable: true,
          retryAfterMs: null,
        };
      }
      return {
        ok: false,
        error: new HttpError(`GET ${url} failed: ${describeNetworkError(error)}`, url, null),
        retryable: true,
        retryAfterMs: null,
      };
    }
  }

  async function request(url: string, accept: string): Promise<{ text: string; status: number }> {
    let host: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
      host = parsed.host;
    } catch {
      throw new HttpError(`Not an http(s) URL: ${url}`, url, null, 0);
    }
    for (let attemptNumber = 1; ; attemptNumber++) {
      const release = await limitHost(host).acquire();
      let result: AttemptResult;
      try {
        result = await attempt(url, accept);
      } finally {
        // The slot is released before any retry wait, so one backing-off board does not block its host.
        release();
      }
      if (result.ok) return result;
      if (!result.retryable || attemptNumber >= maxAttempts) {
        throw withAttempts(result.error, attemptNumber);
      }
      const waitMs = result.retryAfterMs ?? computeBackoffMs(attemptNumber, backoff);
      options.onRetry?.({ url, attempt: attemptNumber, waitMs, reason: result.error.message });
      await sleep(waitMs);
    }
  }

  return {
    userAgent,
    async getText(url) {
      return (await request(url, '*/*')).text;
    },
    async getJson(url) {
      const { text, status } = await request(url, 'application/json');
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new MalformedJsonError(url, summarizeSnippet(text), status);
      }
    },
  };
}

/** Collapses whitespace and cuts the body so an error message stays one readable line. */
export function summarizeSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

function withAttempts(error: HttpError, attempts: number): HttpError {
  // Errors are created per attempt; the one thrown carries how many tries it took, for the run summary.
  error.attempts = attempts;
  if (attempts > 1) error.message = `${error.message} (after ${attempts} attempts)`;
  return error;
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause;
    if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
      return cause.code;
    }
    return error.message;
  }
  return String(error);
}

async function readBodyText(response: Response, url: string, limit: number): Promise<string> {
  const tooLarge = () => new HttpError(`GET ${url} body exceeds ${limit} bytes`, url, response.status);
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  // TextDecoder drops a leading BOM, which JSON.parse would otherwise reject.
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
