import path from 'node:path';

/** Shared by playwright.config.ts, the global setup and the specs; `npm test` picks free ports and passes them in. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3211);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** Where the test SMTP server drops every message it receives, one .eml file per recipient. */
export const MAIL_DIR = path.resolve(import.meta.dirname, '../../../test-results/e2e-mail');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** DESIGN.md section 6: quiet, sandbox-free headless Chromium that makes no network calls of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
