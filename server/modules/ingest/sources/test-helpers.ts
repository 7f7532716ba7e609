/** Shared set-up for the adapter tests: a fast HTTP client and boards pointed at the fake job boards. */
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http.ts';
import type { BoardConfig, SourceName } from '../types.ts';

export const TEST_MAX_ATTEMPTS = 3;

/** Waits are recorded instead of slept, so retries cost nothing and tests can assert what was asked. */
export function createRecordingClient(options: HttpClientOptions = {}): {
  http: HttpClient;
  sleeps: number[];
} {
  const sleeps: number[] = [];
  const http = createHttpClient({
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    timeoutMs: 1_000,
    maxAttempts: TEST_MAX_ATTEMPTS,
    userAgent: 'SponsorPathBot/0.1 (+http://localhost/about; job ingestion)',
    ...options,
  });
  return { http, sleeps };
}

export function buildBoard(
  source: SourceName,
  board: string,
  baseUrl: string,
  company = 'Acme',
): BoardConfig {
  return { source, board, company, baseUrl };
}
