import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sponsorEmployers, sponsors } from '../../../db/schema/index.ts';
import { SPONSOR_BRANDS, type SponsorBrand } from '../../../core/sponsors/aliases.ts';
import { companyKey, normalizeEmployerName } from '../../../core/sponsors/normalize.ts';
import { slugify } from '../../../core/slug.ts';
import { rowsOf } from '../community/sql.ts';

/**
 * A company name (a job's organisation, a search) to the sponsor whose filings are its own (decision 050).
 * Equal normalised keys only, in this order:
 * 1. alias: the name is one of a brand's names in the curated table ('Amazon', 'AWS', 'Facebook'), bare or
 *    with a legal suffix one of the brand's entities carries ('Amazon.com, Inc.'; not 'Meta Company Ltd');
 * 2. legal: the name carries a legal suffix and equals a filed entity's legal key ('Acme Widgets LLC');
 * 3. base: a name without suffix equals the base key of filed entities that all belong to ONE sponsor.
 * Entities of different sponsors sharing a base key ('ACME INC' and 'ACME LLC' unrelated) answer none:
 * "none" rather than a guess. Never a prefix, never a fuzzy distance.
 */
export type SponsorMatchMethod = 'alias' | 'legal' | 'base';
export type SponsorMatch = {
  slug: string;
  name: string;
  /** The matched entity first (the brand's main one for an alias match), then the others by approvals. */
  legal_names: string[];
  method: SponsorMatchMethod;
  confidence: number;
};

const CONFIDENCE: Record<SponsorMatchMethod, number> = { alias: 0.99, legal: 0.97, base: 0.9 };

const BRAND_BY_NAME_KEY: ReadonlyMap<string, SponsorBrand> = new Map(
  SPONSOR_BRANDS.flatMap((brand) =>
    [brand.name, ...brand.names].map((name) => [companyKey(name), brand] as const),
  ),
);

/** The curated brand a name is one of the names of ('aws', 'Ernst & Young'), if any. */
export const brandNamed = (name: string): SponsorBrand | undefined => BRAND_BY_NAME_KEY.get(companyKey(name));

/** Whether a name is one of the curated brands' names ('aws', 'Tata Consultancy Services'). */
export const isBrandName = (name: string): boolean => brandNamed(name) !== undefined;

/** The legal suffixes of a key ('INC', 'CO LLC'); '' for none. */
const suffixOf = (keys: { legalKey: string; baseKey: string }) =>
  keys.legalKey.slice(keys.baseKey.length).trim();

/**
 * The legal suffixes a brand's listed entities and names carry: a brand name written with another suffix is
 * another company ('Meta Company Ltd' is not Meta Platforms, Inc.), so it is matched by its own key, never
 * the brand. A listed name is its brand with its suffix ('McKinsey & Company', whose entities are filed as
 * 'MCKINSEY & CO INC UNITED STATES').
 */
const BRAND_SUFFIXES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  SPONSOR_BRANDS.map((brand) => [
    brand.slug,
    new Set([...brand.legalNames, ...brand.names].map((name) => suffixOf(normalizeEmployerName(name)))),
  ]),
);

type EmployerRow = {
  id: number;
  legalKey: string;
  baseKey: string;
  name: string;
  sponsorId: number;
  approvals: number;
};
type SponsorRow = { id: number; slug: string; name: string };

