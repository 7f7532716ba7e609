import type { JobInput } from '../normalize.ts';
import {
  BENEFITS,
  buildCompanies,
  FIELDS,
  LEVELS,
  LOCATIONS,
  NO_SPONSOR_SENTENCES,
  SPONSOR_SENTENCES,
  type Company,
  type Field,
} from './catalog.ts';
import { Random } from './random.ts';

export const DEMO_SOURCE = 'demo';
export const DEMO_COMPANY_COUNT = 320;
const MAX_AGE_HOURS = 30 * 24;

export type DemoOptions = { seed?: number; now?: Date };

/** The demo companies (same list for every run with the same seed). */
export function demoCompanies(seed = 1): Company[] {
  const random = new Random(seed ^ 0x9e3779b9);
  return buildCompanies(DEMO_COMPANY_COUNT, (n) => Math.floor(random.next() * n));
}

function formatList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Deterministic demo jobs: the same seed and index always give the same job, so `--jobs N` runs are
 * repeatable and can be generated in batches without holding them all in memory.
 */
export class DemoJobGenerator {
  readonly companies: Company[];
  private readonly fieldWeights: (readonly [Field, number])[];
  private readonly locationWeights: (readonly [[string, string], number])[];

  constructor(
    private readonly seed = 1,
    private readonly now = new Date(),
  ) {
    this.companies = demoCompanies(seed);
    this.fieldWeights = FIELDS.map((field) => [field, field.weight] as const);
    this.locationWeights = LOCATIONS.map(([city, state, weight]) => [[city, state], weight] as const);
  }

  job(index: number): JobInput {
    const random = new Random((this.seed * 2654435761 + index * 40503) >>> 0);
    const company = random.pick(this.companies);
    const companyField = FIELDS.find((f) => f.key === random.pick(company.fields));
    const field = random.chance(0.8) && companyField ? companyField : random.weighted(this.fieldWeights);
    const level = random.weighted(LEVELS.map((l) => [l, l.weight] as const));
    const baseTitle = random.pick(field.titles);
    const isIntern = field.key !== 'healthcare' && random.chance(0.04);
    const title = isIntern
      ? `${baseTitle.replace(/^(Senior|Staff|Lead) /, '')} Intern`
      : level.prefix && !/Professor|Nurse|Physician|Therapist|Teacher|Pharmacist|Lecturer/.test(baseTitle)
        ? `${level.prefix} ${baseTitle}`
        : baseTitle;
    const experienceLevel = isIntern ? '0-2' : level.experience;

    const arrangement = random.weighted([
      ['On-site', 44],
      ['Hybrid', 32],
      ['Remote Solely', 14],
      ['Remote OK', 5],
      [null, 5],
    ] as const);
    const isRemote = arrangement === 'Remote Solely' || (arrangement === null && random.chance(0.3));
    const [city, state] = random.weighted(this.locationWeights);
    const location = isRemote ? 'Remote, United States' : `${city}, ${state}`;

    const employmentType = isIntern
      ? 'INTERN'
      : random.weighted([
          ['FULL_TIME', 88],
          ['CONTRACTOR', 7],
          ['PART_TIME', 3],
          ['TEMPORARY', 2],
        ] as const);

    const sponsorship = random.chance(company.sponsorRate) ? true : random.chance(0.6) ? null : false;
    const sponsorSentence =
      sponsorship === true
        ? random.pick(SPONSOR_SENTENCES)
        : sponsorship === false
          ? random.pick(NO_SPONSOR_SENTENCES)
          : null;

    const skills = random.sample(field.skills, random.int(4, 6));
    const duties = random.sample(field.duties, Math.min(field.duties.length, random.int(3, 5)));
    const degree = random.pick(field.degrees);
    const minYears = { '0-2': 0, '2-5': 2, '5-10': 5, '10+': 10 }[experienceLevel] ?? 2;
    const benefits = random.sample(BENEFITS, random.int(3, 7));
    if (sponsorship === true && !benefits.includes('Immigration and visa support'))
      benefits.push('Immigration and visa support');

    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    let currency = 'USD';
    let unit = 'YEAR';
    const factor = isIntern ? 0.45 : level.factor;
    if (!random.chance(0.15)) {
      const spread = 1 + random.next() * 0.35;
      salaryMin = roundTo(field.pay[0] * factor * (0.9 + random.next() * 0.2), 1000);
      salaryMax = roundTo(salaryMin * spread + 10_000, 1000);
      if (isIntern && random.chance(0.5)) {
        unit = 'HOUR';
        salaryMin = roundTo(salaryMin / 2080, 1);
        salaryMax = roundTo(salaryMax / 2080, 1);
      } else if (random.chance(0.04)) {
        currency = random.pick(['EUR', 'CAD', 'GBP']);
      }
      if (random.chance(0.05)) salaryMax = null; // some postings give only a floor
    }

    const hoursAgo = Math.floor(Math.pow(random.next(), 1.6) * MAX_AGE_HOURS);
    const postedAt = new Date(this.now.getTime() - hoursAgo * 3_600_000 - random.int(0, 3_599) * 1000);

    const years =
      minYears === 0
        ? 'Experience through internships, research or projects'
        : `${minYears}+ years of experience`;
    const paragraphs = [
      `${company.name} is ${withArticle(company.industry.toLowerCase())} company headquartered in ${company.headquarters}. We are hiring ${withArticle(title)} to join our ${field.key === 'healthcare' ? 'care' : 'growing'} team${isRemote ? ', working remotely from anywhere in the US' : arrangement === 'Hybrid' ? `, working from our ${city} office three days a week` : ` in ${city}`}.`,
      `What you will do: ${duties
        .map((duty) => `${duty};`)
        .join(' ')
        .replace(/;$/, '.')}`,
      `What we are looking for: ${years} with ${formatList(skills.slice(0, 3))}. A Bachelor's or Master's degree in ${degree} or a related field. Experience with ${formatList(skills.slice(3))} is a plus. Clear written and spoken English and a habit of helping teammates.`,
      `Benefits: ${formatList(benefits.map((b) => b.toLowerCase()))}.`,
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
