import type { JobInput } from '../normalize.ts';
import {
  BENEFITS,
  buildCompanies,
  CAP_EXEMPT_SENTENCE,
  CLEARANCE_SENTENCE,
  EQUITY_BENEFITS,
  FOREIGN_LOCATIONS,
  INDUSTRY_BY_NAME,
  industryRoles,
  LEVELS,
  NO_SPONSOR_SENTENCES,
  REMOTE_BENEFIT,
  SPONSOR_SENTENCES,
  STATE_NAMES,
  VISA_BENEFIT,
  type Company,
  type Industry,
  type Role,
} from './catalog.ts';
import { Random } from './random.ts';

export const DEMO_SOURCE = 'demo';
export const DEMO_COMPANY_COUNT = 320;
const MAX_AGE_HOURS = 30 * 24;
const CAP_EXEMPT = new Set(['Higher Education', 'Research Services']);
const ARRANGEMENTS = [
  ['On-site', 44],
  ['Hybrid', 32],
  ['Remote Solely', 14],
  ['Remote OK', 5],
  [null, 5],
] as const;
/** Clinic, lab, classroom and plant roles. */
const ONSITE_ARRANGEMENTS = [
  ['On-site', 92],
  [null, 8],
] as const;
const ABROAD_ARRANGEMENTS = [
  ['On-site', 50],
  ['Hybrid', 50],
] as const;
const EMPLOYMENT_TYPES = [
  ['FULL_TIME', 88],
  ['CONTRACTOR', 7],
  ['PART_TIME', 3],
  ['TEMPORARY', 2],
] as const;
const MIN_YEARS: Record<string, number> = { '0-2': 0, '2-5': 2, '5-10': 5, '10+': 10 };

export type DemoOptions = { seed?: number; now?: Date };

/** The demo companies (same list for every run with the same seed). */
export function demoCompanies(seed = 1): Company[] {
  const random = new Random(seed ^ 0x9e3779b9);
  return buildCompanies(DEMO_COMPANY_COUNT, () => random.next());
}

function formatList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'a Nurse', 'an Accountant', and by sound for initialisms: 'an SAP Consultant', 'a UX Designer'. */
function withArticle(noun: string): string {
  const initialism = /^[A-Z]{2}/.test(noun);
  const an = initialism ? /^[AEFHILMNORSX]/.test(noun) : /^[aeiou]/i.test(noun);
  return `${an ? 'an' : 'a'} ${noun}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The sentence that states the role's education and licence, naming the degree subject `degree`. */
export function educationSentence(role: Role, degree: string, intern: boolean, state: string | null): string {
  if (intern) return `Currently pursuing a Bachelor's, Master's or PhD in ${degree} or a related field.`;
  const where = state && STATE_NAMES[state] ? ` in ${STATE_NAMES[state]}` : '';
  switch (role.education) {
    case 'degree':
      return `A Bachelor's or Master's degree in ${degree} or a related field.`;
    case 'masters':
      return `A Master's degree in ${degree} or a related field.`;
    case 'phd':
      return role.title === 'Assistant Professor'
        ? `A PhD in ${degree} and a record of research and teaching.`
        : `A PhD in ${degree} or a related field.`;
    case 'bsn':
      return `A Bachelor of Science in ${degree} (BSN) and an active RN license${where}.`;
    case 'msn':
      return `A Master of Science in ${degree} (MSN) or a Doctor of Nursing Practice, national board certification and an active NP license${where}.`;
    case 'md':
      return `An MD or DO degree, completion of a residency in ${degree}, and board certification or eligibility.`;
    case 'pharmd':
      return `A Doctor of ${degree} (PharmD) degree and an active pharmacist license${where}.`;
    case 'dpt':
      return `A Doctor of ${degree} (DPT) degree and an active physical therapist license${where}.`;
    case 'ot':
      return `A Master's or Doctorate in ${degree} and NBCOT certification.`;
    case 'teacher':
      return `A Bachelor's or Master's degree in ${degree} and a state teaching certification (or eligibility).`;
  }
}

/** Per company: its industry and the roles it hires as cumulative weights, so a pick is one scan. */
type Hiring = { company: Company; industry: Industry; roles: Role[]; cumulative: number[] };

