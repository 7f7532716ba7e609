import { decodeEntities } from '../html.ts';
import { slugify } from '../slug.ts';

/**
 * Employer names as the government files spell them ('AMAZON.COM SERVICES, L.L.C.', 'I B M CORP',
 * 'Johnson &amp; Johnson') turned into keys that are equal exactly when the names are the same entity
 * spelled differently (decision 050). Two keys:
 * - legalKey: the entity, legal suffix kept in a canonical spelling ('AMAZON SERVICES LLC').
 * - baseKey: legalKey without its trailing legal suffixes ('AMAZON SERVICES'): the key a company name from a
 *   job posting, which seldom carries a suffix, is matched on.
 * Matching compares keys for equality only: never a prefix, never a fuzzy distance.
 */

/** Legal-form words and their canonical spelling (after punctuation is gone and single letters re-glued). */
const SUFFIX_CANONICAL: Record<string, string> = {
  INC: 'INC',
  INCORPORATED: 'INC',
  INCORPORATION: 'INC',
  CORP: 'CORP',
  CORPORATION: 'CORP',
  CO: 'CO',
  COMPANY: 'CO',
  COS: 'CO',
  LTD: 'LTD',
  LIMITED: 'LTD',
  LLC: 'LLC',
  LC: 'LLC',
  LLP: 'LLP',
  LP: 'LP',
  PC: 'PC',
  PLLC: 'PLLC',
  PLC: 'PLC',
  PA: 'PA',
  NA: 'NA',
  GMBH: 'GMBH',
  AG: 'AG',
  SA: 'SA',
  BV: 'BV',
  NV: 'NV',
  PTE: 'PTE',
  PVT: 'PVT',
  PTY: 'PTY',
  SRL: 'SRL',
  SPA: 'SPA',
  AB: 'AB',
  AS: 'AS',
  KK: 'KK',
  ULC: 'ULC',
  LLLP: 'LLLP',
};

/** Multi-word legal forms, joined before suffixes are read ('PROFESSIONAL CORPORATION' -> 'PC'). */
const PHRASES: Array<[RegExp, string]> = [
  [/\bPROFESSIONAL LIMITED LIABILITY COMPANY\b/g, 'PLLC'],
  [/\bLIMITED LIABILITY COMPANY\b/g, 'LLC'],
  [/\bLIMITED LIABILITY PARTNERSHIP\b/g, 'LLP'],
  [/\bLIMITED PARTNERSHIP\b/g, 'LP'],
  [/\bPROFESSIONAL CORPORATION\b/g, 'PC'],
  [/\bPROFESSIONAL ASSOCIATION\b/g, 'PA'],
  [/\bNATIONAL ASSOCIATION\b/g, 'NA'],
  [/\bPRIVATE LIMITED\b/g, 'PVT LTD'],
];

/** Abbreviations the files use for the same word ('TATA CONSULTANCY SVCS LTD'). */
const ABBREVIATIONS: Record<string, string> = {
  SVCS: 'SERVICES',
  SVC: 'SERVICE',
  SERV: 'SERVICE',
  UNIV: 'UNIVERSITY',
  FDN: 'FOUNDATION',
  INTL: 'INTERNATIONAL',
  NATL: 'NATIONAL',
  MGMT: 'MANAGEMENT',
  MGT: 'MANAGEMENT',
  SOLNS: 'SOLUTIONS',
  SYSS: 'SYSTEMS',
  CTR: 'CENTER',
  ASSN: 'ASSOCIATION',
  ASSOC: 'ASSOCIATION',
  HLTH: 'HEALTH',
};

/** 'X D/B/A Y', 'X DBA Y', 'X A/K/A Y', 'X AKA Y', 'X T/A Y', 'X F/K/A Y': the legal entity is X. */
const TRADE_NAME =
  /\s(?:D\s*\/\s*B\s*\/\s*A|D\s*B\s*A|A\s*\/\s*K\s*\/\s*A|A\s*K\s*A|F\s*\/\s*K\s*\/\s*A|F\s*K\s*A|T\s*\/\s*A)\b\.?/;

export type EmployerKeys = {
  /** Entity key, canonical legal suffix kept; '' when the name has no letters or digits. */
  legalKey: string;
  /** legalKey without trailing legal suffixes (never empty when legalKey is not). */
  baseKey: string;
};

/** Tokens of a name after case, entities, '&', '.COM', punctuation and single-letter re-gluing. */
function tokens(name: string): string[] {
  let text = decodeEntities(name, { strict: true })
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const tradeName = TRADE_NAME.exec(` ${text}`);
  if (tradeName && tradeName.index > 0) text = ` ${text}`.slice(0, tradeName.index);
  text = text
    .replace(/&/g, ' AND ')
    .replace(/\.COM\b/g, ' ')
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ');
  const words = text.split(' ').filter(Boolean);
  // Re-glue runs of single letters: 'I B M' -> 'IBM', 'L L C' -> 'LLC', 'U S' -> 'US'.
  const glued: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const previous = glued[glued.length - 1];
    const previousSingle =
      i > 0 && (words[i - 1] as string).length === 1 && /[A-Z]/.test(words[i - 1] as string);
    if (word.length === 1 && /[A-Z]/.test(word) && previousSingle && previous !== undefined) {
      glued[glued.length - 1] = previous + word;
    } else {
      glued.push(word);
    }
  }
  let joined = glued.map((word) => ABBREVIATIONS[word] ?? word).join(' ');
  for (const [pattern, replacement] of PHRASES) joined = joined.replace(pattern, replacement);
  // '&' and 'AND' are the same, and USCIS often drops the '&' altogether ('ERNST YOUNG US LLP'): no AND word.
  const result = joined.split(' ').filter((word, _, all) => word && (word !== 'AND' || all.length === 1));
  // 'AMAZON COM SERVICES' is how USCIS spells 'AMAZON.COM SERVICES': a COM word after the first is '.COM'.
  const withoutCom = result.filter((word, index) => index === 0 || word !== 'COM');
  if (withoutCom[0] === 'THE' && withoutCom.length > 1) withoutCom.shift();
  return withoutCom;
}

/** Normalises an employer or company name into its legal and base keys (see the file comment). */
export function normalizeEmployerName(name: string): EmployerKeys {
  const words = tokens(name);
  if (words.length === 0) return { legalKey: '', baseKey: '' };
  // Canonical suffixes only where they end the name: 'CO' in 'CO OPERATIVE BANK' stays a word.
  let end = words.length;
  while (end > 1 && SUFFIX_CANONICAL[words[end - 1] as string] !== undefined) end--;
  const legal = [...words.slice(0, end), ...words.slice(end).map((word) => SUFFIX_CANONICAL[word] ?? word)];
  return { legalKey: legal.join(' '), baseKey: words.slice(0, end).join(' ') };
}

/** The key a company name (a job's organisation) is matched on: its base key. */
export function companyKey(name: string): string {
  return normalizeEmployerName(name).baseKey;
}

/** URL slug of a sponsor name: lower-case words joined by dashes ('AMAZON COM SERVICES LLC' -> 'amazon-com-services-llc'). */
export function sponsorSlug(name: string): string {
  const slug = slugify(decodeEntities(name, { strict: true }).replace(/['’`]/g, ''))
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'sponsor';
}
