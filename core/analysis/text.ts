/**
 * Text preparation for the analyzer: one normalisation for job and resume, deny-listed phrases and
 * links masked out (same length, so every offset still points into the text the user sent), lines and
 * sentences with their offsets.
 */

export type Sentence = { index: number; line: number; start: number; end: number; text: string };
export type Line = {
  index: number;
  start: number;
  end: number;
  /** The line without its bullet marker and surrounding spaces. */
  text: string;
  isBullet: boolean;
  /** A comma/pipe separated run of short items ("Python, Go, AWS"): a list, not a statement. */
  isList: boolean;
};

export type PreparedText = {
  /** Normalised text: NFKC, LF line ends, plain quotes and dashes, no control characters. */
  text: string;
  /** `text` with links, e-mail addresses and deny-listed phrases blanked out; same length. */
  masked: string;
  /** `masked` in lower case, character for character (same length). */
  lower: string;
  lines: Line[];
  sentences: Sentence[];
  /** For each character offset, the sentence index (dense array, same length as `text`). */
  sentenceAt: Int32Array;
};

/**
 * Phrases that contain a skill word without naming the skill (issue 11's traps): go-to-market, R&D,
 * C-level, Spring 2024, excelled. Masked before matching, so no rule downstream can see them.
 */
export const DENY_PATTERNS: readonly RegExp[] = [
  /\bgo[\s-]+to[\s-]+market\b/gi,
  /\bgo[\s-]+live\b/gi,
  /\bgo-getters?\b/gi,
  /\bon the go\b/gi,
  /\bgo (?:above and beyond|beyond|ahead|forward|the extra mile)\b/gi,
  /\bR\s*&\s*D\b/gi,
  /\bR-squared\b/gi,
  /\bC[\s-](?:level|suite|corp|corporation)\b/gi,
  /\bC-sections?\b/gi,
  /\b(?:spring|summer|fall|autumn|winter)\s+(?:'?\d{2}\b|\d{4}|semester|term|quarter|session|break|season|internship|intern|cohort|graduates?)\b/gi,
  /\bexcel+(?:led|ling|lent|lence|s)\b/gi,
  /\bgrade [A-F]\b/gi,
  /\bvitamin [A-K]\d?\b/gi,
  /\bplan [A-C]\b/gi,
];

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"')]+/gi;
const EMAIL_PATTERN = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const BULLET = /^\s*(?:[-*•▪●◦‣·–>]|\d{1,2}[.)])\s+/;

function maskMatches(chars: string[], source: string, pattern: RegExp): void {
  pattern.lastIndex = 0;
  for (const match of source.matchAll(pattern)) {
    const start = match.index;
    for (let i = start; i < start + match[0].length; i += 1) if (chars[i] !== '\n') chars[i] = ' ';
  }
}

export function normalizeText(input: string): string {
  return (
    input
      .normalize('NFKC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\t|\u00a0|\u2007|\u202f/g, ' ')
      // Control characters (NUL breaks PostgreSQL text) and zero-width characters.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g, '')
  );
}

function lowerSameLength(text: string): string {
  const lowered = text.toLowerCase();
  // Almost always: no character changes length when lower-cased ('İ' is one that does).
  if (lowered.length === text.length) return lowered;
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

/** Splits a line into sentences at ., !, ? or ; followed by a space and a capital, a digit or a bullet. */
function splitSentences(lineText: string): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  let start = 0;
  const boundary = /([.!?;])\s+(?=["(]?[A-Z0-9•])|;\s+|\s+•\s+/g;
  for (const match of lineText.matchAll(boundary)) {
    const end = match.index + (match[1] ? 1 : 0);
    // "e.g. Python", "i.e. AWS", "Sr. Engineer": an abbreviation, not the end of a sentence.
    const before = lineText.slice(Math.max(0, end - 5), end).toLowerCase();
    if (
      /(?:\be\.g\.|\bi\.e\.|\betc\.|\bvs\.|\bsr\.|\bjr\.|\bdr\.|\bno\.|\bst\.|\binc\.|\bu\.s\.)$/.test(before)
    )
      continue;
    if (end > start) parts.push({ start, end });
    start = match.index + match[0].length;
  }
  if (start < lineText.length) parts.push({ start, end: lineText.length });
  return parts;
}

function isListLine(text: string): boolean {
  const items = text
    .replace(/^[^:]{1,40}:\s*/, '')
    .split(/\s*[,|;•·/]\s*|\s{3,}/)
    .filter((item) => item.trim().length > 0);
  if (items.length < 3) return false;
  const words = items.reduce((sum, item) => sum + item.trim().split(/\s+/).length, 0);
  return words / items.length <= 3;
}

export function prepareText(input: string): PreparedText {
  const text = normalizeText(input);
  // UTF-16 code units, so every offset matches the string's own indexes.
  const maskChars = text.split('');
  maskMatches(maskChars, text, URL_PATTERN);
  maskMatches(maskChars, text, EMAIL_PATTERN);
  for (const pattern of DENY_PATTERNS) maskMatches(maskChars, text, pattern);
  const masked = maskChars.join('');
  const lower = lowerSameLength(masked);

  const lines: Line[] = [];
  const sentences: Sentence[] = [];
  const sentenceAt = new Int32Array(text.length + 1).fill(-1);
  let offset = 0;
  for (const rawLine of text.split('\n')) {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const bullet = BULLET.exec(rawLine);
    const contentStart = bullet ? bullet[0].length : rawLine.length - rawLine.trimStart().length;
    const content = rawLine.slice(contentStart).trimEnd();
    const line: Line = {
      index: lines.length,
      start: lineStart + contentStart,
      end: lineStart + contentStart + content.length,
      text: content,
      isBullet: bullet !== null,
      isList: isListLine(content),
    };
    lines.push(line);
    if (!content) continue;
    for (const part of splitSentences(content)) {
      const raw = content.slice(part.start, part.end);
      const trimmedStart = part.start + (raw.length - raw.trimStart().length);
      const sentenceText = content.slice(trimmedStart, part.end).trim();
      if (!sentenceText) continue;
      const sentence: Sentence = {
        index: sentences.length,
        line: line.index,
        start: line.start + trimmedStart,
        end: line.start + trimmedStart + sentenceText.length,
        text: sentenceText,
      };
      sentences.push(sentence);
      sentenceAt.fill(sentence.index, sentence.start, sentence.end);
    }
  }
  return { text, masked, lower, lines, sentences, sentenceAt };
}

const STEM_RULES: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/(ss)$/, '$1'],
  [/(sh|ch|x|z)es$/, '$1'],
  [/([^s])s$/, '$1'],
  [/ing$/, ''],
  [/ed$/, ''],
];

/** A light stemmer for keyword comparison: "payments" = "payment", "scaling" = "scal" = "scaled". */
export function stem(word: string): string {
  let out = word.toLowerCase();
  for (const [pattern, replacement] of STEM_RULES) {
    if (out.length > 4 && pattern.test(out)) {
      out = out.replace(pattern, replacement);
      break;
    }
  }
  return out;
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu) ?? []).length;
}

/** Shortens a quote for evidence, on a word boundary. */
export function quote(text: string, max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max)}...`;
}
