import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { SPONSOR_BRANDS, type SponsorBrand } from '../../../../core/sponsors/aliases.ts';
import { rowsOf } from '../../community/sql.ts';
import { refreshCompanyMatches } from '../match.ts';
import { refreshSponsors, removeSponsorWords } from './aggregate.ts';
import { applyAliasPlan, planAliasTable } from './employers.ts';

/**
 * The alias table's fingerprint (core/sponsors/aliases.ts): stored with the grouping it made
 * (`sponsor_alias_table`), so a start can tell that the stored entities were grouped with another table.
 */
export const ALIAS_TABLE_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify(SPONSOR_BRANDS))
  .digest('hex')
  .slice(0, 16);

/** Records that the stored grouping is the current alias table's (after a complete recompute or a regroup). */
export async function recordAliasTable(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    INSERT INTO sponsor_alias_table (id, fingerprint, applied_at) VALUES (true, ${ALIAS_TABLE_FINGERPRINT}, now())
    ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, applied_at = excluded.applied_at`);
}

/** The start's log line of a regroup that changed something; null when it changed nothing. */
export function regroupMessage(report: RegroupReport): string | null {
  if (report.sponsors === 0) return null;
  return (
    `Applied the changed brand table (core/sponsors/aliases.ts) to the stored sponsors in ${report.ms} ms: ` +
    `${report.moved} legal entities regrouped, ${report.sponsors} sponsors recomputed, ` +
    `${report.redirected} old sponsor addresses now redirect.`
  );
}

export type RegroupReport = {
  /** Legal entities that changed sponsor. */
  moved: number;
  /** Sponsors whose figures were recomputed (the ones deleted for having no entity left included). */
  sponsors: number;
  /** Addresses of deleted sponsors that now redirect to where their entities went. */
  redirected: number;
  ms: number;
};

/**
 * Entities are grouped into brands when an import first sees them (employers.ts), so a database imported
 * before the alias table gained a brand (AT&T, Procter & Gamble...) kept one sponsor per entity. When the
 * stored fingerprint is not the current table's, this applies the table to the stored entities in one
 * transaction, from the rows already stored: entities move (planAliasTable), only the sponsors concerned
 * get their figures and words recomputed (all of them would take a minute on the shipped samples), the
 * sponsors left empty are deleted with their addresses redirecting to the brand (old links keep working),
 * and job organisations are matched again. No filing is touched. Null when the grouping is current.
 */
export async function regroupSponsors(db: Db): Promise<RegroupReport | null> {
  const [stored] = rowsOf<{ fingerprint: string }>(
    await db.execute(sql`SELECT fingerprint FROM sponsor_alias_table`),
  );
  if (stored?.fingerprint === ALIAS_TABLE_FINGERPRINT) return null;
  const started = performance.now();
  return db.transaction(async (tx) => {
    const [data] = rowsOf<{ any: boolean }>(
      await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM sponsor_employers) AS any`),
    );
    const report = data?.any ? await applyBrandTable(tx) : { moved: 0, sponsors: 0, redirected: 0 };
    await recordAliasTable(tx);
    return { ...report, ms: Math.round(performance.now() - started) };
  });
}

/**
 * The regroup itself, in the caller's transaction: entities moved as `table` says, the sponsors concerned
 * recomputed (their words taken out of the vocabulary before anything changes them, then put back), job
 * organisations matched again. `table` is the alias table in force; tests group a database with another.
 */
export async function applyBrandTable(
  tx: DbOrTx,
  table: readonly SponsorBrand[] = SPONSOR_BRANDS,
): Promise<Omit<RegroupReport, 'ms'>> {
  const plan = await planAliasTable(tx, table);
  await removeSponsorWords(tx, plan.sponsorIds);
  const applied = await applyAliasPlan(tx, plan);
  await refreshSponsors(tx, applied.sponsorIds);
  await refreshCompanyMatches(tx);
  return { moved: plan.moves.length, sponsors: applied.sponsorIds.length, redirected: applied.redirected };
}
