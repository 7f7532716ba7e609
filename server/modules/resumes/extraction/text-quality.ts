/**
 * How usable extracted text is for analysis, 0..1. Near 0 for a scanned PDF without a text layer, for
 * garbage (wrong font encodings, binary read as text) and for a few stray words; near 1 for a real resume.
 *
 * Three signals, multiplied so that any one of them failing pulls the score down:
 * - characters: the share of letters, digits, whitespace and ordinary punctuation;
 * - words: the share of tokens that look like words (letters with a vowel, or a short acronym), plus a
 *   bonus for common English words (a dictionary check without shipping a dictionary);
 * - length: enough letters to be a resume at all.
 */

export { LOW_TEXT_QUALITY } from '../../../../core/resume-rules.ts';
/** Letters at which the length stops limiting the score: about a short paragraph. */
const FULL_LENGTH_LETTERS = 400;
/** The score reads a prefix: a resume is judged by its first pages, and the cost stays bounded. */
const SAMPLE_CHARACTERS = 50_000;
/** Share of common words in ordinary English resume text; reaching it earns the full bonus. */
const COMMON_WORD_SHARE = 0.12;

const COMMON_WORDS = new Set(
  (
    'a an the and or but of to in on at by for with from as into over under about after before between ' +
    'through during within without across per via is are was were be been being has have had do does did ' +
    'will would can could should may might must i me my we our you your he she it its they their them this ' +
    'that these those who which what when where how all any each more most other some such no not only own ' +
    'same so than too very also up out new first last one two three years year experience team teams work ' +
    'worked working lead led built build developed designed managed using used use data system systems ' +
    'software engineer engineering development skills education university project projects company ' +
    'customer customers product products service services senior manager management across including'
  ).split(' '),
);

const CLEAN_CHARACTER = /[\p{L}\p{M}\p{N}\p{P}\s$+<=>^`|~©®°•·€£]/u;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;
const LATIN = /^[\p{Script=Latin}\p{M}'’.-]+$/u;
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿ]/i;
const NUMBER_LIKE = /^[\p{N}.,:;%$€£()+/#-]+$/u;

/** Scripts written without spaces between words: a whole sentence arrives as one token. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

function isWordLike(token: string): boolean {
  if (UNSPACED_SCRIPT.test(token)) {
    const characters = [...token];
    return characters.filter((c) => /\p{L}/u.test(c)).length >= 0.8 * characters.length;
  }
  if (!WORD.test(token) || token.length > 30) return false;
  // Latin words have vowels; short all-caps tokens are acronyms (AWS, SQL, PCI). Other scripts pass.
  if (!LATIN.test(token)) return true;
  return VOWEL.test(token) || (token.length <= 5 && token === token.toUpperCase());
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** 0..1, three decimals; see the module comment for what it measures. */
export function scoreTextQuality(text: string | null | undefined): number {
  if (!text) return 0;
  const sample = text.length > SAMPLE_CHARACTERS ? text.slice(0, SAMPLE_CHARACTERS) : text;
  const characters = [...sample];
  let clean = 0;
  let letters = 0;
  for (const character of characters) {
    if (character === '\uFFFD' || !CLEAN_CHARACTER.test(character)) continue;
    clean += 1;
    if (/\p{L}/u.test(character)) letters += 1;
  }
  if (letters === 0) return 0;
  const characterScore = clean / characters.length;

  let words = 0;
  let others = 0;
  let common = 0;
  for (const raw of sample.split(/\s+/)) {
    const token = raw.replace(EDGE_PUNCTUATION, '');
    if (!token || NUMBER_LIKE.test(token)) continue; // numbers and dates say nothing either way
    if (isWordLike(token)) {
      words += 1;
      if (COMMON_WORDS.has(token.toLowerCase())) common += 1;
    } else {
      others += 1;
    }
  }
  const tokens = words + others;
  if (tokens === 0) return 0;
  const wordScore = words / tokens;
  const commonScore = Math.min(1, common / tokens / COMMON_WORD_SHARE);
  const languageScore = 0.7 * wordScore + 0.3 * commonScore;
  const lengthScore = Math.min(1, letters / FULL_LENGTH_LETTERS);

  return round(Math.max(0, Math.min(1, characterScore * (0.15 + 0.85 * languageScore) * lengthScore)));
}
