/**
 * `npm run bench:sponsors [-- --pg postgres://127.0.0.1:5432/sp_sponsors_bench] [--seed N] [--sponsors N]`
 * (issue 13), each figure next to a naive baseline measured in the same run:
 * - import throughput (rows/s) of the real samples on PostgreSQL; baseline: parsing the same files only;
 * - match precision on a labelled set of >= 100 brand and company names including the traps (goal >= 95%,
 *   and no wrong match where "none" is right); baseline: a prefix matcher (ILIKE 'name%', most approvals);
 * - seeding 150,000 synthetic employers and the aggregate refresh; then, when bench/sponsors-pages.ts
 *   exists, its benchSponsorPages() measures /sponsors search and sponsor pages (p95) on that data.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, type DbOrTx } from '../db/client.ts';
import { companyKey } from '../core/sponsors/normalize.ts';
import { rowsOf } from '../server/modules/community/sql.ts';
import {
  refreshSponsorAggregates,
  vacuumSponsorFigures,
} from '../server/modules/sponsors/import/aggregate.ts';
import { SHIPPED_H1B_DIR } from '../server/modules/sponsors/import/first-start.ts';
import { importH1bFile, refreshAll } from '../server/modules/sponsors/import/import-file.ts';
import { openRowSource } from '../server/modules/sponsors/import/source.ts';
import { matchCompanies } from '../server/modules/sponsors/match.ts';
import { ensurePgDatabase } from './lib/pg-database.ts';
import { random } from './lib/random.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sp_sponsors_bench' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    sponsors: { type: 'string', default: '150000' },
  },
});
const seed = Number(values.seed);
const SPONSORS = Number(values.sponsors);

/**
 * The labelled set: a company name as a posting or a person writes it, and the sponsor slug that is right
 * on the shipped samples (null: no sponsor is right). Variants beyond the alias table's own spellings, and
 * the traps: prefixes of other names, look-alike small companies, and a brand's unrelated namesakes.
 */
