/**
 * `npm run ingest -- [--config FILE] [--source NAME] [--company NAME] [--mode full|incremental]
 * [--batch-size N] [--database-url URL]`: fetches the job boards listed in the sources file (default
 * config/ingest-sources.json, or INGEST_SOURCES_FILE), enriches and stores their postings, expires the ones a
 * board no longer lists, and prints a summary per board.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';
import {
  INGEST_MODES,
  IngestBusyError,
  type BoardSummary,
  type IngestMode,
} from '../server/modules/ingest/pipeline.ts';
import { ingestFromSourcesFile } from '../server/modules/ingest/service.ts';
import { SOURCE_NAMES, type SourceName } from '../server/modules/ingest/types.ts';
import { bumpSharedDataVersions } from '../server/lib/data-versions.ts';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    source: { type: 'string' },
    company: { type: 'string' },
    mode: { type: 'string', default: 'full' },
    'batch-size': { type: 'string', default: '500' },
    'database-url': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const mode = values.mode as IngestMode;
if (!INGEST_MODES.includes(mode)) fail(`--mode must be one of: ${INGEST_MODES.join(', ')}`);
const source = values.source as SourceName | undefined;
if (source && !SOURCE_NAMES.includes(source)) fail(`--source must be one of: ${SOURCE_NAMES.join(', ')}`);
const batchSize = Number.parseInt(values['batch-size'] ?? '', 10);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000)
  fail('--batch-size must be between 1 and 5000');

const config = loadConfig(
  values['database-url'] ? { ...process.env, DATABASE_URL: values['database-url'] } : process.env,
);
const sourcesFile = path.resolve(values.config ?? config.ingest.sourcesFile);
const database = await createDatabase(databaseOptionsFor(config)).catch((error: unknown) =>
  fail(
    `${error instanceof Error ? error.message : String(error)}\n` +
      'The embedded database has one user at a time: stop the server (npm start) and run this again, ' +
      'or run both on PostgreSQL (DATABASE_URL), where ingestion and the site share the database.',
  ),
);

const isTty = process.stderr.isTTY;
const BAR_WIDTH = 24;
function drawProgress(done: number, total: number, label: string) {
  if (!isTty || total === 0) return;
  const filled = Math.round((done / total) * BAR_WIDTH);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} boards  ${label.slice(0, 40).padEnd(40)}`,
  );
}

function formatRow(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0)))
    .join('  ');
}

function printSummary(boards: BoardSummary[]) {
  const header = ['board', 'status', 'fetched', 'new', 'updated', 'unchanged', 'dupes', 'invalid', 'expired'];
  const rows = boards.map((b) => [
    b.board,
    b.status,
    b.fetched,
    b.new,
    b.updated,
    b.unchanged,
    b.duplicates,
    b.invalid,
    b.expired,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  console.log(formatRow(header, widths));
  for (const row of rows) console.log(formatRow(row, widths));
  for (const b of boards) {
    if (b.error) console.log(`  ! ${b.board}: ${b.error}`);
    for (const warning of b.warnings ?? []) console.log(`  ~ ${b.board}: ${warning}`);
  }
}

try {
  await database.migrate();
  console.log(
    `Ingesting from ${sourcesFile} (${mode}) into ${database.driver === 'pg' ? 'PostgreSQL' : `PGlite (${config.dataDir}/db)`}`,
  );
  let done = 0;
  const summary = await ingestFromSourcesFile({
    database,
    config,
    mode,
    trigger: 'cli',
    batchSize,
    sourcesFile,
    source,
    company: values.company,
    onProgress(event) {
      if (event.type === 'board-start') drawProgress(done, event.total, event.board);
      else {
        done = event.done;
        drawProgress(done, event.total, event.summary.board);
      }
    },
  });
  if (isTty) process.stderr.write('\n');
  if (summary.boards.length === 0)
    console.log('No boards matched: check --source / --company and the sources file.');
  else printSummary(summary.boards);
  const t = summary.totals;
  console.log(
    `\nRun ${summary.run_id}: ${t.boards} boards (${t.failed} failed, ${t.skipped} skipped), ${t.fetched} fetched, ` +
      `${t.new} new, ${t.updated} updated, ${t.unchanged} unchanged, ${t.duplicates} duplicates, ${t.expired} expired ` +
      `in ${(summary.duration_ms / 1000).toFixed(1)} s.`,
  );
  process.exitCode = t.failed > 0 && t.failed === t.boards ? 1 : 0;
} catch (error) {
  if (error instanceof IngestBusyError) fail(`${error.message} Try again when it has finished.`);
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
  // Running servers sharing REDIS_URL serve fresh pages at once (decision 016).
  await bumpSharedDataVersions(config.redisUrl, ['jobs'], config.pageCache.prefix).catch(() => undefined);
}
