/**
 * The server the browser tests (and the Lighthouse bench) drive: the production build, with the compiled
 * server (build/node/main.js, as `npm start` runs it), on a fresh, temporary DATA_DIR, so every run starts
 * from an empty database and leaves nothing behind.
 * Environment (PORT, PUBLIC_URL, SMTP_URL, ...) is passed through to the server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT, SERVER_BUNDLE } from './lib/ensure-build.ts';

if (!(await ensureBuild())) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-data-'));
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...process.env, DATA_DIR: dataDir },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The server shuts down gracefully on the same signal; its exit removes the data directory below.
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
