/*
 * Pay from structured compensation or from pay-transparency text, annualised so that every stored salary
 * compares with every other: the store keeps yearly figures only (salaryUnit 'YEAR').
 *
 * A dollar amount is pay only when nothing closer to it says otherwise: '$10M Series B', '$500 learning
 * stipend', 'signing bonus of $10,000' are not pay; '$120,000 - $150,000 base plus bonus' is, because
 * 'base' is nearer the amount than 'bonus'.
 */
import type { RawCompensation } from '../types.ts';

export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Full-time hours, working days, weeks and months in a year. */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

export type Salary = {
  /** Yearly amounts in `currency`; a single stated amount gives min = max. */
  min: number;
  max: number;
  currency: string;
  /** The period the posting stated, before annualising. */
  period: SalaryPeriod;
};

/** Yearly pay outside these bounds (in USD-like units) is a misreading, not a salary. */
export const MIN_ANNUAL_SALARY = 10_000;
export const MAX_ANNUAL_SALARY = 1_500_000;
/** Currencies whose units are far smaller than a dollar get proportionally wider bounds. */
const CURRENCY_SCALE: Record<string, number> = {
  INR: 80,
  JPY: 150,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  MXN: 18,
  BRL: 5,
  PLN: 4,
};
/** A range wider than this factor is two unrelated numbers. */
const MAX_RANGE_RATIO = 5;
/** Without a stated period, amounts at least this large read as yearly. */
const YEARLY_THRESHOLD = 15_000;
/** Without a stated period, amounts at most this large read as hourly when the sentence is about pay. */
const HOURLY_CEILING = 500;

const CURRENCY_SYMBOLS: [RegExp, string][] = [
  [/^(?:US\$|USD|\$)$/, 'USD'],
  [/^(?:CA\$|C\$|CAD)$/, 'CAD'],
  [/^(?:AU\$|A\$|AUD)$/, 'AUD'],
  [/^(?:NZ\$|NZD)$/, 'NZD'],
  [/^(?:S\$|SGD)$/, 'SGD'],
  [/^(?:HK\$|HKD)$/, 'HKD'],
  [/^(?:R\$|BRL)$/, 'BRL'],
  [/^(?:€|EUR|euros?)$/i, 'EUR'],
  [/^(?:£|GBP)$/, 'GBP'],
  [/^(?:₹|INR|Rs\.?)$/, 'INR'],
  [/^(?:¥|JPY)$/, 'JPY'],
];

const PREFIX = String.raw`US\$|USD|CA\$|C\$|CAD|AU\$|A\$|AUD|NZ\$|NZD|S\$|SGD|HK\$|HKD|R\$|BRL|€|EUR|£|GBP|₹|INR|Rs\.?|CHF|¥|JPY|SEK|NOK|DKK|PLN|MXN|\$`;
const SUFFIX = String.raw`USD|CAD|AUD|NZD|SGD|EUR|GBP|INR|CHF|JPY|SEK|NOK|DKK|PLN|MXN|euros?|€|£`;
// Lakh grouping ('18,00,000') first, then thousands grouping, then plain digits.
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MULTIPLIER = String.raw`k|K|mm|MM|m|M|bn|BN|b|B|million|thousand|billion`;
/** The number, multiplier and currency code after it, matched where a digit was found (sticky). */
const AMOUNT_AT = new RegExp(
  String.raw`(${NUMBER})(?: ?(${MULTIPLIER})(?![a-zA-Z]))?(?: ?(${SUFFIX})(?![a-zA-Z]))?`,
  'y',
);
/** The currency sign or code right before a number; the longest ('US$ ') is four characters. */
const PREFIX_BEFORE = new RegExp(String.raw`(?:^|[^A-Za-z])(${PREFIX}) ?$`);
const PREFIX_LOOKBACK = 5;
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** What may stand between the two ends of a range, including a unit repeated on the first ('$60/hr to $70/hr'). */
const RANGE_JOINER =
  /^\s*(?:(?:\/\s*|per\s+|an?\s+)?(?:hours?|hr|years?|yr|months?|mo|weeks?|wk|annum)\s*)?(?:-|–|—|‒|―|~|to|and|through|until)\s*$/i;
