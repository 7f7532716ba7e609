import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT, E2E_SMTP_PORT } from './tests/e2e/support/env.ts';

/**
 * Browser tests drive the Debian Chromium (Playwright's own browser downloads are not available here)
 * against the production build on a fresh DATA_DIR (scripts/e2e-server.ts). One worker: the machine has
 * two cores and the server under test needs one of them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: BASE_URL,
    screenshot: 'on',
    // A trace records DOM snapshots at every step: about a fifth of the suite's time here. CI keeps only the
    // log and the screenshots, so it records none; locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'SponsorPath <no-reply@sponsorpath.test>',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      LOG_LEVEL: 'warn',
      // As behind a load balancer: test users made by createUser come from their own client addresses.
      TRUST_PROXY: 'true',
      // The community review-queue test signs in as this moderator (tests/e2e/community.spec.ts).
      MODERATOR_EMAILS: 'moderator@sponsorpath.test',
      // New accounts comment once per 30 s (issue 10; enforced in integrity.int.test.ts): the five-deep thread
      // test would wait minutes, so its server lowers the interval.
      COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS: '200',
      // The personalization test (tests/e2e/personalization.spec.ts) adds jobs through authenticated
      // ingestion of a feed file it writes, and the alert scheduler checks every 2 s.
      INGEST_API_KEY: 'e2e-ingest-key-0123456789',
      INGEST_SOURCES_FILE: 'tests/e2e/support/e2e-ingest-sources.json',
      ALERTS_SCHEDULE: '*/2 * * * * *',
    },
  },
});
