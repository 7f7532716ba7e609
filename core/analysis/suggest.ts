import { LOW_TEXT_QUALITY } from '../resume-rules.ts';
import type { JobProfile } from './job.ts';
import { degreeRank } from './profile.ts';
import type { ResumeProfile } from './resume.ts';
import type { Suggestions, TextQuality } from './schema.ts';
import type { ScoredSkill, Scoring } from './score.ts';
import { quote } from './text.ts';

export const MAX_IMPROVEMENTS = 8;
export const MAX_BULLET_ENHANCEMENTS = 5;
export const MAX_NEW_BULLETS = 6;

/** Gerund to past tense, for "Responsible for managing X" -> "Managed X". */
const PAST_OF: Record<string, string> = {
  managing: 'Managed',
  developing: 'Developed',
  building: 'Built',
  leading: 'Led',
  designing: 'Designed',
  maintaining: 'Maintained',
  creating: 'Created',
  implementing: 'Implemented',
  handling: 'Handled',
  coordinating: 'Coordinated',
  supporting: 'Supported',
  writing: 'Wrote',
  testing: 'Tested',
  running: 'Ran',
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  preparing: 'Prepared',
  reviewing: 'Reviewed',
  monitoring: 'Monitored',
  training: 'Trained',
  overseeing: 'Oversaw',
  planning: 'Planned',
  delivering: 'Delivered',
  migrating: 'Migrated',
  automating: 'Automated',
  deploying: 'Deployed',
  operating: 'Operated',
  administering: 'Administered',
  conducting: 'Conducted',
  performing: 'Performed',
  providing: 'Provided',
  reconciling: 'Reconciled',
  auditing: 'Audited',
  teaching: 'Taught',
  mentoring: 'Mentored',
  documenting: 'Documented',
  troubleshooting: 'Troubleshot',
  optimizing: 'Optimized',
  improving: 'Improved',
  reducing: 'Reduced',
  increasing: 'Increased',
  integrating: 'Integrated',
  configuring: 'Configured',
  installing: 'Installed',
  assessing: 'Assessed',
  executing: 'Executed',
  facilitating: 'Facilitated',
  drafting: 'Drafted',
  modeling: 'Modeled',
  researching: 'Researched',
  processing: 'Processed',
  resolving: 'Resolved',
  tracking: 'Tracked',
  evaluating: 'Evaluated',
  establishing: 'Established',
  launching: 'Launched',
  scaling: 'Scaled',
  refactoring: 'Refactored',
  cutting: 'Cut',
  saving: 'Saved',
  lowering: 'Lowered',
  raising: 'Raised',
  growing: 'Grew',
  boosting: 'Boosted',
  decreasing: 'Decreased',
  shortening: 'Shortened',
  accelerating: 'Accelerated',
  doubling: 'Doubled',
};

/** Weak openings and what to say instead (the rest of the bullet is kept word for word). */
const WEAK_OPENINGS: {
  pattern: RegExp;
  replace: (rest: string, gerund: string | undefined) => string | null;
}[] = [
  {
    pattern:
      /^(?:was\s+|i\s+was\s+)?(?:responsible for|in charge of|tasked with|duties included)\s+(\w+ing)\b\s*/i,
    replace: (rest, gerund) => {
      const past = gerund ? PAST_OF[gerund.toLowerCase()] : undefined;
      return past ? `${past} ${rest}` : null;
    },
  },
  {
    pattern: /^(?:was\s+|i\s+was\s+)?(?:responsible for|in charge of)\s+(?:the\s+)?/i,
    replace: (rest) => `Owned ${rest}`,
  },
  {
    pattern: /^(?:worked on|was involved in|involved in|participated in|helped with|helped on)\s+/i,
    replace: (rest) => `Contributed to ${rest}`,
  },
  { pattern: /^(?:assisted|helped)\s+(?:with|in)\s+/i, replace: (rest) => `Supported ${rest}` },
  { pattern: /^(?:helped|assisted)\s+(?:to\s+)?(\w+)\b\s*/i, replace: () => null },
];

