import { describe, expect, it } from 'vitest';
import type { Job } from '../../../core/jobs.ts';
import { buildJobView } from '../../../tests/factories/job-views.ts';
import { buildBreadcrumbJsonLd, buildJobPostingJsonLd, descriptionToHtml } from './structured-data.ts';

const JOB: Job = buildJobView({
  id: 42,
  title: 'Data Engineer',
  organization: 'Acme <Labs>',
  description_text: 'We build pipelines & models.\n\nYou <will> ship.',
  url: 'https://careers.acme.example/42',
  posted_at: '2026-11-01T00:00:00.000Z',
  ai_salary_min: 100000,
  ai_salary_max: 150000,
  ai_experience_level: '2-5',
  li_organization_logo_url: '/logos/acme.svg',
  li_organization_url: 'https://acme.example',
});
const URL_BASE = 'https://jobs.example';
const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('descriptionToHtml', () => {
  it('escapes the text and wraps each paragraph', () => {
    expect(descriptionToHtml(JOB.description_text)).toBe(
      '<p>We build pipelines &amp; models.</p><p>You &lt;will&gt; ship.</p>',
    );
  });
});

describe('buildJobPostingJsonLd', () => {
  it('carries the required and recommended properties of an on-site job', () => {
    const ld = buildJobPostingJsonLd(JOB, URL_BASE, NOW);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Engineer',
      datePosted: '2026-11-01T00:00:00.000Z',
      validThrough: '2026-12-31T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme <Labs>',
        sameAs: 'https://acme.example',
        logo: 'https://jobs.example/logos/acme.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
      },
      baseSalary: { currency: 'USD', value: { minValue: 100000, maxValue: 150000, unitText: 'YEAR' } },
      identifier: { '@type': 'PropertyValue', name: 'Acme <Labs>', value: 'demo-42' },
      directApply: false,
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('marks a fully remote job as telecommute within the US, without a workplace', () => {
    const ld = buildJobPostingJsonLd(
      {
        ...JOB,
        city: null,
        state: null,
        location: 'Remote, United States',
        remote: true,
        ai_work_arrangement: null,
      },
      URL_BASE,
      NOW,
    );
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('gives a remote-friendly job both its office and telecommute', () => {
    const ld = buildJobPostingJsonLd({ ...JOB, ai_work_arrangement: 'Remote OK' }, URL_BASE, NOW);
    expect(ld).toHaveProperty('jobLocation');
    expect(ld).toHaveProperty('jobLocationType', 'TELECOMMUTE');
  });

  it('leaves out the salary when neither bound is known and uses the expiry when there is one', () => {
    const ld = buildJobPostingJsonLd(
      { ...JOB, ai_salary_min: null, ai_salary_max: null, expires_at: '2026-11-30T00:00:00.000Z' },
      URL_BASE,
      NOW,
    );
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld.validThrough).toBe('2026-11-30T00:00:00.000Z');
  });

  it('leaves out validThrough when the default window has passed and the board still lists the job', () => {
    const ld = buildJobPostingJsonLd({ ...JOB, posted_at: '2026-08-01T00:00:00.000Z' }, URL_BASE, NOW);
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('keeps only the known salary bound', () => {
    const ld = buildJobPostingJsonLd({ ...JOB, ai_salary_max: null, ai_salary_unit: 'HOUR' }, URL_BASE, NOW);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 100000, unitText: 'HOUR' },
    });
  });
});

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the trail and makes the links absolute', () => {
    expect(
      buildBreadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Browse Jobs', path: '/jobs' },
        ],
        URL_BASE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://jobs.example/' },
        { '@type': 'ListItem', position: 2, name: 'Browse Jobs', item: 'https://jobs.example/jobs' },
      ],
    });
  });
});
