import { naicsSector } from '../../../../core/sponsors/naics.ts';
import {
  annualizeWage,
  isPlausibleAnnualWage,
  parseWageLevel,
  type WageLevel,
} from '../../../../core/sponsors/wages.ts';
import { US_STATES } from '../../../../core/us-states.ts';
import { LCA_FIELDS, LCA_KNOWN_COLUMNS, lcaEra, type LcaEra, type LcaField } from './lca-crosswalk.ts';

/**
 * Which government file a header belongs to, and how each of its rows becomes a record or an exclusion
 * with its reason (decision 050). Header names are compared after trimming and upper-casing, so the padded
 * 'Fiscal Year   ' of the Employer Information export and 'Total Workers' spellings are found.
 */

export type ImportFormat = 'uscis_hub' | 'uscis_employer' | 'lca' | 'lca_kaggle';

export class ImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFormatError';
  }
}

export type SixWaySplit = Record<
  'newEmployment' | 'continuation' | 'changeSameEmployer' | 'newConcurrent' | 'changeEmployer' | 'amended',
  [number, number]
>;

export type UscisRecord = {
  fiscalYear: number;
  employerName: string;
  taxId: string | null;
  naics: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  initialApprovals: number;
  initialDenials: number;
  continuingApprovals: number;
  continuingDenials: number;
  split: SixWaySplit | null;
};

export type LcaRecord = {
  caseNumber: string;
  releaseRank: number;
  fiscalYear: number;
  caseStatus: string | null;
  certified: boolean;
  employerName: string;
  jobTitle: string;
  socCode: string | null;
  socTitle: string | null;
  fullTime: boolean | null;
  worksiteCity: string | null;
  worksiteState: string | null;
  wageFrom: number | null;
  wageTo: number | null;
  wageUnit: string | null;
  pwWageLevel: WageLevel | null;
  prevailingWage: number | null;
};

export type RowResult<T> = { record: T } | { excluded: string };

export type FormatReader =
  | { format: 'uscis_hub' | 'uscis_employer'; read(row: string[]): RowResult<UscisRecord> }
  | { format: 'lca' | 'lca_kaggle'; era: LcaEra | 'kaggle'; read(row: string[]): RowResult<LcaRecord> };

export const EXCLUSION = {
  emptyEmployer: 'employer name empty',
  badFiscalYear: 'fiscal year missing or not a year',
  badCount: 'a count is not a whole number',
  emptyCaseNumber: 'case number empty',
  emptyTitle: 'job title empty',
  noWage: 'offered wage missing or not a number',
  unknownUnit: 'wage unit missing or unknown',
  implausibleWage: 'implausible annual wage (below $15,000 or above $1,000,000)',
  duplicateInFile: 'duplicate CASE_NUMBER in the file (its later row is kept)',
  olderRelease: 'a later release of the case is already loaded',
} as const;

const headerKey = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase();
const lcaHeaderKey = (name: string) => headerKey(name).replace(/[\s-]+/g, '_');

const USCIS_HUB_COLUMNS = [
  'FISCAL YEAR',
  'EMPLOYER',
  'INITIAL APPROVALS',
  'INITIAL DENIALS',
  'CONTINUING APPROVALS',
  'CONTINUING DENIALS',
  'NAICS',
  'TAX ID',
  'STATE',
  'CITY',
  'ZIP',
] as const;

const SPLIT_COLUMNS: Record<keyof SixWaySplit, [string, string]> = {
  newEmployment: ['NEW EMPLOYMENT APPROVAL', 'NEW EMPLOYMENT DENIAL'],
  continuation: ['CONTINUATION APPROVAL', 'CONTINUATION DENIAL'],
  changeSameEmployer: ['CHANGE WITH SAME EMPLOYER APPROVAL', 'CHANGE WITH SAME EMPLOYER DENIAL'],
  newConcurrent: ['NEW CONCURRENT APPROVAL', 'NEW CONCURRENT DENIAL'],
  changeEmployer: ['CHANGE OF EMPLOYER APPROVAL', 'CHANGE OF EMPLOYER DENIAL'],
  amended: ['AMENDED APPROVAL', 'AMENDED DENIAL'],
};
/** USCIS counts as initial: new employment, new concurrent employment, change of employer; the rest continue. */
const INITIAL_PARTS: Array<keyof SixWaySplit> = ['newEmployment', 'newConcurrent', 'changeEmployer'];
const CONTINUING_PARTS: Array<keyof SixWaySplit> = ['continuation', 'changeSameEmployer', 'amended'];

