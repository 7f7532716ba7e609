import { extractSkillMentions, type SkillMention } from './extract.ts';
import {
  degreeLevelsIn,
  degreeRank,
  fieldsIn,
  seniorityOf,
  type DegreeLevel,
  type Seniority,
} from './profile.ts';
import { prepareText, type PreparedText } from './text.ts';

export type ResumeSection =
  | 'header'
  | 'summary'
  | 'experience'
  | 'projects'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'other'
  | 'body';

/** Evidence: named in a role or project (or a certificate); listed: only in a skills list, summary or header. */
export type MentionKind = 'evidence' | 'listed';

export type ResumeMention = SkillMention & { section: ResumeSection; kind: MentionKind; lineText: string };

export type Role = {
  /** The heading lines of the role (title, employer) without the dates. */
  title: string;
  startMonth: number;
  endMonth: number;
  months: number;
  firstLine: number;
  lastLine: number;
  dateText: string;
};

/** A statement in a role or project, joined back together when the text wrapped it over lines. */
export type Bullet = { index: number; lastLine: number; start: number; end: number; text: string };

export type ResumeProfile = {
  prepared: PreparedText;
  sectionOfLine: ResumeSection[];
  sections: ResumeSection[];
  mentions: ResumeMention[];
  roles: Role[];
  totalMonths: number;
  degree: { level: DegreeLevel; text: string } | null;
  fields: string[];
  educationText: string;
  bullets: Bullet[];
};

const SECTION_HEADINGS: { section: ResumeSection; pattern: RegExp }[] = [
  {
    section: 'summary',
    pattern:
      /^(?:professional |career |executive )?(?:summary|profile|objective|about me|overview|highlights)$/i,
  },
  {
    section: 'experience',
    pattern:
      /^(?:(?:professional|work|relevant|industry|employment|career|clinical|teaching|research)\s+)*(?:experience|history|employment|background)(?:\s+history)?$|^(?:work|employment) history$|^positions held$/i,
  },
  { section: 'projects', pattern: /^(?:(?:selected|key|personal|academic|technical)\s+)?projects$/i },
  {
    section: 'education',
    pattern: /^(?:education|academic background|academics|education (?:and|&) training|degrees)$/i,
  },
  {
    section: 'skills',
    pattern:
      /^(?:(?:technical|core|key|relevant|professional|computer|software)\s+)?(?:skills|competencies|expertise|technologies|tools|proficiencies|skill set|tech stack)(?:\s+(?:and|&)\s+(?:tools|technologies|interests|certifications))?$/i,
  },
  {
    section: 'certifications',
    pattern:
      /^(?:certifications?|licen[cs]es?(?:\s+(?:and|&)\s+certifications?)?|certifications?\s+(?:and|&)\s+licen[cs]es?|credentials)$/i,
  },
  {
    section: 'other',
    pattern:
      /^(?:publications|awards|honors|honours|volunteer(?:ing| experience)?|interests|languages|references|activities|leadership|affiliations|memberships|patents|presentations|courses|coursework)$/i,
  },
];