/** Matches many names with three queries in all; the answer has an entry (possibly null) per distinct name. */
export async function matchCompanies(db: DbOrTx, names: string[]): Promise<Map<string, SponsorMatch | null>> {
  const result = new Map<string, SponsorMatch | null>();
  const keyed = [...new Set(names)].map((name) => ({ name, ...normalizeEmployerName(name) }));
  const brandSlugs = [...new Set(keyed.flatMap((k) => BRAND_BY_NAME_KEY.get(k.baseKey)?.slug ?? []))];
  const legalKeys = [
    ...new Set(keyed.filter((k) => k.legalKey && k.legalKey !== k.baseKey).map((k) => k.legalKey)),
  ];
  const baseKeys = [...new Set(keyed.filter((k) => k.baseKey).map((k) => k.baseKey))];

  const brandSponsors: SponsorRow[] =
    brandSlugs.length > 0
      ? await db
          .select({ id: sponsors.id, slug: sponsors.slug, name: sponsors.name })
          .from(sponsors)
          .where(inArray(sponsors.slug, brandSlugs))
      : [];
  const entities: EmployerRow[] =
    legalKeys.length + baseKeys.length > 0
      ? await db
          .select({
            id: sponsorEmployers.id,
            legalKey: sponsorEmployers.legalKey,
            baseKey: sponsorEmployers.baseKey,
            name: sponsorEmployers.name,
            sponsorId: sponsorEmployers.sponsorId,
            approvals: sponsorEmployers.approvals,
          })
          .from(sponsorEmployers)
          .where(
            or(
              legalKeys.length > 0 ? inArray(sponsorEmployers.legalKey, legalKeys) : sql`false`,
              baseKeys.length > 0 ? inArray(sponsorEmployers.baseKey, baseKeys) : sql`false`,
            ),
          )
      : [];

  // The chosen sponsor for each name, and which entity matched.
  const chosen = new Map<string, { sponsorId: number; entity: string | null; method: SponsorMatchMethod }>();
  const brandBySlug = new Map(brandSponsors.map((row) => [row.slug, row]));
  for (const k of keyed) {
    if (!k.baseKey) continue;
    const named = BRAND_BY_NAME_KEY.get(k.baseKey);
    const suffix = suffixOf(k);
    const brand = named && (suffix === '' || BRAND_SUFFIXES.get(named.slug)?.has(suffix)) ? named : undefined;
    const brandRow = brand ? brandBySlug.get(brand.slug) : undefined;
    if (brand && brandRow) {
      chosen.set(k.name, { sponsorId: brandRow.id, entity: null, method: 'alias' });
      continue;
    }
    if (brand) continue; // a brand with no filings loaded: no record rather than another entity's
    const legal = k.legalKey !== k.baseKey ? entities.find((e) => e.legalKey === k.legalKey) : undefined;
    if (legal) {
      chosen.set(k.name, { sponsorId: legal.sponsorId, entity: legal.name, method: 'legal' });
      continue;
    }
    // A name with a suffix no entity has is none of them: suffixes are never merged ('Meta Company Ltd' is
    // not 'META COMPANY').
    if (k.legalKey !== k.baseKey) continue;
    const sameBase = entities.filter((e) => e.baseKey === k.baseKey);
    const sponsorIds = new Set(sameBase.map((e) => e.sponsorId));
    if (sponsorIds.size === 1) {
      const best = [...sameBase].sort((a, b) => b.approvals - a.approvals)[0] as EmployerRow;
      chosen.set(k.name, { sponsorId: best.sponsorId, entity: best.name, method: 'base' });
    }
  }

  const sponsorIds = [...new Set([...chosen.values()].map((c) => c.sponsorId))];
  const details = new Map<
    number,
    { slug: string; name: string; kind: string; entities: Array<{ name: string; legalKey: string }> }
  >();
  if (sponsorIds.length > 0) {
    const rows = rowsOf<{
      id: number;
      slug: string;
      name: string;
      kind: string;
      entities: Array<{ name: string; legalKey: string }>;
    }>(
      await db.execute(sql`
        SELECT s.id, s.slug, s.name, s.kind,
               coalesce(json_agg(json_build_object('name', e.name, 'legalKey', e.legal_key)
                 ORDER BY e.approvals DESC, e.lca_filings DESC, e.id) FILTER (WHERE e.id IS NOT NULL), '[]') AS entities
        FROM sponsors s LEFT JOIN sponsor_employers e ON e.sponsor_id = s.id
        WHERE s.id = ANY(${sql.param(sponsorIds)}::int[])
        GROUP BY s.id`),
    );
    for (const row of rows) details.set(row.id, row);
  }

  for (const k of keyed) {
    const choice = chosen.get(k.name);
    const sponsor = choice ? details.get(choice.sponsorId) : undefined;
    if (!choice || !sponsor) {
      result.set(k.name, null);
      continue;
    }
    let first = choice.entity;
    if (first === null) {
      // Alias: the brand's main entity as listed, when it has filings here; else its biggest.
      const brand = BRAND_BY_NAME_KEY.get(k.baseKey) as SponsorBrand;
      const mainKeys = brand.legalNames.map((name) => normalizeEmployerName(name).legalKey);
      const main = mainKeys.map((key) => sponsor.entities.find((e) => e.legalKey === key)).find(Boolean);
      first = main?.name ?? sponsor.entities[0]?.name ?? null;
    }
    const legalNames = [...new Set([...(first ? [first] : []), ...sponsor.entities.map((e) => e.name)])];
    result.set(k.name, {
      slug: sponsor.slug,
      name: sponsor.name,
      legal_names: legalNames,
      method: choice.method,
      confidence: CONFIDENCE[choice.method],
    });
  }
  return result;
}