const USCIS_EMPLOYER_COLUMNS = [
  'LINE BY LINE',
  'FISCAL YEAR',
  'EMPLOYER (PETITIONER) NAME',
  'TAX ID',
  'INDUSTRY (NAICS) CODE',
  'PETITIONER CITY',
  'PETITIONER STATE',
  'PETITIONER ZIP CODE',
  'INITIAL APPROVAL',
  'INITIAL DENIAL',
  'CONTINUING APPROVAL',
  'CONTINUING DENIAL',
  ...Object.values(SPLIT_COLUMNS).flat(),
];

const KAGGLE_COLUMNS = [
  '',
  'CASE_STATUS',
  'EMPLOYER_NAME',
  'SOC_NAME',
  'JOB_TITLE',
  'FULL_TIME_POSITION',
  'PREVAILING_WAGE',
  'YEAR',
  'WORKSITE',
  'LON',
  'LAT',
];

/** 'Approvals' and 'Approval' are the same column. */
const singular = (name: string) => name.replace(/(APPROVAL|DENIAL)S$/, '$1');

function indexOf(header: string[], names: readonly string[]): Map<string, number> {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    if (names.includes(name) && !positions.has(name)) positions.set(name, index);
  });
  return positions;
}

function unknownColumns(header: string[], known: readonly string[]): string[] {
  return header.filter((name) => !known.includes(name));
}

