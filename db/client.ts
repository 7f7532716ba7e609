import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirLock } from './lock.ts';

export type Schema = typeof schema;
/** The query layer both drivers share: code above this file never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * The project's root folder (the one with package.json), found upwards from this module: the same answer
 * whether this file runs from its source (db/client.ts) or compiled into the server bundle (build/node/).
 */
export const PACKAGE_ROOT = ((): string => {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
})();

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'db/migrations');

/**
 * Extensions the schema relies on (trigram indexes). drizzle-kit never writes CREATE EXTENSION, so it is
 * created here before any migration runs, whatever order the generated migrations come in.
 */
const REQUIRED_EXTENSIONS = 'CREATE EXTENSION IF NOT EXISTS pg_trgm;';

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { driver: 'pg'; url: string; poolSize?: number };

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Runs a raw statement; used by health checks and tests. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Takes a PostgreSQL session advisory lock on its own connection, so one instance of many runs a job
   * (the ingestion schedule). Returns the release function, or null when another session holds it.
   * PGlite is single-process (the directory lock sees to that), so there the lock is an in-process flag.
   */
  tryAdvisoryLock(key: number): Promise<(() => Promise<void>) | null>;
  /**
   * Runs `task` holding a PostgreSQL session advisory lock, waiting for it as long as another session
   * holds it: instances starting together migrate and seed one after the other (the second finds the work
   * done). PGlite: one task at a time in this process.
   */
  withAdvisoryLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `channel` on a dedicated connection (reconnecting after a failure) and
   * calls `onMessage` with each NOTIFY payload, or `onMessage(null)` after a reconnect, when messages may
   * have been missed. Returns the stop function. Undefined on PGlite, which is single-process.
   */
  listen?(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (tests dump it to clone fresh databases). */
  pglite?: PGlite;
};

/**
 * How long a query may wait to get a connection: to open one (a host that does not answer) or for a free
 * one of the pool. Past it the query fails ("timeout exceeded when trying to connect", a 503) instead of
 * hanging; a server that is down refuses at once, well within it.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** Planner settings (GUCs) some queries need, such as `{ enable_hashjoin: 'off' }`. */
export type PlannerSettings = Readonly<Record<string, string>>;
const SETTING = /^[a-z_][a-z0-9_.]*$/;
const SETTING_VALUE = /^[A-Za-z0-9_.-]+$/;

/** For each PostgreSQL database, its connections whose session settings are fixed when they connect. */
const settingsSessions = new WeakMap<object, (settings: PlannerSettings) => Db>();

/**
 * A database handle whose every connection already runs with `settings` (PostgreSQL: a small pool per set
 * of settings, opened on first use, the settings sent in the connection's start-up packet), or null where
 * there is none (PGlite, or `db` is an open transaction): then run the query in a transaction with
 * `set_config(..., true)`. Saves three round trips (BEGIN, set_config, COMMIT) per query.
 */
export function sessionWithSettings(db: DbOrTx, settings: PlannerSettings): Db | null {
  return settingsSessions.get(db)?.(settings) ?? null;
}

/**
 * A statement built and prepared once per database handle (`build` ends with drizzle's `.prepare(name)`):
 * on PostgreSQL a named statement, parsed and planned once per connection instead of on every call, and
 * drizzle builds its SQL once. For the hot reads with a fixed shape (a job page's row and its filing
 * record), whose parse and plan cost as much as running them.
 */
export function preparedPerHandle<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const byHandle = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

/** Distinct statement texts given a name at most, per process (so per connection too): PostgreSQL keeps each one. */
export const MAX_NAMED_STATEMENTS = 256;
const statementNames = new Map<string, string>();
/** Texts seen once, not yet named; emptied when full, so a stream of one-off texts never grows it. */
const seenOnce = new Set<string>();
const SEEN_ONCE_LIMIT = 4096;
const namingDialect = new PgDialect();

/**
 * The name a statement's text runs under, or undefined: a text gets one the second time it is seen, while
 * fewer than MAX_NAMED_STATEMENTS have one.
 */
export function statementNameFor(text: string): string | undefined {
  const name = statementNames.get(text);
  if (name !== undefined || statementNames.size >= MAX_NAMED_STATEMENTS) return name;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const named = `sp_${statementNames.size}`;
  statementNames.set(text, named);
  return named;
}

