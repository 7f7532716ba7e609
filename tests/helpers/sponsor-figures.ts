import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../server/modules/community/sql.ts';
import { referenceDetail } from '../../server/modules/sponsors/reference-figures.ts';
import {
  findSources,
  findSponsorBySlug,
  findTopTitles,
  findWorksites,
} from '../../server/modules/sponsors/repository.ts';

/**
 * The sponsors (by slug) whose precomputed page detail differs from the same figures computed from the
 * filings at request time, with both versions; [] when every one agrees.
 */
export async function precomputedMismatches(
  db: DbOrTx,
  slugs: string[],
): Promise<{ slug: string; precomputed: unknown; reference: unknown }[]> {
  const mismatches: { slug: string; precomputed: unknown; reference: unknown }[] = [];
  for (const slug of slugs) {
    const sponsor = await findSponsorBySlug(db, slug);
    if (!sponsor) throw new Error(`no sponsor ${slug}`);
    const precomputed = {
      titles: await findTopTitles(db, sponsor.id),
      levels: sponsor.wage_levels,
      worksites: await findWorksites(db, sponsor.id),
      sources: await findSources(db, sponsor.id),
    };
    const reference = await referenceDetail(db, sponsor.id);
    if (JSON.stringify(precomputed) !== JSON.stringify(reference))
      mismatches.push({ slug, precomputed, reference });
  }
  return mismatches;
}

/** Slugs worth comparing: every brand, the sponsors with the most LCA filings, and a fixed spread of the rest. */
export async function comparisonSample(db: DbOrTx, size: number): Promise<string[]> {
  return rowsOf<{ slug: string }>(
    await db.execute(sql`
      (SELECT slug FROM sponsors WHERE kind = 'brand')
      UNION (SELECT slug FROM sponsors ORDER BY lca_filings DESC, id LIMIT ${size})
      UNION (SELECT slug FROM sponsors ORDER BY md5(slug) LIMIT ${size})`),
  ).map((row) => row.slug);
}
