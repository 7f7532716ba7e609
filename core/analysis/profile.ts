/** Shared vocabulary of the job and resume readers: degrees, fields of study, seniority, years. */

export const DEGREE_LEVELS = ['none', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export function degreeRank(level: DegreeLevel): number {
  return DEGREE_LEVELS.indexOf(level);
}

const DEGREE_PATTERNS: { level: DegreeLevel; words: RegExp; abbreviations: RegExp }[] = [
  {
    level: 'doctorate',
    words: /\b(?:ph\.?\s?d\.?|doctorate|doctoral|doctor of|d\.phil)/i,
    abbreviations: /\b(?:MD|M\.D\.|PharmD|Pharm\.D\.|DNP|DPT|DVM|DDS|DMD|JD|J\.D\.|EdD|Ed\.D\.)(?![\w.])/,
  },
  {
    level: 'master',
    words: /\bmasters?'?s?\b(?! data management| service| agreement| scheduler)/i,
    abbreviations:
      /\b(?:MS|M\.S\.|MSc|M\.Sc\.?|MBA|M\.B\.A\.|MEng|M\.Eng\.?|MTech|M\.Tech\.?|MPH|MSN|MCS|MFA|MA|M\.A\.|MPA|MPP|MSW|MAcc|MSF)(?![\w.])(?!\s*(?:Office|Excel|Word|SQL|Project|Access|Teams|Dynamics|Azure|Outlook|Visio)\b)/,
  },
  {
    level: 'bachelor',
    words: /\bbachelors?'?s?\b|\bundergraduate degree\b/i,
    abbreviations:
      /\b(?:BS|B\.S\.|BSc|B\.Sc\.?|BA|B\.A\.|BE|B\.E\.|BEng|B\.Eng\.?|BTech|B\.Tech\.?|BBA|B\.B\.A\.|BSN|B\.Com|BCom|BCA|BFA|BArch)(?![\w.])/,
  },
  {
    level: 'associate',
    words: /\bassociate'?s? (?:degree|of)\b/i,
    abbreviations: /\b(?:AAS|A\.A\.S\.|ADN|AS|A\.S\.|AA|A\.A\.)(?![\w.])/,
  },
];

/** Every degree level named in a text, highest first. */
export function degreeLevelsIn(text: string): DegreeLevel[] {
  const levels: DegreeLevel[] = [];
  for (const { level, words, abbreviations } of DEGREE_PATTERNS) {
    if (words.test(text) || abbreviations.test(text)) levels.push(level);
  }
  return levels;
}

export const DEGREE_WORDS =
  /\b(?:degree|bachelor|master|ph\.?d|doctorate|BS\/MS|B\.S\.|M\.S\.|BS|MS|MBA|diploma|graduate of)\b/i;

/** Fields of study, each with the words that name it. */
export const FIELDS: { name: string; stem: boolean; pattern: RegExp }[] = [
  {
    name: 'computer science',
    stem: true,
    pattern:
      /\b(?:computer science|computer engineering|software engineering|computing|information technology|information systems|\bCS\b|data science|artificial intelligence)\b/i,
  },
  {
    name: 'electrical engineering',
    stem: true,
    pattern: /\b(?:electrical|electronics?|ECE|EE)\b(?: engineering)?/i,
  },
  { name: 'mechanical engineering', stem: true, pattern: /\b(?:mechanical|aerospace|mechatronics)\b/i },
  {
    name: 'civil engineering',
    stem: true,
    pattern: /\b(?:civil|structural|environmental|geotechnical) engineering\b/i,
  },
  { name: 'engineering', stem: true, pattern: /\bengineering\b/i },
  {
    name: 'mathematics',
    stem: true,
    pattern: /\b(?:mathematics|math|applied math|statistics|operations research)\b/i,
  },
  { name: 'physics', stem: true, pattern: /\bphysics\b/i },
  {
    name: 'finance',
    stem: false,
    pattern: /\b(?:finance|accounting|accountancy|economics|business administration|business|commerce)\b/i,
  },
  { name: 'nursing', stem: false, pattern: /\b(?:nursing|BSN|ADN|MSN)\b/i },
  {
    name: 'life sciences',
    stem: true,
    pattern:
      /\b(?:biology|biochemistry|chemistry|life sciences?|molecular|biomedical|bioengineering|microbiology|biotechnology|genetics|neuroscience|pharmacy|pharmaceutical)\b/i,
  },
  { name: 'medicine', stem: false, pattern: /\b(?:medicine|medical|MD|public health)\b/i },
  { name: 'education', stem: false, pattern: /\b(?:education|teaching|pedagogy)\b/i },
  { name: 'design', stem: false, pattern: /\b(?:design|human-computer interaction|HCI|fine arts)\b/i },
];

/** Fields counted as "STEM" / "technical" / "quantitative" when a posting accepts any of them. */
export const STEM_FIELDS = new Set([
  'computer science',
  'electrical engineering',
  'mechanical engineering',
  'civil engineering',
  'engineering',
  'mathematics',
  'physics',
  'life sciences',
]);

export function fieldsIn(text: string): string[] {
  return FIELDS.filter((field) => field.pattern.test(text)).map((field) => field.name);
}

export const SENIORITY_LEVELS = ['intern', 'junior', 'mid', 'senior', 'lead', 'executive'] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

const SENIORITY_PATTERNS: { level: Seniority; pattern: RegExp }[] = [
  { level: 'executive', pattern: /\b(?:director|head of|vp|vice president|chief|cto|cfo|ceo|partner)\b/i },
  { level: 'lead', pattern: /\b(?:lead|staff|principal|architect|manager|supervisor|distinguished)\b/i },
  { level: 'senior', pattern: /\b(?:senior|sr\.?|iii|level 3|experienced)\b/i },
  { level: 'junior', pattern: /\b(?:junior|jr\.?|entry[- ]level|associate|graduate|new grad|trainee|i)\b/i },
  { level: 'intern', pattern: /\b(?:intern|internship|co-op|apprentice)\b/i },
];

/** The seniority a title names; null when it names none (read as mid-level by the caller). */
export function seniorityOf(title: string): Seniority | null {
  for (const { level, pattern } of SENIORITY_PATTERNS) if (pattern.test(title)) return level;
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
};

const YEARS_PATTERN =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen)\s*\+?\s*(?:(?:-|to|or)\s*(?:\d{1,2})\s*\+?\s*)?(?:\(\d{1,2}\)\s*)?(?:years?|yrs?)\b(?:'s?)?(?:\s+(?:of|in|with))?(?:\s+[\w/+#.&,-]+){0,6}?\s+(?:experience|exp\b|background|track record|industry|working)/i;
const YEARS_SIMPLE =
  /\b(?:minimum|at least|min\.?)\s+(?:of\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:years?|yrs?)\b/i;

/** The years of experience a sentence asks for ('5+ years of experience', 'at least three years'). */
export function requiredYearsIn(sentence: string): number | null {
  if (!/\b(?:years?|yrs?)\b/i.test(sentence)) return null;
  const match = YEARS_PATTERN.exec(sentence) ?? YEARS_SIMPLE.exec(sentence);
  if (!match?.[1]) return null;
  const raw = match[1].toLowerCase();
  const value = NUMBER_WORDS[raw] ?? Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 && value <= 30 ? value : null;
}
