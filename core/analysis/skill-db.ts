import { BUSINESS_SKILLS } from './skills/business.ts';
import { CLOUD_SKILLS } from './skills/cloud.ts';
import { DATA_SKILLS } from './skills/data.ts';
import { ENGINEERING_SKILLS } from './skills/engineering.ts';
import { HEALTH_SCIENCE_SKILLS } from './skills/health.ts';
import { SECURITY_SKILLS } from './skills/security.ts';
import { SOFTWARE_SKILLS } from './skills/software.ts';

export const SKILL_CATEGORIES = [
  'software',
  'data',
  'cloud',
  'security',
  'hardware',
  'design',
  'finance',
  'healthcare',
  'mechanical',
  'electrical',
  'civil',
  'lab',
  'research',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export type Skill = { id: number; name: string; category: SkillCategory };

/** One way of writing a skill. `text` is lower case unless `caseSensitive`. */
export type SkillSurface = {
  skillId: number;
  text: string;
  caseSensitive: boolean;
  needsContext: boolean;
};

/**
 * Fields whose skills vouch for an ambiguous word of another field: 'Go' next to Kubernetes is the
 * language, 'RN' next to BLS is the licence.
 */
export const RELATED_CATEGORIES: Record<SkillCategory, readonly SkillCategory[]> = {
  software: ['software', 'data', 'cloud', 'security', 'hardware'],
  data: ['software', 'data', 'cloud', 'finance', 'research', 'lab'],
  cloud: ['software', 'data', 'cloud', 'security'],
  security: ['software', 'cloud', 'security'],
  hardware: ['software', 'hardware', 'electrical'],
  design: ['design', 'software'],
  finance: ['finance', 'data'],
  healthcare: ['healthcare', 'lab'],
  mechanical: ['mechanical', 'electrical', 'civil', 'hardware'],
  electrical: ['electrical', 'hardware', 'mechanical'],
  civil: ['civil', 'mechanical'],
  lab: ['lab', 'healthcare', 'research'],
  research: ['research', 'lab', 'data'],
};

/** Field words that make an ambiguous skill word of that field believable in a sentence. */
export const CONTEXT_WORDS: Record<SkillCategory, RegExp> = {
  software:
    /\b(programming|programmer|languages?|developers?|development|software|code|coding|backend|back-end|frontend|front-end|full[- ]stack|framework|compiler|scripting|microservices?|apis?|ios|mobile app|web app|game engine|3d|xcode|apple)\b/i,
  data: /\b(statistic(s|al)?|data|analytics|modeling|modelling|machine learning|ggplot|tidyverse|cran|spreadsheets?|pivot tables?|vlookup|macros?|formulas?|image|vision|detection|recognition|pipelines?|warehouse|etl)\b/i,
  cloud:
    /\b(cloud|devops|infrastructure|configuration management|provisioning|deployments?|servers?|containers?|serverless|observability|monitoring|secrets?)\b/i,
  security: /\b(security|vulnerabilit(y|ies)|threats?|penetration|siem)\b/i,
  hardware:
    /\b(embedded|firmware|microcontrollers?|peripherals?|serial|bus|protocols?|fpga|pcb|chip|silicon|eda)\b/i,
  design:
    /\b(design(er|ers)?|ui|ux|wireframes?|prototyp(e|es|ing)|mockups?|illustrations?|vector|3d|animation)\b/i,
  finance:
    /\b(accounting|audit(s|ing|or)?|financial|finance|spreadsheets?|pivot tables?|vlookup|macros?|formulas?|modeling|budgets?|reconciliations?|actuarial|microsoft|office)\b/i,
  healthcare:
    /\b(nurs(e|es|ing)|patients?|clinical|hospital|licensed?|licensure|bls|acls|care|medical|health|unit|bedside|charting|ehr|emr|telemetry|icu|therapy|therapist)\b/i,
  mechanical: /\b(cad|modeling|3d|design|parts?|assemblies|drawings?|manufacturing|engineering)\b/i,
  electrical: /\b(circuits?|electrical|electronics|power|pcb|schematics?)\b/i,
  civil:
    /\b(licensed?|licensure|engineer(s|ing)?|stamp(ed)?|drawings|structural|civil|registration|state board)\b/i,
  lab: /\b(assays?|sequencing|alignment|genes?|genom(e|es|ic|ics)|protein|sequence|lab(oratory)?|samples?)\b/i,
  research:
    /\b(course|courses|students?|teaching|instructors?|learning management|lms|online|university|classes)\b/i,
};

const DATA = [
  SOFTWARE_SKILLS,
  DATA_SKILLS,
  CLOUD_SKILLS,
  SECURITY_SKILLS,
  ENGINEERING_SKILLS,
  BUSINESS_SKILLS,
  HEALTH_SCIENCE_SKILLS,
];

export type SkillDb = {
  skills: readonly Skill[];
  surfaces: readonly SkillSurface[];
  byName: ReadonlyMap<string, Skill>;
};

function isCategory(value: string): value is SkillCategory {
  return (SKILL_CATEGORIES as readonly string[]).includes(value);
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Parses the skill files (format: ./skills/README.md). Throws on a malformed line: a build-time defect. */
export function parseSkillData(sources: readonly string[]): SkillDb {
  const skills: Skill[] = [];
  const surfaces: SkillSurface[] = [];
  const byName = new Map<string, Skill>();
  const plainOwner = new Map<string, number>();
  for (const source of sources) {
    let category: SkillCategory | null = null;
    for (const rawLine of source.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      if (line.startsWith('#')) {
        const name = line.slice(1).trim();
        if (!isCategory(name)) throw new Error(`unknown skill category: ${name}`);
        category = name;
        continue;
      }
      if (!category) throw new Error(`skill line before any category: ${line}`);
      const names = line.split('|').map(collapse).filter(Boolean);
      const first = names[0];
      if (!first) continue;
      const displayName = first.replace(/^[!~]/, '');
      if (byName.has(displayName.toLowerCase())) throw new Error(`duplicate skill: ${displayName}`);
      const skill: Skill = { id: skills.length, name: displayName, category };
      skills.push(skill);
      byName.set(displayName.toLowerCase(), skill);
      const seen = new Set<string>();
      for (const entry of names) {
        const needsContext = entry.startsWith('!');
        const bare = entry.replace(/^[!~]/, '');
        const caseSensitive = needsContext || entry.startsWith('~') || /^[a-z]{1,2}$/i.test(bare);
        const text = caseSensitive ? bare : bare.toLowerCase();
        const key = `${caseSensitive ? 'cs' : 'ci'}:${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!needsContext) {
          const owner = plainOwner.get(key);
          if (owner !== undefined && owner !== skill.id) {
            throw new Error(
              `name "${bare}" belongs to two skills: ${skills[owner]?.name} and ${displayName}`,
            );
          }
          plainOwner.set(key, skill.id);
        }
        surfaces.push({ skillId: skill.id, text, caseSensitive, needsContext });
      }
    }
  }
  return { skills, surfaces, byName };
}

let cached: SkillDb | null = null;

/** The skill knowledge, parsed once per process. */
export function getSkillDb(): SkillDb {
  cached ??= parseSkillData(DATA);
  return cached;
}
