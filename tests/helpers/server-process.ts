import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { startScript } from './child-script.ts';

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** SIGKILL, and wait for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), and wait for the exit. */
  stop(): Promise<void>;
};

/** The test secret every server process of a fault test shares (sessions survive a restart). */
export const TEST_AUTH_SECRET = 'fault-test-secret-fault-test-secret-0123456789';

/**
 * Starts tests/helpers/api-server.ts on `port` with `env` (DATA_DIR, DATABASE_URL, ...) and resolves once
 * it listens. TRUST_PROXY is on, so tests pick the client address per request (x-forwarded-for).
 */
export async function startServerProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const started = startScript('tests/helpers/api-server.ts', [], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: 'true',
    PAGE_CACHE: 'off',
    ALERTS_SCHEDULE: 'off',
    INGEST_SCHEDULE: 'off',
    SPONSOR_SAMPLES: 'false',
    REDIS_URL: '',
    ...env,
  });
  const { child, output } = started;
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(`listening ${port}`)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before listening:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not listen within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    url,
    output,
    async kill() {
      if (ended()) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (ended()) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
