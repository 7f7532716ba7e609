import {
  CONTEXT_WORDS,
  getSkillDb,
  RELATED_CATEGORIES,
  type Skill,
  type SkillDb,
  type SkillSurface,
} from './skill-db.ts';
import type { PreparedText } from './text.ts';

/** One place a skill is named in a text. */
export type SkillMention = {
  skill: Skill;
  start: number;
  end: number;
  /** The words as written. */
  surface: string;
  /** 'Python 3' gives '3'; null without a version. */
  version: string | null;
  sentence: number;
  /** The job says it does not want it ('no Java required', 'Salesforce is not needed'). */
  negated: boolean;
};

type TrieNode = { children: Map<string, TrieNode>; ends: SkillSurface[] };

function newNode(): TrieNode {
  return { children: new Map(), ends: [] };
}

let trie: TrieNode | null = null;

function getTrie(db: SkillDb): TrieNode {
  if (trie) return trie;
  const root = newNode();
  for (const surface of db.surfaces) {
    let node = root;
    for (const char of surface.text.toLowerCase()) {
      let next = node.children.get(char);
      if (!next) {
        next = newNode();
        node.children.set(char, next);
      }
      node = next;
    }
    node.ends.push(surface);
  }
  trie = root;
  return root;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  // ASCII fast path: digits, upper and lower case letters.
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(char);
}

/** Where a name may start: not inside a word ("Django" holds no "go"), not after a dot inside a name. */
function isStartBoundary(lower: string, index: number): boolean {
  if (index === 0) return true;
  const before = lower[index - 1];
  if (isWordChar(before)) return false;
  // "asp.net": '.net' does not start after a word character and a dot; "c++" names its own '+'.
  if ((before === '.' || before === '+' || before === '#') && isWordChar(lower[index - 2])) return false;
  return true;
}

const VERSION_AFTER = /^ ?v?(\d{1,2}(?:\.\d{1,2}){0,2})(?![\d%])(?!\+? ?(?:years?|yrs?|months?)\b)/i;

/**
 * Where a name may end: not inside a word ("Java" is not in "JavaScript"), not before '+' or '#' ("C" is not
 * in "C++" or "C#"), not before '.' + letter ("Node" is not "Node.js"). Digits right after a name of three
 * or more characters are a version ("Python3", "Vue3").
 */
function endBoundary(lower: string, end: number, surfaceLength: number): boolean {
  const next = lower[end];
  if (next === undefined) return true;
  if (next === '+' || next === '#') return false;
  if (next === '.' && isWordChar(lower[end + 1])) return false;
  if (isWordChar(next)) {
    if (surfaceLength < 3 || !/\d/.test(next)) return false;
    const digits = /^\d{1,2}(?:\.\d{1,2})*/.exec(lower.slice(end));
    return digits !== null && !isWordChar(lower[end + digits[0].length]);
  }
  return true;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}

type Candidate = { start: number; end: number; surfaces: SkillSurface[] };

/** Longest match at each word start over the lower-cased, masked text. */
function scan(prepared: PreparedText, db: SkillDb): Candidate[] {
  const root = getTrie(db);
  const { lower, masked } = prepared;
  const found: Candidate[] = [];
  let i = 0;
  while (i < lower.length) {
    const first = lower[i];
    if (first === undefined || first === ' ' || first === '\n' || !isStartBoundary(lower, i)) {
      i += 1;
      continue;
    }
    let node: TrieNode | undefined = root;
    let j = i;
    const ends: { end: number; surfaces: SkillSurface[] }[] = [];
    while (node && j < lower.length) {
      const char: string = lower[j] ?? '';
      if (char === ' ' || char === '\n') {
        node = node.children.get(' ');
        while (lower[j + 1] === ' ' || lower[j + 1] === '\n') j += 1;
      } else {
        node = node.children.get(char);
      }
      j += 1;
      if (node && node.ends.length > 0) ends.push({ end: j, surfaces: node.ends });
    }
    let matched: Candidate | null = null;
    for (let k = ends.length - 1; k >= 0 && !matched; k -= 1) {
      const { end, surfaces } = ends[k] ?? { end: 0, surfaces: [] };
      if (!endBoundary(lower, end, end - i)) continue;
      const written = collapseSpaces(masked.slice(i, end));
      const passing = surfaces.filter((surface) => !surface.caseSensitive || surface.text === written);
      if (passing.length > 0) matched = { start: i, end, surfaces: passing };
    }
    if (matched) {
      found.push(matched);
      i = matched.end;
    } else {
      i += 1;
    }
  }
  return found;
}

const SKILL_CUE_BEFORE =
  /\b(?:proficien(?:t|cy)|experience[ds]?|expertise|knowledge|familiar(?:ity)?|fluen(?:t|cy)|skill(?:ed|s)?|certifi(?:ed|cation)|licensed?|using|languages?|tools?)\s*(?:in|with|of|using|as|:)?\s*(?:the\s+)?$/i;