/** The sponsor a company name is, or null (see the file comment). */
export async function matchCompany(db: DbOrTx, name: string): Promise<SponsorMatch | null> {
  return (await matchCompanies(db, [name])).get(name) ?? null;
}

/**
 * Matches job organisations and stores the answers in sponsor_company_matches (cards join on
 * jobs.organization). All distinct organisations when `organizations` is omitted (after an import, when the
 * figures and entities may have changed); otherwise those given (after ingestion or the demo seed).
 */
export async function refreshCompanyMatches(db: DbOrTx, organizations?: string[]): Promise<number> {
  const names =
    organizations ??
    rowsOf<{ organization: string }>(await db.execute(sql`SELECT DISTINCT organization FROM jobs`)).map(
      (row) => row.organization,
    );
  if (organizations === undefined) await db.execute(sql`DELETE FROM sponsor_company_matches`);
  let stored = 0;
  for (let start = 0; start < names.length; start += 1000) {
    const chunk = [...new Set(names.slice(start, start + 1000))];
    const matches = await matchCompanies(db, chunk);
    const slugs = [...new Set([...matches.values()].flatMap((m) => (m ? [m.slug] : [])))];
    const ids = new Map(
      slugs.length > 0
        ? (
            await db
              .select({ id: sponsors.id, slug: sponsors.slug })
              .from(sponsors)
              .where(inArray(sponsors.slug, slugs))
          ).map((row) => [row.slug, row.id])
        : [],
    );
    const values = chunk.map((organization) => {
      const match = matches.get(organization) ?? null;
      return {
        organization,
        organizationSlug: slugify(organization),
        companyKey: companyKey(organization),
        sponsorId: match ? (ids.get(match.slug) ?? null) : null,
        legalName: match?.legal_names[0] ?? null,
        method: match?.method ?? 'none',
        confidence: match?.confidence ?? 0,
      };
    });
    if (values.length === 0) continue;
    await db.execute(sql`
      INSERT INTO sponsor_company_matches (organization, organization_slug, company_key, sponsor_id, legal_name, method, confidence, matched_at)
      SELECT * , now() FROM unnest(
        ${sql.param(values.map((v) => v.organization))}::text[],
        ${sql.param(values.map((v) => v.organizationSlug))}::text[],
        ${sql.param(values.map((v) => v.companyKey))}::text[],
        ${sql.param(values.map((v) => v.sponsorId))}::int[],
        ${sql.param(values.map((v) => v.legalName))}::text[],
        ${sql.param(values.map((v) => v.method))}::text[],
        ${sql.param(values.map((v) => v.confidence))}::real[]
      )
      ON CONFLICT (organization) DO UPDATE SET organization_slug = excluded.organization_slug,
        company_key = excluded.company_key, sponsor_id = excluded.sponsor_id,
        legal_name = excluded.legal_name, method = excluded.method, confidence = excluded.confidence,
        matched_at = excluded.matched_at`);
    stored += values.length;
  }
  return stored;
}
