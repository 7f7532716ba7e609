import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { sponsorImportFiles } from '../../../../db/schema/index.ts';
import { normalizeEmployerName } from '../../../../core/sponsors/normalize.ts';
import { rowsOf } from '../../community/sql.ts';
import { refreshCompanyMatches } from '../match.ts';
import { refreshSponsorAggregates } from './aggregate.ts';
import { recordAliasTable } from './regroup.ts';
import { EmployerResolver } from './employers.ts';
import {
  EXCLUSION,
  detectFormat,
  type FormatReader,
  type ImportFormat,
  type LcaRecord,
  type UscisRecord,
} from './formats.ts';
import { openRowSource, readHead } from './source.ts';

const BATCH_SIZE = 1000;

/** What one file's import did; rowsRead = imported + the sum of excluded, always. */
export type ImportReport = {
  file: string;
  sha256: string;
  format: ImportFormat;
  /** LCA column era, 'kaggle' for the petitions sample. */
  era: string | null;
  /** 'imported', or 'unchanged' when a file with the same SHA-256 was already imported (nothing written). */
  outcome: 'imported' | 'unchanged';
  rowsRead: number;
  imported: number;
  excluded: Record<string, number>;
  fiscalYears: number[];
  /** USCIS files: the sums of the imported rows. */
  totals: {
    initialApprovals: number;
    initialDenials: number;
    continuingApprovals: number;
    continuingDenials: number;
  } | null;
  seconds: number;
};

export type ImportOptions = {
  /** Import again even when the same file (SHA-256) was imported before; replaces its rows. */
  force?: boolean;
  /** The name recorded (defaults to the file's base name; a .gz suffix is dropped). */
  fileName?: string;
  sourceUrl?: string | null;
  /** Recompute aggregates and company matches after this file (default true; a batch does it once). */
  refresh?: boolean;
  onProgress?: (progress: { rows: number; bytes: number; totalBytes: number }) => void;
  /**
   * true (default): the whole file in one transaction. false: each batch commits on its own, so other
   * queries interleave (the first-start import on PGlite, where a transaction holds the only connection);
   * the file's rows count only once it is 'complete', and an interrupted import is redone next time.
   */
  atomic?: boolean;
};

/** SHA-256 of the file's content; of the decompressed content for a .gz, so a shipped copy is the same file. */
export async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  const head = await readHead(filePath, 2);
  const raw = createReadStream(filePath);
  const stream = head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function count(map: Record<string, number>, reason: string) {
  map[reason] = (map[reason] ?? 0) + 1;
}

