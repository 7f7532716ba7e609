import {
  previewDescription,
  WORK_ARRANGEMENTS,
  type Job,
  type JobListItem,
  type WorkArrangement,
} from '../../../core/jobs.ts';
import { filingRecordOf } from '../sponsors/read-service.ts';
import type { findJobById, findJobsByIds } from './repository.ts';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findJobById>>>;
type ListRow = Awaited<ReturnType<typeof findJobsByIds>>[number];
type CommonRow = Omit<DetailRow, 'descriptionText'>;

const asArrangement = (value: string | null): WorkArrangement | null =>
  (WORK_ARRANGEMENTS as readonly string[]).includes(value ?? '') ? (value as WorkArrangement) : null;

function presentCommon(row: CommonRow): Omit<Job, 'description_text'> {
  return {
    id: Number(row.id),
    job_id: row.jobId,
    title: row.title,
    organization: row.organization,
    location: row.location,
    city: row.city,
    state: row.state,
    url: row.url,
    source: row.source,
    posted_at: new Date(row.postedAt).toISOString(),
    expires_at: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    remote: row.remote,
    ai_work_arrangement: asArrangement(row.workArrangement),
    ai_employment_type: row.employmentType,
    ai_visa_sponsorship: row.visaSponsorship,
    ai_visa_evidence: row.visaEvidence,
    ai_salary_min: row.salaryMin,
    ai_salary_max: row.salaryMax,
    ai_salary_currency: row.salaryCurrency,
    ai_salary_unit: row.salaryUnit,
    ai_benefits: row.benefits,
    ai_experience_level: row.experienceLevel,
    li_organization_logo_url: row.logoUrl,
    li_organization_url: row.organizationUrl,
    li_organization_industry: row.industry,
    li_organization_size: row.organizationSize,
    li_organization_headquarters: row.headquarters,
    filing_record: filingRecordOf({
      slug: row.filingSlug,
      name: row.filingName,
      latest_fiscal_year: row.filingFiscalYear,
      latest_approvals: row.filingApprovals,
      latest_decisions: row.filingDecisions,
    }),
  };
}

export function presentJob(row: DetailRow): Job {
  return { ...presentCommon(row), description_text: row.descriptionText };
}

export function presentJobListItem(row: ListRow): JobListItem {
  // The row as it is: presentCommon reads only its own columns (a copy without descriptionStart, made by
  // destructuring the rest, was the costliest step of presenting a page of thirty).
  const preview = previewDescription(row.descriptionStart);
  return {
    ...presentCommon(row),
    description_preview: preview.text,
    description_truncated: preview.truncated,
  };
}