/**
 * Deterministic demo jobs: the same seed and index always give the same job, so `--jobs N` runs are
 * repeatable and can be generated in batches without holding them all in memory. A job's role comes from
 * its company's industry (see INDUSTRIES in catalog.ts), and its title, skills, degree, duties, pay,
 * benefits and company blurb all come from that role and industry.
 */
export class DemoJobGenerator {
  readonly companies: Company[];
  private readonly hiring: Hiring[];
  private readonly levelWeights = LEVELS.map((l) => [l, l.weight] as const);

  constructor(
    private readonly seed = 1,
    private readonly now = new Date(),
  ) {
    this.companies = demoCompanies(seed);
    const byIndustry = new Map<string, { roles: Role[]; cumulative: number[] }>();
    this.hiring = this.companies.map((company) => {
      const industry = INDUSTRY_BY_NAME.get(company.industry);
      if (!industry) throw new Error(`unknown industry ${company.industry}`);
      let table = byIndustry.get(industry.name);
      if (!table) {
        const weighted = industryRoles(industry);
        let sum = 0;
        const running = weighted.map(([, weight]) => (sum += weight));
        table = { roles: weighted.map(([role]) => role), cumulative: running.map((c) => c / sum) };
        byIndustry.set(industry.name, table);
      }
      return { company, industry, ...table };
    });
  }

