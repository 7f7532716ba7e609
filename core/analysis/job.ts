import { extractSkillMentions, type SkillMention } from './extract.ts';
import {
  DEGREE_WORDS,
  degreeLevelsIn,
  degreeRank,
  fieldsIn,
  requiredYearsIn,
  seniorityOf,
  type DegreeLevel,
  type Seniority,
} from './profile.ts';
import type { Skill } from './skill-db.ts';
import { normalizeText, prepareText, stem, type PreparedText } from './text.ts';

export type RequirementLevel = 'required' | 'preferred';
type SectionKind = RequirementLevel | 'responsibilities' | 'ignored' | 'none';

export type JobSkill = {
  skill: Skill;
  level: RequirementLevel;
  /** The sentence that asks for it (the first one at its level). */
  sentence: string;
  version: string | null;
  /** How the posting writes it ('Kubernetes'), for suggestions that use the job's own term. */
  surface: string;
  /** First position in the posting: the order skills are shown and points are shared out in. */
  order: number;
};

export type Knockout = { kind: 'no_sponsorship' | 'citizenship' | 'clearance'; sentence: string };

export type JobKeyword = { stem: string; word: string; count: number; sentence: string; order: number };

export type JobProfile = {
  title: string;
  prepared: PreparedText;
  skills: JobSkill[];
  negatedSkills: { skill: Skill; sentence: string }[];
  requiredYears: { years: number; sentence: string } | null;
  seniority: Seniority | null;
  degree: {
    required: DegreeLevel;
    preferred: DegreeLevel;
    fields: string[];
    acceptsRelatedField: boolean;
    acceptsEquivalentExperience: boolean;
    sentence: string;
  } | null;
  knockouts: Knockout[];
  keywords: JobKeyword[];
  titleWords: string[];
};

