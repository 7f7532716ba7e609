import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
const tsquery = customType<{ data: string }>({
  dataType() {
    return 'tsquery';
  },
});

/** Jobs as SPEC section 3 describes them, normalised where data enters (scripts/seed, ingestion). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id').notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    organizationSlug: text('organization_slug').notNull(),
    descriptionText: text('description_text').notNull().default(''),
    location: text('location').notNull().default(''),
    city: text('city'),
    state: text('state'),
    url: text('url').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remote: boolean('remote').notNull().default(false),
    workArrangement: text('ai_work_arrangement'),
    employmentType: text('ai_employment_type').notNull().default('FULL_TIME'),
    visaSponsorship: boolean('ai_visa_sponsorship'),
    visaEvidence: text('ai_visa_evidence'),
    salaryMin: integer('ai_salary_min'),
    salaryMax: integer('ai_salary_max'),
    salaryCurrency: text('ai_salary_currency').notNull().default('USD'),
    salaryUnit: text('ai_salary_unit').notNull().default('YEAR'),
    benefits: text('ai_benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceLevel: text('ai_experience_level'),
    logoUrl: text('li_organization_logo_url'),
    organizationUrl: text('li_organization_url'),
    industry: text('li_organization_industry'),
    organizationSize: text('li_organization_size'),
    headquarters: text('li_organization_headquarters'),
    /** Ingestion: the board a job came from ('greenhouse:stripe'); null for demo and feed jobs without one. */
    board: text('board'),
    /** Ingestion: organisation slug + normalised title + normalised location, to store a cross-posted job once. */
    dedupeKey: text('dedupe_key'),
    /** Ingestion: hash of the normalised fields, so a rerun that changes nothing writes nothing. */
    contentHash: text('content_hash'),
    /** Ingestion: when a fetch of its board last listed this job; a complete fetch that misses it expires it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_source_job_id_key').on(table.source, table.jobId),
    index('jobs_organization_slug_idx').on(table.organizationSlug),
    index('jobs_board_last_seen_idx').on(table.board, table.lastSeenAt),
    index('jobs_dedupe_key_idx').on(table.dedupeKey),
    // Sitemaps (decision 015): pages are id ranges read in id order with only these columns, so the
    // million-job plan and each 50,000-URL page are index-only scans instead of reads of the wide rows.
    index('jobs_sitemap_idx').on(table.id, table.updatedAt, table.expiresAt),
  ],
);

/**
 * The narrow search table (DESIGN section 5): one small row per job with only what search filters, orders
 * and ranks by, so date-ordered scans over a million jobs touch few pages. A trigger on `jobs` keeps it in
 * step with every insert and update (migration 0003); rows go away with their job.
 */
export const jobSearch = pgTable(
  'job_search',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sponsorRank: smallint('sponsor_rank').notNull(),
    city: text('city'),
    state: text('state'),
    /** remote | hybrid | onsite: the work-style filter's values, from the arrangement as displayed. */
    workStyle: text('work_style').notNull(),
    employmentType: text('employment_type').notNull(),
    /** The least years of experience the posting asks for (first number of ai_experience_level); null when unknown. */
    experienceYears: smallint('experience_years'),
    /** Title (A) and organisation (B): small, stored inline, checked row by row in date-ordered scans. */
    titleTsv: tsvector('title_tsv').notNull(),
  },
  (table) => [
    index('job_search_posted_idx').on(table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('job_search_default_idx').on(
      table.sponsorRank.desc().nullsFirst(),
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('job_search_title_tsv_idx').using('gin', table.titleTsv),
    ...(['city', 'state', 'workStyle', 'employmentType'] as const).map((column) =>
      index(
        `job_search_${column === 'workStyle' ? 'work_style' : column === 'employmentType' ? 'employment_type' : column}_idx`,
      ).on(
        table[column],
        table.sponsorRank.desc().nullsFirst(),
        table.postedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      ),
    ),
  ],
);

/**
 * The full-text vector of each job (title A, organisation B, description D; the description's benefit text as
 * '#b:' lexemes, migration 0021; words the stemmer shortens, whole, as '#n:' lexemes, migration 0022), kept
 * apart from job_search so that table stays narrow: about 1 KB per job here against about 150 bytes there.
 * Read through its index.
 */
export const jobSearchDoc = pgTable(
  'job_search_doc',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    docTsv: tsvector('doc_tsv').notNull(),
    /**
     * A copy of the job's posting time, so a search for a word found only in descriptions can walk this
     * table newest first; bulk loads CLUSTER it in that order, so the walk reads adjacent pages.
     */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /**
     * Copies of the job's job_search values a description match is checked against (migration 0024): its
     * expiry, its sponsorship rank and its title vector. A description search reads this table alone, so a
     * match costs no lookup of the job's narrow row ('SAP2000': 2,589 lookups, nine tenths of the statement).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The defaults are what a migration written before the copies leaves when run again (tests do); the
    // triggers always write them.
    sponsorRank: smallint('sponsor_rank').notNull().default(1),
    titleTsv: tsvector('title_tsv')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    index('job_search_doc_tsv_idx').using('gin', table.docTsv),
    index('job_search_doc_posted_idx').on(table.postedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * Words of titles, organisations and descriptions with their frequency: the dictionary typo correction looks
 * up, and the counts plans are chosen by. A word of a description's benefit text (indexed as '#b:' lexemes,
 * migration 0021) counts in `benefitDocCount`, the rest in `docCount`.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    docCount: integer('doc_count').notNull(),
    benefitDocCount: integer('benefit_doc_count').notNull().default(0),
  },
  (table) => [index('search_lexicon_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * The synonym groups' phrases of several words (core/search-terms.ts `INDEXED_PHRASES`), each with the
 * lexeme a vector that has the phrase carries ('#p:test_engineer', search_phrase_vector(), migration 0023)
 * and the phrase as the vectors are searched for it (`phraseto_tsquery`). A search matches such a phrase by
 * its lexeme: a full-text index cannot check adjacency, so a phrase of common words ('test' <-> 'engin') read
 * and rechecked every vector with both words.
 */
export const searchPhrases = pgTable('search_phrases', {
  lexeme: text('lexeme').primaryKey(),
  phrase: text('phrase').notNull(),
  query: tsquery('query').notNull(),
});