/**
 * Runs a raw statement whose text repeats with other values (search's statements: a text per shape of the
 * filters), as a named statement on PostgreSQL once its text recurs: each connection parses it once.
 * Search's statements spent a fifth of their PostgreSQL time being parsed again on every page. Search runs
 * them on connections that plan each run for its values (`plan_cache_mode`, server/modules/jobs/search.ts):
 * the generic plan PostgreSQL would otherwise switch to after five runs cost a broad search three times the
 * time. PGlite runs it as it is.
 */
export async function executeRecurring<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = namingDialect.sqlToQuery(query);
  const result: unknown = await db._.session
    .prepareQuery(built, undefined, statementNameFor(built.sql), false)
    .execute();
  return (result as { rows: T[] }).rows;
}

/**
 * Merges the pending lists of the tables' GIN indexes (full-text and trigram) into the indexes. A GIN index
 * queues new rows in a pending list (`fastupdate`, the default), which every search of the index reads
 * whole, rechecking each row against its value, until a VACUUM merges it. Autovacuum does when it runs, but
 * PGlite has none and a PostgreSQL server may have it off: after the first start's demo jobs every title
 * search read all 5,000 titles from the list, and a job search page spent 7.3 ms in PostgreSQL instead of
 * 5.3. Bulk loads call this when they are done, so loading keeps the cheap queued inserts.
 */
