import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, type Database } from '../../../../db/client.ts';
import { createTestDatabase, TEST_DRIVER } from '../../../../tests/helpers/database.ts';
import { rowsOf } from '../../community/sql.ts';
import { ensureSponsorData } from './first-start.ts';
import { importH1bFile } from './import-file.ts';
import { ALIAS_TABLE_FINGERPRINT } from './regroup.ts';

/**
 * The first start's sample load is not one transaction (the site answers while it runs), so a server
 * stopped in the middle (Ctrl-C during the first `npm start`) used to leave the sponsor pages at zero for
 * good: the next start saw imported files and did nothing more. Now the next start finishes the job.
 */
describe(`first-start sponsor samples (${TEST_DRIVER})`, { timeout: 120_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sp-first-start-'));
  const samples = path.join(scratch, 'samples');
  const own = path.join(scratch, 'own');
  let database: Database;
  let logged: string[] = [];
  const log = (message: string) => logged.push(message);

  /** The first `lines` rows of a shipped sample, written as `name` in `dir`. */
  function head(source: string, dir: string, name: string, lines: number) {
    const text = gunzipSync(readFileSync(path.join(PACKAGE_ROOT, 'db/seed-data/h1b', source))).toString();
    writeFileSync(
      path.join(dir, name),
      `${text
        .split('\n')
        .slice(0, lines + 1)
        .join('\n')}\n`,
    );
  }

  beforeAll(() => {
    mkdirSync(samples);
    mkdirSync(own);
    head('uscis_h1b_datahubexport-2023.csv.gz', samples, 'a-uscis-2023.csv', 400);
    head('uscis_h1b_datahubexport-2014.csv.gz', samples, 'b-uscis-2014.csv', 400);
    head('uscis_h1b_datahubexport-2023.csv.gz', own, 'own-uscis-2023.csv', 150);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  beforeEach(async () => {
    database = await createTestDatabase();
    logged = [];
  });
  afterEach(async () => {
    await database.close();
  });

  async function state() {
    const [row] = rowsOf<{ files: number; without_figures: number; with_approvals: number }>(
      await database.db.execute(`
        SELECT (SELECT count(*)::int FROM sponsor_import_files WHERE status = 'complete') AS files,
          (SELECT count(*)::int FROM sponsor_import_files WHERE figures_at IS NULL) AS without_figures,
          (SELECT count(*)::int FROM sponsors WHERE approvals > 0) AS with_approvals`),
    );
    return row;
  }

  it('a fresh database gets every sample and its figures; the next start has nothing to do', async () => {
    await ensureSponsorData({ db: database.db, log, dir: samples });
    const loaded = await state();
    expect(loaded).toMatchObject({ files: 2, without_figures: 0 });
    expect(loaded?.with_approvals).toBeGreaterThan(0);
    expect(logged.join('\n')).toMatch(/Imported the shipped H-1B samples \(2 of 2 files/);

    logged = [];
    await ensureSponsorData({ db: database.db, log, dir: samples });
    expect(await state()).toEqual(loaded);
    expect(logged).toEqual([]);

    // Grouped with another brand table (a database from before the table changed): the next start
    // regroups from the stored rows (regroup.int.test.ts) instead of importing again.
    await database.db.execute(`UPDATE sponsor_alias_table SET fingerprint = 'older'`);
    await ensureSponsorData({ db: database.db, log, dir: samples });
    expect(await state()).toEqual(loaded);
    expect(logged.join('\n')).not.toMatch(/Imported|Recomputed/);
    const [table] = rowsOf<{ fingerprint: string }>(
      await database.db.execute(`SELECT fingerprint FROM sponsor_alias_table`),
    );
    expect(table?.fingerprint).toBe(ALIAS_TABLE_FINGERPRINT);
  });

  it('a start stopped after the first file: the next imports the rest and computes the figures', async () => {
    await importH1bFile(database.db, path.join(samples, 'a-uscis-2023.csv'), {
      refresh: false,
      atomic: false,
    });
    expect(await state()).toMatchObject({ files: 1, without_figures: 1, with_approvals: 0 });

    await ensureSponsorData({ db: database.db, log, dir: samples });
    const loaded = await state();
    expect(loaded).toMatchObject({ files: 2, without_figures: 0 });
    expect(loaded?.with_approvals).toBeGreaterThan(0);
    expect(logged.join('\n')).toMatch(/finishing what an earlier start left undone\) \(1 of 2 files/);
  });

  it('a start stopped during the figures: the next computes them without importing again', async () => {
    for (const name of ['a-uscis-2023.csv', 'b-uscis-2014.csv']) {
      await importH1bFile(database.db, path.join(samples, name), { refresh: false, atomic: false });
    }
    expect(await state()).toMatchObject({ files: 2, without_figures: 2, with_approvals: 0 });

    await ensureSponsorData({ db: database.db, log, dir: samples });
    const loaded = await state();
    expect(loaded).toMatchObject({ files: 2, without_figures: 0 });
    expect(loaded?.with_approvals).toBeGreaterThan(0);
    expect(logged.join('\n')).toMatch(/^Recomputed the sponsor figures/);
  });

  it('files someone imported are never mixed with the samples', async () => {
    // npm run import:h1b: one transaction with its figures.
    await importH1bFile(database.db, path.join(own, 'own-uscis-2023.csv'));
    const imported = await state();
    expect(imported).toMatchObject({ files: 1, without_figures: 0 });

    await ensureSponsorData({ db: database.db, log, dir: samples });
    expect(await state()).toEqual(imported);
    expect(logged).toEqual([]);
  });
});