function stopOnUnknown(original: string[], header: string[], known: readonly string[], format: string) {
  const unknown = unknownColumns(header, known);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `"${original[header.indexOf(name)]?.trim() ?? name}"`).join(', ');
    throw new ImportFormatError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${names} in a ${format} file: the import stopped. ` +
        'Add it to the crosswalk (server/modules/sponsors/import/) if it is a new official column.',
    );
  }
}

const clean = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
const orNull = (value: string | undefined): string | null => clean(value) || null;

/** '3,924' -> 3924, '' -> 0; null when not a whole number. */
export function parseCount(value: string | undefined): number | null {
  const text = clean(value).replace(/,/g, '');
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

/** '$100,000.00' -> 100000; null when blank or not a number. */
export function parseAmount(value: string | undefined): number | null {
  const text = clean(value).replace(/[$,\s]/g, '');
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function parseFiscalYear(value: string | undefined): number | null {
  const text = clean(value).replace(/,/g, '');
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** The US fiscal year of a date ('2024-10-03' -> 2025); null when not a date. */
export function fiscalYearOfDate(value: string | undefined): number | null {
  const text = clean(value);
  let year: number;
  let month: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
  } else if (us) {
    year = Number(us[3]);
    month = Number(us[1]);
  } else return null;
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return month >= 10 ? year + 1 : year;
}

function stateCode(value: string | undefined): string | null {
  const text = clean(value).toUpperCase();
  if (/^[A-Z]{2}$/.test(text)) return text;
  const byName = Object.entries(US_STATES).find(([, name]) => name.toUpperCase() === text);
  return byName ? byName[0] : null;
}

function uscisReader(original: string[], format: 'uscis_hub' | 'uscis_employer'): FormatReader {
  const header = original.map(headerKey).map(singular);
  if (format === 'uscis_hub') {
    stopOnUnknown(original, header, USCIS_HUB_COLUMNS.map(singular), 'USCIS Data Hub');
  } else {
    stopOnUnknown(original, header, USCIS_EMPLOYER_COLUMNS.map(singular), 'USCIS Employer Information');
  }
  const at = indexOf(header, header);
  const col = (row: string[], ...names: string[]) => {
    for (const name of names) {
      const index = at.get(singular(name));
      if (index !== undefined) return row[index];
    }
    return undefined;
  };
  const hub = format === 'uscis_hub';
  const hasSplit = Object.values(SPLIT_COLUMNS).every(([a, d]) => at.has(a) && at.has(d));
  const hasInitial = at.has(singular(hub ? 'INITIAL APPROVALS' : 'INITIAL APPROVAL'));
  if (!hasInitial && !hasSplit) {
    throw new ImportFormatError(
      'A USCIS file needs the initial/continuing approval and denial columns or the six-way split.',
    );
  }
  return {
    format,
    read(row) {
      const fiscalYear = parseFiscalYear(col(row, 'FISCAL YEAR'));
      if (fiscalYear === null) return { excluded: EXCLUSION.badFiscalYear };
      const employerName = clean(col(row, hub ? 'EMPLOYER' : 'EMPLOYER (PETITIONER) NAME'));
      if (employerName === '') return { excluded: EXCLUSION.emptyEmployer };
      let split: SixWaySplit | null = null;
      if (hasSplit) {
        const parts = {} as SixWaySplit;
        for (const [part, [approval, denial]] of Object.entries(SPLIT_COLUMNS) as Array<
          [keyof SixWaySplit, [string, string]]
        >) {
          const a = parseCount(col(row, approval));
          const d = parseCount(col(row, denial));
          if (a === null || d === null) return { excluded: EXCLUSION.badCount };
          parts[part] = [a, d];
        }
        split = parts;
      }
      let counts: [number | null, number | null, number | null, number | null];
      if (hasInitial) {
        counts = hub
          ? [
              parseCount(col(row, 'INITIAL APPROVALS')),
              parseCount(col(row, 'INITIAL DENIALS')),
              parseCount(col(row, 'CONTINUING APPROVALS')),
              parseCount(col(row, 'CONTINUING DENIALS')),
            ]
          : [
              parseCount(col(row, 'INITIAL APPROVAL')),
              parseCount(col(row, 'INITIAL DENIAL')),
              parseCount(col(row, 'CONTINUING APPROVAL')),
              parseCount(col(row, 'CONTINUING DENIAL')),
            ];
      } else {
        const sum = (parts: Array<keyof SixWaySplit>, side: 0 | 1) =>
          parts.reduce((total, part) => total + (split as SixWaySplit)[part][side], 0);
        counts = [
          sum(INITIAL_PARTS, 0),
          sum(INITIAL_PARTS, 1),
          sum(CONTINUING_PARTS, 0),
          sum(CONTINUING_PARTS, 1),
        ];
      }
      if (counts.some((count) => count === null)) return { excluded: EXCLUSION.badCount };
      const [ia, id, ca, cd] = counts as [number, number, number, number];
      return {
        record: {
          fiscalYear,
          employerName,
          taxId: orNull(col(row, 'TAX ID')),
          naics: naicsSector(col(row, hub ? 'NAICS' : 'INDUSTRY (NAICS) CODE')),
          state: orNull(col(row, hub ? 'STATE' : 'PETITIONER STATE'))?.toUpperCase() ?? null,
          city: orNull(col(row, hub ? 'CITY' : 'PETITIONER CITY')),
          zip: orNull(col(row, hub ? 'ZIP' : 'PETITIONER ZIP CODE')),
          initialApprovals: ia,
          initialDenials: id,
          continuingApprovals: ca,
          continuingDenials: cd,
          split,
        },
      };
    },
  };
}

const CERTIFIED = new Set(['CERTIFIED', 'CERTIFIED-WITHDRAWN', 'CERTIFIED - WITHDRAWN']);

/** 'Certified - Withdrawn' -> 'CERTIFIED-WITHDRAWN'. */
function normalizeStatus(value: string | undefined): string | null {
  const text = clean(value)
    .toUpperCase()
    .replace(/\s*-\s*/g, '-');
  return text || null;
}

/** '29-1021.00' -> '29-1021', '291021' -> '29-1021'; other spellings kept as filed. */
export function normalizeSocCode(value: string | undefined): string | null {
  const text = clean(value);
  const match = /^(\d{2})-?(\d{4})(?:\.\d{2})?$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  return text || null;
}

function yesNo(value: string | undefined): boolean | null {
  const text = clean(value).toUpperCase();
  if (text === 'Y' || text === 'YES' || text === 'TRUE' || text === '1') return true;
  if (text === 'N' || text === 'NO' || text === 'FALSE' || text === '0') return false;
  return null;
}

/**
 * The wage fields of a row, annualised. A FY2015-era WAGE_RATE_OF_PAY holds 'from - to' in one cell.
 * A missing 'to' (blank or 0) is null.
 */
function wages(
  fromText: string | undefined,
  toText: string | undefined,
  unit: string | undefined,
): { from: number; to: number | null; unit: string } | { excluded: string } {
  let from = fromText;
  let to = toText;
  const range = /^\s*\$?([\d,.]+)\s*-\s*\$?([\d,.]*)\s*$/.exec(from ?? '');
  if (range && to === undefined) {
    from = range[1];
    to = range[2];
  }
  const amount = parseAmount(from);
  if (amount === null) return { excluded: EXCLUSION.noWage };
  const unitText = clean(unit);
  const annualFrom = annualizeWage(amount, unitText);
  if (annualFrom === null) return { excluded: EXCLUSION.unknownUnit };
  if (!isPlausibleAnnualWage(annualFrom)) return { excluded: EXCLUSION.implausibleWage };
  const toAmount = parseAmount(to);
  let annualTo = toAmount && toAmount > 0 ? annualizeWage(toAmount, unitText) : null;
  // A 'to' below 'from' or implausible is not a range the filing meant: keep the 'from' alone.
  if (annualTo !== null && (annualTo < annualFrom || !isPlausibleAnnualWage(annualTo))) annualTo = null;
  return { from: annualFrom, to: annualTo, unit: unitText };
}

function lcaReader(original: string[], options: { fileFiscalYear: number | null }): FormatReader {
  const header = original.map(lcaHeaderKey);
  stopOnUnknown(original, header, LCA_KNOWN_COLUMNS, 'DOL LCA disclosure');
  const era = lcaEra(header);
  const at = indexOf(header, header);
  const field = (row: string[], name: LcaField): string | undefined => {
    for (const column of LCA_FIELDS[name]) {
      const index = at.get(column);
      if (index !== undefined) return row[index];
    }
    return undefined;
  };
  const hasOfferedWage = LCA_FIELDS.wageFrom.some((column) => at.has(column));
  return {
    format: 'lca',
    era,
    read(row) {
      const caseNumber = clean(field(row, 'caseNumber')).toUpperCase();
      if (caseNumber === '') return { excluded: EXCLUSION.emptyCaseNumber };
      const employerName = clean(field(row, 'employerName'));
      if (employerName === '') return { excluded: EXCLUSION.emptyEmployer };
      const jobTitle = clean(field(row, 'jobTitle'));
      if (jobTitle === '') return { excluded: EXCLUSION.emptyTitle };
      const year = parseFiscalYear(field(row, 'year'));
      const fiscalYear =
        year ??
        options.fileFiscalYear ??
        fiscalYearOfDate(field(row, 'decisionDate')) ??
        fiscalYearOfDate(field(row, 'receivedDate'));
      if (fiscalYear === null) return { excluded: EXCLUSION.badFiscalYear };
      const quarter = /([1-4])/.exec(clean(field(row, 'quarter')))?.[1];
      const wage = hasOfferedWage
        ? wages(field(row, 'wageFrom'), field(row, 'wageTo'), field(row, 'wageUnit'))
        : { excluded: EXCLUSION.noWage };
      if ('excluded' in wage) return wage;
      const pwAmount = parseAmount(field(row, 'prevailingWage'));
      const pwAnnual = pwAmount === null ? null : annualizeWage(pwAmount, field(row, 'pwUnit') ?? 'Year');
      const status = normalizeStatus(field(row, 'status'));
      return {
        record: {
          caseNumber,
          releaseRank: fiscalYear * 10 + (quarter ? Number(quarter) : 0),
          fiscalYear,
          caseStatus: status,
          certified: status === null || CERTIFIED.has(status),
          employerName,
          jobTitle,
          socCode: normalizeSocCode(field(row, 'socCode')),
          socTitle: orNull(field(row, 'socTitle')),
          fullTime: yesNo(field(row, 'fullTime')),
          worksiteCity: orNull(field(row, 'city')),
          worksiteState: stateCode(field(row, 'state')),
          wageFrom: wage.from,
          wageTo: wage.to,
          wageUnit: wage.unit,
          pwWageLevel: parseWageLevel(field(row, 'pwLevel')),
          prevailingWage: pwAnnual !== null && isPlausibleAnnualWage(pwAnnual) ? pwAnnual : null,
        },
      };
    },
  };
}

/**
 * The older petitions sample (2011-2016, one row per petition, no case number or offered wage): the row
 * id stands in for the case number and the prevailing wage (annual) is the only wage.
 */
function kaggleReader(original: string[], fileTag: string): FormatReader {
  const header = original.map(lcaHeaderKey);
  stopOnUnknown(original, header, KAGGLE_COLUMNS, 'petitions sample');
  const at = indexOf(header, header);
  const col = (row: string[], name: string) => {
    const index = at.get(name);
    return index === undefined ? undefined : row[index];
  };
  return {
    format: 'lca_kaggle',
    era: 'kaggle',
    read(row) {
      const id = clean(col(row, ''));
      if (id === '') return { excluded: EXCLUSION.emptyCaseNumber };
      const employerName = clean(col(row, 'EMPLOYER_NAME'));
      if (employerName === '') return { excluded: EXCLUSION.emptyEmployer };
      const jobTitle = clean(col(row, 'JOB_TITLE'));
      if (jobTitle === '') return { excluded: EXCLUSION.emptyTitle };
      const fiscalYear = parseFiscalYear(col(row, 'YEAR'));
      if (fiscalYear === null) return { excluded: EXCLUSION.badFiscalYear };
      const amount = parseAmount(col(row, 'PREVAILING_WAGE'));
      if (amount === null) return { excluded: EXCLUSION.noWage };
      if (!isPlausibleAnnualWage(amount)) return { excluded: EXCLUSION.implausibleWage };
      const [city, stateName] = clean(col(row, 'WORKSITE')).split(/,\s*/);
      const status = normalizeStatus(col(row, 'CASE_STATUS'));
      return {
        record: {
          caseNumber: `${fileTag}-${id}`,
          releaseRank: fiscalYear * 10,
          fiscalYear,
          caseStatus: status,
          certified: status === null || CERTIFIED.has(status),
          employerName,
          jobTitle,
          socCode: null,
          socTitle: orNull(col(row, 'SOC_NAME')),
          fullTime: yesNo(col(row, 'FULL_TIME_POSITION')),
          worksiteCity: orNull(city),
          worksiteState: stateCode(stateName),
          wageFrom: null,
          wageTo: null,
          wageUnit: null,
          pwWageLevel: null,
          prevailingWage: Math.round(amount),
        },
      };
    },
  };
}

/** The fiscal year a DOL file name declares ('LCA_Disclosure_Data_FY2024_Q4.xlsx' -> 2024). */
export function fiscalYearOfFileName(fileName: string): number | null {
  const match = /FY\s*_?(\d{4}|\d{2})(?!\d)/i.exec(fileName);
  if (!match) return null;
  const digits = match[1] as string;
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

/** Picks the reader for a header row; throws ImportFormatError naming what is wrong. */
export function detectFormat(header: string[], fileName: string): FormatReader {
  const keys = new Set(header.map(headerKey));
  const lcaKeys = new Set(header.map(lcaHeaderKey));
  if (keys.has('EMPLOYER (PETITIONER) NAME')) return uscisReader(header, 'uscis_employer');
  if (keys.has('FISCAL YEAR') && keys.has('EMPLOYER')) return uscisReader(header, 'uscis_hub');
  if (lcaKeys.has('CASE_NUMBER') || lcaKeys.has('LCA_CASE_NUMBER') || lcaKeys.has('CASE_NO')) {
    return lcaReader(header, { fileFiscalYear: fiscalYearOfFileName(fileName) });
  }
  if (lcaKeys.has('WORKSITE') && lcaKeys.has('PREVAILING_WAGE') && lcaKeys.has('EMPLOYER_NAME')) {
    // Row ids are those of the whole petitions data set, so every sample of it shares one id space.
    return kaggleReader(header, 'KAGGLE');
  }
  const shown = header
    .slice(0, 6)
    .map((name) => `"${name.trim()}"`)
    .join(', ');
  throw new ImportFormatError(
    `Not a known H-1B data file (header starts ${shown}): expected a USCIS Data Hub or Employer Information export, or a DOL LCA disclosure file.`,
  );
}