export const LABELLED: ReadonlyArray<[string, string | null]> = [
  ['Amazon', 'amazon'],
  ['Amazon.com, Inc.', 'amazon'],
  ['amazon.com', 'amazon'],
  ['Amazon Advertising', 'amazon'],
  ['AWS', 'amazon-web-services'],
  ['Amazon Web Services, Inc.', 'amazon-web-services'],
  ['Google', 'google'],
  ['Google LLC', 'google'],
  ['Alphabet', 'google'],
  ['Meta', 'meta'],
  ['Meta Platforms, Inc.', 'meta'],
  ['Facebook', 'meta'],
  ['Microsoft', 'microsoft'],
  ['Microsoft Corporation', 'microsoft'],
  ['Apple', 'apple'],
  ['Apple Inc.', 'apple'],
  ['Intel', 'intel'],
  ['Intel Corporation', 'intel'],
  ['IBM', 'ibm'],
  ['International Business Machines', 'ibm'],
  ['Oracle', 'oracle'],
  ['Cisco', 'cisco'],
  ['Cisco Systems, Inc.', 'cisco'],
  ['Deloitte', 'deloitte'],
  ['Deloitte Consulting LLP', 'deloitte'],
  ['EY', 'ey'],
  ['Ernst & Young', 'ey'],
  ['KPMG', 'kpmg'],
  ['KPMG LLP', 'kpmg'],
  ['PwC', 'pwc'],
  ['PricewaterhouseCoopers', 'pwc'],
  ['Accenture', 'accenture'],
  ['JPMorgan Chase', 'jpmorgan-chase'],
  ['JPMorgan Chase & Co.', 'jpmorgan-chase'],
  ['J.P. Morgan', 'jpmorgan-chase'],
  ['Goldman Sachs', 'goldman-sachs'],
  ['Goldman Sachs & Co. LLC', 'goldman-sachs'],
  ['Morgan Stanley', 'morgan-stanley'],
  ['Citi', 'citi'],
  ['Citigroup', 'citi'],
  ['Bank of America', 'bank-of-america'],
  ['Bank of America, N.A.', 'bank-of-america'],
  ['Wells Fargo', 'wells-fargo'],
  ['Capital One', 'capital-one'],
  ['Walmart', 'walmart'],
  ['Wal-Mart', 'walmart'],
  ['Cognizant', 'cognizant'],
  ['Cognizant Technology Solutions', 'cognizant'],
  ['Infosys', 'infosys'],
  ['Infosys Limited', 'infosys'],
  ['TCS', 'tata-consultancy-services'],
  ['Tata Consultancy Services Limited', 'tata-consultancy-services'],
  ['Wipro', 'wipro'],
  ['Wipro Ltd', 'wipro'],
  ['HCLTech', 'hcltech'],
  ['HCL America', 'hcltech'],
  ['Tech Mahindra', 'tech-mahindra'],
  ['Capgemini', 'capgemini'],
  ['LTIMindtree', 'ltimindtree'],
  ['Mindtree', 'ltimindtree'],
  ['NVIDIA', 'nvidia'],
  ['Nvidia Corp', 'nvidia'],
  ['Salesforce', 'salesforce'],
  ['Salesforce.com', 'salesforce'],
  ['Qualcomm', 'qualcomm'],
  ['Tesla', 'tesla'],
  ['Netflix', 'netflix'],
  ['Airbnb', 'airbnb'],
  ['Stripe', 'stripe'],
  ['Bloomberg', 'bloomberg'],
  ['Bloomberg L.P.', 'bloomberg'],
  ['American Express', 'american-express'],
  ['Amex', 'american-express'],
  ['PayPal', 'paypal'],
  ['eBay', 'ebay'],
  ['VMware', 'vmware'],
  ['LinkedIn', 'linkedin'],
  ['Uber', 'uber'],
  ['Lyft', 'lyft'],
  ['Twitter', 'x-twitter'],
  ['Snap Inc.', 'snap'],
  ['Zoom', 'zoom'],
  ['Workday', 'workday'],
  ['ServiceNow', 'servicenow'],
  ['Intuit', 'intuit'],
  ['Broadcom', 'broadcom'],
  ['Micron', 'micron'],
  ['AMD', 'amd'],
  ['Advanced Micro Devices', 'amd'],
  ['Samsung', 'samsung'],
  ['Visa', 'visa'],
  ['Mastercard', 'mastercard'],
  ['Charles Schwab', 'charles-schwab'],
  ['BlackRock', 'blackrock'],
  ['Barclays', 'barclays'],
  ['UBS', 'ubs'],
  ['HSBC', 'hsbc'],
  ['Deutsche Bank', 'deutsche-bank'],
  ['Fidelity Investments', 'fidelity-investments'],
  ['NTT DATA', 'ntt-data'],
  ['Mayo Clinic', 'mayo-clinic'],
  ['Cleveland Clinic', 'cleveland-clinic'],
  ['Johns Hopkins', 'johns-hopkins'],
  ['CVS Health', 'cvs-health'],
  ['Optum', 'optum'],
  ['Elevance Health', 'elevance-health'],
  ['General Electric', 'general-electric'],
  ['General Motors', 'general-motors'],
  ['Ford Motor Company', 'ford'],
  ['Cummins Inc.', 'cummins'],
  ['Johnson & Johnson', 'johnson-and-johnson'],
  ['Walgreens', 'walgreens'],
  ['Siemens', 'siemens'],
  ['Boeing', 'boeing'],
  ['Adobe', 'adobe'],
  ['Dell Technologies', 'dell'],
  // Traps: a brand's prefix, look-alikes and namesakes are never the brand.
  ['Intellectt', 'intellectt-inc'],
  ['Intellectt Inc', 'intellectt-inc'],
  ['Apple Tree Dental', 'apple-tree-dental'],
  ['Meta Soft', 'meta-soft-inc'],
  ['Oracle Robotics', 'oracle-robotics-corp'],
  ['Cisco-Eagle', 'cisco-eagle-inc'],
  ['Ford Models', 'ford-models-inc'],
  ['Intel Grids', 'intel-grids-inc'],
  ['Amazonic Ventures', 'amazonic-ventures-llc'],
  ['Appl', null],
  ['Intellect', null],
  ['Amaz', null],
  ['Goog', null],
  ['Apple Tree', null],
  ['Meta Company Ltd', null],
  ['Micro', null],
  ['Deloitte Digital Ventures', null],
  ['Northwind Quantum Fabrication', null],
  ['Contoso Pharmaceuticals', null],
  ['Tata', null],
  ['Chase Bank of Nowhere', null],
];

