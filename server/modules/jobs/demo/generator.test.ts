import { describe, expect, it } from 'vitest';
import type { JobInput } from '../normalize.ts';
import {
  CROSS_INDUSTRY_ROLES,
  FIELDS,
  INDUSTRY_BY_NAME,
  industryRoles,
  LEVELS,
  NO_SPONSOR_SENTENCES,
  CLEARANCE_SENTENCE,
  ROLE_BY_TITLE,
  type Industry,
  type Role,
} from './catalog.ts';
import { DemoJobGenerator } from './generator.ts';

const JOBS = 20_000;
const generator = new DemoJobGenerator(20251, new Date('2026-03-01T12:00:00Z'));
const jobs: JobInput[] = Array.from({ length: JOBS }, (_, i) => generator.job(i));

const PREFIXES = new Set<string>(LEVELS.map((l) => l.prefix).filter(Boolean));
/** The catalog role a posted title stands for: 'Senior Data Engineer' and 'Data Engineer Intern' are Data Engineer. */
function roleOf(title: string): Role | undefined {
  const words = title.replace(/ Intern$/, '').split(' ');
  if (PREFIXES.has(words[0] ?? '') && words.length > 1) words.shift();
  return ROLE_BY_TITLE.get(words.join(' ')) ?? ROLE_BY_TITLE.get(title.replace(/ Intern$/, ''));
}

