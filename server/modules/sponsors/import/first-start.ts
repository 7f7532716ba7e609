import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PACKAGE_ROOT, type Db } from '../../../../db/client.ts';
import { rowsOf } from '../../community/sql.ts';
import { refreshCompanyMatches } from '../match.ts';
import { importH1bFile, refreshAll, sha256OfFile } from './import-file.ts';
import { regroupMessage, regroupSponsors } from './regroup.ts';

/** The public-domain samples shipped with the repository (see its PROVENANCE.md). */
export const SHIPPED_H1B_DIR = path.join(PACKAGE_ROOT, 'db/seed-data/h1b');

/**
 * Sponsors per transaction of the first-start figures recompute: on PGlite each range holds the only
 * connection (and the event loop) for a fraction of a second, so requests interleave
 * (bench/sponsors-first-start.ts, load ~6: with 2,000 a /jobs request waited p95 2.2 s, max 5.9 s; with
 * 500, p95 0.42 s, max 2.4 s, and the recompute took no longer).
 */
export const FIRST_START_CHUNK_SPONSORS = 500;

/**
 * Loads the shipped samples on a database that holds no other H-1B data, so the sponsor pages show real
 * figures, and finishes the job when an earlier start stopped part-way (a file not imported yet, or figures
 * never computed: `sponsor_import_files.figures_at`). With figures up to date it regroups the stored
 * entities when the alias table changed since they were grouped (regroup.ts), else only matches job
 * organisations not matched yet (demo jobs seeded after an import). Files someone imported (npm run
 * import:h1b) mean the samples are not wanted: they are never added to them. Each batch commits on its own,
 * so the site answers while it runs (it is started after the server listens).
 */
export async function ensureSponsorData(options: {
  db: Db;
  log: (message: string) => void;
  dir?: string;
  /** Sponsors per recompute transaction; null: all in one transaction (the bench's baseline). */
  chunkSponsors?: number | null;
}): Promise<void> {
  const { db } = options;
  const dir = options.dir ?? SHIPPED_H1B_DIR;
  const names = (await readdir(dir)).filter((name) => /\.(csv|tsv|txt|xlsx)(\.gz)?$/i.test(name)).sort();
  const complete = rowsOf<{ sha256: string; figures: boolean }>(
    await db.execute(
      sql`SELECT sha256, figures_at IS NOT NULL AS figures FROM sponsor_import_files WHERE status = 'complete'`,
    ),
  );
  // Fewer files than samples: some sample is missing, unless the files are someone's own. Only then are the
  // samples hashed (2.8 MB), so a start after a complete load reads no file.
  let samplesMissing = false;
  if (complete.length < names.length) {
    const shipped = new Set(await Promise.all(names.map((name) => sha256OfFile(path.join(dir, name)))));
    samplesMissing = complete.every((file) => shipped.has(file.sha256));
  }
  const figuresMissing = complete.some((file) => !file.figures);
  if (!samplesMissing && !figuresMissing) {
    // Entities stored before the alias table changed are regrouped with it (and every organisation matched).
    const regrouped = await regroupSponsors(db);
    if (regrouped) {
      const message = regroupMessage(regrouped);
      if (message) options.log(message);
      return;
    }
    const unmatched = rowsOf<{ organization: string }>(
      await db.execute(sql`
        SELECT DISTINCT j.organization FROM jobs j
        WHERE NOT EXISTS (SELECT 1 FROM sponsor_company_matches m WHERE m.organization = j.organization)`),
    ).map((row) => row.organization);
    if (unmatched.length > 0) await refreshCompanyMatches(db, unmatched);
    return;
  }
  const started = performance.now();
  let rows = 0;
  let imported = 0;
  const phases: string[] = [];
  if (samplesMissing) {
    for (const name of names) {
      // A file a stopped start already imported is left as it is ('unchanged'); a half-imported one is redone.
      const report = await importH1bFile(db, path.join(dir, name), { refresh: false, atomic: false });
      if (report.outcome === 'unchanged') continue;
      imported += 1;
      rows += report.rowsRead;
      phases.push(`${name} ${report.seconds} s`);
    }
  }
  const refreshStarted = performance.now();
  const chunkSponsors =
    options.chunkSponsors === undefined ? FIRST_START_CHUNK_SPONSORS : options.chunkSponsors;
  if (chunkSponsors === null) await db.transaction((tx) => refreshAll(tx));
  else await refreshAll(db, { chunkSponsors });
  phases.push(`figures ${Math.round(performance.now() - refreshStarted)} ms`);
  const resumed = complete.length > 0 ? ' (finishing what an earlier start left undone)' : '';
  options.log(
    imported > 0
      ? `Imported the shipped H-1B samples${resumed} (${imported} of ${names.length} files, ${rows.toLocaleString('en-US')} rows) in ${Math.round(performance.now() - started)} ms (${phases.join(', ')}). ` +
          'See README "Sponsor data" to import full files with npm run import:h1b.'
      : `Recomputed the sponsor figures, which an earlier start or import left undone, in ${Math.round(performance.now() - started)} ms.`,
  );
}