/** The naive baseline: the employer whose name starts with the input, most approvals first. */
async function prefixMatch(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = rowsOf<{ slug: string }>(
    await db.execute(sql`
      SELECT s.slug FROM sponsor_employers e JOIN sponsors s ON s.id = e.sponsor_id
      WHERE e.name ILIKE ${`${name.replace(/[%_\\]/g, '')}%`} ORDER BY e.approvals DESC LIMIT 1`),
  );
  return row?.slug ?? null;
}

type Score = { correct: number; wrong: number; missed: number; wrongWhereNone: number };
function score(answers: Array<string | null>): Score {
  const result = { correct: 0, wrong: 0, missed: 0, wrongWhereNone: 0 };
  LABELLED.forEach(([, expected], index) => {
    const got = answers[index] ?? null;
    if (got === expected) result.correct++;
    else if (got === null) result.missed++;
    else {
      result.wrong++;
      if (expected === null) result.wrongWhereNone++;
    }
  });
  return result;
}

const WORDS = [
  'Cedar',
  'Harbor',
  'Summit',
  'Quantum',
  'Blue',
  'River',
  'Apex',
  'Nova',
  'Pioneer',
  'Granite',
  'Silver',
  'Maple',
  'Orion',
  'Vertex',
  'Lumen',
  'Atlas',
  'Beacon',
  'Crescent',
  'Delta',
  'Evergreen',
  'Falcon',
  'Helix',
  'Iris',
  'Juniper',
  'Keystone',
  'Lotus',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prairie',
];
const KINDS = [
  'Software',
  'Health',
  'Analytics',
  'Systems',
  'Consulting',
  'Labs',
  'Medical',
  'Financial',
  'Robotics',
  'Energy',
  'Logistics',
  'Networks',
  'Dental',
  'Therapy',
  'Solutions',
];
const SUFFIXES = ['INC', 'LLC', 'CORP', 'LLP', 'PC', 'PLLC', 'LTD', 'CO'];
const STATES = [
  'CA',
  'TX',
  'NY',
  'NJ',
  'WA',
  'IL',
  'MA',
  'GA',
  'FL',
  'PA',
  'NC',
  'VA',
  'MI',
  'OH',
  'AZ',
  'CO',
  'MN',
  'MD',
];

/**
 * Seeds `count` synthetic employers, each its own sponsor, with 1-4 fiscal years of USCIS rows and, for
 * about a third, LCA filings, and the first one `bigFilings` more; then runs the real aggregate refresh. Names are unique and realistic
 * ('CEDAR HARBOR ANALYTICS 123 LLC'). Exported for the pages benchmark.
 */
