import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { sponsorEmployers, sponsors } from '../../../../db/schema/index.ts';
import { rowsOf } from '../../community/sql.ts';
import { SPONSOR_BRANDS, type SponsorBrand } from '../../../../core/sponsors/aliases.ts';
import { normalizeEmployerName, sponsorSlug } from '../../../../core/sponsors/normalize.ts';

/** Brand of each listed legal entity, by legal key. */
export const BRAND_BY_LEGAL_KEY: ReadonlyMap<string, SponsorBrand> = new Map(
  SPONSOR_BRANDS.flatMap((brand) =>
    brand.legalNames.map((name) => [normalizeEmployerName(name).legalKey, brand] as const),
  ),
);
const BRAND_SLUGS = new Set(SPONSOR_BRANDS.map((brand) => brand.slug));

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 6);

/** The search text of a sponsor: lower-case names, one space apart. */
export function searchTextOf(names: string[]): string {
  return [...new Set(names.map((name) => name.toLowerCase().replace(/\s+/g, ' ').trim()))].join(' ');
}

/** Creates the brand's sponsor row if missing; returns its id. */
export async function ensureBrandSponsor(db: DbOrTx, brand: SponsorBrand): Promise<number> {
  const [row] = await db
    .insert(sponsors)
    .values({
      slug: brand.slug,
      name: brand.name,
      kind: 'brand',
      searchText: searchTextOf([brand.name, ...brand.names]),
    })
    .onConflictDoUpdate({ target: sponsors.slug, set: { name: brand.name, kind: 'brand' } })
    .returning({ id: sponsors.id });
  return (row as { id: number }).id;
}

/**
 * Resolves employer names to sponsor_employers ids, creating the legal entity (and, unless the alias table
 * gives it a brand, its own sponsor) on first sight. Caches ids for the whole import.
 */
export class EmployerResolver {
  private readonly ids = new Map<string, number>();
  private readonly brandIds = new Map<string, number>();

  constructor(private readonly db: DbOrTx) {}

  /** Ids by legal key for the given names (names whose key is empty are skipped). */
  async resolve(names: string[]): Promise<Map<string, number>> {
    const wanted = new Map<string, { name: string; baseKey: string }>();
    for (const name of names) {
      const { legalKey, baseKey } = normalizeEmployerName(name);
      if (legalKey && !this.ids.has(legalKey) && !wanted.has(legalKey))
        wanted.set(legalKey, { name, baseKey });
    }
    if (wanted.size > 0) await this.load([...wanted.keys()]);
    const missing = [...wanted].filter(([key]) => !this.ids.has(key));
    if (missing.length > 0) await this.create(missing);
    return this.ids;
  }

  private async load(keys: string[]) {
    // One array parameter, not a parameter per key: a batch has up to a thousand names.
    const rows = rowsOf<{ id: number; legal_key: string }>(
      await this.db.execute(
        sql`SELECT id, legal_key FROM sponsor_employers WHERE legal_key = ANY(${sql.param(keys)}::text[])`,
      ),
    );
    for (const row of rows) this.ids.set(row.legal_key, row.id);
  }

  private async brandSponsor(brand: SponsorBrand): Promise<number> {
    const known = this.brandIds.get(brand.slug);
    if (known !== undefined) return known;
    const id = await ensureBrandSponsor(this.db, brand);
    this.brandIds.set(brand.slug, id);
    return id;
  }

  private async create(missing: Array<[string, { name: string; baseKey: string }]>) {
    const sponsorOf = new Map<string, number>();
    const own: Array<[string, { name: string; baseKey: string }]> = [];
    for (const entry of missing) {
      const brand = BRAND_BY_LEGAL_KEY.get(entry[0]);
      if (brand) sponsorOf.set(entry[0], await this.brandSponsor(brand));
      else own.push(entry);
    }
    if (own.length > 0) {
      // Slugs from the legal name; a taken one (or a brand's) gets a short hash of the key.
      const candidates = own.map(([key, { name }]) => ({ key, name, slug: sponsorSlug(name) }));
      const slugs = [...new Set(candidates.map((c) => c.slug))];
      const taken = new Set(
        rowsOf<{ slug: string }>(
          await this.db.execute(sql`SELECT slug FROM sponsors WHERE slug = ANY(${sql.param(slugs)}::text[])`),
        ).map((row) => row.slug),
      );
      for (const candidate of candidates) {
        if (taken.has(candidate.slug) || BRAND_SLUGS.has(candidate.slug)) {
          candidate.slug = `${candidate.slug}-${shortHash(candidate.key)}`;
        }
        taken.add(candidate.slug);
      }
      // Set-based, like the importer's batches: a parameter per column (arrays through unnest).
      const inserted = rowsOf<{ id: number; slug: string }>(
        await this.db.execute(sql`
          INSERT INTO sponsors (slug, name, kind, search_text)
          SELECT slug, name, 'employer', search_text
          FROM unnest(${sql.param(candidates.map((c) => c.slug))}::text[], ${sql.param(candidates.map((c) => c.name))}::text[],
            ${sql.param(candidates.map((c) => searchTextOf([c.name])))}::text[]) AS t(slug, name, search_text)
          RETURNING id, slug`),
      );
      const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
      for (const c of candidates) sponsorOf.set(c.key, bySlug.get(c.slug) as number);
    }
    const column = <T>(pick: (entry: (typeof missing)[number]) => T) => sql.param(missing.map(pick));
    const rows = rowsOf<{ id: number; legal_key: string }>(
      await this.db.execute(sql`
        INSERT INTO sponsor_employers (legal_key, base_key, name, sponsor_id)
        SELECT * FROM unnest(${column(([legalKey]) => legalKey)}::text[], ${column(([, { baseKey }]) => baseKey)}::text[],
          ${column(([, { name }]) => name)}::text[], ${column(([legalKey]) => sponsorOf.get(legalKey) as number)}::int[])
        RETURNING id, legal_key`),
    );
    for (const row of rows) this.ids.set(row.legal_key, row.id);
  }
}

/**
 * Applies the alias table to entities already stored (after the table changed): a listed entity moves to its
 * brand, and an entity whose brand entry was removed gets its own sponsor back on the next import.
 */
export async function applyAliasTable(db: DbOrTx): Promise<void> {
  const keys = [...BRAND_BY_LEGAL_KEY.keys()];
  const rows = await db
    .select({
      id: sponsorEmployers.id,
      legalKey: sponsorEmployers.legalKey,
      sponsorId: sponsorEmployers.sponsorId,
    })
    .from(sponsorEmployers)
    .where(inArray(sponsorEmployers.legalKey, keys));
  const brandIds = new Map<string, number>();
  for (const row of rows) {
    const brand = BRAND_BY_LEGAL_KEY.get(row.legalKey) as SponsorBrand;
    let brandId = brandIds.get(brand.slug);
    if (brandId === undefined) {
      brandId = await ensureBrandSponsor(db, brand);
      brandIds.set(brand.slug, brandId);
    }
    if (row.sponsorId !== brandId) {
      await db.execute(sql`UPDATE sponsor_employers SET sponsor_id = ${brandId} WHERE id = ${row.id}`);
    }
  }
}
