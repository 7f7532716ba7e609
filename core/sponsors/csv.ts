/**
 * CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled, lines end in CRLF.
 * A field starting with = + - @ (or a tab / carriage return) is prefixed with an apostrophe so spreadsheets
 * do not run it as a formula (OWASP CSV injection) — employer names come from public files we do not control.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Sections of a page as one CSV file: each a title line, a header line, its rows, then a blank line. */
export type CsvSection = { title: string; header: readonly string[]; rows: readonly (readonly CsvValue[])[] };

export function buildCsv(sections: readonly CsvSection[]): string {
  return sections
    .map(
      (section) =>
        csvLine([section.title]) + csvLine(section.header) + section.rows.map((row) => csvLine(row)).join(''),
    )
    .join('\r\n');
}
