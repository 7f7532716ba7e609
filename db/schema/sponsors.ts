import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Sponsor data (issue 13, decision 050): government files imported exactly, the legal entities found in
 * them, the brands (sponsors) they are grouped into, and figures precomputed per sponsor so the pages read
 * one row. See /work/notes/sponsors-contract.md (copied into docs/decisions/050) for column semantics.
 */

/** One row per imported file, identified by its SHA-256: the provenance every figure points at. */
export const sponsorImportFiles = pgTable(
  'sponsor_import_files',
  {
    id: serial('id').primaryKey(),
    /** uscis_hub (Data Hub yearly CSV, format A) | uscis_employer (Employer Information export, format B) | lca | lca_kaggle | alc */
    format: text('format').notNull(),
    /** The file's name as given (no directories). */
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Where --fetch downloaded it from; null for a local file. */
    sourceUrl: text('source_url'),
    /** Fiscal years found in the imported rows, ascending. */
    fiscalYears: smallint('fiscal_years')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** NAICS sectors found (USCIS files), e.g. {'52'} for a sector export; empty when all or unknown. */
    naicsSectors: text('naics_sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** running | complete | failed */
    status: text('status').notNull().default('running'),
    /** The per-file report (ImportReport in server/modules/sponsors/import/report.ts). */
    report: jsonb('report'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a complete recompute of the figures (refreshAll) that included this file finished; null until
     * then. A start finds files whose figures were never computed (an interrupted first start) by it.
     */
    figuresAt: timestamp('figures_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sponsor_import_files_sha256_key').on(table.sha256)],
);

/**
 * A sponsor: a brand from the curated alias table (kind 'brand') grouping several legal entities, or a
 * single legal entity (kind 'employer'). Carries every aggregate the list and the page need.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Display name: the brand name, or the entity's legal name as filed. */
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Lower-case brand name + every legal name: what the trigram search index covers. */
    searchText: text('search_text').notNull(),
    /** Most frequent 2-digit NAICS sector of its USCIS rows ('54'); null when only LCA data is known. */
    naics: text('naics'),
    /** USCIS first decisions over every loaded fiscal year (see contract: one file per employer x FY x sector). */
    initialApprovals: integer('initial_approvals').notNull().default(0),
    initialDenials: integer('initial_denials').notNull().default(0),
    continuingApprovals: integer('continuing_approvals').notNull().default(0),
    continuingDenials: integer('continuing_denials').notNull().default(0),
    approvals: integer('approvals').notNull().default(0),
    denials: integer('denials').notNull().default(0),
    /** approvals + denials: the number of decisions behind approval_rate. */
    decisions: integer('decisions').notNull().default(0),
    /** approvals / decisions (0..1); null when decisions = 0. */
    approvalRate: real('approval_rate'),
    /** The latest fiscal year with USCIS decisions, and that year's figures (job cards). */
    latestFiscalYear: smallint('latest_fiscal_year'),
    latestApprovals: integer('latest_approvals').notNull().default(0),
    latestDecisions: integer('latest_decisions').notNull().default(0),
    latestApprovalRate: real('latest_approval_rate'),
    /** Certified LCA filings over every loaded fiscal year, and the median annual offered wage (wage_from). */
    lcaFilings: integer('lca_filings').notNull().default(0),
    lcaMedianWage: integer('lca_median_wage'),
    /** Certified LCA filings by PW_WAGE_LEVEL (unknown: blank level). */
    wageLevel1: integer('wage_level_1').notNull().default(0),
    wageLevel2: integer('wage_level_2').notNull().default(0),
    wageLevel3: integer('wage_level_3').notNull().default(0),
    wageLevel4: integer('wage_level_4').notNull().default(0),
    wageLevelUnknown: integer('wage_level_unknown').notNull().default(0),
    /** Fiscal years with any USCIS or LCA figure, ascending. */
    fiscalYears: smallint('fiscal_years')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Two-letter states of petitioner locations (USCIS) and LCA worksites, ascending. */
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    employerCount: integer('employer_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sponsors_slug_key').on(table.slug),
    index('sponsors_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('sponsors_approvals_idx').on(table.approvals.desc(), table.id),
    index('sponsors_approval_rate_idx').on(table.approvalRate.desc().nullsLast(), table.id),
    // The sorts as the list shows them: a rate only from 10 decisions, a median wage only from 5 filings.
    index('sponsors_shown_rate_idx')
      .on(table.approvalRate.desc(), table.decisions.desc(), table.id)
      .where(sql`decisions >= 10`),
    index('sponsors_shown_wage_idx')
      .on(table.lcaMedianWage.desc(), table.id)
      .where(sql`lca_filings >= 5`),
    index('sponsors_lca_filings_idx').on(table.lcaFilings.desc(), table.id),
    index('sponsors_lca_median_wage_idx').on(table.lcaMedianWage.desc().nullsLast(), table.id),
    index('sponsors_states_idx').using('gin', table.states),
    index('sponsors_fiscal_years_idx').using('gin', table.fiscalYears),
    index('sponsors_naics_idx').on(table.naics, table.approvals.desc()),
    // The brands' sponsors (a hundred of 150,000): what a regroup looks at first (import/employers.ts).
    index('sponsors_brand_idx')
      .on(table.slug)
      .where(sql`kind = 'brand'`),
  ],
);

/**
 * The address of a sponsor that is gone because its legal entities joined another sponsor (the alias table
 * gained a brand: /sponsors/at-and-t-services-inc became part of /sponsors/att). The page and the API answer
 * it with a 301 to the sponsor it points at; a live sponsor's slug is never one of these. Goes with its sponsor.
 */
export const sponsorSlugRedirects = pgTable(
  'sponsor_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sponsor_slug_redirects_sponsor_idx').on(table.sponsorId)],
);

