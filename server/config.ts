import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { COMMUNITY_LIMITS } from '../core/community.ts';
import { SITE_NAME_DEFAULT } from '../core/constants.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined || (protocols.some((p) => value.startsWith(`${p}:`)) && URL.canParse(value)),
      `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/**
 * An origin as browsers send it in the `Origin` header (`https://admin.example.com`, `http://host:8080`):
 * scheme http(s), host, optional port, nothing else. Returns its serialization, or null.
 */
export function parseOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const isBare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !value.includes('?') &&
    !value.includes('#') &&
    !/^https?:\/\/[^/]*\/./i.test(value);
  return isBare ? url.origin : null;
}

/** ALLOWED_ORIGINS: comma-separated origins trusted for cookie-carrying state changes besides PUBLIC_URL's. */
const allowedOrigins = z
  .string()
  .default('')
  .transform((value, context) => {
    const origins: string[] = [];
    for (const item of value.split(',').map((part) => part.trim())) {
      if (!item) continue;
      const origin = parseOrigin(item);
      if (origin) origins.push(origin);
      else {
        context.addIssue({
          code: 'custom',
          message: `${JSON.stringify(item)} is not an origin: write scheme://host[:port] such as https://admin.example.com, without a path`,
        });
      }
    }
    return [...new Set(origins)];
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  ALLOWED_ORIGINS: allowedOrigins,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('SponsorPath <no-reply@localhost>'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** The shared cache of anonymous public pages and APIs (decision 016): on by default in production. */
  PAGE_CACHE: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  /** Bytes the in-process page cache may hold, in MiB (with REDIS_URL, Redis holds the pages instead). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /** Key prefix of the page cache and its data versions in Redis. */
  PAGE_CACHE_PREFIX: z.string().trim().min(1).default('sp:pc:'),
  /** Search results kept for everyone for two minutes (SPEC section 9): on by default in production. */
  SEARCH_CACHE: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().min(1).default(SITE_NAME_DEFAULT),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Resume storage: 'local' (DATA_DIR/storage) or 's3'; defaults to s3 when S3_BUCKET is set. */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Admin key for POST /api/functions/fetch-jobs; unset = the endpoint answers 401 to everyone. */
  INGEST_API_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters'),
  /** Cron expression (e.g. '0 6 * * *'), 'daily' (= '0 6 * * *') or 'off' (default). */
  INGEST_SCHEDULE: z.string().trim().default('off'),
  INGEST_SOURCES_FILE: z.string().min(1).default('config/ingest-sources.json'),
  /** When job alerts are checked and mailed: a cron expression, 'hourly' (default; off under NODE_ENV=test) or 'off'. */
  ALERTS_SCHEDULE: z.string().trim().optional(),
  /**
   * 'on' (default): the first start on a database without sponsor data imports the shipped H-1B samples
   * (db/seed-data/h1b) in the background; 'off' leaves the sponsor pages empty until `npm run import:h1b`.
   */
  SPONSOR_SAMPLES: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('on')
    .transform((value) => value === 'on' || value === 'true' || value === '1'),
  /** Optional OpenAI-compatible endpoint that may reword the analysis suggestions (never the score). */
  AI_BASE_URL: optionalUrl(['http', 'https']),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** Comma-separated e-mails of the community moderators (review queue, restore or remove flagged content). */
  MODERATOR_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(/[,\s]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (emails) => emails.every((email) => /^[^@\s]+@[^@\s]+$/.test(email)),
      'must be a comma-separated list of e-mails',
    ),
  /**
   * Accounts younger than 72 hours may comment once per this many milliseconds (issue 10: 30 seconds).
   * Only the browser tests' server lowers it, so a five-deep thread does not wait minutes.
   */
  COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .default(COMMUNITY_LIMITS.newAccountCommentIntervalS * 1000),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** Origins trusted for cookie-carrying state changes besides PUBLIC_URL's own (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  isHttps: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Shared cache of anonymous public answers (decision 016). */
  pageCache: PageCacheConfig;
  /** SEARCH_CACHE; default on when NODE_ENV is production, off in development and test. */
  searchCache: { enabled: boolean };
  logLevel: Env['LOG_LEVEL'];
  siteName: string;
  trustProxy: boolean;
  storage: StorageConfig;
  ingest: IngestConfig;
  /** Cron expression of the job-alert mailing, or undefined when off. */
  alertsSchedule: string | undefined;
  /** Whether the first start imports the shipped H-1B samples (SPONSOR_SAMPLES). */
  sponsorSamples: boolean;
  /** Undefined unless AI_BASE_URL and AI_MODEL are set: the local analyzer's suggestions are used as they are. */
  ai: AiConfig | undefined;
  /** Lowercased e-mails of the community moderators. */
  moderatorEmails: string[];
  /** Minimum gap between two comments of an account younger than 72 hours. */
  newAccountCommentIntervalMs: number;
};

export type PageCacheConfig = {
  /** PAGE_CACHE; default on when NODE_ENV is production, off in development and test. */
  enabled: boolean;
  maxBytes: number;
  /** Redis key prefix (REDIS_URL set): pages and data versions. */
  prefix: string;
};

export type AiConfig = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export type StorageConfig =
  | { driver: 'local'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset = the AWS SDK's default credential chain (env, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type IngestConfig = {
  apiKey: string | undefined;
  /** A cron expression, or undefined when the schedule is off. */
  schedule: string | undefined;
  sourcesFile: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; a bad value stops start-up with a readable list. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return `${key}: ${issue.message} (got ${JSON.stringify(source[key] ?? '')})`;
      }),
    );
  }
  return result.data;
}

