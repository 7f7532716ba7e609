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

  it('turns on HSTS-relevant https mode from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://jobs.example.com/' });
    expect(config.publicUrl).toBe('https://jobs.example.com');
    expect(config.isHttps).toBe(true);
  });
});