/**
 * Which alias table (core/sponsors/aliases.ts) grouped the stored entities: its fingerprint, one row. A start
 * that finds another one regroups them (import/regroup.ts); every complete recompute records it.
 */
export const sponsorAliasTable = pgTable(
  'sponsor_alias_table',
  {
    id: boolean('id').primaryKey().default(true),
    fingerprint: text('fingerprint').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sponsor_alias_table_one_row', sql`${table.id}`)],
);

/**
 * The distinct words (3+ characters, at least one letter) of every sponsor's search_text, with how many
 * sponsors carry each and how much they filed: a name search with a typo ('qunatum') is corrected against these short words
 * ('quantum') by trigram similarity, instead of comparing it with every sponsor's names. Rebuilt with the
 * aggregates (aggregate.ts).
 */
export const sponsorWords = pgTable(
  'sponsor_words',
  {
    word: text('word').primaryKey(),
    sponsors: integer('sponsors').notNull(),
    /** Decisions plus LCA filings of those sponsors: how often the word comes up in the data. */
    filings: bigint('filings', { mode: 'number' }).notNull(),
  },
  // GiST, not GIN: the typo lookup (`word % $1`, ordered by similarity) reads 5-8 ms of it where GIN took
  // 41 ms for a long word (every word sharing one of its trigrams is a candidate); LIKE works on both.
  (table) => [index('sponsor_words_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`)],
);

/** Per sponsor and fiscal year: the chart and table of the sponsor page, and the fiscal-year filter. */
export const sponsorYearStats = pgTable(
  'sponsor_year_stats',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    fiscalYear: smallint('fiscal_year').notNull(),
    initialApprovals: integer('initial_approvals').notNull().default(0),
    initialDenials: integer('initial_denials').notNull().default(0),
    continuingApprovals: integer('continuing_approvals').notNull().default(0),
    continuingDenials: integer('continuing_denials').notNull().default(0),
    approvals: integer('approvals').notNull().default(0),
    denials: integer('denials').notNull().default(0),
    lcaFilings: integer('lca_filings').notNull().default(0),
    lcaMedianWage: integer('lca_median_wage'),
  },
  (table) => [
    primaryKey({ columns: [table.sponsorId, table.fiscalYear] }),
    index('sponsor_year_stats_year_idx').on(table.fiscalYear, table.approvals.desc()),
    index('sponsor_year_stats_year_lca_idx').on(table.fiscalYear, table.lcaFilings.desc()),
    index('sponsor_year_stats_year_wage_idx').on(table.fiscalYear, table.lcaMedianWage.desc().nullsLast()),
    // The approval-rate sort of one fiscal year, where it is ranked (10 decisions or more): the same
    // expressions as the search's ORDER BY, so a page is a short walk instead of sorting the year's rows.
    index('sponsor_year_stats_year_rate_idx')
      .on(
        table.fiscalYear,
        sql`(${table.approvals}::real / nullif(${table.approvals} + ${table.denials}, 0)) DESC`,
        sql`(${table.approvals} + ${table.denials}) DESC`,
        table.sponsorId,
      )
      .where(sql`(${table.approvals} + ${table.denials}) >= 10`),
  ],
);

/**
 * A legal entity as filed: one row per normalised legal key (suffix kept, canonical), attached to one sponsor.
 * Its own totals let the page list "the legal entities behind the brand" with their figures.
 */
export const sponsorEmployers = pgTable(
  'sponsor_employers',
  {
    id: serial('id').primaryKey(),
    /** normalizeEmployer(name).legalKey: 'AMAZON COM SERVICES LLC' -> 'AMAZON SERVICES LLC'. */
    legalKey: text('legal_key').notNull(),
    /** The same without legal suffixes ('AMAZON SERVICES'): the key a company name is matched on. */
    baseKey: text('base_key').notNull(),
    /** The legal name as last filed (trimmed, original spelling). */
    name: text('name').notNull(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    naics: text('naics'),
    approvals: integer('approvals').notNull().default(0),
    denials: integer('denials').notNull().default(0),
    lcaFilings: integer('lca_filings').notNull().default(0),
    firstFiscalYear: smallint('first_fiscal_year'),
    lastFiscalYear: smallint('last_fiscal_year'),
  },
  (table) => [
    uniqueIndex('sponsor_employers_legal_key_key').on(table.legalKey),
    index('sponsor_employers_base_key_idx').on(table.baseKey),
    index('sponsor_employers_sponsor_idx').on(table.sponsorId),
  ],
);

/** USCIS Data Hub rows as filed: employer x fiscal year x petitioner location (x NAICS, tax ID). */
export const uscisCounts = pgTable(
  'uscis_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => sponsorImportFiles.id, { onDelete: 'cascade' }),
    /** 1-based data row number in the file (header excluded). */
    lineNo: integer('line_no').notNull(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => sponsorEmployers.id),
    fiscalYear: smallint('fiscal_year').notNull(),
    employerName: text('employer_name').notNull(),
    taxId: text('tax_id'),
    /** 2-digit NAICS sector ('52'); null when blank. */
    naics: text('naics'),
    state: text('state'),
    city: text('city'),
    zip: text('zip'),
    initialApprovals: integer('initial_approvals').notNull(),
    initialDenials: integer('initial_denials').notNull(),
    continuingApprovals: integer('continuing_approvals').notNull(),
    continuingDenials: integer('continuing_denials').notNull(),
    /**
     * The six-way split of the newer Employer Information export where the file has it, as
     * { newEmployment, continuation, changeSameEmployer, newConcurrent, changeEmployer, amended } each
     * [approvals, denials]; null when the file only has initial/continuing.
     */
    split: jsonb('split').$type<Record<string, [number, number]>>(),
  },
  (table) => [
    uniqueIndex('uscis_counts_file_line_key').on(table.fileId, table.lineNo),
    index('uscis_counts_employer_year_idx').on(table.employerId, table.fiscalYear),
  ],
);

/** DOL OFLC LCA filings, one per CASE_NUMBER (the latest release wins), wages annualised in whole dollars. */
export const lcaFilings = pgTable(
  'lca_filings',
  {
    caseNumber: text('case_number').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => sponsorImportFiles.id, { onDelete: 'cascade' }),
    /** Orders releases of the same case: fiscal year * 10 + quarter (0 when unknown); ties go to the later import. */
    releaseRank: integer('release_rank').notNull(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => sponsorEmployers.id),
    employerName: text('employer_name').notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    /** CASE_STATUS upper-case ('CERTIFIED', 'CERTIFIED-WITHDRAWN', 'DENIED', 'WITHDRAWN'); null when the file has none. */
    caseStatus: text('case_status'),
    /** Counted in aggregates: status null, CERTIFIED or CERTIFIED-WITHDRAWN. */
    certified: boolean('certified').notNull(),
    jobTitle: text('job_title').notNull(),
    /** 'XX-XXXX' (detail suffix '.00' dropped); null when the file has none. */
    socCode: text('soc_code'),
    socTitle: text('soc_title'),
    fullTime: boolean('full_time'),
    worksiteCity: text('worksite_city'),
    /** Two-letter state code. */
    worksiteState: text('worksite_state'),
    /** Offered wage, annualised (hour x 2080, week x 52, bi-weekly x 26, month x 12); null when the file has none. */
    wageFrom: integer('wage_from'),
    wageTo: integer('wage_to'),
    /** The unit as filed: Year | Hour | Week | Bi-Weekly | Month. */
    wageUnit: text('wage_unit'),
    /** PW_WAGE_LEVEL as filed: I | II | III | IV, null when blank. */
    pwWageLevel: text('pw_wage_level'),
    /** Prevailing wage, annualised; null when the file has none. */
    prevailingWage: integer('prevailing_wage'),
  },
  (table) => [
    index('lca_filings_employer_idx').on(table.employerId, table.fiscalYear),
    index('lca_filings_soc_state_idx').on(table.socCode, table.worksiteState),
    index('lca_filings_title_trgm_idx').using('gin', sql`lower(${table.jobTitle}) gin_trgm_ops`),
  ],
);

/**
 * The LCA filings' job titles, one row per lower-case title of certified filings: the SOC code most of them
 * are filed under (and its title) and how many. A job page guesses the occupation of its title from the
 * similar titles here (trigram), not from every filing (decision 051). Rebuilt with the sponsors' figures.
 */
export const lcaTitles = pgTable(
  'lca_titles',
  {
    /** lower(job_title). */
    title: text('title').primaryKey(),
    socCode: text('soc_code'),
    socTitle: text('soc_title'),
    filings: integer('filings').notNull(),
  },
  (table) => [index('lca_titles_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`)],
);

/**
 * A job organisation's match, by its name exactly as stored in jobs.organization, so cards join cheaply.
 * sponsor_id null: checked, no sponsor ("none" rather than a guess).
 */
export const sponsorCompanyMatches = pgTable(
  'sponsor_company_matches',
  {
    organization: text('organization').primaryKey(),
    /** slugify(organization), as jobs.organization_slug stores it: joins jobs on its index. */
    organizationSlug: text('organization_slug').notNull(),
    companyKey: text('company_key').notNull(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    /** The legal entity matched (its name as filed); the brand's main entity for an alias match. */
    legalName: text('legal_name'),
    /** alias | legal | base | none */
    method: text('method').notNull(),
    confidence: real('confidence').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sponsor_company_matches_sponsor_idx').on(table.sponsorId),
    index('sponsor_company_matches_slug_idx').on(table.organizationSlug),
  ],
);

/** Top job titles of a sponsor (certified filings with a wage; titles with >= 5, top 15 by filings). */
export const sponsorTitleStats = pgTable(
  'sponsor_title_stats',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    /** upper(trim(job_title)). */
    title: text('title').notNull(),
    /** The most frequent SOC code of those filings. */
    socCode: text('soc_code'),
    filings: integer('filings').notNull(),
    p25: integer('p25').notNull(),
    median: integer('median').notNull(),
    p75: integer('p75').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sponsorId, table.title] })],
);

