import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/free-port.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free port, which the test may stop and
 * start at will (the PostgreSQL restart test): the shared server on 5432 serves other tests meanwhile and
 * must never be stopped. Made with the machine's `initdb` and `pg_ctl` (PG_BIN_DIR, else the newest
 * /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to run as root, so as root (CI) the binaries run
 * as the `postgres` user through `runuser`, the directory owned by that user.
 */
export type PrivatePostgres = {
  port: number;
  /** The `postgres` database, as superuser `postgres` (trust authentication on 127.0.0.1). */
  adminUrl: string;
  directory: string;
  /** `pg_ctl stop -m <mode>`: 'fast' is a clean shutdown, 'immediate' a crash (recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server (immediately) if it runs and deletes its directory. */
  destroy(): Promise<void>;
};

export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin/initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
    run('id', ['-g', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
  ]);
  return { uid, gid };
}

/** Creates and starts the server; throws with the reason when this machine cannot (the test then skips). */
export async function startPrivatePostgres(
  options: { preferredPort?: number } = {},
): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql; set PG_BIN_DIR');
  const asUser = await postgresUser();
  const directory = mkdtempSync(path.join(tmpdir(), 'sp-private-pg-'));
  if (asUser) chownSync(directory, asUser.uid, asUser.gid);
  const dataDir = path.join(directory, 'data');
  const logFile = path.join(directory, 'postgres.log');
  const command = (name: string, args: string[]) =>
    asUser
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const port = await freePort(options.preferredPort ?? 0);
  let running = false;

  const serverOptions = [
    `-p ${port}`,
    `-k ${directory}`,
    '-c listen_addresses=127.0.0.1',
    // The test proves what the app does, not the disk: a process crash keeps what the OS was given anyway.
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const server: PrivatePostgres = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    directory,
    async start() {
      try {
        await command('pg_ctl', [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-o',
          serverOptions,
          '-w',
          '-t',
          '30',
          'start',
        ]);
      } catch (error) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
        throw new Error(
          `pg_ctl start failed: ${error instanceof Error ? error.message : String(error)}\n${log}`,
        );
      }
      running = true;
    },
    async stop(mode = 'fast') {
      if (!running) return;
      await command('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      await server.stop('immediate').catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
  try {
    await command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await server.start();
  } catch (error) {
    await server.destroy();
    throw error;
  }
  return server;
}