/** A result the bullet already states, at its end: ", reducing build time by 40%". */
const TRAILING_RESULT =
  /^(.{15,}?)[,;]?\s+(?:which\s+|that\s+|resulting in\s+|leading to\s+|and\s+)?((?:reduc|increas|improv|cut|sav|decreas|grow|grew|boost|lower|rais|doubl|halv|accelerat|shorten)\w*\s+[^,;]*?\d[^,;]*?)\.?$/i;

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  // Keep acronyms and names ("AWS", "Kubernetes") as written.
  return /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

function numbersIn(text: string): string[] {
  // Digits inside a name ("k8s", "EC2") are not numbers.
  return (text.match(/(?<![\p{L}\d])\d[\d,.]*/gu) ?? []).map((n) => n.replace(/[,.]+$/, '')).sort();
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

function isCredential(skill: ScoredSkill): boolean {
  const name = skill.skill.name;
  return (
    /\b(?:licen[cs]e|certifi\w*|exam|registration|registered|board|CPA|CFA|CMA|PE|EIT|BLS|ACLS|PALS|NRP|TNCC|CCRN|PMP|CISSP|CISM|OSCP|CKA|CKAD|Series \d+)\b/i.test(
      name,
    ) ||
    (/^[A-Z0-9+-]{2,6}$/.test(name) &&
      ['healthcare', 'finance', 'security', 'civil'].includes(skill.skill.category))
  );
}

/** "CI/CD" and "CI/CD pipelines" are the same wording; "k8s" and "Kubernetes" are not. */
function isSameWording(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.includes(y) || y.includes(x);
}

type BulletChange = { text: string; reasons: string[] };

function enhanceBullet(
  original: string,
  jobTerms: Map<string, string>,
  resumeTerms: { surface: string; skillName: string }[],
): BulletChange | null {
  let text = original.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  const reasons: string[] = [];

  for (const opening of WEAK_OPENINGS) {
    const match = opening.pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    const replaced = opening.replace(rest, match[1]);
    if (replaced) {
      text = replaced;
      reasons.push('Starts with a strong action verb instead of a duty phrase.');
    }
    break;
  }

  const result = TRAILING_RESULT.exec(text);
  if (result?.[1] && result[2] && /\d/.test(result[2]) && !/\d/.test(result[1].slice(0, 12))) {
    const outcome = result[2].trim();
    const gerund = /^(\w+ing)\b/.exec(outcome)?.[1];
    const past = gerund ? PAST_OF[gerund.toLowerCase()] : undefined;
    const lead = past ? `${past}${outcome.slice(gerund?.length ?? 0)}` : upperFirst(outcome);
    if (!gerund || past) {
      text = `${lead}: ${lowerFirst(result[1].trim().replace(/[,;]$/, ''))}`;
      reasons.push('Leads with the measurable result the bullet already states.');
    }
  }

  const swapped: string[] = [];
  for (const term of resumeTerms) {
    const jobTerm = jobTerms.get(term.skillName);
    if (!jobTerm || isSameWording(jobTerm, term.surface)) continue;
    const index = text.indexOf(term.surface);
    if (index < 0) continue;
    text = `${text.slice(0, index)}${jobTerm}${text.slice(index + term.surface.length)}`;
    swapped.push(`"${jobTerm}" (you wrote "${term.surface}")`);
  }
  if (swapped.length > 0) reasons.push(`Uses the job's term for the same thing: ${swapped.join(', ')}.`);

  if (reasons.length === 0) return null;
  const improved = `${upperFirst(text)}.`;
  // Never a new number: the improved bullet holds exactly the original's numbers.
  if (numbersIn(improved).join('|') !== numbersIn(original).join('|')) return null;
  return { text: improved, reasons };
}

/**
 * Suggestions grounded in the resume: they name only employers, numbers and skills the resume already
 * holds, and ask ("if you have done X, say so") where the job wants something the resume does not show.
 */
export function buildSuggestions(options: {
  job: JobProfile;
  resume: ResumeProfile;
  scoring: Scoring;
  textQuality: TextQuality;
}): Suggestions {
  const { job, resume, scoring } = options;
  const improvements: string[] = [];

  for (const knockout of job.knockouts) {
    improvements.push(
      `This posting says: "${quote(knockout.sentence, 160).replace(/[.!]$/, '')}". Check it against your work authorization before applying; it is shown apart from the score.`,
    );
  }
  const quality = options.textQuality;
  if (quality === 'poor' || (typeof quality === 'number' && quality < LOW_TEXT_QUALITY)) {
    improvements.push(
      'Your resume text was hard to read (it may be a scanned or image-only file), so this analysis may miss things. Upload a text-based PDF or a Word file.',
    );
  }
  if (scoring.stuffing.detected) {
    improvements.push(
      `Your skills list repeats the posting's terms (${listNames(scoring.stuffing.terms.slice(0, 6))}) without showing them in any role or project. Keep the ones you can back up, show each in a bullet, and drop the rest: listed terms earn nothing here while the list looks copied.`,
    );
  }
  const missingRequired = scoring.skills.filter((s) => s.level === 'required' && s.status === 'missing');
  for (const skill of missingRequired.slice(0, 4)) {
    improvements.push(
      `The job requires ${skill.skill.name} ("${quote(skill.sentence, 140)}"). Your resume does not mention it; if you have used it, name it in the role where you did.`,
    );
  }
  const listedRequired = scoring.skills.filter((s) => s.level === 'required' && s.status === 'listed');
  if (listedRequired.length > 0 && !scoring.stuffing.detected) {
    improvements.push(
      `${listNames(listedRequired.slice(0, 5).map((s) => s.skill.name))} ${listedRequired.length === 1 ? 'is' : 'are'} in your skills list but in no role or project. Add a bullet to the role where you used ${listedRequired.length === 1 ? 'it' : 'each'}; a listed skill earns half the credit of a shown one.`,
    );
  }
  const alias = scoring.skills.find(
    (s) => s.mention && !isSameWording(s.mention.surface, s.surface) && s.status !== 'missing',
  );
  if (alias?.mention) {
    improvements.push(
      `Use the job's wording where it means the same thing: the posting says "${alias.surface}", your resume says "${alias.mention.surface}".`,
    );
  }
  if (resume.roles.length === 0) {
    improvements.push(
      'No dated roles were found. Give each role a start and end date (for example "Jan 2021 - Present") so your years of experience can be counted.',
    );
  } else if (job.requiredYears && scoring.experience.relevant_months < job.requiredYears.years * 12) {
    improvements.push(
      `The job asks for ${job.requiredYears.years}+ years ("${quote(job.requiredYears.sentence, 140)}"); the roles that match it add up to ${Math.floor(scoring.experience.relevant_months / 12)} years ${scoring.experience.relevant_months % 12} months. If other roles used the same skills, say so in their bullets, and make sure each role shows its start and end month.`,
    );
  }
  const requiredDegree = job.degree?.required;
  if (requiredDegree && requiredDegree !== 'none' && !resume.degree) {
    improvements.push(
      `The job asks for a ${requiredDegree === 'doctorate' ? 'doctoral' : `${requiredDegree}'s`} degree and none was found in your resume. If you have one, list it under an Education heading with its level and field.`,
    );
  } else if (
    requiredDegree &&
    resume.degree &&
    degreeRank(resume.degree.level) < degreeRank(requiredDegree) &&
    job.degree?.acceptsEquivalentExperience
  ) {
    improvements.push(
      'The job accepts equivalent experience in place of the degree: make your years in matching roles easy to see.',
    );
  }
  if (!resume.sections.includes('summary')) {
    improvements.push(
      "Add a two-line summary at the top that names your role, your years and the job's skills your experience shows (see the suggested summary).",
    );
  }
  if (improvements.length === 0) {
    improvements.push(
      'Your resume already shows what this job asks for. Keep the strongest matching bullets near the top of each role.',
    );
  }

  // Bullet enhancements: the resume's own bullets, reworded; roles relevant to the job first.
  const jobTerms = new Map(scoring.skills.map((s) => [s.skill.name, s.surface]));
  const relevantLines = new Set(
    scoring.relevantRoles.flatMap((role) =>
      Array.from({ length: role.lastLine - role.firstLine + 1 }, (_, k) => role.firstLine + k),
    ),
  );
  const enhancements: Suggestions['bullet_enhancements'] = [];
  const candidates = [...resume.bullets].sort(
    (a, b) => Number(relevantLines.has(b.index)) - Number(relevantLines.has(a.index)) || a.index - b.index,
  );
  for (const line of candidates) {
    if (enhancements.length >= MAX_BULLET_ENHANCEMENTS) break;
    const terms = resume.mentions
      .filter((mention) => mention.start >= line.start && mention.end <= line.end)
      .map((mention) => ({ surface: mention.surface, skillName: mention.skill.name }));
    const change = enhanceBullet(line.text, jobTerms, terms);
    if (change) {
      enhancements.push({
        original_bullet: line.text,
        improved_bullet: change.text,
        reason: change.reasons.join(' '),
      });
    }
  }

  // New bullets: what the job asks for and the resume does not show, as a question to the user.
  const newBullets: Suggestions['new_bullet_suggestions'] = [];
  const hasProjects = resume.sections.includes('projects');
  const wanted = [
    ...missingRequired,
    ...listedRequired,
    ...scoring.skills.filter((s) => s.level === 'preferred' && s.status === 'missing'),
  ];
  for (const skill of wanted) {
    if (newBullets.length >= MAX_NEW_BULLETS) break;
    const relevance = `${skill.level === 'required' ? 'Required' : 'Preferred'} by the job: "${quote(skill.sentence, 160)}"`;
    if (isCredential(skill)) {
      newBullets.push({
        section: 'Certifications',
        suggested_bullet: `If you hold ${skill.skill.name}, say so: list it under Certifications with the issuing body and its expiry date.`,
        relevance,
      });
    } else if (skill.status === 'listed') {
      newBullets.push({
        section: 'Experience',
        suggested_bullet: `You list ${skill.skill.name}; if you used it in a role, say so there: "Used ${skill.surface} to <what you built or ran>, <the result you can measure>."`,
        relevance,
      });
    } else {
      newBullets.push({
        section: skill.level === 'preferred' && hasProjects ? 'Projects' : 'Experience',
        suggested_bullet: `If you have used ${skill.skill.name}, say so: "Used ${skill.surface} to <what you built or ran>, <the result you can measure>."`,
        relevance,
      });
    }
  }

  // Summary: the latest title, the counted years and the job's skills the experience shows.
  const latest = [...resume.roles].sort((a, b) => b.endMonth - a.endMonth)[0];
  const title = latest?.title.split(/\s*[|,@]\s*|\s+at\s+|\s+-\s+/)[0]?.trim() || 'Professional';
  const years = Math.floor(resume.totalMonths / 12);
  const shown = scoring.skills
    .filter((s) => s.status === 'evidenced')
    .sort((a, b) => (a.level === b.level ? a.order - b.order : a.level === 'required' ? -1 : 1))
    .slice(0, 4)
    .map((s) => s.surface);
  const parts = [`${title}${years >= 1 ? ` with ${years}+ years of experience` : ''}`];
  if (shown.length > 0) parts.push(`${years >= 1 ? ' in' : ' experienced in'} ${listNames(shown)}`);
  let summary = `${parts.join('')}.`;
  if (resume.degree) {
    const level = {
      none: '',
      associate: "Associate's",
      bachelor: "Bachelor's",
      master: "Master's",
      doctorate: 'Doctoral',
    }[resume.degree.level];
    if (level) summary += ` ${level} degree${resume.fields[0] ? ` in ${resume.fields[0]}` : ''}.`;
  }
  const reason =
    shown.length > 0
      ? `Opens with your latest title, the years your dated roles add up to, and the job's skills your experience already shows, in the job's words. Everything in it comes from your resume.`
      : "Opens with your latest title and the years your dated roles add up to. Add the job's skills to it once a role shows them.";

  return {
    resume_improvement_suggestions: improvements.slice(0, MAX_IMPROVEMENTS),
    bullet_enhancements: enhancements,
    new_bullet_suggestions: newBullets,
    summary_suggestion: { suggested_summary: summary, reason },
  };
}