const BETWEEN_BEFORE = /\b(?:between|from)\s*$/i;
const PERIOD_AFTER =
  /^\W{0,3}(?:[A-Z]{3}\s*)?(?:\(?\s*)?(?:(?:\/|per|an?|each|a|\bp\/)\s*)?(hours?|hrs?|hourly|h|days?|daily|weeks?|wk|weekly|months?|mo|monthly|years?|yr|yearly|annum|annual(?:ly)?|p\.?a\.?)\b/i;
const PERIOD_BEFORE = /\b(hourly|daily|weekly|monthly|annual(?:ly)?|yearly)\b[^$€£\d]{0,40}$/i;
const PERIOD_WORDS: [RegExp, SalaryPeriod][] = [
  [/^(?:hours?|hrs?|hourly|h)$/i, 'HOUR'],
  [/^(?:days?|daily)$/i, 'DAY'],
  [/^(?:weeks?|wk|weekly)$/i, 'WEEK'],
  [/^(?:months?|mo|monthly)$/i, 'MONTH'],
];

/** Words that make the amount next to them something other than pay. */
const NOT_PAY =
  /\b(?:series [a-f]|seed|funding|funded|raised|raise|revenue|arr|valuation|valued|assets|aum|under management|stipends?|budgets?|allowances?|bonus(?:es)?|credits?|gift|reimburs\w*|match(?:ed|ing)?|referral|sign-on|signing|grants?|donat\w*|prizes?|awards?|customers|users|invest\w*|funds?|sales|deals?|quota|savings|saved?|worth|discount|backed|market cap|p&l|portfolio|contract value|spend|loans?|relocation package)\b/gi;
const PAY =
  /\b(?:salary|salaries|pay|paying|pays|paid|compensation|comp|wages?|rate|base|ote|earn\w*|range|remuneration|annum|hourly|per hour|per year|annual(?:ly)?)\b/gi;
const CLAUSE_BREAK_AFTER = /[.;!?\n(]|\b(?:plus|and|with|including|includes)\b|\+|,/i;

type Amount = {
  start: number;
  end: number;
  value: number;
  currency: string | null;
  /** A bare '$' is any dollar: a code elsewhere in the range ('$110,000 - $135,000 CAD') says which. */
  isBareDollar: boolean;
  /** '120 000': read as one number only when a currency confirms it is money. */
  hasSpacedGroups: boolean;
  multiplier: number;
};

function findCurrency(symbol: string | undefined): string | null {
  if (!symbol) return null;
  for (const [pattern, code] of CURRENCY_SYMBOLS) if (pattern.test(symbol)) return code;
  return symbol.toUpperCase();
}

/** '120,000' / '70.000' / '120 000' / '62.50' / '70.000,00' as a number; the last separator decides. */
function parseNumber(raw: string): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? /\./g : /,/g;
    return Number(compact.replace(thousands, '').replace(decimal, '.'));
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!separator) return Number(compact);
  const groups = compact.split(separator);
  const isThousands = groups.length > 2 || (groups[1]?.length ?? 0) === 3;
  return Number(isThousands ? groups.join('') : groups.join('.'));
}

const DIGIT = /\d/g;
const INSIDE_WORD_OR_NUMBER = /[\w.,]/;

/**
 * Every amount in the text. Scanning from digit to digit and looking back for a currency is much cheaper
 * than trying a currency-or-number pattern at every character of a long description.
 */
function readAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  DIGIT.lastIndex = 0;
  for (let digit = DIGIT.exec(text); digit; digit = DIGIT.exec(text)) {
    const at = digit.index;
    // 'H1B', 'v2.5' and the rest of a number already read are not the start of an amount.
    if (at > 0 && INSIDE_WORD_OR_NUMBER.test(text[at - 1] ?? '')) continue;
    AMOUNT_AT.lastIndex = at;
    const match = AMOUNT_AT.exec(text);
    if (!match) continue;
    const [whole, number = '', multiplierWord, suffix] = match;
    const prefixMatch = PREFIX_BEFORE.exec(text.slice(Math.max(0, at - PREFIX_LOOKBACK), at));
    const prefix = prefixMatch?.[1];
    const start = prefix ? at - prefix.length - (prefixMatch[0].endsWith(' ') ? 1 : 0) : at;
    const multiplier = multiplierWord ? (MULTIPLIERS[multiplierWord.toLowerCase()] ?? 1) : 1;
    amounts.push({
      start,
      end: at + whole.length,
      value: parseNumber(number) * multiplier,
      currency:
        prefix === '$' ? (findCurrency(suffix) ?? 'USD') : (findCurrency(prefix) ?? findCurrency(suffix)),
      isBareDollar: prefix === '$' && !suffix,
      hasSpacedGroups: /\d[\u00a0\u202f ]\d/.test(number),
      multiplier,
    });
    DIGIT.lastIndex = at + whole.length;
  }
  return amounts;
}

/** Index of the last match of `pattern` in `text`, or -1. */
function findLastIndex(text: string, pattern: RegExp): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match.index;
  return last;
}

function findFirstIndex(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  return pattern.exec(text)?.index ?? -1;
}

/** True when the words nearest the amount say it is not pay (see the top of the file). */
function isNotPay(before: string, after: string): boolean {
  const notPayBefore = findLastIndex(before, NOT_PAY);
  if (notPayBefore >= 0 && notPayBefore > findLastIndex(before, PAY)) return true;
  const breakAt = after.search(CLAUSE_BREAK_AFTER);
  const clause = breakAt >= 0 ? after.slice(0, breakAt) : after;
  const notPayAfter = findFirstIndex(clause, NOT_PAY);
  const payAfter = findFirstIndex(clause, PAY);
  return notPayAfter >= 0 && (payAfter < 0 || notPayAfter < payAfter);
}

function findPeriod(before: string, after: string): SalaryPeriod | null {
  const word = PERIOD_AFTER.exec(after)?.[1] ?? PERIOD_BEFORE.exec(before)?.[1];
  if (!word) return null;
  for (const [pattern, period] of PERIOD_WORDS) if (pattern.test(word)) return period;
  return 'YEAR';
}

function isPlausible(min: number, max: number, currency: string): boolean {
  const scale = CURRENCY_SCALE[currency] ?? 1;
  return (
    min >= MIN_ANNUAL_SALARY * scale &&
    max <= MAX_ANNUAL_SALARY * scale &&
    min > 0 &&
    max / min <= MAX_RANGE_RATIO
  );
}

/** Turns one amount or range, with the text around it, into a salary, or null when it is not pay. */
function interpretAmounts(text: string, first: Amount, last: Amount): Salary | null {
  const lineStart = Math.max(text.lastIndexOf('\n', first.start - 1) + 1, first.start - 120);
  const sentenceBefore = text.slice(lineStart, first.start);
  const sentenceStart =
    Math.max(
      sentenceBefore.lastIndexOf('. '),
      sentenceBefore.lastIndexOf('! '),
      sentenceBefore.lastIndexOf('? '),
    ) + 1;
  const nearBefore = sentenceBefore.slice(Math.max(sentenceStart, sentenceBefore.length - 60));
  const after = text.slice(last.end, last.end + 50).split('\n')[0] ?? '';
  if (isNotPay(nearBefore, after)) return null;

  let low = first.value;
  let high = last.value;
  // '$120-150K', '120 - 150k': a bare first number takes the multiplier of the second.
  if (
    first !== last &&
    first.multiplier === 1 &&
    last.multiplier > 1 &&
    low * last.multiplier <= high * 1.5
  ) {
    low *= last.multiplier;
  }
  if (low > high) [low, high] = [high, low];
  const currency =
    first.isBareDollar && last.currency && !last.isBareDollar
      ? last.currency
      : (first.currency ?? last.currency);
  // Text before the amount in the previous line still counts as context ('Pay range' heading, then '$X - $Y').
  const context = text.slice(Math.max(0, first.start - 160), first.start) + after;
  PAY.lastIndex = 0;
  const hasPayContext = PAY.test(context);
  let period = findPeriod(nearBefore, after);
  if (!period) {
    if (high >= YEARLY_THRESHOLD) period = 'YEAR';
    else if (high <= HOURLY_CEILING && hasPayContext) period = 'HOUR';
    else return null;
  }
  // Without a currency, only a range or a 'k' amount in a sentence about pay is read (default USD).
  if (!currency && (first.hasSpacedGroups || last.hasSpacedGroups)) return null;
  if (!currency && !(hasPayContext && (first !== last || first.multiplier > 1))) return null;
  const factor = PERIODS_PER_YEAR[period];
  const min = Math.round(low * factor);
  const max = Math.round(high * factor);
  const code = currency ?? 'USD';
  return isPlausible(min, max, code) ? { min, max, currency: code, period } : null;
}