const REQUIRED_HEADING =
  /^(?:(?:minimum|basic|required|key|core|essential|technical|your|job|the)\s+)*(?:requirements?|qualifications?|skills?(?:\s+(?:and|&)\s+(?:experience|qualifications|abilities))?|must[- ]haves?|experience|competencies|profile|background)\b|^what (?:we're|we are|we'?re) looking for|^what you(?:'ll)? (?:need|bring|have)|^who you are|^you (?:have|bring|are|will have)|^about you|^(?:the )?ideal candidate|^to be successful|^you should have/i;
const PREFERRED_HEADING =
  /^(?:nice[- ]to[- ]haves?|(?:preferred|desired|desirable|additional|bonus)(?:\s+(?:qualifications?|skills?|experience|requirements?))?|bonus points|pluses|plus|good to have|extra credit|it'?s a plus|even better|ways to stand out|optional)\b/i;
const RESPONSIBILITY_HEADING =
  /^(?:(?:key|main|primary|your|job)\s+)?(?:responsibilities|duties)\b|^what you(?:'ll| will) do|^(?:about )?the role|^your role|^in this role|^day[- ]to[- ]day|^the (?:job|position|opportunity)|^role overview|^job (?:summary|description)/i;
const IGNORED_HEADING =
  /^(?:about (?:us|the company|the team|[A-Z][\w&.-]+)|who we are|our (?:company|team|values|mission|culture|story)|benefits|perks|what we offer|compensation|salary|pay|equal (?:employment )?opportunity|eeo|why (?:join|work)|location|how to apply|our commitment|diversity)\b/i;

const PREFERRED_CUE =
  /\b(?:preferred|nice[- ]to[- ]have|a plus|is a plus|are a plus|plus\b|bonus|desirable|desired|ideally|advantage(?:ous)?|familiarity with|exposure to|good to have|optional|would be great|not required but|appreciated)\b/i;
const REQUIRED_CUE =
  /\b(?:must|required|requires?|requirement|need to have|needs? to|minimum|at least|strong|solid|proficien\w*|expert\w*|deep|hands-on|demonstrated|proven|\d+\+? years?)\b/i;

const KNOCKOUTS: { kind: Knockout['kind']; pattern: RegExp }[] = [
  {
    kind: 'no_sponsorship',
    pattern:
      /\b(?:unable|not able|cannot|can ?not|can't|will not|won't|do(?:es)? not|don't|doesn't|are not able)\s+(?:to\s+)?(?:offer\s+|provide\s+|support\s+)?(?:visa\s+|h-?1b\s+)?sponsor(?:ship)?|\bno\s+(?:visa\s+|h-?1b\s+|immigration\s+)?sponsorship\b|\bsponsorship\s+(?:is\s+)?not\s+(?:available|offered|provided)\b|\bwithout\s+(?:the\s+need\s+for\s+)?(?:current\s+or\s+future\s+)?(?:visa\s+)?sponsorship\b/i,
  },
  {
    kind: 'citizenship',
    pattern:
      /\b(?:U\.?S\.?|United States)\s+citizens?(?:hip)?\s+(?:only|is required|required)\b|\bmust\s+be\s+(?:a\s+)?(?:U\.?S\.?|United States)\s+citizen\b|\bcitizens?\s+only\b|\bgreen card holders? only\b|\bcitizenship\s+(?:is\s+)?required\b/i,
  },
  {
    kind: 'clearance',
    pattern:
      /\b(?:(?:active|current|secret|top secret|ts\/sci|ts|dod|security)\s+)+clearance\s+(?:is\s+)?(?:required|needed|mandatory)\b|\b(?:must|required to|able to)\s+(?:have|hold|obtain|maintain)\s+(?:an?\s+)?(?:active\s+)?(?:secret|top secret|ts\/sci|security|government)\s+(?:security\s+)?clearance\b|\brequires?\s+(?:an?\s+)?(?:active\s+)?(?:secret|top secret|ts\/sci|security)\s+clearance\b/i,
  },
];

/** Words too common in postings to say anything about the job. */
const STOP_WORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off
on once only or other our ours out over own same she should so some such than that the their theirs them then
there these they this those through to too under until up very was we were what when where which while who
whom why will with would you your yours ability able about across work working works team teams role roles
position job jobs candidate candidates company opportunity opportunities experience experienced years year
skills skill strong excellent good great knowledge understanding including include includes etc responsible
responsibilities requirements required requirement preferred qualifications qualified plus bonus must
need needs needed using use used within across well new help helps helping make makes making based
related relevant equivalent degree bachelor master field fields environment environments day days time
looking join joining apply applicant applicants benefits salary pay range status employer equal
opportunity gender race color religion national origin disability veteran sexual orientation identity
level senior junior lead principal staff intern associate minimum least ideal ideally full part remote
hybrid onsite office location locations united states us usa city state per hour hours week weeks month
world best every across other others want wants like love build building built create creating
support supporting provide providing ensure ensuring develop developing developed deliver delivering
across multiple various several including ability proven demonstrated hands excellent communication
written verbal collaborate collaboration collaborative cross functional closely partner partners
stakeholders effectively independently fast paced passionate passion mission people culture values
sponsorship visa h1b sponsor authorized authorization eligible eligibility`.split(/\s+/),
);

function headingKind(lineText: string): SectionKind | null {
  const text = lineText
    .replace(/^[#*_\s]+|[*_:\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || text.length > 60 || text.split(' ').length > 9 || /[.!?]$/.test(text)) return null;
  if (PREFERRED_HEADING.test(text)) return 'preferred';
  if (IGNORED_HEADING.test(text)) return 'ignored';
  if (RESPONSIBILITY_HEADING.test(text)) return 'responsibilities';
  if (REQUIRED_HEADING.test(text)) return 'required';
  return null;
}

/** The level a sentence asks at: its section's, unless a cue phrase in it says otherwise. */
function levelOf(section: SectionKind, sentence: string): RequirementLevel | null {
  if (section === 'ignored') return null;
  if (PREFERRED_CUE.test(sentence)) return 'preferred';
  if (section === 'preferred')
    return REQUIRED_CUE.test(sentence) && /\b(?:must|required)\b/i.test(sentence) ? 'required' : 'preferred';
  return 'required';
}

function sectionsOf(prepared: PreparedText): SectionKind[] {
  const kinds: SectionKind[] = [];
  let current: SectionKind = 'none';
  for (const line of prepared.lines) {
    const heading = headingKind(line.text);
    if (heading) {
      current = heading;
      kinds.push(current);
      continue;
    }
    // "Nice to have: Kafka, Go" states its own level for that line only.
    const inline = /^([^:]{2,50}):\s*\S/.exec(line.text);
    kinds.push((inline?.[1] ? headingKind(inline[1]) : null) ?? current);
  }
  return kinds;
}

const TITLE_STOP =
  /^(?:and|or|of|the|for|with|to|in|at|i|ii|iii|iv|remote|hybrid|sr|jr|senior|junior|lead|staff|principal)$/i;

/** Reads a posting: skills with their level and sentence, years, degree, knock-outs and keywords. */
export function readJob(options: { title: string; description: string }): JobProfile {
  const title = normalizeText(options.title).replace(/\s+/g, ' ').trim();
  const text = `${title}\n${options.description}`;
  const prepared = prepareText(text);
  const sectionOfLine = sectionsOf(prepared);
  const sentenceLevels = prepared.sentences.map((sentence) =>
    sentence.line === 0 ? 'required' : levelOf(sectionOfLine[sentence.line] ?? 'none', sentence.text),
  );

  const mentions = extractSkillMentions(prepared, { detectNegation: true });
  const bySkill = new Map<number, { skill: JobSkill | null; mentions: SkillMention[] }>();
  for (const mention of mentions) {
    const entry = bySkill.get(mention.skill.id) ?? { skill: null, mentions: [] };
    entry.mentions.push(mention);
    bySkill.set(mention.skill.id, entry);
    const level = sentenceLevels[mention.sentence];
    if (mention.negated || !level) continue;
    const sentence = prepared.sentences[mention.sentence]?.text ?? '';
    const current = entry.skill;
    if (!current) {
      entry.skill = {
        skill: mention.skill,
        level,
        sentence,
        version: mention.version,
        surface: mention.surface,
        order: mention.start,
      };
    } else if (current.level === 'preferred' && level === 'required') {
      entry.skill = { ...current, level, sentence, version: current.version ?? mention.version };
    } else if (!current.version && mention.version) {
      entry.skill = { ...current, version: mention.version };
    }
  }
  const skills: JobSkill[] = [];
  const negatedSkills: JobProfile['negatedSkills'] = [];
  for (const entry of bySkill.values()) {
    if (entry.skill) skills.push(entry.skill);
    else {
      const negated = entry.mentions.find((mention) => mention.negated);
      if (negated) {
        negatedSkills.push({
          skill: negated.skill,
          sentence: prepared.sentences[negated.sentence]?.text ?? '',
        });
      }
    }
  }
  skills.sort((a, b) => a.order - b.order);

  let requiredYears = null as JobProfile['requiredYears'];
  let degree = null as JobProfile['degree'];
  const knockouts: Knockout[] = [];
  for (const sentence of prepared.sentences) {
    const level = sentenceLevels[sentence.index];
    const mayKnockOut = /sponsor|citizen|clearance|green card/i.test(sentence.text);
    for (const { kind, pattern } of mayKnockOut ? KNOCKOUTS : []) {
      if (pattern.test(sentence.text) && !knockouts.some((k) => k.kind === kind)) {
        knockouts.push({ kind, sentence: sentence.text });
      }
    }
    if (!level) continue;
    const years = level === 'required' ? requiredYearsIn(sentence.text) : null;
    if (years !== null && (!requiredYears || years > requiredYears.years) && years <= 15) {
      requiredYears = { years, sentence: sentence.text };
    }
    if (DEGREE_WORDS.test(sentence.text)) {
      const levels = degreeLevelsIn(sentence.text);
      if (levels.length === 0 && !/\bdegree\b/i.test(sentence.text)) continue;
      const lowest = levels.length > 0 ? levels[levels.length - 1] : 'bachelor';
      const highest = levels.length > 0 ? levels[0] : 'bachelor';
      const fields = fieldsIn(sentence.text);
      const acceptsRelated =
        /\b(?:related|similar|relevant|technical|quantitative|stem|scientific)\b(?:\s+\w+)?\s*(?:field|discipline|area|degree)/i.test(
          sentence.text,
        );
      const acceptsEquivalent = /\bequivalent\b|\bor (?:comparable|relevant|practical) experience\b/i.test(
        sentence.text,
      );
      if (!degree) {
        degree = {
          required: level === 'required' && lowest ? lowest : 'none',
          preferred: highest ?? 'none',
          fields,
          acceptsRelatedField: acceptsRelated,
          acceptsEquivalentExperience: acceptsEquivalent,
          sentence: sentence.text,
        };
      } else {
        if (level === 'preferred' && highest && degreeRank(highest) > degreeRank(degree.preferred)) {
          degree = { ...degree, preferred: highest };
        }
        if (level === 'required' && degree.required === 'none' && lowest) {
          degree = {
            ...degree,
            required: lowest,
            sentence: sentence.text,
            fields: fields.length ? fields : degree.fields,
          };
        }
      }
    }
  }

  const keywords = extractKeywords(prepared, sentenceLevels, mentions, title);
  const titleWords = Array.from(
    new Set(
      (title.toLowerCase().match(/[a-z][a-z+#.-]{2,}/g) ?? [])
        .filter((word) => !TITLE_STOP.test(word) && !STOP_WORDS.has(word))
        .map(stem),
    ),
  );
  return {
    title,
    prepared,
    skills,
    negatedSkills,
    requiredYears,
    seniority: seniorityOf(title),
    degree,
    knockouts,
    keywords,
    titleWords,
  };
}

export const MAX_KEYWORDS = 12;

/**
 * The posting's own words that no skill covers ("payments", "underwriting", "pediatric"): content words
 * used at least twice, or in the title, most frequent first. Repeats in the resume earn nothing more.
 */
function extractKeywords(
  prepared: PreparedText,
  sentenceLevels: (RequirementLevel | null)[],
  mentions: SkillMention[],
  title: string,
): JobKeyword[] {
  const covered = new Uint8Array(prepared.text.length);
  for (const mention of mentions) covered.fill(1, mention.start, mention.end);
  const skillStems = new Set(
    mentions.flatMap((mention) => mention.skill.name.toLowerCase().split(/\s+/).map(stem)),
  );
  const titleStems = new Set((title.toLowerCase().match(/[a-z]{4,}/g) ?? []).map(stem));
  const found = new Map<string, JobKeyword & { words: Map<string, number> }>();
  for (const sentence of prepared.sentences) {
    if (sentenceLevels[sentence.index] === null) continue;
    const pattern = /[A-Za-z][A-Za-z-]{3,}/g;
    const segment = prepared.masked.slice(sentence.start, sentence.end);
    for (const match of segment.matchAll(pattern)) {
      const offset = sentence.start + match.index;
      if (covered[offset]) continue;
      const word = match[0].replace(/-+$/, '');
      const lower = word.toLowerCase();
      if (STOP_WORDS.has(lower) || lower.length < 4) continue;
      const key = stem(lower);
      if (skillStems.has(key) || STOP_WORDS.has(key)) continue;
      const entry = found.get(key) ?? {
        stem: key,
        word: lower,
        count: 0,
        sentence: sentence.text,
        order: offset,
        words: new Map<string, number>(),
      };
      entry.count += 1;
      entry.words.set(lower, (entry.words.get(lower) ?? 0) + 1);
      found.set(key, entry);
    }
  }
  return Array.from(found.values())
    .filter((entry) => entry.count >= 2 || titleStems.has(entry.stem))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_KEYWORDS)
    .map((entry) => {
      const word = Array.from(entry.words.entries()).sort(
        (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
      )[0]?.[0];
      return {
        stem: entry.stem,
        word: word ?? entry.word,
        count: entry.count,
        sentence: entry.sentence,
        order: entry.order,
      };
    })
    .sort((a, b) => a.order - b.order);
}