function sectionHeading(text: string): ResumeSection | null {
  const clean = text
    .replace(/^[#*_\s]+|[*_:\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || clean.length > 45) return null;
  for (const { section, pattern } of SECTION_HEADINGS) if (pattern.test(clean)) return section;
  return null;
}

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE_POINT = `(?:${MONTH_NAME}\\.?,?\\s*(?:'\\d{2}|\\d{4})|\\d{1,2}\\s*/\\s*\\d{4}|\\d{4}\\s*[-/.]\\s*\\d{1,2}(?!\\d)|(?:19|20)\\d{2})`;
const DATE_END = `(?:${DATE_POINT}|present|current|now|today|to date|ongoing)`;
const DATE_RANGE = new RegExp(`(${DATE_POINT})\\s*(?:-|to|until|through|thru|~)\\s*(${DATE_END})`, 'i');

type MonthPoint = { month: number; precise: boolean };

function parsePoint(raw: string, todayMonth: number): MonthPoint | null {
  const text = raw.toLowerCase().trim();
  if (/^(?:present|current|now|today|to date|ongoing)$/.test(text))
    return { month: todayMonth, precise: true };
  const named = /^([a-z]+)\.?,?\s*('?\d{2}|\d{4})$/.exec(text);
  if (named?.[1] && named[2]) {
    const month = MONTHS[named[1].slice(0, named[1].startsWith('sept') ? 4 : 3)];
    let year = Number.parseInt(named[2].replace("'", ''), 10);
    if (named[2].startsWith("'")) year += year > 50 ? 1900 : 2000;
    return month === undefined ? null : { month: year * 12 + month, precise: true };
  }
  const slash = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(text);
  if (slash?.[1] && slash[2]) {
    const month = Number.parseInt(slash[1], 10);
    return month >= 1 && month <= 12
      ? { month: Number.parseInt(slash[2], 10) * 12 + month - 1, precise: true }
      : null;
  }
  const iso = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(text);
  if (iso?.[1] && iso[2]) {
    const month = Number.parseInt(iso[2], 10);
    return month >= 1 && month <= 12
      ? { month: Number.parseInt(iso[1], 10) * 12 + month - 1, precise: true }
      : null;
  }
  const year = /^(\d{4})$/.exec(text);
  if (year?.[1]) return { month: Number.parseInt(year[1], 10) * 12, precise: false };
  return null;
}

/** Months covered by a set of [start, end) intervals, overlaps counted once. */
export function mergedMonths(intervals: { start: number; end: number }[]): number {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start || a.end - b.end);
  let total = 0;
  let currentStart = -1;
  let currentEnd = -1;
  for (const { start, end } of sorted) {
    if (start > currentEnd) {
      total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else if (end > currentEnd) {
      currentEnd = end;
    }
  }
  total += currentEnd - currentStart;
  return total;
}

/** 'YYYY-MM-DD' to a month number (year * 12 + month index). */
export function monthOf(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match?.[1] || !match[2]) throw new Error(`expected a YYYY-MM-DD date, got ${isoDate}`);
  return Number.parseInt(match[1], 10) * 12 + Number.parseInt(match[2], 10) - 1;
}

export function formatMonth(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

function findRoles(prepared: PreparedText, sectionOfLine: ResumeSection[], todayMonth: number): Role[] {
  const hasExperience = sectionOfLine.includes('experience');
  const dated: { line: number; start: number; end: number; dateText: string }[] = [];
  for (const line of prepared.lines) {
    const section = sectionOfLine[line.index];
    const counts = hasExperience
      ? section === 'experience'
      : section !== 'education' && section !== 'certifications';
    if (!counts) continue;
    const match = DATE_RANGE.exec(line.text);
    if (!match?.[1] || !match[2]) continue;
    const start = parsePoint(match[1], todayMonth);
    const end = parsePoint(match[2], todayMonth);
    if (!start || !end) continue;
    const endExclusive = end.precise ? end.month + 1 : end.month === start.month ? end.month + 12 : end.month;
    const clippedEnd = Math.min(endExclusive, todayMonth + 1);
    if (clippedEnd <= start.month || todayMonth - start.month > 50 * 12) continue;
    dated.push({ line: line.index, start: start.month, end: clippedEnd, dateText: match[0] });
  }
  const roles: Role[] = [];
  let previousEnd = -1;
  for (let k = 0; k < dated.length; k += 1) {
    const current = dated[k];
    if (!current) continue;
    // The role's heading: up to two non-bullet lines above the dates (title, employer).
    let first = current.line;
    while (
      first - 1 > previousEnd &&
      current.line - (first - 1) <= 2 &&
      prepared.lines[first - 1]?.text &&
      !prepared.lines[first - 1]?.isBullet &&
      sectionHeading(prepared.lines[first - 1]?.text ?? '') === null
    ) {
      first -= 1;
    }
    const next = dated[k + 1];
    let last = next ? next.line - 1 : prepared.lines.length - 1;
    if (next) {
      // Leave the next role's heading lines to it.
      while (last > current.line && next.line - last <= 2 && !prepared.lines[last]?.isBullet) last -= 1;
    }
    while (last > current.line && sectionOfLine[last] !== sectionOfLine[current.line]) last -= 1;
    const headingLines = prepared.lines.slice(first, current.line + 1).map((line) => line.text);
    const title = headingLines
      .join(' | ')
      .replace(current.dateText, '')
      .replace(/\s*[|,–-]\s*$/g, '')
      .replace(/^\s*[|,–-]\s*/g, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    roles.push({
      title,
      startMonth: current.start,
      endMonth: current.end,
      months: current.end - current.start,
      firstLine: first,
      lastLine: last,
      dateText: current.dateText,
    });
    previousEnd = last;
  }
  return roles;
}

/** Reads a resume: sections, skill mentions with where they stand, dated roles, degree. */
export function readResume(text: string, today: string): ResumeProfile {
  const prepared = prepareText(text);
  const todayMonth = monthOf(today);
  const sectionOfLine: ResumeSection[] = [];
  let current: ResumeSection | null = null;
  const seen = new Set<ResumeSection>();
  for (const line of prepared.lines) {
    const heading = sectionHeading(line.text);
    if (heading) {
      current = heading;
      seen.add(heading);
    }
    sectionOfLine.push(current ?? 'header');
  }
  // A resume with no headings at all is one body of text.
  if (seen.size === 0) sectionOfLine.fill('body');

  const mentions: ResumeMention[] = extractSkillMentions(prepared, { detectNegation: false }).map(
    (mention) => {
      const sentence = prepared.sentences[mention.sentence];
      const line = prepared.lines[sentence?.line ?? 0];
      const inlineSkills = line
        ? /^(?:technical\s+)?(?:skills|technologies|tools|languages|frameworks|tech stack)\s*:/i.test(
            line.text,
          )
        : false;
      let section = sectionOfLine[line?.index ?? 0] ?? 'body';
      if (inlineSkills && section !== 'experience' && section !== 'projects') section = 'skills';
      const isEvidence =
        section === 'experience' ||
        section === 'projects' ||
        section === 'certifications' ||
        (section === 'body' && !(line?.isList ?? false) && !inlineSkills);
      return { ...mention, section, kind: isEvidence ? 'evidence' : 'listed', lineText: line?.text ?? '' };
    },
  );

  const roles = findRoles(prepared, sectionOfLine, todayMonth);
  const totalMonths = mergedMonths(roles.map((role) => ({ start: role.startMonth, end: role.endMonth })));

  const educationLines = prepared.lines.filter(
    (line) => sectionOfLine[line.index] === 'education' && sectionHeading(line.text) === null,
  );
  const educationText = (educationLines.length > 0 ? educationLines : prepared.lines)
    .map((line) => line.text)
    .join('\n');
  let degree: ResumeProfile['degree'] = null;
  for (const line of educationLines.length > 0 ? educationLines : prepared.lines) {
    const levels = degreeLevelsIn(line.text);
    const top = levels[0];
    if (top && (!degree || degreeRank(top) > degreeRank(degree.level)))
      degree = { level: top, text: line.text };
  }
  const bullets: Bullet[] = [];
  for (const line of prepared.lines) {
    const section = sectionOfLine[line.index];
    const isStatement =
      (section === 'experience' || section === 'projects' || section === 'body') &&
      line.text.length >= 25 &&
      !line.isList &&
      !DATE_RANGE.test(line.text) &&
      (line.isBullet || /^[A-Z][a-z]+(?:ed|d)\b/.test(line.text));
    if (!isStatement) continue;
    // A bullet wrapped over several lines (PDF text) continues on lines that are not bullets themselves
    // and do not start a new sentence.
    let last = line.index;
    const parts = [line.text];
    for (let next = line.index + 1; next < prepared.lines.length; next += 1) {
      const following = prepared.lines[next];
      if (
        !following?.text ||
        following.isBullet ||
        sectionOfLine[next] !== section ||
        !/^[a-z0-9(]/.test(following.text) ||
        /[.!?]$/.test(parts[parts.length - 1] ?? '')
      ) {
        break;
      }
      parts.push(following.text);
      last = next;
    }
    bullets.push({
      index: line.index,
      lastLine: last,
      start: line.start,
      end: prepared.lines[last]?.end ?? line.end,
      text: parts.join(' '),
    });
  }
  return {
    prepared,
    sectionOfLine,
    sections: SECTION_HEADINGS.map((entry) => entry.section).filter(
      (section, index, all) => seen.has(section) && all.indexOf(section) === index,
    ),
    mentions,
    roles,
    totalMonths,
    degree,
    fields: degree ? fieldsIn(educationText) : [],
    educationText,
    bullets,
  };
}

/** The most senior level among the given roles' titles; null when no title names one. */
export function senioritiesOf(roles: Role[]): { level: Seniority | null; title: string } | null {
  const latest = [...roles].sort((a, b) => b.endMonth - a.endMonth || b.startMonth - a.startMonth)[0];
  if (!latest) return null;
  return { level: seniorityOf(latest.title), title: latest.title };
}