/** An on/off switch ('on', 'true', '1' or 'off', 'false', '0'), or its default when unset. */
function switchedOn(
  value: 'on' | 'off' | 'true' | 'false' | '1' | '0' | undefined,
  fallback: boolean,
): boolean {
  return value === undefined ? fallback : value === 'on' || value === 'true' || value === '1';
}

/** AUTH_SECRET from env, else generated once and kept in DATA_DIR so sessions survive restarts. */
function resolveAuthSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR);
  const port = overrides.port ?? env.PORT;
  const publicUrl = (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl,
    allowedOrigins: env.ALLOWED_ORIGINS,
    isHttps: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: overrides.authSecret ?? resolveAuthSecret(env, dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    pageCache: {
      enabled: switchedOn(env.PAGE_CACHE, env.NODE_ENV === 'production'),
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      prefix: env.PAGE_CACHE_PREFIX,
    },
    searchCache: { enabled: switchedOn(env.SEARCH_CACHE, env.NODE_ENV === 'production') },
    logLevel: env.LOG_LEVEL,
    siteName: env.SITE_NAME,
    trustProxy: env.TRUST_PROXY,
    storage: resolveStorage(env, dataDir),
    ingest: {
      apiKey: env.INGEST_API_KEY,
      schedule: resolveSchedule(env.INGEST_SCHEDULE),
      sourcesFile: path.resolve(env.INGEST_SOURCES_FILE),
    },
    alertsSchedule: resolveSchedule(
      env.ALERTS_SCHEDULE ?? (env.NODE_ENV === 'test' ? 'off' : 'hourly'),
      'ALERTS_SCHEDULE',
    ),
    sponsorSamples: env.SPONSOR_SAMPLES,
    ai: resolveAi(env),
    moderatorEmails: env.MODERATOR_EMAILS,
    newAccountCommentIntervalMs: env.COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS,
    ...overrides,
  };
}

function resolveAi(env: Env): AiConfig | undefined {
  if (!env.AI_BASE_URL && !env.AI_MODEL && !env.AI_API_KEY) return undefined;
  if (!env.AI_BASE_URL || !env.AI_MODEL) {
    throw new ConfigError(['AI_BASE_URL and AI_MODEL: set both to use an LLM for suggestions, or neither']);
  }
  return {
    baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

function resolveStorage(env: Env, dataDir: string): StorageConfig {
  const driver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
  if (driver === 'local') return { driver, directory: path.join(dataDir, 'storage') };
  if (!env.S3_BUCKET) throw new ConfigError(['S3_BUCKET: is required when STORAGE_DRIVER is s3']);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']);
  }
  return {
    driver,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function resolveSchedule(value: string, name = 'INGEST_SCHEDULE'): string | undefined {
  const lower = value.toLowerCase();
  if (lower === 'off' || lower === '' || lower === 'false') return undefined;
  if (lower === 'daily') return '0 6 * * *';
  if (lower === 'hourly') return '17 * * * *';
  try {
    new Cron(value, { paused: true }).stop();
  } catch {
    throw new ConfigError([
      `${name}: must be 'off', 'hourly', 'daily' or a cron expression such as '0 6 * * *' (got ${JSON.stringify(value)})`,
    ]);
  }
  return value;
}
