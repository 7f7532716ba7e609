import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { alcAreas, alcWages, sponsorImportFiles } from '../../../../db/schema/index.ts';
import { rowsOf } from '../../community/sql.ts';
import { normalizeSocCode, parseAmount } from './formats.ts';
import { sha256OfFile } from './import-file.ts';
import { openRowSource } from './source.ts';

/**
 * The OFLC prevailing-wage tables (FLC Data Center "ALC" export, decision 050): `ALC_Export.csv`
 * (Area, SocCode, GeoLvl, Level1..Level4 hourly, Average, Label) and `Geography.csv` (Area, AreaName,
 * StateAb, CountyTownName). They give the official wage level of an occupation in an area; LCA filings
 * alone never do.
 */

const WAGE_COLUMNS = [
  'AREA',
  'SOCCODE',
  'GEOLVL',
  'LEVEL1',
  'LEVEL2',
  'LEVEL3',
  'LEVEL4',
  'AVERAGE',
  'LABEL',
];
const AREA_COLUMNS = ['AREA', 'AREANAME', 'STATEAB', 'COUNTYTOWNNAME'];
const key = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toUpperCase();

export type PrevailingWage = {
  areaCode: string;
  areaName: string;
  socCode: string;
  /** Annual wages (hourly x 2080) of levels I-IV; null where the table has none. */
  levels: [number | null, number | null, number | null, number | null];
};

/** Imports ALC wage and geography files (either order); a file imported before is replaced. */
export async function importAlcFiles(db: Db, files: string[]): Promise<{ wages: number; areas: number }> {
  let wages = 0;
  let areas = 0;
  for (const file of files) {
    const sha256 = await sha256OfFile(file);
    const source = await openRowSource(file);
    const iterator = source.rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) throw new Error(`${file} is empty.`);
    const header = first.value.map(key);
    const at = (name: string) => header.indexOf(name);
    const isWages = WAGE_COLUMNS.slice(0, 7).every((name) => header.includes(name));
    const isAreas = AREA_COLUMNS.every((name) => header.includes(name));
    if (!isWages && !isAreas)
      throw new Error(`${file}: not an ALC_Export or Geography file (header ${header.join(', ')}).`);
    const unknown = header.filter((name) => !(isWages ? WAGE_COLUMNS : AREA_COLUMNS).includes(name));
    if (unknown.length > 0)
      throw new Error(`${file}: unknown column ${unknown.map((n) => `"${n}"`).join(', ')}.`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM sponsor_import_files WHERE sha256 = ${sha256}`);
      const [fileRow] = await tx
        .insert(sponsorImportFiles)
        .values({
          format: 'alc',
          fileName: file.split('/').pop() ?? file,
          sha256,
          sizeBytes: 0,
          status: 'complete',
        })
        .returning({ id: sponsorImportFiles.id });
      const fileId = (fileRow as { id: number }).id;
      let batch: string[][] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        if (isWages) {
          const cents = (value: string | undefined) => {
            const amount = parseAmount(value);
            return amount === null ? null : Math.round(amount * 100);
          };
          const values = batch.map((row) => ({
            areaCode: (row[at('AREA')] ?? '').trim(),
            socCode: normalizeSocCode(row[at('SOCCODE')]) ?? '',
            fileId,
            level1: cents(row[at('LEVEL1')]),
            level2: cents(row[at('LEVEL2')]),
            level3: cents(row[at('LEVEL3')]),
            level4: cents(row[at('LEVEL4')]),
          }));
          await tx
            .insert(alcWages)
            .values(values.filter((v) => v.areaCode && v.socCode))
            .onConflictDoUpdate({
              target: [alcWages.socCode, alcWages.areaCode],
              set: {
                fileId: sql`excluded.file_id`,
                level1: sql`excluded.level1`,
                level2: sql`excluded.level2`,
                level3: sql`excluded.level3`,
                level4: sql`excluded.level4`,
              },
            });
          wages += values.length;
        } else {
          const values = batch
            .map((row) => ({
              areaCode: (row[at('AREA')] ?? '').trim(),
              areaName: (row[at('AREANAME')] ?? '').trim(),
              state: (row[at('STATEAB')] ?? '').trim().toUpperCase(),
              county: (row[at('COUNTYTOWNNAME')] ?? '').trim(),
            }))
            .filter((v) => v.areaCode && v.state && v.county);
          await tx.insert(alcAreas).values(values).onConflictDoNothing();
          areas += values.length;
        }
        batch = [];
      };
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        batch.push(next.value);
        if (batch.length >= 1000) await flush();
      }
      await flush();
    });
  }
  return { wages, areas };
}

/**
 * The official prevailing wages of an occupation where a job is: the ALC area whose name contains the city
 * ('San Francisco-Oakland-Hayward, CA') or one of whose counties is named like it, in the state. Null when
 * the tables are not loaded, the area cannot be told, or the occupation has no wages there.
 */
export async function lookupPrevailingWage(
  db: DbOrTx,
  query: { socCode: string; state: string; city?: string | null },
): Promise<PrevailingWage | null> {
  const soc = normalizeSocCode(query.socCode);
  const state = query.state.trim().toUpperCase();
  const city = (query.city ?? '').trim();
  if (!soc || !/^[A-Z]{2}$/.test(state) || city === '') return null;
  const [row] = rowsOf<{
    area_code: string;
    area_name: string;
    level1: number | null;
    level2: number | null;
    level3: number | null;
    level4: number | null;
  }>(
    await db.execute(sql`
      SELECT a.area_code, a.area_name, w.level1, w.level2, w.level3, w.level4
      FROM alc_areas a JOIN alc_wages w ON w.area_code = a.area_code AND w.soc_code = ${soc}
      WHERE a.state = ${state}
        AND (a.area_name ILIKE ${`%${city}%`} OR lower(a.county) IN (lower(${city}), lower(${`${city} County`})))
      ORDER BY (a.area_name ILIKE ${`${city}%`}) DESC, a.area_code
      LIMIT 1`),
  );
  if (!row) return null;
  const annual = (cents: number | null) => (cents === null ? null : Math.round((cents / 100) * 2080));
  return {
    areaCode: row.area_code,
    areaName: row.area_name,
    socCode: soc,
    levels: [annual(row.level1), annual(row.level2), annual(row.level3), annual(row.level4)],
  };
}
