import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { createTestDatabase } from '../../../../tests/helpers/database.ts';
import { rowsOf } from '../../community/sql.ts';
import { matchCompany, refreshCompanyMatches } from '../match.ts';
import { lookupPrevailingWage, importAlcFiles } from './alc.ts';
import { downloadSource } from './fetch.ts';
import { importH1bFile, refreshAll } from './import-file.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../shared/data/h1b');
const dir = mkdtempSync(path.join(tmpdir(), 'sp-h1b-'));
const write = (name: string, text: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.close());

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

describe('LCA column eras through the crosswalk', () => {
  it('FY2008-2014 (LCA_CASE_* names)', async () => {
    const file = write(
      'H-1B_FY2013.csv',
      'LCA_CASE_NUMBER,STATUS,LCA_CASE_SUBMIT,DECISION_DATE,VISA_CLASS,LCA_CASE_EMPLOYER_NAME,LCA_CASE_SOC_CODE,LCA_CASE_SOC_NAME,LCA_CASE_JOB_TITLE,LCA_CASE_WAGE_RATE_FROM,LCA_CASE_WAGE_RATE_TO,LCA_CASE_WAGE_RATE_UNIT,FULL_TIME_POS,LCA_CASE_WORKLOC1_CITY,LCA_CASE_WORKLOC1_STATE,PW_1,PW_UNIT_1\n' +
        'I-200-13001-000001,CERTIFIED,2012-10-05,2012-10-11,H-1B,ERA ONE SOFTWARE INC,15-1132.00,Software Developers,Developer,40,,Hour,Y,Austin,TX,35,Hour\n' +
        'I-200-13001-000002,DENIED,2012-11-05,2012-11-11,H-1B,ERA ONE SOFTWARE INC,15-1132,Software Developers,Developer,5000,6000,Month,Y,Austin,TX,,\n',
    );
    const report = await importH1bFile(database.db, file);
    expect(report).toMatchObject({ era: 'fy2008-2014', rowsRead: 2, imported: 2, fiscalYears: [2013] });
    const rows = await q<{
      case_number: string;
      wage_from: number;
      wage_to: number | null;
      certified: boolean;
      soc_code: string;
    }>(
      sql`SELECT case_number, wage_from, wage_to, certified, soc_code FROM lca_filings WHERE case_number LIKE 'I-200-13001%' ORDER BY 1`,
    );
    expect(rows).toEqual([
      {
        case_number: 'I-200-13001-000001',
        wage_from: 83_200,
        wage_to: null,
        certified: true,
        soc_code: '15-1132',
      },
      {
        case_number: 'I-200-13001-000002',
        wage_from: 60_000,
        wage_to: 72_000,
        certified: false,
        soc_code: '15-1132',
      },
    ]);
  });

  it('FY2015-2018 (SOC_NAME, TOTAL WORKERS with a space, H-1B_DEPENDENT)', async () => {
    const file = write(
      'H-1B_Disclosure_Data_FY17.csv',
      'CASE_NUMBER,CASE_STATUS,CASE_SUBMITTED,DECISION_DATE,EMPLOYER_NAME,SOC_CODE,SOC_NAME,JOB_TITLE,TOTAL WORKERS,FULL_TIME_POSITION,PREVAILING_WAGE,PW_UNIT_OF_PAY,PW_WAGE_LEVEL,WAGE_RATE_OF_PAY_FROM,WAGE_RATE_OF_PAY_TO,WAGE_UNIT_OF_PAY,H-1B_DEPENDENT,WORKSITE_CITY,WORKSITE_STATE\n' +
        'I-200-17001-000001,CERTIFIED-WITHDRAWN,2016-10-03,2016-10-07,ERA TWO ANALYTICS LLC,15-2041,STATISTICIANS,Statistician,1,Y,"70,000.00",Year,Level II,"$80,000.00",0,Year,N,Boston,MA\n' +
        'I-200-17001-000002,CERTIFIED,2016-10-03,2016-10-07,ERA TWO ANALYTICS LLC,15-2041,STATISTICIANS,Statistician,1,Y,1500,Week,Level I,1600,,Week,N,Boston,MA\n',
    );
    const report = await importH1bFile(database.db, file);
    expect(report).toMatchObject({ era: 'fy2015-2018', imported: 2, fiscalYears: [2017] });
    const rows = await q<{
      wage_from: number;
      wage_to: number | null;
      pw_wage_level: string;
      prevailing_wage: number;
    }>(
      sql`SELECT wage_from, wage_to, pw_wage_level, prevailing_wage FROM lca_filings WHERE case_number LIKE 'I-200-17001%' ORDER BY 1`,
    );
    expect(rows).toEqual([
      { wage_from: 80_000, wage_to: null, pw_wage_level: 'II', prevailing_wage: 70_000 },
      { wage_from: 83_200, wage_to: null, pw_wage_level: 'I', prevailing_wage: 78_000 },
    ]);
  });

  it('FY2019 (numbered worksite columns) from an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow([
      'CASE_NUMBER',
      'CASE_STATUS',
      'CASE_SUBMITTED',
      'DECISION_DATE',
      'EMPLOYER_NAME',
      'SOC_CODE',
      'SOC_TITLE',
      'JOB_TITLE',
      'FULL_TIME_POSITION',
      'WORKSITE_CITY_1',
      'WORKSITE_STATE_1',
      'WAGE_RATE_OF_PAY_FROM_1',
      'WAGE_RATE_OF_PAY_TO_1',
      'WAGE_UNIT_OF_PAY_1',
      'PW_WAGE_LEVEL_1',
      'PREVAILING_WAGE_1',
      'PW_UNIT_OF_PAY_1',
      'WORKSITE_CITY_2',
    ]);
    sheet.addRow([
      'I-200-19001-000001',
      'Certified',
      new Date(Date.UTC(2018, 9, 2)),
      new Date(Date.UTC(2018, 9, 9)),
      'Era Three Labs, Inc.',
      '15-1121.00',
      'Computer Systems Analysts',
      'Analyst',
      'Y',
      'Denver',
      'CO',
      3000,
      3500,
      'Bi-Weekly',
      'III',
      70000,
      'Year',
      'Boulder',
    ]);
    sheet.addRow([
      'I-200-19001-000002',
      'Certified',
      new Date(Date.UTC(2018, 9, 2)),
      new Date(Date.UTC(2018, 9, 9)),
      'Era Three Labs, Inc.',
      '15-1121.00',
      'Computer Systems Analysts',
      'Analyst',
      'Y',
      'Denver',
      'CO',
      2,
      null,
      'Hour',
      'III',
      70000,
      'Year',
      null,
    ]);
    const file = path.join(dir, 'H-1B_Disclosure_Data_FY2019.xlsx');
    await workbook.xlsx.writeFile(file);
    const report = await importH1bFile(database.db, file);
    expect(report).toMatchObject({ era: 'fy2019', rowsRead: 2, imported: 1, fiscalYears: [2019] });
    expect(report.excluded).toEqual({ 'implausible annual wage (below $15,000 or above $1,000,000)': 1 });
    const [row] = await q<{
      wage_from: number;
      wage_to: number;
      worksite_city: string;
      pw_wage_level: string;
    }>(
      sql`SELECT wage_from, wage_to, worksite_city, pw_wage_level FROM lca_filings WHERE case_number = 'I-200-19001-000001'`,
    );
    expect(row).toEqual({
      wage_from: 78_000,
      wage_to: 91_000,
      worksite_city: 'Denver',
      pw_wage_level: 'III',
    });
  });

  it('an unknown column stops the import and names it; nothing is written', async () => {
    const file = write(
      'LCA_Disclosure_Data_FY2030_Q1.csv',
      'CASE_NUMBER,CASE_STATUS,EMPLOYER_NAME,JOB_TITLE,WAGE_RATE_OF_PAY_FROM,WAGE_UNIT_OF_PAY,FAVOURITE_COLOUR\nI-1,Certified,X INC,Dev,100000,Year,blue\n',
    );
    await expect(importH1bFile(database.db, file)).rejects.toThrow(/Unknown column "FAVOURITE_COLOUR"/);
    const [files] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sponsor_import_files WHERE file_name = 'LCA_Disclosure_Data_FY2030_Q1.csv'`,
    );
    expect(files?.n).toBe(0);
  });
});

describe('dedupe by CASE_NUMBER, keeping the latest release', () => {
  const header =
    'CASE_NUMBER,CASE_STATUS,EMPLOYER_NAME,JOB_TITLE,SOC_CODE,WAGE_RATE_OF_PAY_FROM,WAGE_UNIT_OF_PAY,WORKSITE_STATE,Year,Quarter\n';
  it('a later row of the same file wins, a later quarter wins, an older quarter is counted and ignored', async () => {
    const q2 = write(
      'LCA_FY2026_Q2.csv',
      header +
        'I-200-26001-000001,Certified,DEDUPE CO LLC,Nurse,29-1141,90000,Year,NY,2026,Q2\n' +
        'I-200-26001-000001,Withdrawn,DEDUPE CO LLC,Nurse,29-1141,95000,Year,NY,2026,Q2\n' +
        'I-200-26001-000002,Certified,DEDUPE CO LLC,Nurse,29-1141,50,Hour,NY,2026,Q2\n',
    );
    const first = await importH1bFile(database.db, q2);
    expect(first).toMatchObject({ rowsRead: 3, imported: 2 });
    expect(first.excluded).toEqual({ 'duplicate CASE_NUMBER in the file (its later row is kept)': 1 });
    const q1 = write(
      'LCA_FY2026_Q1.csv',
      header + 'I-200-26001-000002,Certified,DEDUPE CO LLC,Nurse,29-1141,1,Hour,NY,2026,Q1\n',
    );
    const older = await importH1bFile(database.db, q1);
    expect(older.excluded).toEqual({ 'implausible annual wage (below $15,000 or above $1,000,000)': 1 });
    const q1b = write(
      'LCA_FY2026_Q1b.csv',
      header + 'I-200-26001-000002,Certified,DEDUPE CO LLC,Nurse,29-1141,20,Hour,NY,2026,Q1\n',
    );
    const olderValid = await importH1bFile(database.db, q1b);
    expect(olderValid).toMatchObject({ rowsRead: 1, imported: 0 });
    expect(olderValid.excluded).toEqual({ 'a later release of the case is already loaded': 1 });
    const q3 = write(
      'LCA_FY2026_Q3.csv',
      header + 'I-200-26001-000002,Certified,DEDUPE CO LLC,Nurse,29-1141,60,Hour,NY,2026,Q3\n',
    );
    expect(await importH1bFile(database.db, q3)).toMatchObject({ imported: 1 });
    const rows = await q<{ case_number: string; case_status: string; wage_from: number }>(
      sql`SELECT case_number, case_status, wage_from FROM lca_filings WHERE case_number LIKE 'I-200-26001%' ORDER BY 1`,
    );
    expect(rows).toEqual([
      { case_number: 'I-200-26001-000001', case_status: 'WITHDRAWN', wage_from: 95_000 },
      { case_number: 'I-200-26001-000002', case_status: 'CERTIFIED', wage_from: 124_800 },
    ]);
  });
});

describe('USCIS Employer Information export variants', () => {
  const sample = readFileSync(path.join(SAMPLES, 'uscis_employer_information_fy2024_naics52.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n/)
    .slice(0, 201);

  it('the UTF-16 LE tab-separated copy (as USCIS ships it) imports like the CSV', async () => {
    // Cells of the sample have no tabs; quoted thousands ("15,202") become plain cells.
    const tsv = sample
      .map((line) => {
        const cells: string[] = [];
        line.replace(/("([^"]*)"|[^,]*)(,|$)/g, (_m, cell: string, quoted: string | undefined) => {
          cells.push(quoted ?? cell);
          return '';
        });
        return cells.slice(0, 12).join('\t');
      })
      .join('\r\n');
    const file = path.join(dir, 'Employer Information.csv');
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]));
    const csvFile = write('employer-information-first-200.csv', `\uFEFF${sample.join('\r\n')}\r\n`);
    const fromTsv = await importH1bFile(database.db, file);
    const fromCsv = await importH1bFile(database.db, csvFile);
    expect(fromTsv.format).toBe('uscis_employer');
    expect(fromTsv.rowsRead).toBe(200);
    expect({ ...fromTsv, file: '', sha256: '', seconds: 0 }).toEqual({
      ...fromCsv,
      file: '',
      sha256: '',
      seconds: 0,
    });
  });

  it('the six-way split, where present, is kept and summed into initial and continuing', async () => {
    const file = write(
      'employer-information-six-way.csv',
      'Fiscal Year ,Employer (Petitioner) Name,Tax ID,Industry (NAICS) Code,Petitioner City,Petitioner State,Petitioner Zip Code,New Employment Approval,New Employment Denial,Continuation Approval,Continuation Denial,Change with Same Employer Approval,Change with Same Employer Denial,New Concurrent Approval,New Concurrent Denial,Change of Employer Approval,Change of Employer Denial,Amended Approval,Amended Denial\n' +
        '2025,SIX WAY SPLIT INC,1234,54 - Professional,AUSTIN,TX,78701,10,1,20,2,3,0,1,0,"1,004",3,5,1\n',
    );
    const report = await importH1bFile(database.db, file);
    expect(report.totals).toEqual({
      initialApprovals: 1015,
      initialDenials: 4,
      continuingApprovals: 28,
      continuingDenials: 3,
    });
    const [row] = await q<{ split: Record<string, [number, number]> }>(
      sql`SELECT split FROM uscis_counts WHERE employer_name = 'SIX WAY SPLIT INC'`,
    );
    expect(row?.split.changeEmployer).toEqual([1004, 3]);
  });

  it('a gzip copy is the same file as its original (same SHA-256): nothing changes', async () => {
    const original = write(
      'hub-mini.csv',
      'Fiscal Year,Employer,Initial Approvals,Initial Denials,Continuing Approvals,Continuing Denials,NAICS,Tax ID,State,City,ZIP\n2022,GZIP TWIN LLC,"1,200",0,3,0,54,1,CA,SAN JOSE,95110\n',
    );
    const gz = path.join(dir, 'hub-mini.csv.gz');
    writeFileSync(gz, gzipSync(readFileSync(original)));
    expect((await importH1bFile(database.db, gz)).totals?.initialApprovals).toBe(1200);
    expect((await importH1bFile(database.db, original)).outcome).toBe('unchanged');
  });
});

describe('matching and the match route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const file = write(
      'hub-traps.csv',
      'Fiscal Year,Employer,Initial Approvals,Initial Denials,Continuing Approvals,Continuing Denials,NAICS,Tax ID,State,City,ZIP\n' +
        [
          'AMAZON.COM SERVICES LLC,50,1,200,2',
          'AMAZON ADVERTISING LLC,2,0,28,1',
          'AMAZON WEB SERVICES INC,10,0,30,0',
          'INTEL CORPORATION,40,1,100,1',
          'INTELLECTT INC,3,1,0,0',
          'APPLE INC,30,0,90,0',
          'APPLE TREE DENTAL,1,0,0,0',
          'ACME ROBOTICS INC,1,0,0,0',
          'ACME ROBOTICS LLC,1,0,0,0',
          'I B M CORP,5,0,5,0',
          'NORTHWIND HEALTH PLLC,2,0,1,0',
        ]
          .map((line) => {
            const [name, ...counts] = line.split(',');
            return `2023,${name},${counts.join(',')},54,,WA,SEATTLE,98109`;
          })
          .join('\n') +
        '\n',
    );
    await importH1bFile(database.db, file);
    testApp = await buildTestApp();
    // The route test's own database gets the same file.
    await importH1bFile(testApp.database.db, file);
  }, 300_000);
  afterAll(async () => testApp?.close());

  it.each([
    ['Amazon', 'amazon', 'alias', 'AMAZON.COM SERVICES LLC'],
    ['amazon.com', 'amazon', 'alias', 'AMAZON.COM SERVICES LLC'],
    ['Amazon Advertising', 'amazon', 'base', 'AMAZON ADVERTISING LLC'],
    ['AWS', 'amazon-web-services', 'alias', 'AMAZON WEB SERVICES INC'],
    ['Intel', 'intel', 'alias', 'INTEL CORPORATION'],
    ['Apple', 'apple', 'alias', 'APPLE INC'],
    ['IBM Corp.', 'ibm', 'alias', 'I B M CORP'],
    ['Acme Robotics LLC', 'acme-robotics-llc', 'legal', 'ACME ROBOTICS LLC'],
    ['Northwind Health', 'northwind-health-pllc', 'base', 'NORTHWIND HEALTH PLLC'],
  ])('%s -> %s (%s)', async (company, slug, method, legalName) => {
    const match = await matchCompany(database.db, company);
    expect(match).toMatchObject({ slug, method });
    expect(match?.legal_names[0]).toBe(legalName);
  });

  it.each(['Intellect', 'Appl', 'Apple Tree', 'Acme Robotics', 'Amazon Robotics', '', '***'])(
    '%s -> none (no prefix, no fuzzy, no guess between suffixes)',
    async (company) => {
      expect(await matchCompany(database.db, company)).toBeNull();
    },
  );

  it('Apple Tree Dental and Intellectt are their own sponsors, not the brands', async () => {
    expect((await matchCompany(database.db, 'Apple Tree Dental'))?.slug).toBe('apple-tree-dental');
    expect((await matchCompany(database.db, 'Intellectt Inc'))?.slug).toBe('intellectt-inc');
  });

  it('job organisations are matched into sponsor_company_matches', async () => {
    await refreshCompanyMatches(database.db, ['Amazon', 'Apple Tree', 'Intel']);
    const rows = await q<{ organization: string; method: string; legal_name: string | null }>(
      sql`SELECT organization, method, legal_name FROM sponsor_company_matches ORDER BY 1`,
    );
    expect(rows).toEqual([
      { organization: 'Amazon', method: 'alias', legal_name: 'AMAZON.COM SERVICES LLC' },
      { organization: 'Apple Tree', method: 'none', legal_name: null },
      { organization: 'Intel', method: 'alias', legal_name: 'INTEL CORPORATION' },
    ]);
  });

  it('GET /api/sponsors/match is public: anyone may call it, bad input is a 400', async () => {
    const ok = await testApp.app.inject({ method: 'GET', url: '/api/sponsors/match?company=Amazon' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      match: {
        slug: 'amazon',
        method: 'alias',
        legal_names: expect.arrayContaining(['AMAZON ADVERTISING LLC']),
      },
    });
    const none = await testApp.app.inject({ method: 'GET', url: '/api/sponsors/match?company=Intellect' });
    expect(none.json()).toEqual({ match: null });
    for (const url of [
      '/api/sponsors/match',
      '/api/sponsors/match?company=',
      `/api/sponsors/match?company=${'x'.repeat(201)}`,
    ]) {
      const bad = await testApp.app.inject({ method: 'GET', url });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('GET /api/sponsors/match is rate limited per IP', async () => {
    let last = 0;
    for (let i = 0; i < 125; i++) {
      last = (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/sponsors/match?company=x${i}`,
          remoteAddress: '10.9.9.9',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('ALC prevailing wages and --fetch', () => {
  it('imports an ALC export and geography file and looks up the official levels', async () => {
    const wages = write(
      'ALC_Export.csv',
      'Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label\n41860,15-1252,1,50.00,60.50,70.00,80.25,65.00,Software Developers\n99999,15-1252,3,30,35,40,45,38,Software Developers\n',
    );
    const geo = write(
      'Geography.csv',
      'Area,AreaName,StateAb,CountyTownName\n41860,"San Francisco-Oakland-Hayward, CA",CA,San Francisco County\n99999,Rest of Nowhere,CA,Alpine County\n',
    );
    expect(await importAlcFiles(database.db, [wages, geo])).toEqual({ wages: 2, areas: 2 });
    expect(
      await lookupPrevailingWage(database.db, { socCode: '15-1252.00', state: 'CA', city: 'Oakland' }),
    ).toEqual({
      areaCode: '41860',
      areaName: 'San Francisco-Oakland-Hayward, CA',
      socCode: '15-1252',
      levels: [104_000, 125_840, 145_600, 166_920],
    });
    expect(
      await lookupPrevailingWage(database.db, { socCode: '15-1252', state: 'CA', city: 'Alpine' }),
    ).toMatchObject({ areaCode: '99999' });
    expect(
      await lookupPrevailingWage(database.db, { socCode: '15-1252', state: 'TX', city: 'Austin' }),
    ).toBeNull();
  });

  it('--fetch downloads from the configured URL (a local server here) and the file imports', async () => {
    const body =
      'Fiscal Year,Employer,Initial Approvals,Initial Denials,Continuing Approvals,Continuing Denials,NAICS,Tax ID,State,City,ZIP\n2021,FETCHED DATA CO,4,0,6,1,54,9,NY,NEW YORK,10001\n';
    const server: Server = createServer((request, response) => {
      if (request.url === '/h1b.csv') response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const saved = await downloadSource(
        { name: 'test', url: `http://127.0.0.1:${port}/h1b.csv`, file: 'fetched.csv' },
        path.join(dir, 'fetched'),
      );
      expect(readFileSync(saved, 'utf8')).toBe(body);
      expect((await importH1bFile(database.db, saved)).totals).toMatchObject({
        initialApprovals: 4,
        continuingDenials: 1,
      });
      await expect(
        downloadSource(
          { name: 'missing', url: `http://127.0.0.1:${port}/nope.csv`, file: 'nope.csv' },
          path.join(dir, 'fetched'),
        ),
      ).rejects.toThrow(/404/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await database.db.transaction((tx) => refreshAll(tx));
    expect((await matchCompany(database.db, 'Fetched Data'))?.slug).toBe('fetched-data-co');
  });
});