/** Where a sponsor's certified filings are: a row per state (city null) and the top 20 cities. */
export const sponsorWorksites = pgTable(
  'sponsor_worksites',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** initcap(worksite_city); null on the state's total row. */
    city: text('city'),
    filings: integer('filings').notNull(),
  },
  (table) => [index('sponsor_worksites_sponsor_idx').on(table.sponsorId, table.filings.desc())],
);

/** Which complete files contributed rows to a sponsor (USCIS rows + LCA filings). */
export const sponsorSources = pgTable(
  'sponsor_sources',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => sponsorImportFiles.id, { onDelete: 'cascade' }),
    rows: integer('rows').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sponsorId, table.fileId] })],
);

/** OFLC prevailing-wage table (ALC export): hourly wages per area and SOC code for levels I-IV. */
export const alcWages = pgTable(
  'alc_wages',
  {
    areaCode: text('area_code').notNull(),
    socCode: text('soc_code').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => sponsorImportFiles.id, { onDelete: 'cascade' }),
    /** Hourly wage of each level, in cents. */
    level1: integer('level1'),
    level2: integer('level2'),
    level3: integer('level3'),
    level4: integer('level4'),
  },
  (table) => [primaryKey({ columns: [table.socCode, table.areaCode] })],
);

/** OFLC ALC geography: which area (MSA or rest of state) a county or town belongs to. */
export const alcAreas = pgTable(
  'alc_areas',
  {
    areaCode: text('area_code').notNull(),
    areaName: text('area_name').notNull(),
    state: text('state').notNull(),
    county: text('county').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.state, table.county, table.areaCode] }),
    index('alc_areas_area_idx').on(table.areaCode),
  ],
);
