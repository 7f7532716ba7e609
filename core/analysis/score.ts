import type { JobKeyword, JobProfile, JobSkill } from './job.ts';
import { degreeRank, seniorityOf, SENIORITY_LEVELS, STEM_FIELDS, type Seniority } from './profile.ts';
import { formatMonth, mergedMonths, type ResumeMention, type ResumeProfile, type Role } from './resume.ts';
import type { AnalysisEvidence, PointTrace, ScorePart } from './schema.ts';
import { quote, stem } from './text.ts';

export const MAX_POINTS: Record<ScorePart, number> = {
  skills: 50,
  keywords: 15,
  experience_alignment: 20,
  education: 15,
};

/** A required skill weighs three times a preferred one. */
export const SKILL_WEIGHT = { required: 3, preferred: 1 } as const;

export type SkillStatus = 'evidenced' | 'listed' | 'missing';

export type ScoredSkill = JobSkill & {
  status: SkillStatus;
  mention: ResumeMention | null;
  points: number;
};

export type ScoredKeyword = JobKeyword & {
  status: SkillStatus;
  resumeText: string | null;
  points: number;
};

export type Scoring = {
  score: number;
  parts: Record<ScorePart, number>;
  maxPoints: Record<ScorePart, number>;
  traces: PointTrace[];
  skills: ScoredSkill[];
  keywords: ScoredKeyword[];
  stuffing: { detected: boolean; reason: string | null; terms: string[] };
  experience: AnalysisEvidence['experience'] & { notes: string };
  education: AnalysisEvidence['education'] & { notes: string };
  relevantRoles: Role[];
};

/**
 * Shares `max` points out over items in proportion to credit / maxCredit, in integers: the part's score
 * is floor(max * earned / possible) and each item gets its floor share plus, by largest remainder (ties
 * to the earlier item), the points left. So the items' points add up to the part's score exactly.
 */
export function shareOut(
  max: number,
  items: { credit: number; maxCredit: number }[],
): { total: number; each: number[] } {
  const possible = items.reduce((sum, item) => sum + item.maxCredit, 0);
  if (possible === 0 || max === 0) return { total: 0, each: items.map(() => 0) };
  const earned = items.reduce((sum, item) => sum + item.credit, 0);
  const total = Math.floor((max * earned) / possible);
  const each = items.map((item) => Math.floor((max * item.credit) / possible));
  let left = total - each.reduce((sum, value) => sum + value, 0);
  const order = items
    .map((item, index) => ({ index, remainder: (max * item.credit) % possible }))
    .filter((entry) => entry.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const entry of order) {
    if (left <= 0) break;
    each[entry.index] = (each[entry.index] ?? 0) + 1;
    left -= 1;
  }
  return { total, each };
}

function bestMention(mentions: ResumeMention[]): ResumeMention | null {
  return mentions.find((mention) => mention.kind === 'evidence') ?? mentions[0] ?? null;
}

type KeywordIndex = Map<string, { evidenced: string | null; listed: string | null }>;

/** Each word stem of the resume with the first line that shows it in a role (evidence) or in a list. */
function indexKeywords(resume: ResumeProfile): KeywordIndex {
  const index: KeywordIndex = new Map();
  const pattern = /[A-Za-z][A-Za-z-]{3,}/g;
  for (const line of resume.prepared.lines) {
    if (!line.text) continue;
    const section = resume.sectionOfLine[line.index];
    const isEvidence =
      section === 'experience' || section === 'projects' || (section === 'body' && !line.isList);
    for (const match of resume.prepared.masked.slice(line.start, line.end).matchAll(pattern)) {
      const key = stem(match[0].replace(/-+$/, ''));
      const entry = index.get(key) ?? { evidenced: null, listed: null };
      if (isEvidence) entry.evidenced ??= line.text;
      else entry.listed ??= line.text;
      index.set(key, entry);
    }
  }
  return index;
}

function findKeyword(index: KeywordIndex, keyword: JobKeyword): { status: SkillStatus; text: string | null } {
  const entry = index.get(keyword.stem);
  if (entry?.evidenced) return { status: 'evidenced', text: entry.evidenced };
  if (entry?.listed) return { status: 'listed', text: entry.listed };
  return { status: 'missing', text: null };
}

function seniorityRank(level: Seniority): number {
  return SENIORITY_LEVELS.indexOf(level);
}

