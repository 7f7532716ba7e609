import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'sp-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      siteName: 'SponsorPath',
      logLevel: 'info',
      isHttps: false,
    });
  });

  it('keeps search results (SEARCH_CACHE) in production by default, not in development or tests, unless told', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).searchCache.enabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).searchCache.enabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).searchCache.enabled).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SEARCH_CACHE: 'off' }).searchCache.enabled,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SEARCH_CACHE: '1' }).searchCache.enabled).toBe(
      true,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SEARCH_CACHE: 'sometimes' })).toThrow(/SEARCH_CACHE/);
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('stops with a readable list of every bad value', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        AUTH_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters');
    }
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything that is not one', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        ALLOWED_ORIGINS: ' https://Admin.Example.com , http://localhost:5173,https://admin.example.com/ ,',
      }).allowedOrigins,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
    for (const bad of [
      'admin.example.com',
      'https://admin.example.com/path',
      'https://admin.example.com?x=1',
      'https://user:pw@admin.example.com',
      'ftp://admin.example.com',
      'http://[',
      'http://127.0.0.1:99999',
      'null',
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), ALLOWED_ORIGINS: `https://ok.example.com,${bad}` })).toThrow(
        /ALLOWED_ORIGINS: .* is not an origin/,
      );
    }
  });

  it('refuses a PUBLIC_URL that does not parse', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'http://[' })).toThrow(/PUBLIC_URL/);
  });

  it('reads MODERATOR_EMAILS as a lowercased list and refuses what is not an e-mail', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).moderatorEmails).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: tmp(), MODERATOR_EMAILS: ' Mod@Example.com, second@example.org ' })
        .moderatorEmails,
    ).toEqual(['mod@example.com', 'second@example.org']);
    expect(() => loadConfig({ DATA_DIR: tmp(), MODERATOR_EMAILS: 'not-an-email' })).toThrow(ConfigError);
  });

  it('keeps the 30-second comment interval of new accounts unless COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).newAccountCommentIntervalMs).toBe(30_000);
    expect(
      loadConfig({ DATA_DIR: tmp(), COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS: '500' })
        .newAccountCommentIntervalMs,
    ).toBe(500);
    expect(() => loadConfig({ DATA_DIR: tmp(), COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS: '-1' })).toThrow(
      ConfigError,
    );
  });

  it('turns on HSTS-relevant https mode from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://jobs.example.com/' });
    expect(config.publicUrl).toBe('https://jobs.example.com');
    expect(config.isHttps).toBe(true);
  });

  it('keeps resumes in DATA_DIR/storage by default and switches to S3 when a bucket is set', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({
      driver: 'local',
      directory: path.join(dataDir, 'storage'),
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'resumes',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'resumes',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /set both or neither/,
    );
  });

  it('reads the ingestion schedule as off, daily or a cron expression, and refuses anything else', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).ingest.schedule).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, INGEST_SCHEDULE: 'daily' }).ingest.schedule).toBe('0 6 * * *');
    expect(loadConfig({ DATA_DIR: dataDir, INGEST_SCHEDULE: '30 */6 * * *' }).ingest.schedule).toBe(
      '30 */6 * * *',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, INGEST_SCHEDULE: 'sometimes' })).toThrow(/INGEST_SCHEDULE/);
    expect(() => loadConfig({ DATA_DIR: dataDir, INGEST_API_KEY: 'short' })).toThrow(/INGEST_API_KEY/);
  });

  it('reads the optional LLM settings: both URL and model, or none', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).ai).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://127.0.0.1:9/v1/', AI_MODEL: 'm', AI_API_KEY: 'k' })
        .ai,
    ).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutMs: 8000 });
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_MODEL: 'm' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://x', AI_MODEL: 'm', AI_TIMEOUT_MS: '5' }),
    ).toThrow(/AI_TIMEOUT_MS/);
  });
});