/** Cheap pre-filter: text without a currency mark, a 'k' amount or a grouped number has no salary. */
const MAYBE_MONEY = /[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD|INR|CHF|SGD|JPY)\b|\d ?[kK]\b|\d{2,3},\d{3}/;

/**
 * The first stated pay in a text: a range is preferred over a single amount ('up to $150,000' gives min =
 * max), everything annualised.
 */
export function parseSalary(text: string): Salary | null {
  if (!text || !MAYBE_MONEY.test(text)) return null;
  const amounts = readAmounts(text);
  let single: Salary | null = null;
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i] as Amount;
    const next = amounts[i + 1];
    if (next) {
      const joiner = text.slice(first.end, next.start);
      const isRange =
        RANGE_JOINER.test(joiner) &&
        (!/and/i.test(joiner) || BETWEEN_BEFORE.test(text.slice(Math.max(0, first.start - 12), first.start)));
      if (isRange) {
        const range = interpretAmounts(text, first, next);
        if (range) return range;
        i += 1;
        continue;
      }
    }
    // A lone bare number ('4+ years', '401(k)', '16 weeks') is never read as pay: skip the context work.
    if (!single && (first.currency || first.multiplier > 1)) single = interpretAmounts(text, first, first);
  }
  return single;
}

/** Source interval words ('year', 'yearly', 'annual', 'hourly', 'salary', 'per_month', ...) as a period. */
export function normalizeSalaryPeriod(interval: string | null | undefined): SalaryPeriod | null {
  const word = interval
    ?.toLowerCase()
    .replace(/[^a-z]/g, ' ')
    .trim();
  if (!word) return null;
  if (/\b(?:hour|hourly|hr)\b/.test(word)) return 'HOUR';
  if (/\b(?:day|daily)\b/.test(word)) return 'DAY';
  if (/\b(?:week|weekly)\b/.test(word)) return 'WEEK';
  if (/\b(?:month|monthly)\b/.test(word)) return 'MONTH';
  if (/\b(?:year|yearly|annual|annually|annum|salary|yr)\b/.test(word)) return 'YEAR';
  return null;
}

/** Structured compensation first (min/max/currency/interval), then its free-text summary. */
export function parseCompensation(compensation: RawCompensation | null | undefined): Salary | null {
  if (!compensation) return null;
  const low = typeof compensation.min === 'number' && compensation.min > 0 ? compensation.min : null;
  const high = typeof compensation.max === 'number' && compensation.max > 0 ? compensation.max : null;
  if (low !== null || high !== null) {
    const currency = (compensation.currency?.trim() || 'USD').toUpperCase();
    const stated = normalizeSalaryPeriod(compensation.interval);
    const reference = Math.max(low ?? 0, high ?? 0);
    const period =
      stated ?? (reference >= YEARLY_THRESHOLD ? 'YEAR' : reference <= HOURLY_CEILING ? 'HOUR' : null);
    if (period) {
      const factor = PERIODS_PER_YEAR[period];
      let min = Math.round((low ?? high ?? 0) * factor);
      let max = Math.round((high ?? low ?? 0) * factor);
      if (min > max) [min, max] = [max, min];
      if (isPlausible(min, max, currency)) return { min, max, currency, period };
    }
  }
  return compensation.summary ? parseSalary(compensation.summary) : null;
}