/** Imports one H-1B data file in one transaction (see ImportReport and decision 050). */
export async function importH1bFile(
  db: Db,
  filePath: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = performance.now();
  const fileName = options.fileName ?? path.basename(filePath).replace(/\.gz$/i, '');
  const sha256 = await sha256OfFile(filePath);
  const totalBytes = (await stat(filePath)).size;

  const run = async (tx: DbOrTx): Promise<ImportReport> => {
    const [existing] = await tx
      .select()
      .from(sponsorImportFiles)
      .where(eq(sponsorImportFiles.sha256, sha256));
    if (existing && existing.status === 'complete' && !options.force) {
      const previous = existing.report as ImportReport;
      return { ...previous, outcome: 'unchanged' as const, seconds: 0 };
    }
    if (existing) await tx.delete(sponsorImportFiles).where(eq(sponsorImportFiles.id, existing.id));

    let progressBytes = 0;
    const source = await openRowSource(filePath, (bytes) => {
      progressBytes += bytes;
    });
    const iterator = source.rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) throw new Error(`${fileName} is empty: no header row.`);
    const reader = detectFormat(first.value, fileName);

    const [fileRow] = await tx
      .insert(sponsorImportFiles)
      .values({
        format: reader.format,
        fileName,
        sha256,
        sizeBytes: totalBytes,
        sourceUrl: options.sourceUrl ?? null,
      })
      .returning({ id: sponsorImportFiles.id });
    const fileId = (fileRow as { id: number }).id;
    const resolver = new EmployerResolver(tx);

    const excluded: Record<string, number> = {};
    const years = new Set<number>();
    const sectors = new Set<string>();
    const totals = { initialApprovals: 0, initialDenials: 0, continuingApprovals: 0, continuingDenials: 0 };
    let rowsRead = 0;
    let imported = 0;
    let valid = 0;
    const seenCases = new Set<string>();
    let uscisBatch: Array<{ lineNo: number; legalKey: string; record: UscisRecord }> = [];
    let lcaBatch = new Map<string, { legalKey: string; record: LcaRecord }>();

    // Set-based batches: one INSERT per batch with a parameter per column (arrays through unnest), not a
    // statement or a parameter list per row.
    const flushUscis = async () => {
      if (uscisBatch.length === 0) return;
      const batch = uscisBatch;
      uscisBatch = [];
      const ids = await resolver.resolve(batch.map((item) => item.record.employerName));
      const column = <T>(pick: (item: (typeof batch)[number]) => T) => sql.param(batch.map(pick));
      await tx.execute(sql`
        INSERT INTO uscis_counts (file_id, line_no, employer_id, fiscal_year, employer_name, tax_id, naics, state,
          city, zip, initial_approvals, initial_denials, continuing_approvals, continuing_denials, split)
        SELECT ${fileId}, line_no, employer_id, fiscal_year, employer_name, tax_id, naics, state, city, zip,
          ia, id, ca, cd, split::jsonb
        FROM unnest(
          ${column((item) => item.lineNo)}::int[],
          ${column((item) => ids.get(item.legalKey) as number)}::int[],
          ${column((item) => item.record.fiscalYear)}::smallint[],
          ${column((item) => item.record.employerName)}::text[],
          ${column((item) => item.record.taxId)}::text[],
          ${column((item) => item.record.naics)}::text[],
          ${column((item) => item.record.state)}::text[],
          ${column((item) => item.record.city)}::text[],
          ${column((item) => item.record.zip)}::text[],
          ${column((item) => item.record.initialApprovals)}::int[],
          ${column((item) => item.record.initialDenials)}::int[],
          ${column((item) => item.record.continuingApprovals)}::int[],
          ${column((item) => item.record.continuingDenials)}::int[],
          ${column((item) => (item.record.split ? JSON.stringify(item.record.split) : null))}::text[]
        ) AS t(line_no, employer_id, fiscal_year, employer_name, tax_id, naics, state, city, zip, ia, id, ca, cd, split)`);
      imported += batch.length;
    };
    const flushLca = async () => {
      if (lcaBatch.size === 0) return;
      const batch = [...lcaBatch.values()];
      lcaBatch = new Map();
      const ids = await resolver.resolve(batch.map((item) => item.record.employerName));
      const column = <T>(pick: (record: LcaRecord) => T) => sql.param(batch.map((item) => pick(item.record)));
      // A case already stored from a later release keeps it (release_rank); the same or an older release
      // is replaced by this row.
      await tx.execute(sql`
        INSERT INTO lca_filings (case_number, file_id, release_rank, employer_id, employer_name, fiscal_year,
          case_status, certified, job_title, soc_code, soc_title, full_time, worksite_city, worksite_state,
          wage_from, wage_to, wage_unit, pw_wage_level, prevailing_wage)
        SELECT case_number, ${fileId}, release_rank, employer_id, employer_name, fiscal_year, case_status,
          certified, job_title, soc_code, soc_title, full_time, worksite_city, worksite_state, wage_from, wage_to,
          wage_unit, pw_wage_level, prevailing_wage
        FROM unnest(
          ${column((record) => record.caseNumber)}::text[],
          ${column((record) => record.releaseRank)}::int[],
          ${sql.param(batch.map((item) => ids.get(item.legalKey) as number))}::int[],
          ${column((record) => record.employerName)}::text[],
          ${column((record) => record.fiscalYear)}::smallint[],
          ${column((record) => record.caseStatus)}::text[],
          ${column((record) => record.certified)}::boolean[],
          ${column((record) => record.jobTitle)}::text[],
          ${column((record) => record.socCode)}::text[],
          ${column((record) => record.socTitle)}::text[],
          ${column((record) => record.fullTime)}::boolean[],
          ${column((record) => record.worksiteCity)}::text[],
          ${column((record) => record.worksiteState)}::text[],
          ${column((record) => record.wageFrom)}::int[],
          ${column((record) => record.wageTo)}::int[],
          ${column((record) => record.wageUnit)}::text[],
          ${column((record) => record.pwWageLevel)}::text[],
          ${column((record) => record.prevailingWage)}::int[]
        ) AS t(case_number, release_rank, employer_id, employer_name, fiscal_year, case_status, certified,
          job_title, soc_code, soc_title, full_time, worksite_city, worksite_state, wage_from, wage_to, wage_unit,
          pw_wage_level, prevailing_wage)
        ON CONFLICT (case_number) DO UPDATE SET ${sql.raw(
          LCA_UPDATED_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', '),
        )}
        WHERE lca_filings.release_rank <= excluded.release_rank`);
    };

    const handle = async (row: string[]) => {
      rowsRead++;
      if (reader.format === 'uscis_hub' || reader.format === 'uscis_employer') {
        const result = reader.read(row);
        if ('excluded' in result) return count(excluded, result.excluded);
        const legalKey = normalizeEmployerName(result.record.employerName).legalKey;
        if (legalKey === '') return count(excluded, EXCLUSION.emptyEmployer);
        const record = result.record;
        years.add(record.fiscalYear);
        if (record.naics) sectors.add(record.naics);
        totals.initialApprovals += record.initialApprovals;
        totals.initialDenials += record.initialDenials;
        totals.continuingApprovals += record.continuingApprovals;
        totals.continuingDenials += record.continuingDenials;
        uscisBatch.push({ lineNo: rowsRead, legalKey, record });
        if (uscisBatch.length >= BATCH_SIZE) await flushUscis();
        return;
      }
      const result = (reader as Extract<FormatReader, { format: 'lca' | 'lca_kaggle' }>).read(row);
      if ('excluded' in result) return count(excluded, result.excluded);
      const legalKey = normalizeEmployerName(result.record.employerName).legalKey;
      if (legalKey === '') return count(excluded, EXCLUSION.emptyEmployer);
      const record = result.record;
      valid++;
      years.add(record.fiscalYear);
      // The later row of the same case wins; the earlier one is counted as the duplicate.
      if (seenCases.has(record.caseNumber)) count(excluded, EXCLUSION.duplicateInFile);
      seenCases.add(record.caseNumber);
      lcaBatch.delete(record.caseNumber);
      lcaBatch.set(record.caseNumber, { legalKey, record });
      if (lcaBatch.size >= BATCH_SIZE) await flushLca();
    };

    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await handle(next.value);
      if (rowsRead % 500 === 0) options.onProgress?.({ rows: rowsRead, bytes: progressBytes, totalBytes });
    }
    await flushUscis();
    await flushLca();
    options.onProgress?.({ rows: rowsRead, bytes: totalBytes, totalBytes });

    if (reader.format === 'lca' || reader.format === 'lca_kaggle') {
      const [stored] = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM lca_filings WHERE file_id = ${fileId}`),
      );
      imported = stored?.n ?? 0;
      const older = valid - (excluded[EXCLUSION.duplicateInFile] ?? 0) - imported;
      if (older > 0) excluded[EXCLUSION.olderRelease] = older;
    }

    const result: ImportReport = {
      file: fileName,
      sha256,
      format: reader.format,
      era: 'era' in reader ? reader.era : null,
      outcome: 'imported',
      rowsRead,
      imported,
      excluded,
      fiscalYears: [...years].sort((a, b) => a - b),
      totals: reader.format === 'uscis_hub' || reader.format === 'uscis_employer' ? totals : null,
      seconds: 0,
    };
    const excludedTotal = Object.values(excluded).reduce((sum, n) => sum + n, 0);
    if (imported + excludedTotal !== rowsRead) {
      throw new Error(
        `Import of ${fileName} does not reconcile: ${rowsRead} read, ${imported} imported, ${excludedTotal} excluded.`,
      );
    }
    await tx
      .update(sponsorImportFiles)
      .set({
        status: 'complete',
        fiscalYears: result.fiscalYears,
        naicsSectors: sectors.size === 1 ? [...sectors] : [],
        report: result,
        importedAt: new Date(),
      })
      .where(eq(sponsorImportFiles.id, fileId));
    if (options.refresh !== false) await refreshAll(tx);
    return result;
  };
  const report = options.atomic === false ? await run(db) : await db.transaction((tx) => run(tx));
  return { ...report, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * Recomputes the aggregates and the job organisations' matches; `chunkSponsors` splits the aggregates into
 * short transactions (refreshSponsorAggregates).
 */
export async function refreshAll(db: DbOrTx, options: { chunkSponsors?: number } = {}): Promise<void> {
  const started = new Date();
  await refreshSponsorAggregates(db, options);
  await refreshCompanyMatches(db);
  // The grouping is the current alias table's (a start regroups a database grouped with another one).
  await recordAliasTable(db);
  // The files this recompute included have their figures (a start finds the ones that never had them).
  await db
    .update(sponsorImportFiles)
    .set({ figuresAt: new Date() })
    .where(
      and(
        eq(sponsorImportFiles.status, 'complete'),
        isNull(sponsorImportFiles.figuresAt),
        lte(sponsorImportFiles.importedAt, started),
      ),
    );
}

/** The columns a later (or the same) release of a case replaces. */
const LCA_UPDATED_COLUMNS = [
  'file_id',
  'release_rank',
  'employer_id',
  'employer_name',
  'fiscal_year',
  'case_status',
  'certified',
  'job_title',
  'soc_code',
  'soc_title',
  'full_time',
  'worksite_city',
  'worksite_state',
  'wage_from',
  'wage_to',
  'wage_unit',
  'pw_wage_level',
  'prevailing_wage',
];