export async function seedSyntheticSponsors(
  db: DbOrTx,
  options: { count: number; seed: number; bigFilings: number },
): Promise<{ seconds: number; refreshSeconds: number; uscisRows: number; lcaRows: number }> {
  const rand = random(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const started = performance.now();
  const [file] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO sponsor_import_files (format, file_name, sha256, size_bytes, status, fiscal_years)
      VALUES ('uscis_hub', 'synthetic-bench.csv', ${`synthetic-${options.seed}-${options.count}`}, 0, 'complete', '{2021,2022,2023,2024}')
      RETURNING id`),
  );
  const fileId = (file as { id: number }).id;
  let uscisRows = 0;
  let lcaRows = 0;
  for (let start = 0; start < options.count; start += 5000) {
    const n = Math.min(5000, options.count - start);
    const names = Array.from({ length: n }, (_, i) =>
      `${pick(WORDS)} ${pick(WORDS)} ${pick(KINDS)} ${start + i} ${pick(SUFFIXES)}`.toUpperCase(),
    );
    const slugs = names.map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    const sponsorIds = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO sponsors (slug, name, kind, search_text)
        SELECT s, n, 'employer', lower(n) FROM unnest(${sql.param(slugs)}::text[], ${sql.param(names)}::text[]) AS t(s, n)
        RETURNING id`),
    ).map((row) => row.id);
    const legalKeys = names;
    const baseKeys = names.map((name) => name.replace(/ [A-Z]+$/, ''));
    const employerIds = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO sponsor_employers (legal_key, base_key, name, sponsor_id)
        SELECT * FROM unnest(${sql.param(legalKeys)}::text[], ${sql.param(baseKeys)}::text[], ${sql.param(names)}::text[], ${sql.param(sponsorIds)}::int[])
        RETURNING id`),
    ).map((row) => row.id);
    const u = {
      emp: [] as number[],
      fy: [] as number[],
      name: [] as string[],
      st: [] as string[],
      ia: [] as number[],
      id: [] as number[],
      ca: [] as number[],
      cd: [] as number[],
      line: [] as number[],
    };
    const l = {
      cn: [] as string[],
      emp: [] as number[],
      name: [] as string[],
      fy: [] as number[],
      title: [] as string[],
      st: [] as string[],
      wage: [] as number[],
      lvl: [] as string[],
    };
    employerIds.forEach((employerId, i) => {
      const size = Math.floor(Math.pow(rand(), 3) * 400);
      const years = 1 + Math.floor(rand() * 4);
      for (let y = 0; y < years; y++) {
        u.emp.push(employerId);
        u.fy.push(2024 - y);
        u.name.push(names[i] as string);
        u.st.push(pick(STATES));
        u.ia.push(Math.floor(size * rand() * 0.3));
        u.id.push(Math.floor(size * rand() * 0.02));
        u.ca.push(Math.floor(size * rand()));
        u.cd.push(Math.floor(size * rand() * 0.03));
        u.line.push(uscisRows + u.line.length + 1);
      }
      if (rand() < 0.33) {
        const filings = 1 + Math.floor(rand() * 12);
        for (let f = 0; f < filings; f++) {
          l.cn.push(`SYN-${options.seed}-${start + i}-${f}`);
          l.emp.push(employerId);
          l.name.push(names[i] as string);
          l.fy.push(2024 - Math.floor(rand() * 3));
          l.title.push(
            `${pick(KINDS)} ${pick(['Engineer', 'Analyst', 'Manager', 'Scientist', 'Specialist'])}`,
          );
          l.st.push(pick(STATES));
          l.wage.push(50_000 + Math.floor(rand() * 150_000));
          l.lvl.push(pick(['I', 'II', 'III', 'IV']));
        }
      }
    });
    await db.execute(sql`
      INSERT INTO uscis_counts (file_id, line_no, employer_id, fiscal_year, employer_name, state, naics,
        initial_approvals, initial_denials, continuing_approvals, continuing_denials)
      SELECT ${fileId}, line, emp, fy, name, st, '54', ia, id, ca, cd FROM unnest(
        ${sql.param(u.line)}::int[], ${sql.param(u.emp)}::int[], ${sql.param(u.fy)}::smallint[], ${sql.param(u.name)}::text[],
        ${sql.param(u.st)}::text[], ${sql.param(u.ia)}::int[], ${sql.param(u.id)}::int[], ${sql.param(u.ca)}::int[], ${sql.param(u.cd)}::int[]
      ) AS t(line, emp, fy, name, st, ia, id, ca, cd)`);
    uscisRows += u.line.length;
    if (l.cn.length > 0) {
      await db.execute(sql`
        INSERT INTO lca_filings (case_number, file_id, release_rank, employer_id, employer_name, fiscal_year, certified,
          job_title, soc_code, worksite_state, wage_from, wage_unit, pw_wage_level)
        SELECT cn, ${fileId}, fy * 10, emp, name, fy, true, title, '15-1252', st, wage, 'Year', lvl FROM unnest(
          ${sql.param(l.cn)}::text[], ${sql.param(l.emp)}::int[], ${sql.param(l.name)}::text[], ${sql.param(l.fy)}::smallint[],
          ${sql.param(l.title)}::text[], ${sql.param(l.st)}::text[], ${sql.param(l.wage)}::int[], ${sql.param(l.lvl)}::text[]
        ) AS t(cn, emp, name, fy, title, st, wage, lvl)`);
      lcaRows += l.cn.length;
    }
  }
  // One very large sponsor, as the biggest filers are (~100,000 LCA filings): its page must not cost more.
  const [big] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`SELECT id, name FROM sponsor_employers ORDER BY id LIMIT 1`),
  );
  if (big && options.bigFilings > 0) {
    await db.execute(sql`
      INSERT INTO lca_filings (case_number, file_id, release_rank, employer_id, employer_name, fiscal_year, certified,
        job_title, soc_code, worksite_city, worksite_state, wage_from, wage_unit, pw_wage_level)
      SELECT 'SYN-BIG-' || ${options.seed} || '-' || g, ${fileId}, 20240, ${big.id}, ${big.name}, 2022 + g % 3, true,
        (ARRAY['SOFTWARE ENGINEER','DATA SCIENTIST','SYSTEMS ANALYST','PRODUCT MANAGER','RESEARCH SCIENTIST',
               'SOFTWARE DEVELOPMENT ENGINEER','BUSINESS ANALYST','DATA ENGINEER'])[1 + g % 8] || ' ' || (g % 40),
        '15-1252', (ARRAY['SEATTLE','AUSTIN','NEW YORK','SAN JOSE','BOSTON','CHICAGO'])[1 + g % 6],
        (ARRAY['WA','TX','NY','CA','MA','IL'])[1 + g % 6], 60000 + (g * 7919) % 140000, 'Year',
        (ARRAY['I','II','III','IV'])[1 + g % 4]
      FROM generate_series(1, ${options.bigFilings}) g`);
    lcaRows += options.bigFilings;
  }
  const refreshStarted = performance.now();
  await refreshSponsorAggregates(db);
  const done = performance.now();
  return {
    seconds: (done - started) / 1000,
    refreshSeconds: (done - refreshStarted) / 1000,
    uscisRows,
    lcaRows,
  };
}

async function importThroughput(database: Database) {
  const names = (await readdir(SHIPPED_H1B_DIR)).filter((name) => name.endsWith('.gz')).sort();
  let rows = 0;
  let importSeconds = 0;
  let parseSeconds = 0;
  for (const name of names) {
    const file = path.join(SHIPPED_H1B_DIR, name);
    const parseStarted = performance.now();
    let parsed = 0;
    for await (const row of (await openRowSource(file)).rows) parsed += row.length > 0 ? 1 : 0;
    const parsedIn = (performance.now() - parseStarted) / 1000;
    parseSeconds += parsedIn;
    const report = await importH1bFile(database.db, file, { force: true, refresh: false });
    rows += report.rowsRead;
    importSeconds += report.seconds;
    console.log(
      `  ${report.file}: ${report.rowsRead.toLocaleString('en-US')} rows in ${report.seconds} s (${Math.round(report.rowsRead / report.seconds).toLocaleString('en-US')} rows/s; parse only ${Math.round((parsed - 1) / parsedIn).toLocaleString('en-US')} rows/s)`,
    );
  }
  const refreshStarted = performance.now();
  await database.db.transaction((tx) => refreshAll(tx));
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  console.log(
    `Import: ${rows.toLocaleString('en-US')} rows in ${importSeconds.toFixed(1)} s = ${Math.round(rows / importSeconds).toLocaleString('en-US')} rows/s ` +
      `(baseline, parsing only: ${Math.round(rows / parseSeconds).toLocaleString('en-US')} rows/s; import/parse ${(importSeconds / parseSeconds).toFixed(1)}x); aggregate refresh ${refreshSeconds.toFixed(1)} s`,
  );
}

async function matchPrecision(database: Database) {
  const names = LABELLED.map(([name]) => name);
  const started = performance.now();
  const matches = await matchCompanies(database.db, names);
  const matchMs = performance.now() - started;
  const ours = score(names.map((name) => matches.get(name)?.slug ?? null));
  const prefixStarted = performance.now();
  const naive: Array<string | null> = [];
  for (const name of names) naive.push(name.trim() ? await prefixMatch(database.db, name) : null);
  const prefixMs = performance.now() - prefixStarted;
  const base = score(naive);
  const pct = (s: Score) => `${((100 * s.correct) / LABELLED.length).toFixed(1)}%`;
  console.log(
    `Match precision on ${LABELLED.length} labelled names (${LABELLED.filter(([, e]) => e === null).length} where none is right): ` +
      `${pct(ours)} correct, ${ours.wrong} wrong (${ours.wrongWhereNone} where none is right), ${ours.missed} missed, ${matchMs.toFixed(0)} ms for all; ` +
      `baseline prefix matcher: ${pct(base)} correct, ${base.wrong} wrong (${base.wrongWhereNone} where none is right), ${prefixMs.toFixed(0)} ms`,
  );
  LABELLED.forEach(([name, expected]) => {
    const got = matches.get(name)?.slug ?? null;
    if (got !== expected)
      console.log(
        `    ${got === null ? 'missed' : 'WRONG '} ${name} -> ${got ?? 'none'} (right: ${expected ?? 'none'}; key ${companyKey(name)})`,
      );
  });
}

async function main() {
  console.log(
    `bench:sponsors seed ${seed}, ${SPONSORS.toLocaleString('en-US')} synthetic employers, load ${(
      await import('node:os')
    )
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  await ensurePgDatabase(values.pg, { fresh: true });
  const database = await createDatabase({ driver: 'pg', url: values.pg });
  try {
    await database.migrate();
    console.log('Import throughput (PostgreSQL, shipped samples):');
    await importThroughput(database);
    await matchPrecision(database);
    const seeded = await seedSyntheticSponsors(database.db, { count: SPONSORS, seed, bigFilings: 100_000 });
    // As the importers do after their refresh.
    await vacuumSponsorFigures(database.db);
    console.log(
      `Seeded ${SPONSORS.toLocaleString('en-US')} synthetic employers (${seeded.uscisRows.toLocaleString('en-US')} USCIS rows, ${seeded.lcaRows.toLocaleString('en-US')} LCA filings) in ${seeded.seconds.toFixed(1)} s, of which aggregate refresh ${seeded.refreshSeconds.toFixed(1)} s`,
    );
    const pagesBench = path.join(import.meta.dirname, 'sponsors-pages.ts');
    if (existsSync(pagesBench)) {
      const module = (await import(pagesBench)) as {
        benchSponsorPages?: (options: {
          database: Database;
          seed: number;
          log: (line: string) => void;
        }) => Promise<void>;
      };
      if (module.benchSponsorPages)
        await module.benchSponsorPages({ database, seed, log: (line) => console.log(line) });
    } else {
      console.log(
        'bench/sponsors-pages.ts not present: /sponsors search and sponsor page p95 not measured here.',
      );
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
