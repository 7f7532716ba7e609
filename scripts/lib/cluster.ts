/**
 * The local cluster (npm run cluster, and the cluster tests through the same code; decision 017): the
 * machine's PostgreSQL and Redis, an S3-compatible server (s3rver), two instances of the built server and
 * a load balancer in front (scripts/lib/load-balancer.ts).
 *
 * - PostgreSQL: a fresh database (sp_cluster_<pid>, or the name given) on ADMIN_DATABASE_URL's server,
 *   dropped on stop unless it existed before or `keepDatabase` is set.
 * - Redis: the same server for both instances, under a key prefix of this cluster's own (REDIS_URL's
 *   `?keyPrefix=`), whose keys are deleted on stop.
 * - Both instances: the same AUTH_SECRET, PUBLIC_URL (the balancer's), TRUST_PROXY=true, S3 storage, each
 *   its own DATA_DIR (mail files, nothing shared) and log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startTestS3Server, type TestS3Server } from '../../server/lib/storage/s3-test-server.ts';
import { ensureBuild, ROOT, SERVER_BUNDLE } from './ensure-build.ts';
import { freePort } from './free-port.ts';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.ts';

export const ADMIN_DATABASE_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

export type ClusterOptions = {
  /**
   * The PostgreSQL server to make the database on (a URL of a database there to connect to as admin);
   * default ADMIN_DATABASE_URL. The PostgreSQL restart test passes a private server of its own.
   */
  adminDatabaseUrl?: string;
  /** PostgreSQL database name; default sp_cluster_<pid>. An existing database is used as it is, and kept. */
  database?: string;
  /** Keep a database this cluster created when it stops. */
  keepDatabase?: boolean;
  /** Preferred ports: the balancer on `basePort`, instances on +1 and +2, S3 on +3 (others if taken). */
  basePort?: number;
  /** Extra environment for both instances (schedules, log level, limits). */
  env?: Record<string, string>;
  /** Called with each log line of an instance (pino JSON), e.g. to print it. */
  onInstanceLine?: (instance: string, line: string) => void;
  /** Progress messages. */
  log?: (message: string) => void;
  /** Aborting while the cluster starts stops what was started and rejects (Ctrl-C during start-up). */
  signal?: AbortSignal;
};

export type ClusterInstance = {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  pid(): number | undefined;
  running(): boolean;
  /** Starts the instance (again) and waits until it answers GET /api/health. */
  start(): Promise<void>;
  /** Sends `signal` (SIGTERM: graceful, SIGKILL: a crash) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  /** The balancer: the public address (PUBLIC_URL of both instances). */
  url: string;
  instances: ClusterInstance[];
  balancer: LoadBalancer;
  databaseName: string;
  databaseUrl: string;
  /** REDIS_URL as the instances have it (with the key prefix). */
  redisUrl: string;
  redisKeyPrefix: string;
  s3: Pick<TestS3Server, 'endpoint' | 'bucket' | 'directory'>;
  stop(): Promise<void>;
};

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

