import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { rowsOf } from '../../community/sql.ts';
import { SPONSOR_BRANDS, type SponsorBrand } from '../../../../core/sponsors/aliases.ts';
import { normalizeEmployerName, sponsorSlug } from '../../../../core/sponsors/normalize.ts';

const brandsByLegalKey = (brands: readonly SponsorBrand[]): ReadonlyMap<string, SponsorBrand> =>
  new Map(
    brands.flatMap((brand) =>
      brand.legalNames.map((name) => [normalizeEmployerName(name).legalKey, brand] as const),
    ),
  );

/** Brand of each listed legal entity, by legal key. */
export const BRAND_BY_LEGAL_KEY = brandsByLegalKey(SPONSOR_BRANDS);
const BRAND_SLUGS = new Set(SPONSOR_BRANDS.map((brand) => brand.slug));

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 6);

/** The search text of a sponsor: lower-case names, one space apart. */
export function searchTextOf(names: string[]): string {
  return [...new Set(names.map((name) => name.toLowerCase().replace(/\s+/g, ' ').trim()))].join(' ');
}

/** What a brand's search text starts with (aggregate.ts puts the entities' names after it). */
export const brandSearchText = (brand: SponsorBrand): string => searchTextOf([brand.name, ...brand.names]);

/** Creates the brand's sponsor row if missing; returns its id. */
export async function ensureBrandSponsor(db: DbOrTx, brand: SponsorBrand): Promise<number> {
  return (await ensureBrandSponsors(db, [brand])).get(brand.slug) as number;
}

/**
 * Creates the brands' sponsor rows where missing (a sponsor holding a brand's slug becomes the brand) and
 * names them as the table does; ids by slug. A brand's address is its own again if it redirected elsewhere
 * (a brand taken out of the table and put back).
 */
export async function ensureBrandSponsors(
  db: DbOrTx,
  brands: readonly SponsorBrand[],
): Promise<Map<string, number>> {
  if (brands.length === 0) return new Map();
  const slugs = sql.param(brands.map((brand) => brand.slug));
  const rows = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`
      INSERT INTO sponsors (slug, name, kind, search_text)
      SELECT slug, name, 'brand', search_text
      FROM unnest(${slugs}::text[], ${sql.param(brands.map((brand) => brand.name))}::text[],
        ${sql.param(brands.map(brandSearchText))}::text[])
        AS t(slug, name, search_text)
      ON CONFLICT (slug) DO UPDATE SET name = excluded.name, kind = 'brand'
      RETURNING id, slug`),
  );
  await db.execute(sql`DELETE FROM sponsor_slug_redirects WHERE slug = ANY(${slugs}::text[])`);
  return new Map(rows.map((row) => [row.slug, row.id]));
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
    const own: Array<{ key: string; name: string }> = [];
    for (const [key, { name }] of missing) {
      const brand = BRAND_BY_LEGAL_KEY.get(key);
      if (brand) sponsorOf.set(key, await this.brandSponsor(brand));
      else own.push({ key, name });
    }
    for (const [key, id] of await createEntitySponsors(this.db, own)) sponsorOf.set(key, id);
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
 * A sponsor of its own (kind 'employer') for each legal entity given; ids by legal key. Slugs come from the
 * legal name; a taken one (or a brand's) gets a short hash of the key. An old address that redirected
 * elsewhere and is a sponsor's own again stops redirecting.
 */
export async function createEntitySponsors(
  db: DbOrTx,
  entities: ReadonlyArray<{ key: string; name: string }>,
): Promise<Map<string, number>> {
  if (entities.length === 0) return new Map();
  const candidates = entities.map(({ key, name }) => ({ key, name, slug: sponsorSlug(name) }));
  const slugs = [...new Set(candidates.map((c) => c.slug))];
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await db.execute(sql`SELECT slug FROM sponsors WHERE slug = ANY(${sql.param(slugs)}::text[])`),
    ).map((row) => row.slug),
  );
  for (const candidate of candidates) {
    if (taken.has(candidate.slug) || BRAND_SLUGS.has(candidate.slug)) {
      candidate.slug = `${candidate.slug}-${shortHash(candidate.key)}`;
    }
    taken.add(candidate.slug);
  }
  const chosen = sql.param(candidates.map((c) => c.slug));
  // Set-based, like the importer's batches: a parameter per column (arrays through unnest).
  const inserted = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`
      INSERT INTO sponsors (slug, name, kind, search_text)
      SELECT slug, name, 'employer', search_text
      FROM unnest(${chosen}::text[], ${sql.param(candidates.map((c) => c.name))}::text[],
        ${sql.param(candidates.map((c) => searchTextOf([c.name])))}::text[]) AS t(slug, name, search_text)
      RETURNING id, slug`),
  );
  await db.execute(sql`DELETE FROM sponsor_slug_redirects WHERE slug = ANY(${chosen}::text[])`);
  const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  return new Map(candidates.map((c) => [c.key, bySlug.get(c.slug) as number]));
}

