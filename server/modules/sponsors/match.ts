import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sponsorEmployers, sponsors } from '../../../db/schema/index.ts';
import { SPONSOR_BRANDS, type SponsorBrand } from '../../../core/sponsors/aliases.ts';
import { companyKey, normalizeEmployerName, type EmployerKeys } from '../../../core/sponsors/normalize.ts';
import { slugify } from '../../../core/slug.ts';
import { rowsOf } from '../community/sql.ts';

/**
 * A company name (a job's organisation, a search) to the sponsor whose filings are its own (decision 050).
 * Equal normalised keys only, in this order:
 * 1. alias: the name is one of a brand's names in the curated table ('Amazon', 'AWS', 'Facebook'), bare or
 *    with a legal suffix one of the brand's entities carries ('Amazon.com, Inc.'; not 'Meta Company Ltd');
 *    a name whose suffix is part of it ('Bain & Company') only with it: bare 'Bain' is no brand, and
 *    matches none (Bain Capital is 'Bain' too);
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

/** The legal suffixes of a key ('INC', 'CO LLC'); '' for none. */
const suffixOf = (keys: EmployerKeys) => keys.legalKey.slice(keys.baseKey.length).trim();

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

/**
 * A brand's names by base key. `bare`: the base key alone names the brand ('McKinsey', listed beside
 * 'McKinsey & Company'). When every name of that base carries a suffix, the suffix is part of the name:
 * 'Bain & Company' is keyed 'BAIN' with the suffix 'CO', and bare 'Bain' is Bain Capital's as much. Such a
 * name names the brand only with a suffix one of its names or entities of that base carries (`suffixes`:
 * 'Bain & Co', 'Bain & Company, Inc.').
 */
type BrandName = { brand: SponsorBrand; bare: boolean; suffixes: Set<string> };

const BRAND_BY_NAME_KEY: ReadonlyMap<string, BrandName> = (() => {
  const byKey = new Map<string, BrandName>();
  for (const brand of SPONSOR_BRANDS) {
    for (const name of [brand.name, ...brand.names]) {
      const keys = normalizeEmployerName(name);
      const entry = byKey.get(keys.baseKey) ?? { brand, bare: false, suffixes: new Set<string>() };
      if (suffixOf(keys) === '') entry.bare = true;
      else entry.suffixes.add(suffixOf(keys));
      byKey.set(keys.baseKey, entry);
    }
  }
  for (const brand of SPONSOR_BRANDS) {
    for (const name of brand.legalNames) {
      const keys = normalizeEmployerName(name);
      const entry = byKey.get(keys.baseKey);
      if (entry?.brand === brand && suffixOf(keys) !== '') entry.suffixes.add(suffixOf(keys));
    }
  }
  return byKey;
})();

/**
 * The brand a name's keys are one of the names of: a bare name, or one with a suffix the brand's entities
 * or names carry ('Amazon.com, Inc.'; not 'Meta Company Ltd'); a name whose suffix is part of it only with
 * such a suffix ('Bain & Co', not 'Bain').
 */
function brandOfKeys(keys: EmployerKeys): SponsorBrand | undefined {
  const named = BRAND_BY_NAME_KEY.get(keys.baseKey);
  if (!named) return undefined;
  const suffix = suffixOf(keys);
  if (!named.bare) return named.suffixes.has(suffix) ? named.brand : undefined;
  return suffix === '' || BRAND_SUFFIXES.get(named.brand.slug)?.has(suffix) ? named.brand : undefined;
}

/** Whether the base of these keys names a brand only with its suffix, and they have none ('Bain'). */
const isBrandBaseWithoutItsSuffix = (keys: EmployerKeys): boolean =>
  BRAND_BY_NAME_KEY.get(keys.baseKey)?.bare === false && suffixOf(keys) === '';

/** The curated brand a name is one of the names of ('aws', 'Ernst & Young', 'Bain & Co'), if any. */
export const brandNamed = (name: string): SponsorBrand | undefined =>
  brandOfKeys(normalizeEmployerName(name));

/** Whether a name is one of the curated brands' names ('aws', 'Tata Consultancy Services'). */
export const isBrandName = (name: string): boolean => brandNamed(name) !== undefined;

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
  const brandSlugs = [...new Set(keyed.flatMap((k) => brandOfKeys(k)?.slug ?? []))];
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
    const brand = brandOfKeys(k);
    const brandRow = brand ? brandBySlug.get(brand.slug) : undefined;
    if (brand && brandRow) {
      chosen.set(k.name, { sponsorId: brandRow.id, entity: null, method: 'alias' });
      continue;
    }
    if (brand) continue; // a brand with no filings loaded: no record rather than another entity's
    // 'Bain' without '& Company' is no one's: the consultancy's entities share the base key 'BAIN', but the
    // name is Bain Capital's as much.
    if (isBrandBaseWithoutItsSuffix(k)) continue;
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
      const brand = brandOfKeys(k) as SponsorBrand;
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
