/**
 * `npm run import:h1b -- FILE... [--fetch] [--sources FILE] [--dir DIR] [--force] [--database-url URL]`:
 * imports USCIS H-1B Employer Data Hub exports and DOL OFLC LCA disclosure files (CSV, UTF-16 TSV, XLSX,
 * optionally gzipped; the format is read from the header), prints a report per file (rows read, imported,
 * excluded with reasons) and recomputes the sponsor figures. A file imported before (same SHA-256) changes
 * nothing unless --force. --fetch first downloads the official files listed in config/h1b-sources.json
 * (or --sources / H1B_SOURCES_FILE) into DATA_DIR/h1b (or --dir). --alc imports OFLC prevailing-wage tables.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createDatabase, databaseOptionsFor } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';
import { vacuumSponsorFigures } from '../server/modules/sponsors/import/aggregate.ts';
import { importAlcFiles } from '../server/modules/sponsors/import/alc.ts';
import {
  DEFAULT_H1B_SOURCES_FILE,
  downloadSource,
  readSourcesFile,
} from '../server/modules/sponsors/import/fetch.ts';
import { ImportFormatError } from '../server/modules/sponsors/import/formats.ts';
import {
  importH1bFile,
  refreshAll,
  type ImportReport,
} from '../server/modules/sponsors/import/import-file.ts';
import { bumpSharedDataVersions } from '../server/lib/data-versions.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fetch: { type: 'boolean', default: false },
    sources: { type: 'string' },
    dir: { type: 'string' },
    force: { type: 'boolean', default: false },
    alc: { type: 'string', multiple: true },
    'database-url': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfig(
  values['database-url'] ? { ...process.env, DATABASE_URL: values['database-url'] } : process.env,
);
const files = positionals.map((file) => path.resolve(file));
if (values.fetch) {
  const sourcesFile = path.resolve(
    values.sources ?? process.env.H1B_SOURCES_FILE ?? DEFAULT_H1B_SOURCES_FILE,
  );
  const dir = path.resolve(values.dir ?? path.join(config.dataDir, 'h1b'));
  const sources = await readSourcesFile(sourcesFile).catch((error: unknown) => fail(String(error)));
  for (const source of sources) {
    process.stderr.write(`Downloading ${source.name} from ${source.url} ...\n`);
    files.push(await downloadSource(source, dir).catch((error: unknown) => fail(String(error))));
  }
}
if (files.length === 0 && !values.alc?.length) {
  fail('Usage: npm run import:h1b -- FILE... [--fetch] [--force] [--alc ALC_EXPORT.csv --alc Geography.csv]');
}

const database = await createDatabase(databaseOptionsFor(config)).catch((error: unknown) =>
  fail(
    `${error instanceof Error ? error.message : String(error)}\n` +
      'The embedded database has one user at a time: stop the server (npm start) and run this again, ' +
      'or use PostgreSQL (DATABASE_URL).',
  ),
);

function printReport(report: ImportReport) {
  const n = (value: number) => value.toLocaleString('en-US');
  console.log(
    `\n${report.file} (${report.format}${report.era ? `, ${report.era}` : ''}, sha256 ${report.sha256.slice(0, 12)}...)`,
  );
  if (report.outcome === 'unchanged')
    console.log('  already imported: nothing changed (use --force to import again)');
  console.log(`  rows read: ${n(report.rowsRead)}   imported: ${n(report.imported)}`);
  for (const [reason, count] of Object.entries(report.excluded))
    console.log(`  excluded: ${n(count)}  ${reason}`);
  console.log(`  fiscal years: ${report.fiscalYears.join(', ') || '-'}`);
  if (report.totals) {
    const t = report.totals;
    console.log(
      `  imported totals: initial approvals ${n(t.initialApprovals)}, initial denials ${n(t.initialDenials)}, ` +
        `continuing approvals ${n(t.continuingApprovals)}, continuing denials ${n(t.continuingDenials)}`,
    );
  }
  if (report.outcome === 'imported' && report.seconds > 0) {
    console.log(`  ${report.seconds} s (${n(Math.round(report.rowsRead / report.seconds))} rows/s)`);
  }
}

let failed = false;
try {
  await database.migrate();
  for (const file of files) {
    const bar = new cliProgress.SingleBar(
      {
        format: `${path.basename(file)} [{bar}] {percentage}% | {rows} rows`,
        hideCursor: true,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(100, 0, { rows: 0 });
    try {
      const report = await importH1bFile(database.db, file, {
        force: values.force,
        refresh: false,
        onProgress: ({ rows, bytes, totalBytes }) =>
          bar.update(totalBytes > 0 ? Math.min(100, Math.round((bytes / totalBytes) * 100)) : 0, { rows }),
      });
      bar.update(100);
      bar.stop();
      printReport(report);
    } catch (error) {
      bar.stop();
      failed = true;
      console.error(
        `\n${path.basename(file)}: ${error instanceof ImportFormatError ? error.message : String(error)}`,
      );
    }
  }
  if (values.alc?.length) {
    const result = await importAlcFiles(
      database.db,
      values.alc.map((file) => path.resolve(file)),
    );
    console.log(
      `\nALC prevailing wages: ${result.wages.toLocaleString('en-US')} wage rows, ${result.areas.toLocaleString('en-US')} area rows`,
    );
  }
  const started = performance.now();
  await database.db.transaction((tx) => refreshAll(tx));
  await vacuumSponsorFigures(database.db);
  console.log(`\nSponsor figures recomputed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
  // Running servers sharing REDIS_URL serve fresh pages at once (decision 016).
  await bumpSharedDataVersions(config.redisUrl, ['sponsors', 'jobs'], config.pageCache.prefix).catch(
    () => undefined,
  );
}
if (failed) process.exit(1);