/** A stored entity the alias table puts elsewhere: into a brand, or (brand null) on a sponsor of its own. */
export type AliasMove = {
  employerId: number;
  legalKey: string;
  name: string;
  from: number;
  /** Decisions plus LCA filings: the entity whose new sponsor an emptied sponsor's address follows. */
  weight: number;
  brand: SponsorBrand | null;
};

export type AliasPlan = {
  moves: AliasMove[];
  /** Brands whose sponsor is created, renamed, or takes over the entity's sponsor that held its slug. */
  brands: SponsorBrand[];
  /** Stored sponsors whose entities or names change: the moved entities' sponsors and the brands'. */
  sponsorIds: number[];
};

/**
 * What the alias table changes in the stored grouping (reads only). A listed entity outside its brand's
 * sponsor joins it; an entity of a brand's sponsor that the table does not list for it gets a sponsor of its
 * own, as does an unlisted entity whose own sponsor's slug a brand takes; a brand whose name or names changed
 * is renamed and its search text rebuilt. `table` is the alias table in force (another one in tests).
 */
export async function planAliasTable(
  db: DbOrTx,
  table: readonly SponsorBrand[] = SPONSOR_BRANDS,
): Promise<AliasPlan> {
  const byLegalKey = table === SPONSOR_BRANDS ? BRAND_BY_LEGAL_KEY : brandsByLegalKey(table);
  const slugs = table === SPONSOR_BRANDS ? BRAND_SLUGS : new Set(table.map((brand) => brand.slug));
  const rows = rowsOf<{
    id: number;
    legal_key: string;
    name: string;
    sponsor_id: number;
    slug: string;
    kind: string;
    weight: number;
  }>(
    // Two index lookups (legal keys; brands' sponsors, partial index sponsors_brand_idx), not a scan of both tables.
    await db.execute(sql`
      SELECT e.id, e.legal_key, e.name, e.sponsor_id, s.slug, s.kind,
        e.approvals + e.denials + e.lca_filings AS weight
      FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id
      WHERE e.legal_key = ANY(${sql.param([...byLegalKey.keys()])}::text[])
      UNION
      SELECT e.id, e.legal_key, e.name, e.sponsor_id, s.slug, s.kind,
        e.approvals + e.denials + e.lca_filings AS weight
      FROM sponsors s JOIN sponsor_employers e ON e.sponsor_id = s.id
      WHERE s.kind = 'brand' OR s.slug = ANY(${sql.param([...slugs])}::text[])`),
  );
  // Brands with an entity stored have a sponsor (the importer makes it on first sight of one).
  const stored = new Set(rows.flatMap((row) => byLegalKey.get(row.legal_key)?.slug ?? []));
  const moves: AliasMove[] = [];
  for (const row of rows) {
    const brand = byLegalKey.get(row.legal_key) ?? null;
    if (brand ? row.slug === brand.slug : row.kind !== 'brand' && !stored.has(row.slug)) continue;
    moves.push({
      employerId: row.id,
      legalKey: row.legal_key,
      name: row.name,
      from: row.sponsor_id,
      weight: Number(row.weight),
      brand,
    });
  }
  const current = table.filter((brand) => stored.has(brand.slug));
  const sponsorsOfBrands = rowsOf<{ id: number; slug: string; kind: string; name: string; text: string }>(
    await db.execute(sql`
      SELECT id, slug, kind, name, left(search_text, ${Math.max(0, ...current.map((b) => brandSearchText(b).length)) + 1}) AS text
      FROM sponsors WHERE slug = ANY(${sql.param(current.map((brand) => brand.slug))}::text[])`),
  );
  const bySlug = new Map(sponsorsOfBrands.map((row) => [row.slug, row]));
  const brands = current.filter((brand) => {
    const row = bySlug.get(brand.slug);
    return (
      row === undefined ||
      row.kind !== 'brand' ||
      row.name !== brand.name ||
      !row.text.startsWith(`${brandSearchText(brand)} `) ||
      moves.some((move) => move.brand === brand)
    );
  });
  const changed = new Set(brands.map((brand) => brand.slug));
  return {
    moves,
    brands,
    sponsorIds: [
      ...new Set([
        ...moves.map((move) => move.from),
        ...sponsorsOfBrands.filter((row) => changed.has(row.slug)).map((row) => row.id),
      ]),
    ],
  };
}

