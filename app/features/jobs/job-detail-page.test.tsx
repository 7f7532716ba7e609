import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../core/jobs.ts';
import { QueryProvider } from '../../lib/query-client.tsx';
import { SessionProvider } from '../auth/index.ts';
import { JobDetailPage } from './job-detail-page.tsx';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const JOB: Job = {
  id: 7,
  job_id: 'demo-7',
  title: 'Backend Engineer',
  organization: 'Acme',
  description_text: 'First paragraph.\n\nSecond paragraph.',
  location: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  url: 'https://careers.acme.example/7',
  source: 'demo',
  posted_at: '2026-11-20T12:00:00.000Z',
  expires_at: null,
  remote: false,
  ai_work_arrangement: 'Remote OK',
  ai_employment_type: 'FULL_TIME',
  ai_visa_sponsorship: true,
  ai_visa_evidence: 'We sponsor H-1B visas.',
  ai_salary_min: 120000,
  ai_salary_max: null,
  ai_salary_currency: 'EUR',
  ai_salary_unit: 'YEAR',
  ai_benefits: ['Health insurance'],
  ai_experience_level: '2-5',
  li_organization_logo_url: '/logos/acme.svg',
  li_organization_url: 'https://acme.example',
  li_organization_industry: 'Software',
  li_organization_size: '51-200 employees',
  li_organization_headquarters: 'Boston, MA',
  filing_record: null,
};

/** Server-renders the page as the route does, signed out, at a fixed moment. */
function render(job: Job, url = `/jobs/${job.id}`): string {
  const Stub = createRoutesStub([
    {
      path: '/jobs/:id',
      Component: () => (
        <SessionProvider initialUser={null} initialSession={null}>
          <QueryProvider>
            <JobDetailPage job={job} renderedAt={NOW} />
          </QueryProvider>
        </SessionProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[url]} />);
}

// React separates adjacent text with <!-- --> comments; elements become spaces.
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('JobDetailPage', () => {
  it('shows the badges, the evidence, the salary with its unit, the sections and Apply Now', () => {
    const page = text(render(JOB));
    expect(page).toContain('Remote');
    expect(page).toContain('FULL TIME');
    expect(page).toContain('H1B Sponsor');
    expect(page).toContain('Why we think so: “We sponsor H-1B visas.”');
    expect(page).toContain('€120,000+');
    expect(page).toContain('per year');
    expect(page).toContain('Posted 2d ago');
    expect(page).toContain('Apply by January 19, 2027');
    for (const section of ['Job Description', 'Benefits', 'Company Info', 'Job Details'])
      expect(page).toContain(section);
    expect(page).toContain('2-5 years');
    expect(page).toContain('Apply Now');
    expect(page).not.toContain('This job has expired');
  });

  it('quotes the sentence when a posting says it does not sponsor, without the sponsor badge', () => {
    const page = text(
      render({ ...JOB, ai_visa_sponsorship: false, ai_visa_evidence: 'We are unable to sponsor visas.' }),
    );
    expect(page).not.toContain('H1B Sponsor');
    expect(page).toContain('This posting says it does not sponsor visas: “We are unable to sponsor visas.”');
  });

  it('says an expired job has expired and offers no Apply Now', () => {
    const page = text(render({ ...JOB, expires_at: '2026-11-21T00:00:00.000Z' }));
    expect(page).toContain('This job has expired');
    expect(page).not.toContain('Apply Now');
    expect(page).not.toContain('Apply by January');
  });

  it('leads Back to Jobs to the filters in its own query string', () => {
    expect(render(JOB, '/jobs/7?search=backend&city=Austin&autoAnalyze=true')).toContain(
      'href="/jobs?search=backend&amp;city=Austin"',
    );
  });
});
