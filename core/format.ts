/**
 * Numbers, dates and sorting for display, in US English, without `Intl` or `localeCompare`.
 *
 * The first use of either in a page makes the browser load its ICU locale data: 40-100 ms of main-thread
 * work on a fast desktop core, four times that on the phones Lighthouse emulates, before the page can
 * respond (decision 063). Every page formats counts, amounts or dates while it hydrates, so the formats
 * the product shows are written out here. Tests compare them with `Intl` over many values.
 */

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '1,234,568' for 1234567.5: rounded half away from zero, digits grouped by three, as en-US prints them. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value));
  // String() writes 1e21 and above as '2.5e+22': its shortest digits, then zeros, as Intl prints them.
  const [mantissa = '', exponent] = String(rounded).split('e+');
  const significant = mantissa.replace('.', '');
  const digits = exponent ? significant.padEnd(Number(exponent) + 1, '0') : significant;
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part},${grouped}` : part;
  }
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/**
 * 'November 22, 2026' (`month: 'long'`) or 'Nov 22, 2026' (`'short'`), in UTC or else the runtime's own
 * zone. Pages pass 'UTC' for text that the server renders and the browser hydrates, so both agree
 * whatever either's zone. Null for an invalid date.
 */
export function formatDate(
  date: string | number | Date,
  { month = 'long', timeZone }: { month?: 'long' | 'short'; timeZone?: 'UTC' } = {},
): string | null {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  const utc = timeZone === 'UTC';
  const monthIndex = utc ? value.getUTCMonth() : value.getMonth();
  const day = utc ? value.getUTCDate() : value.getDate();
  const year = utc ? value.getUTCFullYear() : value.getFullYear();
  const name = MONTHS_LONG[monthIndex] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${day}, ${year}`;
}

/** Sorts labels alphabetically, ignoring case, then by case so the order is total. */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