/**
 * Carries out a plan: brand sponsors made or renamed, sponsors of their own made, entities moved. A sponsor
 * left without entities is deleted by the recompute that follows; its address (and the addresses that
 * redirected to it) redirect to the new sponsor of its biggest entity, so old links keep working. Answers
 * the sponsors whose figures must be recomputed (the plan's and the new ones) and how many addresses moved.
 */
export async function applyAliasPlan(
  db: DbOrTx,
  plan: AliasPlan,
): Promise<{ sponsorIds: number[]; redirected: number }> {
  const brandIds = await ensureBrandSponsors(db, plan.brands);
  if (plan.moves.length === 0)
    return { sponsorIds: [...plan.sponsorIds, ...brandIds.values()], redirected: 0 };
  const own = await createEntitySponsors(
    db,
    plan.moves.flatMap((move) => (move.brand ? [] : [{ key: move.legalKey, name: move.name }])),
  );
  const targets = plan.moves.map(
    (move) => (move.brand ? brandIds.get(move.brand.slug) : own.get(move.legalKey)) as number,
  );
  await db.execute(sql`
    UPDATE sponsor_employers e SET sponsor_id = v.sponsor_id
    FROM unnest(${sql.param(plan.moves.map((move) => move.employerId))}::int[], ${sql.param(targets)}::int[])
      AS v(id, sponsor_id)
    WHERE e.id = v.id`);
  const emptied = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`
      SELECT s.id, s.slug FROM sponsors s
      WHERE s.id = ANY(${sql.param([...new Set(plan.moves.map((move) => move.from))])}::int[])
        AND NOT EXISTS (SELECT 1 FROM sponsor_employers e WHERE e.sponsor_id = s.id)`),
  );
  if (emptied.length > 0) {
    const follows = emptied.map((sponsor) => {
      let best = -1;
      plan.moves.forEach((move, index) => {
        if (move.from === sponsor.id && (best < 0 || move.weight > (plan.moves[best] as AliasMove).weight))
          best = index;
      });
      return targets[best] as number;
    });
    const ids = sql.param(emptied.map((sponsor) => sponsor.id));
    await db.execute(sql`
      UPDATE sponsor_slug_redirects r SET sponsor_id = v.target
      FROM unnest(${ids}::int[], ${sql.param(follows)}::int[]) AS v(id, target)
      WHERE r.sponsor_id = v.id`);
    await db.execute(sql`
      INSERT INTO sponsor_slug_redirects (slug, sponsor_id)
      SELECT * FROM unnest(${sql.param(emptied.map((sponsor) => sponsor.slug))}::text[], ${sql.param(follows)}::int[])
      ON CONFLICT (slug) DO UPDATE SET sponsor_id = excluded.sponsor_id, created_at = now()`);
  }
  return {
    sponsorIds: [...new Set([...plan.sponsorIds, ...brandIds.values(), ...targets])],
    redirected: emptied.length,
  };
}

/** Applies the alias table to the stored entities (planAliasTable, applyAliasPlan). */
export async function applyAliasTable(db: DbOrTx): Promise<{ sponsorIds: number[]; redirected: number }> {
  return applyAliasPlan(db, await planAliasTable(db));
}