function roleLabel(role: Role): string {
  return `${role.title || 'Role'} (${formatMonth(role.startMonth)} to ${formatMonth(role.endMonth - 1)})`;
}

function yearsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

const LEVEL_WORD: Record<string, string> = {
  none: 'no degree',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
};

/** Scores a resume against a job: integer parts, each point traced to a rule, a job sentence and resume text. */
export function scoreResume(job: JobProfile, resume: ResumeProfile): Scoring {
  const maxPoints: Record<ScorePart, number> = { ...MAX_POINTS };
  if (job.skills.length === 0) {
    maxPoints.keywords += maxPoints.skills;
    maxPoints.skills = 0;
  }
  if (job.keywords.length === 0) {
    maxPoints.experience_alignment += Math.ceil(maxPoints.keywords / 2);
    maxPoints.education += Math.floor(maxPoints.keywords / 2);
    maxPoints.keywords = 0;
  }
  const traces: PointTrace[] = [];

  // Skills: where the resume names each of the job's skills.
  const mentionsBySkill = new Map<number, ResumeMention[]>();
  for (const mention of resume.mentions) {
    const list = mentionsBySkill.get(mention.skill.id) ?? [];
    list.push(mention);
    mentionsBySkill.set(mention.skill.id, list);
  }
  const skillStates = job.skills.map((jobSkill) => {
    const mentions = mentionsBySkill.get(jobSkill.skill.id) ?? [];
    const mention = bestMention(mentions);
    const status: SkillStatus = !mention ? 'missing' : mention.kind === 'evidence' ? 'evidenced' : 'listed';
    return { jobSkill, mention, status };
  });
  const keywordIndex = indexKeywords(resume);
  const keywordStates = job.keywords.map((keyword) => ({ keyword, ...findKeyword(keywordIndex, keyword) }));

  // Stuffing: many of the posting's terms in a list, few of them anywhere a reader could check.
  const listedOnly = skillStates.filter((state) => state.status === 'listed');
  const evidencedCount = skillStates.filter((state) => state.status === 'evidenced').length;
  const listedKeywords = keywordStates.filter((state) => state.status === 'listed');
  const stuffingDetected =
    listedOnly.length >= 4 &&
    listedOnly.length > 2 * evidencedCount &&
    (listedKeywords.length >= 3 || listedOnly.length * 5 >= job.skills.length * 3);
  const stuffing = {
    detected: stuffingDetected,
    reason: stuffingDetected
      ? `${listedOnly.length} of the job's ${job.skills.length} skills appear only in a list, and only ${evidencedCount} in a role or project` +
        (listedKeywords.length > 0
          ? `; ${listedKeywords.length} of its other key words appear only in a list too.`
          : '.')
      : null,
    terms: stuffingDetected
      ? [
          ...listedOnly.map((state) => state.jobSkill.skill.name),
          ...listedKeywords.map((state) => state.keyword.word),
        ]
      : [],
  };

  // A listed-only skill earns half; nothing when the list is stuffed. Units are half-credits.
  const skillShare = shareOut(
    maxPoints.skills,
    skillStates.map(({ jobSkill, status }) => {
      const weight = SKILL_WEIGHT[jobSkill.level];
      const credit =
        status === 'evidenced' ? 2 * weight : status === 'listed' && !stuffingDetected ? weight : 0;
      return { credit, maxCredit: 2 * weight };
    }),
  );
  const skills: ScoredSkill[] = skillStates.map(({ jobSkill, mention, status }, index) => {
    const points = skillShare.each[index] ?? 0;
    if (points > 0) {
      traces.push({
        part: 'skills',
        points,
        rule: `skills.${jobSkill.level}.${status === 'evidenced' ? 'shown_in_experience' : 'listed_only_half_credit'}`,
        job_text: quote(jobSkill.sentence),
        resume_text: quote(mention?.lineText ?? ''),
      });
    }
    return { ...jobSkill, status, mention, points };
  });

  const keywordShare = shareOut(
    maxPoints.keywords,
    keywordStates.map(({ status }) => ({
      credit: status === 'evidenced' ? 2 : status === 'listed' && !stuffingDetected ? 1 : 0,
      maxCredit: 2,
    })),
  );
  const keywords: ScoredKeyword[] = keywordStates.map(({ keyword, status, text }, index) => {
    const points = keywordShare.each[index] ?? 0;
    if (points > 0) {
      traces.push({
        part: 'keywords',
        points,
        rule: status === 'evidenced' ? 'keywords.used_in_experience' : 'keywords.listed_only_half_credit',
        job_text: quote(keyword.sentence),
        resume_text: quote(text ?? ''),
      });
    }
    return { ...keyword, status, resumeText: text, points };
  });

  // Experience: years in roles that touch this job, then seniority.
  const jobSkillIds = new Set(job.skills.map((skill) => skill.skill.id));
  const relevantRoles = resume.roles.filter((role) => {
    const touchesSkill = resume.mentions.some(
      (mention) =>
        jobSkillIds.has(mention.skill.id) &&
        (resume.prepared.sentences[mention.sentence]?.line ?? -1) >= role.firstLine &&
        (resume.prepared.sentences[mention.sentence]?.line ?? -1) <= role.lastLine,
    );
    if (touchesSkill) return true;
    const roleWords = new Set(
      resume.prepared.lines
        .slice(role.firstLine, role.lastLine + 1)
        .flatMap((line) => (line.text.toLowerCase().match(/[a-z][a-z+#.-]{2,}/g) ?? []).map(stem)),
    );
    return job.titleWords.some((word) => roleWords.has(word));
  });
  const relevantMonths = mergedMonths(
    relevantRoles.map((role) => ({ start: role.startMonth, end: role.endMonth })),
  );
  const yearsMax = Math.floor((maxPoints.experience_alignment * 7) / 10);
  const seniorityMax = maxPoints.experience_alignment - yearsMax;
  const requiredMonths = job.requiredYears ? job.requiredYears.years * 12 : 12;
  const yearsPoints = Math.floor((yearsMax * Math.min(relevantMonths, requiredMonths)) / requiredMonths);
  const relevantText = relevantRoles.map(roleLabel).join('; ');
  if (yearsPoints > 0) {
    traces.push({
      part: 'experience_alignment',
      points: yearsPoints,
      rule: job.requiredYears
        ? 'experience.relevant_years_vs_required'
        : 'experience.relevant_years_no_requirement',
      job_text: job.requiredYears
        ? quote(job.requiredYears.sentence)
        : 'The posting states no number of years.',
      resume_text: quote(relevantText, 300),
    });
  }
  const jobLevel: Seniority = job.seniority ?? 'mid';
  const latest = [...(relevantRoles.length > 0 ? relevantRoles : resume.roles)].sort(
    (a, b) => b.endMonth - a.endMonth || b.startMonth - a.startMonth,
  )[0];
  const inferredLevel: Seniority = relevantMonths >= 60 ? 'senior' : relevantMonths >= 24 ? 'mid' : 'junior';
  const resumeLevel: Seniority | null = latest ? (seniorityOf(latest.title) ?? inferredLevel) : null;
  let seniorityPoints = 0;
  if (resumeLevel) {
    const gap = seniorityRank(jobLevel) - seniorityRank(resumeLevel);
    seniorityPoints = gap <= 0 ? seniorityMax : gap === 1 ? Math.floor(seniorityMax / 2) : 0;
  }
  if (seniorityPoints > 0 && latest) {
    traces.push({
      part: 'experience_alignment',
      points: seniorityPoints,
      rule:
        seniorityPoints === seniorityMax
          ? 'experience.seniority_meets'
          : 'experience.seniority_one_level_below',
      job_text: quote(job.title),
      resume_text: quote(roleLabel(latest)),
    });
  }
  const experienceNotes = [
    resume.roles.length === 0
      ? 'No dated roles were found, so no years could be counted.'
      : `Your dated roles cover ${yearsText(resume.totalMonths)} (overlaps counted once); ${yearsText(relevantMonths)} of it in roles that use this job's skills or title.`,
    job.requiredYears
      ? `The job asks for ${job.requiredYears.years}+ years.`
      : 'The job states no number of years.',
    resumeLevel
      ? `Seniority: the job reads ${jobLevel}, your latest relevant role reads ${resumeLevel}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Education: degree level, then field.
  const levelMax = Math.floor((maxPoints.education * 2) / 3);
  const fieldMax = maxPoints.education - levelMax;
  const degree = job.degree;
  const resumeDegree = resume.degree;
  let levelPoints = levelMax;
  let levelRule = 'education.no_degree_required';
  if (degree && degree.required !== 'none') {
    const have = resumeDegree ? degreeRank(resumeDegree.level) : 0;
    const need = degreeRank(degree.required);
    if (have >= need) {
      levelPoints = levelMax;
      levelRule = 'education.level_meets';
    } else if (have === need - 1 || degree.acceptsEquivalentExperience) {
      levelPoints = Math.floor(levelMax / 2);
      levelRule = degree.acceptsEquivalentExperience
        ? 'education.equivalent_experience_accepted'
        : 'education.level_one_below';
    } else {
      levelPoints = 0;
      levelRule = 'education.level_below';
    }
  }
  let fieldPoints = fieldMax;
  let fieldMatch: boolean | null = null;
  let fieldRule = 'education.no_field_required';
  if (degree && degree.fields.length > 0) {
    const exact = resume.fields.some((field) => degree.fields.includes(field));
    const related =
      degree.acceptsRelatedField &&
      degree.fields.some((field) => STEM_FIELDS.has(field)) &&
      resume.fields.some((field) => STEM_FIELDS.has(field));
    fieldMatch = exact || related;
    fieldPoints = exact ? fieldMax : related ? Math.floor(fieldMax / 2) + 1 : 0;
    fieldRule = exact ? 'education.field_matches' : 'education.related_field';
  }
  const jobDegreeText = degree ? quote(degree.sentence) : 'The posting names no degree.';
  const resumeDegreeText = resumeDegree ? quote(resumeDegree.text) : 'No degree found in the resume.';
  if (levelPoints > 0) {
    traces.push({
      part: 'education',
      points: levelPoints,
      rule: levelRule,
      job_text: jobDegreeText,
      resume_text: resumeDegreeText,
    });
  }
  if (fieldPoints > 0) {
    traces.push({
      part: 'education',
      points: fieldPoints,
      rule: fieldRule,
      job_text: jobDegreeText,
      resume_text: resumeDegreeText,
    });
  }
  const educationNotes = [
    degree && degree.required !== 'none'
      ? `The job asks for ${LEVEL_WORD[degree.required]}${degree.fields.length ? ` in ${degree.fields.join(' or ')}${degree.acceptsRelatedField ? ' or a related field' : ''}` : ''}${degree.acceptsEquivalentExperience ? ' (or equivalent experience)' : ''}.`
      : 'The job names no required degree.',
    degree && degree.preferred !== 'none' && degreeRank(degree.preferred) > degreeRank(degree.required)
      ? `It prefers ${LEVEL_WORD[degree.preferred]}.`
      : '',
    resumeDegree
      ? `Your resume shows ${LEVEL_WORD[resumeDegree.level]}${resume.fields.length ? ` (${resume.fields.join(', ')})` : ''}.`
      : 'No degree was found in your resume.',
  ]
    .filter(Boolean)
    .join(' ');

  const parts: Record<ScorePart, number> = {
    skills: skillShare.total,
    keywords: keywordShare.total,
    experience_alignment: yearsPoints + seniorityPoints,
    education: levelPoints + fieldPoints,
  };
  const score = parts.skills + parts.keywords + parts.experience_alignment + parts.education;
  return {
    score,
    parts,
    maxPoints,
    traces,
    skills,
    keywords,
    stuffing,
    relevantRoles,
    experience: {
      required_years: job.requiredYears?.years ?? null,
      required_years_sentence: job.requiredYears ? quote(job.requiredYears.sentence) : null,
      resume_months: resume.totalMonths,
      relevant_months: relevantMonths,
      job_seniority: jobLevel,
      resume_seniority: resumeLevel,
      roles: resume.roles.map((role) => ({
        title: quote(role.title, 120),
        start: formatMonth(role.startMonth),
        end: formatMonth(role.endMonth - 1),
        months: role.months,
        relevant: relevantRoles.includes(role),
      })),
      notes: experienceNotes,
    },
    education: {
      required_level: degree && degree.required !== 'none' ? degree.required : null,
      preferred_level: degree && degree.preferred !== 'none' ? degree.preferred : null,
      resume_level: resumeDegree?.level ?? null,
      fields_required: degree?.fields ?? [],
      field_match: fieldMatch,
      job_sentence: degree ? quote(degree.sentence) : null,
      resume_text: resumeDegree ? quote(resumeDegree.text) : null,
      notes: educationNotes,
    },
  };
}
