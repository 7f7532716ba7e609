import type { Job, JobListItem } from '../../core/jobs.ts';

/** A job as the API shows it, with plain defaults; override what the test is about. */
export function buildJobView(overrides: Partial<Job> & { id: number }): Job {
  const { id } = overrides;
  return {
    job_id: `demo-${id}`,
    title: `Role ${id}`,
    organization: `Org ${id}`,
    description_text: 'We build things.',
    location: 'Austin, TX',
    city: 'Austin',
    state: 'TX',
    url: `https://jobs.example/${id}`,
    source: 'demo',
    posted_at: '2026-11-20T12:00:00.000Z',
    expires_at: null,
    remote: false,
    ai_work_arrangement: 'On-site',
    ai_employment_type: 'FULL_TIME',
    ai_visa_sponsorship: true,
    ai_visa_evidence: null,
    ai_salary_min: null,
    ai_salary_max: null,
    ai_salary_currency: 'USD',
    ai_salary_unit: 'YEAR',
    ai_benefits: [],
    ai_experience_level: null,
    li_organization_logo_url: null,
    li_organization_url: null,
    li_organization_industry: null,
    li_organization_size: null,
    li_organization_headquarters: null,
    filing_record: null,
    ...overrides,
  };
}

/** The same job as a search result lists it (a preview instead of the whole description). */
export function buildJobListItem(overrides: Partial<Job> & { id: number }): JobListItem {
  const { description_text, ...job } = buildJobView(overrides);
  return { ...job, description_preview: description_text, description_truncated: false };
}