export async function mergeGinPendingLists(db: DbOrTx, tables: readonly string[]): Promise<void> {
  await db.execute(sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE a.amname = 'gin' AND i.indrelid IN (${sql.join(
      tables.map((table) => sql`to_regclass(${table})`),
      sql`, `,
    )})`);
}

/**
 * Runs `fn` with planner settings (or a statement timeout) local to it: in a transaction that sets them in one
 * round trip (`set_config(..., true)`). With `pooled`, on PostgreSQL and outside a transaction, on a
 * connection opened with them instead (`sessionWithSettings`: no BEGIN, set_config or COMMIT, but a pool per
 * set of settings, so keep it for hot paths with a few fixed profiles, like search's).
 */
export async function withSettings<T>(
  db: DbOrTx,
  settings: PlannerSettings,
  fn: (tx: DbOrTx) => Promise<T>,
  options: { pooled?: boolean } = {},
): Promise<T> {
  const session = options.pooled ? sessionWithSettings(db, settings) : null;
  if (session) return fn(session);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT ${sql.join(
        Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return fn(tx);
  });
}

/**
 * Run once on each new connection of search's pools (sessionWithSettings), before its first statement:
 * allocates and frees one 16 MB value in its server process (140-200 ms, once per connection).
 * glibc's malloc maps an allocation above its threshold (128 KB at first) afresh from the kernel and unmaps it
 * when freed, then raises the threshold to the size freed: a search's bitmap of a common word (a few MB)
 * was mapped, faulted in page by page and unmapped again on every statement of a connection that had never
 * freed anything larger. 'strategy''s description count (71,061 index entries) took 55 ms on every run of such
 * a connection, 18-20 ms after this (1M jobs, `EXPLAIN ANALYZE`, decision 007's update of 2026-12-07, latest).
 * The connection then shows `sponsorpath.malloc_warmed` on (search-settings.int.test.ts).
 */
const MALLOC_WARM_UP =
  "SELECT length(repeat('x', 16000000)), set_config('sponsorpath.malloc_warmed', 'on', false)";
/** Connections each of search's pools keeps open however long idle, warmed (see its use). */
export const SEARCH_CONNECTIONS_KEPT = 2;
/** How long search's pools keep an idle connection (pg-pool's default, the main pool's, is 10 s). */
const SEARCH_IDLE_TIMEOUT_MS = 60_000;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'pg') {
    const max = options.poolSize ?? 10;
    const newPool = (settings: PlannerSettings, size: number, search = false) => {
      const pool = new pg.Pool({
        connectionString: options.url,
        max: size,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        ...(search && {
          // A minute (10 s by default): the warm-up is paid again by each connection opened afresh.
          idleTimeoutMillis: SEARCH_IDLE_TIMEOUT_MS,
          // And the last two are kept however long idle (a search runs two statements of a profile at once):
          // after a quiet minute, a search waited 100-200 ms for a new connection's warm-up. Search opens
          // them once the server listens (warmSearchConnections, server/modules/jobs/search.ts).
          min: Math.min(SEARCH_CONNECTIONS_KEPT, size),
          // Before the pool hands a new connection out. A failure is left to the connection's first query.
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits it; its types say void
          onConnect: (client: pg.ClientBase) =>
            client.query(MALLOC_WARM_UP).then(
              () => undefined,
              () => undefined,
            ),
        }),
        // No JIT compilation: the searches' cost estimates pass jit_above_cost, and compiling their
        // expressions took 10-25 ms of queries that run in 60-150 ms (bench/search.ts's slowest, 1M jobs).
        options: [
          '-c jit=off',
          ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
        ].join(' '),
      });
      // PostgreSQL restarting (or a connection cut) makes every open connection emit 'error'. Unheard, that
      // event ends the process. The pool has already dropped an idle client; a checked-out one fails its next
      // query and is dropped on release. Queries meanwhile fail fast with errors isDatabaseUnavailable knows
      // (the API answers 503), and the pool connects afresh once the server is back.
      pool.on('error', () => {});
      pool.on('connect', (client) => {
        client.on('error', () => {});
      });
      return pool;
    };
    const pool = newPool({}, max);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Search's planner profiles (a handful, fixed in code): each pool keeps idle connections a minute (the main one 10 s).
    const profiles = new Map<string, { pool: pg.Pool; db: Db }>();
    settingsSessions.set(db, (settings) => {
      const key = JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)));
      let profile = profiles.get(key);
      if (!profile) {
        for (const [name, value] of Object.entries(settings))
          if (!SETTING.test(name) || !SETTING_VALUE.test(value))
            throw new Error(`unsupported setting ${name}=${value}`);
        // Half the main pool's size each: a search holds one such connection at a time, and an instance with
        // search's five profiles stays within 3.5x poolSize connections (35 by default; several instances
        // share max_connections, 100 by default: the local cluster's two instances open at most 70).
        const profilePool = newPool(settings, Math.max(1, Math.ceil(max / 2)), true);
        profile = { pool: profilePool, db: drizzlePg(profilePool, { schema }) as unknown as Db };
        profiles.set(key, profile);
      }
      return profile.db;
    });
    return {
      db,
      driver: 'pg',
      async ping() {
        await pool.query('select 1');
      },
      async migrate() {
        await pool.query(REQUIRED_EXTENSIONS);
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
      },
      async tryAdvisoryLock(key) {
        const client = await pool.connect();
        try {
          const result = await client.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock($1) AS locked',
            [key],
          );
          if (!result.rows[0]?.locked) {
            client.release();
            return null;
          }
        } catch (error) {
          client.release();
          throw error;
        }
        return async () => {
          try {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          } finally {
            client.release();
          }
        };
      },
      async withAdvisoryLock(key, task) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await task();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      listen(channel, onMessage) {
        return listenPg(options.url, channel, onMessage);
      },
      async close() {
        await Promise.all(
          [pool, ...[...profiles.values()].map((profile) => profile.pool)].map((p) => p.end()),
        );
      },
    };
  }

  let release: (() => void) | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDirLock(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const heldLocks = new Set<number>();
  const queues = new Map<number, Promise<unknown>>();
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await client.exec(REQUIRED_EXTENSIONS);
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    async tryAdvisoryLock(key) {
      if (heldLocks.has(key)) return null;
      heldLocks.add(key);
      return () => {
        heldLocks.delete(key);
        return Promise.resolve();
      };
    },
    withAdvisoryLock(key, task) {
      const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
      queues.set(
        key,
        run.catch(() => undefined),
      );
      return run;
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release?.();
      }
    },
  };
}

/** DATABASE_URL set: PostgreSQL; unset: embedded PGlite in DATA_DIR/db. */
export function databaseOptionsFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { driver: 'pg', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}

const LISTEN_RETRY_MS = 1000;

async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      // The connection broke: connect again; subscribers refetch because messages may have been lost.
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(() => undefined), LISTEN_RETRY_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!isReconnect) throw error;
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => undefined), LISTEN_RETRY_MS);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (isReconnect) onMessage(null);
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end();
  };
}
