/** NAICS 2022 sectors (the first two digits of a code), as USCIS reports an employer's industry. */
const SECTORS: Record<string, string> = {
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '22': 'Utilities',
  '23': 'Construction',
  '31': 'Manufacturing',
  '32': 'Manufacturing',
  '33': 'Manufacturing',
  '42': 'Wholesale Trade',
  '44': 'Retail Trade',
  '45': 'Retail Trade',
  '48': 'Transportation and Warehousing',
  '49': 'Transportation and Warehousing',
  '51': 'Information',
  '52': 'Finance and Insurance',
  '53': 'Real Estate and Rental and Leasing',
  '54': 'Professional, Scientific, and Technical Services',
  '55': 'Management of Companies and Enterprises',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '61': 'Educational Services',
  '62': 'Health Care and Social Assistance',
  '71': 'Arts, Entertainment, and Recreation',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services (except Public Administration)',
  '92': 'Public Administration',
  '99': 'Unclassified',
};

/**
 * NAICS sectors that span several 2-digit codes (Manufacturing 31-33, Retail Trade 44-45, Transportation and
 * Warehousing 48-49): one sector to a person, so one filter option, named by its first code.
 */
const SPANS: readonly (readonly string[])[] = [
  ['31', '32', '33'],
  ['44', '45'],
  ['48', '49'],
];

/** The codes of the sector a 2-digit code belongs to ('32' -> ['31', '32', '33']; '52' -> ['52']). */
export function naicsSectorCodes(code: string): string[] {
  return [...(SPANS.find((span) => span.includes(code)) ?? [code])];
}

/** The code a sector is listed under: the first of its span ('33' -> '31'). */
export function naicsSectorKey(code: string): string {
  return naicsSectorCodes(code)[0] ?? code;
}

/** The sector's name for a 2-digit code ('52' -> 'Finance and Insurance'); null when unknown or blank. */
export function naicsSectorName(code: string | null | undefined): string | null {
  return code ? (SECTORS[code] ?? null) : null;
}

/** The 2-digit sector of a NAICS field as filed ('52', '5412', '52 - Finance and Insurance'); null when blank or not a code. */
export function naicsSector(value: string | null | undefined): string | null {
  const match = /^\s*(\d{2})/.exec(value ?? '');
  return match ? (match[1] as string) : null;
}