const NEGATION_BEFORE =
  /\b(?:no|not|without|never|nor|don't need|do not need|no need for|excluding)\b(?:\s+[\w.+#/,-]+){0,3}\s*$/i;
const NOT_A_NEGATION_BEFORE =
  /\bnot (?:only|just|limited to|necessarily|least)\b|\bno (?:later|less|more|fewer) than\b/i;
const NEGATION_AFTER =
  /^[^.;:]{0,30}?\b(?:is|are)\s+not\s+(?:required|needed|necessary|a requirement|mandatory)\b|^\s*(?:experience\s+)?(?:is\s+)?(?:not required|not needed|not necessary|unnecessary)\b/i;

function isNegated(prepared: PreparedText, start: number, end: number, sentenceIndex: number): boolean {
  const sentence = prepared.sentences[sentenceIndex];
  if (!sentence) return false;
  const before = prepared.text.slice(Math.max(sentence.start, start - 40), start);
  const after = prepared.text.slice(end, Math.min(sentence.end, end + 50));
  if (NEGATION_BEFORE.test(before) && !NOT_A_NEGATION_BEFORE.test(before)) return true;
  return NEGATION_AFTER.test(after);
}

/** The sentences that vouch for an ambiguous word: its own, plus neighbouring short list lines. */
function contextSentences(
  prepared: PreparedText,
  sentenceIndex: number,
  byLine: Map<number, number[]>,
): number[] {
  const sentence = prepared.sentences[sentenceIndex];
  if (!sentence) return [];
  const indexes = [sentenceIndex];
  const line = prepared.lines[sentence.line];
  if (line && line.text.length <= SHORT_LINE) {
    for (const neighbour of [sentence.line - 1, sentence.line + 1]) {
      if ((prepared.lines[neighbour]?.text.length ?? SHORT_LINE + 1) <= SHORT_LINE) {
        indexes.push(...(byLine.get(neighbour) ?? []));
      }
    }
  }
  return indexes;
}

/** A line this short is a list item or a heading; its neighbours of the same kind share its context. */
const SHORT_LINE = 40;

/** Sentences with related skills a document needs before a bare list item counts as a skill. */
const MIN_DOCUMENT_CONTEXT = 3;

export type ExtractOptions = { detectNegation: boolean };

/**
 * Every skill mention in a prepared text. Ambiguous words (Go, R, C, Swift, Excel, RN, CV ...) are kept
 * only when a related skill, a field word or a skill cue stands with them; when the same word names
 * skills in two fields, the first field with context wins.
 */
export function extractSkillMentions(prepared: PreparedText, options: ExtractOptions): SkillMention[] {
  const db = getSkillDb();
  const candidates = scan(prepared, db);
  const plainBySentence = new Map<number, Set<string>>();
  for (const candidate of candidates) {
    if (candidate.surfaces.some((surface) => !surface.needsContext)) {
      const sentence = prepared.sentenceAt[candidate.start] ?? -1;
      const categories = plainBySentence.get(sentence) ?? new Set<string>();
      for (const surface of candidate.surfaces) {
        if (!surface.needsContext) categories.add(db.skills[surface.skillId]?.category ?? '');
      }
      plainBySentence.set(sentence, categories);
    }
  }

  // A bullet or list item that is only the word ("- Rust") takes the whole text as its context.
  const documentCategories = new Map<string, number>();
  for (const categories of plainBySentence.values()) {
    for (const category of categories)
      documentCategories.set(category, (documentCategories.get(category) ?? 0) + 1);
  }

  const sentencesByLine = new Map<number, number[]>();
  for (const sentence of prepared.sentences) {
    const list = sentencesByLine.get(sentence.line) ?? [];
    list.push(sentence.index);
    sentencesByLine.set(sentence.line, list);
  }

  const mentions: SkillMention[] = [];
  for (const candidate of candidates) {
    const sentence = prepared.sentenceAt[candidate.start] ?? -1;
    if (sentence < 0) continue;
    let chosen: Skill | undefined;
    const plain = candidate.surfaces.find((surface) => !surface.needsContext);
    if (plain) {
      chosen = db.skills[plain.skillId];
    } else {
      const nearby = contextSentences(prepared, sentence, sentencesByLine);
      const before = prepared.text.slice(
        Math.max(prepared.sentences[sentence]?.start ?? 0, candidate.start - 40),
        candidate.start,
      );
      for (const surface of candidate.surfaces) {
        const skill = db.skills[surface.skillId];
        if (!skill) continue;
        const related = RELATED_CATEGORIES[skill.category];
        const hasRelatedSkill = nearby.some((index) =>
          related.some((category) => plainBySentence.get(index)?.has(category)),
        );
        const hasFieldWord = nearby.some((index) => {
          const text = prepared.sentences[index]?.text ?? '';
          return related.some((category) => CONTEXT_WORDS[category].test(text));
        });
        const line = prepared.lines[prepared.sentences[sentence]?.line ?? -1];
        const isListItem =
          line !== undefined &&
          (line.isList ||
            (line.isBullet &&
              line.text.replace(/[.,;:!]+$/, '').trim().length <= candidate.end - candidate.start + 12));
        const documentAgrees =
          isListItem &&
          related.reduce((sum, category) => sum + (documentCategories.get(category) ?? 0), 0) >=
            MIN_DOCUMENT_CONTEXT;
        if (hasRelatedSkill || hasFieldWord || SKILL_CUE_BEFORE.test(before) || documentAgrees) {
          chosen = skill;
          break;
        }
      }
    }
    if (!chosen) continue;
    const versionMatch = VERSION_AFTER.exec(prepared.masked.slice(candidate.end, candidate.end + 12));
    mentions.push({
      skill: chosen,
      start: candidate.start,
      end: candidate.end,
      surface: prepared.text.slice(candidate.start, candidate.end),
      version: versionMatch?.[1] ?? null,
      sentence,
      negated: options.detectNegation ? isNegated(prepared, candidate.start, candidate.end, sentence) : false,
    });
  }
  return mentions;
}
