import type { SensitiveFinding } from './community.ts';

/**
 * Finds what looks like immigration identifiers in user text, so the pages can warn before publishing
 * (issue 10, item 7). A warning only: the user may go on. Patterns accept the spellings people type
 * (spaces, dashes, '#', any case) and prefer a missed warning over nagging about ordinary numbers.
 */

export const SENSITIVE_LABELS: Record<SensitiveFinding['kind'], string> = {
  uscis_receipt: 'USCIS receipt number',
  a_number: 'A-number (Alien Registration Number)',
  passport: 'passport number',
};

export const SENSITIVE_WARNING_TITLE = 'This looks like personal information';
export function sensitiveWarningMessage(findings: readonly SensitiveFinding[]): string {
  const labels = [...new Set(findings.map((finding) => finding.label))];
  return `Your text seems to contain a ${labels.join(', a ')}. Anyone can read community posts; consider removing it before publishing.`;
}

const SEP = '[\\s-]?';
/** Three letters (EAC, WAC, LIN, SRC, IOE, MSC, NBC, YSC ...) then ten digits, e.g. EAC2190012345 or EAC-21-900-12345. */
const RECEIPT = new RegExp(`(?<![A-Za-z0-9])[A-Za-z]{3}${SEP}(?:\\d${SEP}){9}\\d(?![0-9])`, 'g');
/** 'A' then 8 or 9 digits (A123456789, A-123-456-789, A# 12345678), or an 'A-number'/'alien number' label then digits. */
const A_NUMBER = new RegExp(`(?<![A-Za-z0-9])A\\s*[#-]?\\s*\\d{3}${SEP}\\d{3}${SEP}\\d{2,3}(?![0-9])`, 'g');
const A_NUMBER_LABELLED = new RegExp(
  `(?:a-?\\s?number|alien\\s*(?:registration\\s*)?(?:number|no\\.?|#))\\s*(?:is|:|#)?\\s*(?:A\\s*[#-]?\\s*)?\\d{3}${SEP}\\d{3}${SEP}\\d{2,3}(?![0-9])`,
  'gi',
);
/** A 'passport' label then 6-9 letters/digits with a digit in them, or a standalone letter + 7 digits (Indian passports). */
const PASSPORT_LABELLED =
  /passport\s*(?:number|num\.?|no\.?|#)?\s*(?:is|:|#|-)?\s*(?=[A-Za-z0-9]*\d)([A-Za-z0-9]{6,9})(?![A-Za-z0-9])/gi;
const PASSPORT_STANDALONE = /(?<![A-Za-z0-9])[A-Z][1-9]\d{6}(?![A-Za-z0-9])/g;

function mask(raw: string): string {
  const compact = raw.replace(/[\s#-]/g, '');
  if (compact.length <= 6) return '*'.repeat(compact.length);
  return `${compact.slice(0, 3)}${'*'.repeat(compact.length - 6)}${compact.slice(-3)}`;
}

function lastToken(match: string): string {
  const digits = /[A-Za-z]?[\s#-]*[\d\s-]+$/.exec(match);
  return (digits?.[0] ?? match).trim();
}

export function findSensitiveInfo(...texts: readonly string[]): SensitiveFinding[] {
  const findings: SensitiveFinding[] = [];
  const seen = new Set<string>();
  const add = (kind: SensitiveFinding['kind'], raw: string) => {
    const masked = mask(raw);
    const key = `${kind}:${raw.replace(/[\s#-]/g, '').toUpperCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ kind, label: SENSITIVE_LABELS[kind], masked });
  };
  for (const text of texts) {
    const receiptSpans: Array<[number, number]> = [];
    for (const match of text.matchAll(RECEIPT)) {
      receiptSpans.push([match.index, match.index + match[0].length]);
      add('uscis_receipt', match[0]);
    }
    const insideReceipt = (index: number) => receiptSpans.some(([from, to]) => index >= from && index < to);
    for (const pattern of [A_NUMBER, A_NUMBER_LABELLED]) {
      for (const match of text.matchAll(pattern)) {
        if (insideReceipt(match.index)) continue;
        add('a_number', lastToken(match[0]));
      }
    }
    for (const match of text.matchAll(PASSPORT_LABELLED)) add('passport', match[1] ?? match[0]);
    for (const match of text.matchAll(PASSPORT_STANDALONE)) {
      if (insideReceipt(match.index)) continue;
      add('passport', match[0]);
    }
  }
  return findings;
}

export function hasSensitiveInfo(...texts: readonly string[]): boolean {
  return findSensitiveInfo(...texts).length > 0;
}
