import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Mailer, MailMessage } from '../../server/lib/mailer.ts';
import { MemoryRateLimiter } from '../../server/lib/rate-limiter.ts';
import { createTestDatabase } from './database.ts';

/** Records mails instead of sending them; tests read the reset link from here. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  lastTo(address: string): MailMessage | undefined {
    return this.sent.filter((m) => m.to === address).at(-1);
  }
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-'));
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { dataDir, authSecret: 'test-secret-test-secret-test-secret-0123456789', ...overrides },
  );
}

/** Builds the real app on a fresh database (fastify/demo's build() helper). */
export async function buildTestApp(
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const mailer = new MemoryMailer();
  const app = await buildApp({
    ssr: false,
    rateLimiter: new MemoryRateLimiter(),
    mailer,
    logger: false,
    pruneIntervalMs: 0,
    orphanSweepIntervalMs: 0,
    ...options,
    config,
    database,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