function databaseUrlFor(name: string, adminUrl = ADMIN_DATABASE_URL): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(
  task: (client: pg.Client) => Promise<T>,
  adminUrl = ADMIN_DATABASE_URL,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL and Redis answer where the cluster expects them (npm test skips the suite if not). */
export async function clusterServicesAnswer(
  adminUrl = ADMIN_DATABASE_URL,
): Promise<{ postgres: boolean; redis: boolean }> {
  const postgres = await withAdmin((client) => client.query('select 1'), adminUrl).then(
    () => true,
    () => false,
  );
  const redis = new Redis(CLUSTER_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const redisUp = await redis
    .connect()
    .then(() => redis.ping())
    .then(
      () => true,
      () => false,
    );
  redis.disconnect();
  return { postgres, redis: redisUp };
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(CLUSTER_REDIS_URL, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = nextCursor;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function waitForHealth(
  url: string,
  exited: () => string | null,
  signal: AbortSignal | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    const exit = exited();
    if (exit) throw new Error(exit);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer GET /api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

function createInstance(options: {
  name: string;
  port: number;
  env: NodeJS.ProcessEnv;
  workDir: string;
  onLine?: (instance: string, line: string) => void;
  signal?: AbortSignal;
}): ClusterInstance {
  const dataDir = path.join(options.workDir, options.name);
  const logFile = path.join(options.workDir, `${options.name}.log`);
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exit: Promise<void> = Promise.resolve();
  let log: WriteStream | undefined;

  const instance: ClusterInstance = {
    name: options.name,
    url,
    port: options.port,
    dataDir,
    logFile,
    pid: () => child?.pid,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      if (instance.running()) return;
      log ??= createWriteStream(logFile, { flags: 'a' });
      const started = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...options.env, PORT: String(options.port), DATA_DIR: dataDir },
      });
      child = started;
      let pending = '';
      const onData = (chunk: Buffer) => {
        log?.write(chunk);
        if (!options.onLine) return;
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) if (line) options.onLine(options.name, line);
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', onData);
      exit = new Promise((resolve) => started.once('exit', () => resolve()));
      await waitForHealth(
        url,
        () =>
          started.exitCode !== null || started.signalCode !== null
            ? `instance ${options.name} exited (${started.exitCode ?? started.signalCode}) before it answered; see ${logFile}`
            : null,
        options.signal,
      );
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const current = child;
      if (!current || !instance.running()) return;
      current.kill(signal);
      const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
  return instance;
}

/** Builds what is stale, then starts everything; `stop()` undoes all of it. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const say = options.log ?? (() => {});
  if (!(await ensureBuild({ log: say }))) throw new Error('the app did not build');
  const adminUrl = options.adminDatabaseUrl ?? ADMIN_DATABASE_URL;
  const services = await clusterServicesAnswer(adminUrl);
  if (!services.postgres) throw new Error(`PostgreSQL does not answer at ${adminUrl}`);
  if (!services.redis) throw new Error(`Redis does not answer at ${CLUSTER_REDIS_URL}`);

  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => say(`cleanup failed: ${String(error)}`));
    }
  };
  try {
    const databaseName = options.database ?? `sp_cluster_${process.pid}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`bad database name ${databaseName}`);
    const existed = await withAdmin(async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${databaseName}`);
      return (found.rowCount ?? 0) > 0;
    }, adminUrl);
    if (!existed && !options.keepDatabase) {
      cleanups.push(() =>
        withAdmin(async (client) => {
          await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        }, adminUrl),
      );
    }
    say(`${existed ? 'Using' : 'Created'} database ${databaseName}`);
    options.signal?.throwIfAborted();

    const redisKeyPrefix = `sp:cluster:${databaseName}:`;
    cleanups.push(() => deleteRedisKeys(redisKeyPrefix));
    const redisUrl = `${CLUSTER_REDIS_URL}${CLUSTER_REDIS_URL.includes('?') ? '&' : '?'}keyPrefix=${redisKeyPrefix}`;

    const base = options.basePort ?? 8080;
    const lbPort = await freePort(base);
    const ports = [await freePort(base + 1), await freePort(base + 2)];
    const s3 = await startTestS3Server('resumes', { port: await freePort(base + 3) });
    cleanups.push(() => s3.close());

    const workDir = mkdtempSync(path.join(tmpdir(), 'sp-cluster-'));
    cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
    const publicUrl = `http://127.0.0.1:${lbPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...options.env,
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      DATABASE_URL: databaseUrlFor(databaseName, adminUrl),
      REDIS_URL: redisUrl,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.storageOptions.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const instances = ['a', 'b'].map((name, index) =>
      createInstance({
        name,
        port: ports[index]!,
        env,
        workDir,
        onLine: options.onInstanceLine,
        signal: options.signal,
      }),
    );
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    });
    say(`Starting instances a (${instances[0]!.url}) and b (${instances[1]!.url}) together...`);
    // Together on purpose: the first start's migrations and seeds must happen once (decision 017).
    await Promise.all(instances.map((instance) => instance.start()));

    options.signal?.throwIfAborted();
    const balancer = await startLoadBalancer({
      port: lbPort,
      upstreams: instances.map((instance) => ({
        name: instance.name,
        host: '127.0.0.1',
        port: instance.port,
      })),
      log: (line) => say(`balancer: ${line}`),
    });
    cleanups.push(() => balancer.close());

    return {
      url: balancer.url,
      instances,
      balancer,
      databaseName,
      databaseUrl: databaseUrlFor(databaseName, adminUrl),
      redisUrl,
      redisKeyPrefix,
      s3: { endpoint: s3.endpoint, bucket: s3.bucket, directory: s3.directory },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
