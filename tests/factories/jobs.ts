import type { DbOrTx } from '../../db/client.ts';
import type { JobInput } from '../../server/modules/jobs/normalize.ts';
import { refreshSearchLexicon, upsertJobs } from '../../server/modules/jobs/repository.ts';
import { slugify } from '../../core/slug.ts';

let counter = 0;

/** A job with sensible defaults; override what the test is about. */
export function buildJob(overrides: Partial<JobInput> = {}): JobInput {
  counter += 1;
  const organization = overrides.organization ?? `Factory Co ${counter}`;
  return {
    jobId: `factory-${process.pid}-${counter}`,
    source: 'test',
    title: 'Office Coordinator',
    organization,
    organizationSlug: slugify(organization),
    descriptionText: 'Coordinate the office and help the team.',
    location: 'Austin, TX',
    city: 'Austin',
    state: 'TX',
    url: `https://jobs.example.com/${counter}`,
    postedAt: new Date(Date.now() - counter * 60_000),
    expiresAt: null,
    remote: false,
    workArrangement: 'On-site',
    employmentType: 'FULL_TIME',
    visaSponsorship: null,
    visaEvidence: null,
    salaryMin: 90_000,
    salaryMax: 120_000,
    salaryCurrency: 'USD',
    salaryUnit: 'YEAR',
    benefits: ['Health insurance'],
    experienceLevel: '2-5',
    logoUrl: null,
    organizationUrl: null,
    industry: 'Software Development',
    organizationSize: '201-500 employees',
    headquarters: 'Austin, TX',
    ...overrides,
  };
}

/** Stores jobs and refreshes the search dictionary, as a bulk load or ingestion run does. */
export async function createJobs(db: DbOrTx, jobs: JobInput[]): Promise<JobInput[]> {
  await upsertJobs(db, jobs);
  await refreshSearchLexicon(db);
  return jobs;
}