  job(index: number): JobInput {
    const random = new Random((this.seed * 2654435761 + index * 40503) >>> 0);
    const { company, industry, roles, cumulative } = random.pick(this.hiring);
    const roll = random.next();
    let r = 0;
    while (r < cumulative.length - 1 && (cumulative[r] as number) <= roll) r++;
    const role = roles[r] as Role;

    const level = random.weighted(this.levelWeights);
    const isIntern = role.intern && random.chance(0.04);
    const title = isIntern
      ? `${role.title} Intern`
      : role.levels && level.prefix
        ? `${level.prefix} ${role.title}`
        : role.title;
    const experienceLevel = isIntern ? '0-2' : level.experience;

    const abroad =
      industry.global && !role.onsite && random.chance(0.04) ? random.pick(FOREIGN_LOCATIONS) : null;
    const arrangement = role.onsite
      ? random.weighted(ONSITE_ARRANGEMENTS)
      : abroad
        ? random.weighted(ABROAD_ARRANGEMENTS)
        : random.weighted(ARRANGEMENTS);
    const isRemote =
      !role.onsite &&
      !abroad &&
      (arrangement === 'Remote Solely' || (arrangement === null && random.chance(0.3)));
    const office = random.chance(0.4)
      ? (company.offices[0] as [string, string])
      : random.pick(company.offices);
    const city = abroad ? abroad[0] : office[0];
    const state = abroad ? null : office[1];
    const location = isRemote
      ? 'Remote, United States'
      : abroad
        ? `${abroad[0]}, ${abroad[1]}`
        : `${city}, ${state}`;

    const employmentType = isIntern ? 'INTERN' : random.weighted(EMPLOYMENT_TYPES);

    // Postings abroad are not about US visas; US postings state sponsorship, refuse it, or say nothing.
    const sponsorship = abroad
      ? null
      : random.chance(company.sponsorRate)
        ? true
        : random.chance(0.6)
          ? null
          : false;
    const sponsorSentence =
      sponsorship === true
        ? CAP_EXEMPT.has(industry.name) && random.chance(0.5)
          ? CAP_EXEMPT_SENTENCE
          : random.pick(SPONSOR_SENTENCES)
        : sponsorship === false
          ? industry.clearance && random.chance(0.4)
            ? CLEARANCE_SENTENCE
            : random.pick(NO_SPONSOR_SENTENCES)
          : null;

    const [mainSkill, ...otherSkills] = role.skills as [string, ...string[]];
    const skills = [mainSkill, ...random.sample(otherSkills, random.int(3, 5))];
    const duties = random.sample(role.duties, Math.min(role.duties.length, random.int(3, 5)));
    const degree = random.pick(role.degrees);
    const minYears = MIN_YEARS[experienceLevel] ?? 2;

    const benefits = random.sample(BENEFITS, random.int(2, 5));
    if (random.chance(0.7)) benefits.push(industry.retirement);
    if (industry.equity && random.chance(0.5)) benefits.push(random.pick(EQUITY_BENEFITS));
    if (industry.extraBenefits.length > 0 && random.chance(0.6))
      benefits.push(random.pick(industry.extraBenefits));
    if ((isRemote || arrangement === 'Hybrid') && random.chance(0.4)) benefits.push(REMOTE_BENEFIT);
    if (sponsorship === true) benefits.push(VISA_BENEFIT);

    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    let currency = 'USD';
    let unit = 'YEAR';
    // Titles without levels (Registered Nurse, Postdoctoral Researcher) still earn more with experience, but less steeply.
    const factor = isIntern ? 0.45 : role.levels ? level.factor : 1 + (level.factor - 1) * 0.4;
    if (!random.chance(0.15)) {
      const [low, high] = role.pay;
      salaryMin = roundTo(low * factor * (0.9 + random.next() * 0.2), 1000);
      salaryMax = roundTo(salaryMin * (high / low) * (0.92 + random.next() * 0.16), 1000);
      const hourly =
        abroad === null &&
        ((isIntern && random.chance(0.5)) ||
          (role.hourly && random.chance(0.6)) ||
          (employmentType !== 'FULL_TIME' && random.chance(0.5)));
      if (hourly) {
        unit = 'HOUR';
        salaryMin = roundTo(salaryMin / 2080, 1);
        salaryMax = roundTo(salaryMax / 2080, 1);
      } else if (abroad) {
        currency = abroad[2];
        salaryMin = roundTo(salaryMin * abroad[3], 1000);
        salaryMax = roundTo(salaryMax * abroad[3], 1000);
      }
      if (random.chance(0.05)) salaryMax = null; // some postings give only a floor
    }

    const hoursAgo = Math.floor(Math.pow(random.next(), 1.6) * MAX_AGE_HOURS);
    const postedAt = new Date(this.now.getTime() - hoursAgo * 3_600_000 - random.int(0, 3_599) * 1000);

    const years =
      minYears > 0
        ? `${minYears}+ years of experience with`
        : isIntern || role.levels
          ? 'Experience through internships, research or projects with'
          : 'New graduates are welcome; we look for';
    const where = isRemote
      ? ', working remotely from anywhere in the US'
      : arrangement === 'Hybrid'
        ? `, working from our ${city} office three days a week`
        : ` in ${city}`;
    const extraSkills = skills.slice(3);
    const paragraphs = [
      `${company.blurb} We are hiring ${withArticle(title)} to join our ${role.team}${where}.`,
      `What you will do: ${duties
        .map((duty) => `${duty};`)
        .join(' ')
        .replace(/;$/, '.')}`,
      `What we are looking for: ${years} ${formatList(skills.slice(0, 3))}. ${educationSentence(role, degree, isIntern, isRemote ? null : state)}${extraSkills.length > 0 ? ` Experience with ${formatList(extraSkills)} is a plus.` : ''}`,
      `Benefits: ${formatList(benefits.map((b) => (/^[A-Z][a-z]/.test(b) ? b.charAt(0).toLowerCase() + b.slice(1) : b)))}.`,
      ...(sponsorSentence ? [sponsorSentence] : []),
    ];

    const jobId = `demo-${this.seed}-${index}`;
    return {
      jobId,
      source: DEMO_SOURCE,
      title,
      organization: company.name,
      organizationSlug: company.slug,
      descriptionText: paragraphs.join('\n\n'),
      location,
      city: isRemote ? null : city,
      state: isRemote ? null : state,
      url: `https://careers.${company.slug}.example/jobs/${index}`,
      postedAt,
      expiresAt: null,
      remote: isRemote,
      workArrangement: arrangement,
      employmentType,
      visaSponsorship: sponsorship,
      visaEvidence: sponsorSentence,
      salaryMin,
      salaryMax,
      salaryCurrency: currency,
      salaryUnit: unit,
      benefits,
      experienceLevel,
      logoUrl: `/logos/${company.slug}.svg`,
      organizationUrl: `https://www.${company.slug}.example`,
      industry: company.industry,
      organizationSize: company.size,
      headquarters: company.headquarters,
    };
  }
}
