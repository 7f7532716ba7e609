/**
 * `npm run cluster`: two app instances behind a load balancer, on the machine's PostgreSQL and Redis and a
 * local S3 server (scripts/lib/cluster.ts, decision 017). Ctrl-C stops everything and removes what it made.
 *
 *   --port N          the balancer's port (default 8080); instances on N+1 and N+2, S3 on N+3
 *   --database NAME   use (or create and keep) this PostgreSQL database instead of a fresh sp_cluster_<pid>
 *   --quiet           do not print the instances' log lines
 *
 * Environment for the instances passes through (INGEST_SCHEDULE, ALERTS_SCHEDULE, SMTP_URL, LOG_LEVEL...);
 * CLUSTER_ADMIN_DATABASE_URL and CLUSTER_REDIS_URL point it at other servers.
 */
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './lib/cluster.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    database: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const basePort = Number(values.port);
if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65_000) {
  console.error(`--port must be a port number (got ${values.port})`);
  process.exit(2);
}

/** One readable line from an instance's pino JSON line. */
function printable(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      req?: { method?: string; url?: string };
    };
    const level = (entry.level ?? 30) >= 50 ? 'ERROR ' : (entry.level ?? 30) >= 40 ? 'WARN ' : '';
    const request = entry.req ? ` ${entry.req.method ?? ''} ${entry.req.url ?? ''}` : '';
    return `${level}${entry.msg ?? ''}${request}`;
  } catch {
    return line;
  }
}

let cluster: Cluster | undefined;
let stopping = false;
const starting = new AbortController();
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the cluster...`);
  if (!cluster) {
    // Still starting: startCluster stops what it started and rejects; the catch below exits.
    starting.abort();
    return;
  }
  await cluster.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  cluster = await startCluster({
    basePort,
    database: values.database,
    keepDatabase: values.database !== undefined,
    log: (message) => console.log(message),
    signal: starting.signal,
    onInstanceLine: values.quiet
      ? undefined
      : (instance, line) => console.log(`[${instance}] ${printable(line)}`),
  });
} catch (error) {
  if (stopping) {
    console.log('Stopped.');
    process.exit(0);
  }
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`
SponsorPath cluster is up:
  load balancer  ${cluster.url}   <- open this one (it is PUBLIC_URL)
${cluster.instances.map((instance) => `  instance ${instance.name}     ${instance.url}   (pid ${instance.pid()}, log ${instance.logFile})`).join('\n')}
  PostgreSQL     ${cluster.databaseUrl}
  Redis          ${cluster.redisUrl}
  S3 (s3rver)    ${cluster.s3.endpoint}/${cluster.s3.bucket}
Ctrl-C stops everything${values.database ? ` (the database ${values.database} is kept)` : ' and drops the database'}.`);