/** Whether the industry hires the role as its own (one of its fields, in the listed titles) or as a cross-industry role. */
function hires(industry: Industry, role: Role): 'own' | 'cross' | false {
  for (const [field, , titles] of industry.hires)
    if (field === role.field && (!titles || titles.includes(role.title))) return 'own';
  return industry.cross.includes(role.title) ? 'cross' : false;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
type Vocabulary = (readonly [string, RegExp])[];
const ALL_DEGREES: Vocabulary = [...new Set(FIELDS.flatMap((f) => f.roles.flatMap((r) => r.degrees)))]
  .sort((a, b) => b.length - a.length)
  .map((degree) => [degree, new RegExp(`\\b${escape(degree)}\\b`, 'g')] as const);
const ALL_SKILLS: Vocabulary = [...new Set(FIELDS.flatMap((f) => f.skills))]
  .sort((a, b) => b.length - a.length)
  .map((skill) => [skill, new RegExp(`(?<=^|, | and )${escape(skill)}(?=$|, | and )`, 'g')] as const);

/** Names from `vocabulary` found in `text`, longest first (so 'Civil Engineering' is not also 'Engineering'), and what is left. */
function namesIn(text: string, vocabulary: Vocabulary): { found: string[]; rest: string } {
  const found: string[] = [];
  for (const [name, pattern] of vocabulary) {
    if (!text.includes(name)) continue;
    pattern.lastIndex = 0;
    if (pattern.test(text)) {
      found.push(name);
      text = text.replace(pattern, '');
    }
  }
  return { found, rest: text };
}

const requirementsOf = (job: JobInput) =>
  job.descriptionText.split('\n\n').find((p) => p.startsWith('What we are looking for:')) ?? '';

/** Runs `check` on every job and returns the problems it reports (one assertion per test keeps 20,000 jobs fast). */
function problems(
  check: (job: JobInput, role: Role, industry: Industry) => string | false | undefined,
): string[] {
  const out: string[] = [];
  for (const job of jobs) {
    const role = roleOf(job.title);
    const industry = INDUSTRY_BY_NAME.get(job.industry ?? '');
    const problem = !role
      ? `unknown title ${job.title}`
      : !industry
        ? `unknown industry ${job.industry}`
        : check(job, role, industry);
    if (problem) out.push(`${job.jobId} ${job.title} at ${job.organization} (${job.industry}): ${problem}`);
    if (out.length >= 10) break;
  }
  return out;
}

describe('demo job generator', () => {
  it('is deterministic: the same seed and index give the same job', () => {
    const again = new DemoJobGenerator(20251, new Date('2026-03-01T12:00:00Z'));
    for (const index of [0, 1, 777, 12_345, JOBS - 1]) expect(again.job(index)).toEqual(jobs[index]);
    const otherSeed = new DemoJobGenerator(7, new Date('2026-03-01T12:00:00Z'));
    expect(otherSeed.job(0)).not.toEqual(jobs[0]);
  });

  it('draws cross-industry roles only from the corporate roles any employer hires', () => {
    const allowed: readonly string[] = CROSS_INDUSTRY_ROLES;
    for (const industry of INDUSTRY_BY_NAME.values()) {
      for (const title of industry.cross) expect(allowed, `${industry.name}: ${title}`).toContain(title);
      // Every listed field and title exists (industryRoles throws otherwise).
      expect(industryRoles(industry).length).toBeGreaterThan(0);
    }
    const titles = FIELDS.flatMap((f) => f.titles);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("gives every job a role its company's industry hires, and keeps cross-industry roles rare", () => {
    let cross = 0;
    expect(
      problems((_job, role, industry) => {
        const verdict = hires(industry, role);
        if (verdict === 'cross') cross++;
        return verdict === false && 'not a role this industry hires';
      }),
    ).toEqual([]);
    expect(cross / JOBS).toBeGreaterThan(0.01);
    expect(cross / JOBS).toBeLessThan(0.08);
  });

  it('never puts clinical, classroom or lab roles at employers outside their industries', () => {
    const clinical = [
      'Hospitals and Health Care',
      'Medical Practices',
      'Pharmaceutical Manufacturing',
      'Biotechnology Research',
    ];
    expect(
      problems((job, role) => {
        if (role.field === 'healthcare' && !clinical.includes(job.industry ?? '')) return 'clinical role';
        if (role.title.endsWith('Teacher') && job.industry !== 'Primary and Secondary Education')
          return 'teacher outside a school';
        if (/^(Assistant Professor|Lecturer)$/.test(role.title) && job.industry !== 'Higher Education')
          return 'faculty outside a university';
      }),
    ).toEqual([]);
  });

  it("names a degree subject that fits the role, and a doctor's degree only for physicians", () => {
    expect(
      problems((job, role) => {
        const named = namesIn(requirementsOf(job), ALL_DEGREES).found;
        if (named.length === 0) return `names no degree: ${requirementsOf(job)}`;
        const wrong = named.filter((degree) => !role.degrees.includes(degree));
        if (wrong.length > 0) return `asks for a degree in ${wrong.join(', ')}`;
        if (/MD or DO/.test(job.descriptionText) && role.title !== 'Hospitalist Physician')
          return 'asks for an MD';
        if (role.title === 'Registered Nurse' && !job.descriptionText.includes('(BSN)')) return 'no BSN';
      }),
    ).toEqual([]);
  });

  it("asks only for the role's own skills, always including its main skill", () => {
    expect(
      problems((job, role) => {
        const requirements = requirementsOf(job);
        const lists = [
          requirements.match(/(?:experience with|projects with|we look for) (.+?)\. /)?.[1] ?? '',
          requirements.match(/Experience with (.+?) is a plus/)?.[1] ?? '',
        ];
        const listed: string[] = [];
        for (const list of lists) {
          const { found, rest } = namesIn(list, ALL_SKILLS);
          // Nothing but separators is left: every listed item is a known skill.
          if (rest.replace(/, | and /g, '') !== '') return `unknown skills in "${list}"`;
          listed.push(...found);
        }
        if (!listed.includes(role.skills[0] ?? '')) return `does not ask for ${role.skills[0]}`;
        const wrong = listed.filter((skill) => !role.skills.includes(skill));
        return wrong.length > 0 && `asks for ${wrong.join(', ')}`;
      }),
    ).toEqual([]);
  });

  it("opens with its company's blurb, of its own industry, and states the role's team and duties", () => {
    expect(
      problems((job, role, industry) => {
        const [intro = '', duties = ''] = job.descriptionText.split('\n\n');
        if (
          !intro.startsWith(`${job.organization} is ${industry.kind} headquartered in ${job.headquarters}.`)
        )
          return `intro: ${intro}`;
        if (!industry.about.some((about) => intro.includes(about))) return `about: ${intro}`;
        if (!intro.includes(`to join our ${role.team}`)) return `team: ${intro}`;
        const wrong = duties
          .replace(/^What you will do: /, '')
          .replace(/\.$/, '')
          .split('; ')
          .filter((duty) => !role.duties.includes(duty));
        return wrong.length > 0 && `duties: ${wrong.join('; ')}`;
      }),
    ).toEqual([]);
  });

  it('pays within the role band, by the hour only where it fits, and in local currency only abroad', () => {
    let hourly = 0;
    let foreign = 0;
    expect(
      problems((job, role) => {
        if (job.salaryMin === null) return;
        if (job.salaryMax !== null && job.salaryMax <= job.salaryMin) return 'max below min';
        if (job.salaryUnit === 'HOUR') {
          hourly++;
          if (job.employmentType === 'FULL_TIME' && !role.hourly)
            return 'full-time salaried role paid hourly';
        }
        if (job.salaryCurrency !== 'USD') {
          foreign++;
          if (job.state !== null || !/Canada|United Kingdom|Ireland|Germany|Netherlands/.test(job.location))
            return `${job.salaryCurrency} in ${job.location}`;
          return job.visaSponsorship !== null && 'a US visa verdict abroad';
        }
        const yearly = job.salaryUnit === 'HOUR' ? job.salaryMin * 2080 : job.salaryMin;
        if (yearly < role.pay[0] * 0.45 * 0.85 || yearly > role.pay[0] * 1.65 * 1.15)
          return `pays ${yearly} for a band of ${role.pay.join('-')}`;
      }),
    ).toEqual([]);
    expect(hourly).toBeGreaterThan(100);
    expect(foreign).toBeGreaterThan(50);
  });

  it('offers benefits that fit the employer and the work arrangement', () => {
    const retirements = ['401(k) matching', '403(b) retirement plan', 'Pension plan'];
    expect(
      problems((job, _role, industry) => {
        const benefits = job.benefits ?? [];
        if (!industry.equity && benefits.includes('Stock options')) return 'stock options';
        if (benefits.includes('Remote work stipend') && !job.remote && job.workArrangement !== 'Hybrid')
          return 'remote stipend on site';
        const retirement = benefits.find((b) => retirements.includes(b));
        if (retirement && retirement !== industry.retirement) return retirement;
        if (benefits.includes('Immigration and visa support') !== (job.visaSponsorship === true))
          return 'visa support without sponsorship';
        const stated = (
          job.descriptionText.split('\n\n').find((p) => p.startsWith('Benefits: ')) ?? ''
        ).toLowerCase();
        return (
          benefits.some((b) => !stated.includes(b.toLowerCase())) && 'benefits list differs from the text'
        );
      }),
    ).toEqual([]);
  });

  it('keeps on-site roles on site and remote jobs without a city', () => {
    expect(
      problems((job, role) => {
        if (role.onsite && job.remote) return 'remote on-site role';
        if (
          job.remote &&
          (job.city !== null || job.state !== null || job.location !== 'Remote, United States')
        )
          return `remote in ${job.location}`;
      }),
    ).toEqual([]);
  });

  it('keeps jobs that sponsor, that say they do not, and that say nothing, each with matching evidence', () => {
    const counts = { true: 0, false: 0, null: 0 };
    const refusals = [...NO_SPONSOR_SENTENCES, CLEARANCE_SENTENCE];
    expect(
      problems((job, _role, industry) => {
        counts[String(job.visaSponsorship) as keyof typeof counts]++;
        if (job.visaSponsorship === null) return job.visaEvidence !== null && 'evidence without a verdict';
        if (!job.visaEvidence || !job.descriptionText.includes(job.visaEvidence))
          return 'evidence not in the text';
        if (job.visaSponsorship === false && !refusals.includes(job.visaEvidence)) return job.visaEvidence;
        return (
          job.visaEvidence === CLEARANCE_SENTENCE && !industry.clearance && 'clearance outside its industries'
        );
      }),
    ).toEqual([]);
    expect(counts.false / JOBS).toBeGreaterThan(0.03);
    expect(counts.true / JOBS).toBeGreaterThan(0.5);
    expect(counts.null / JOBS).toBeGreaterThan(0.05);
  });
});
