import { describe, expect, it } from 'vitest';
import type { RawPosting } from '../types.ts';
import { enrichPosting } from './index.ts';

const NOW = new Date('2025-03-01T12:00:00Z');

function buildPosting(overrides: Partial<RawPosting> = {}): RawPosting {
  return {
    source: 'greenhouse',
    boardKey: 'greenhouse:northwind',
    externalId: '4012345',
    title: 'Senior Data Engineer',
    company: 'Northwind Health Inc.',
    url: 'https://boards.greenhouse.io/northwind/jobs/4012345',
    ...overrides,
  };
}

describe('enrichPosting', () => {
  it('turns a Greenhouse posting (escaped HTML) into a complete row', () => {
    const html = [
      '<h2>About the role</h2><p>Northwind is hiring a Senior Data Engineer in our Boston office.</p>',
      '<h3>Requirements</h3><ul><li>5+ years of experience building data pipelines</li><li>Python and SQL</li></ul>',
      '<h3>Pay</h3><p>The base salary range for this role is $150,000 to $180,000, plus an annual bonus.</p>',
      '<p>Benefits: medical, dental and vision insurance, 401(k) with company match, unlimited PTO.</p>',
      '<p>This is a hybrid role, 3 days in office.</p>',
      '<p>We sponsor H-1B visas and support H-1B transfers for this position.</p>',
    ].join('');
    const escaped = html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const job = enrichPosting(
      buildPosting({
        descriptionHtml: escaped,
        location: 'Boston, Massachusetts, United States',
        postedAt: '2025-02-20T09:30:00Z',
      }),
      { now: NOW },
    );
    expect(job).toEqual({
      jobId: '4012345',
      source: 'greenhouse',
      title: 'Senior Data Engineer',
      organization: 'Northwind Health Inc.',
      organizationSlug: 'northwind-health-inc',
      descriptionText: [
        'About the role',
        'Northwind is hiring a Senior Data Engineer in our Boston office.',
        'Requirements',
        '- 5+ years of experience building data pipelines\n- Python and SQL',
        'Pay',
        'The base salary range for this role is $150,000 to $180,000, plus an annual bonus.',
        'Benefits: medical, dental and vision insurance, 401(k) with company match, unlimited PTO.',
        'This is a hybrid role, 3 days in office.',
        'We sponsor H-1B visas and support H-1B transfers for this position.',
      ].join('\n\n'),
      location: 'Boston, Massachusetts, United States',
      city: 'Boston',
      state: 'MA',
      url: 'https://boards.greenhouse.io/northwind/jobs/4012345',
      postedAt: new Date('2025-02-20T09:30:00Z'),
      expiresAt: null,
      remote: false,
      workArrangement: 'Hybrid',
      employmentType: 'FULL_TIME',
      visaSponsorship: true,
      visaEvidence: 'We sponsor H-1B visas and support H-1B transfers for this position.',
      salaryMin: 150_000,
      salaryMax: 180_000,
      salaryCurrency: 'USD',
      salaryUnit: 'YEAR',
      benefits: [
        'Health insurance',
        'Dental insurance',
        'Vision insurance',
        '401(k) matching',
        'Bonus',
        'Paid time off',
        'Visa sponsorship',
      ],
      experienceLevel: '5-10',
      logoUrl: null,
      organizationUrl: null,
      industry: null,
      organizationSize: null,
      headquarters: null,
      board: 'greenhouse:northwind',
    });
  });

  it('reads a Lever-style posting: plain text, epoch date, structured fields, hourly pay', () => {
    const job = enrichPosting(
      buildPosting({
        source: 'lever',
        boardKey: 'lever:northwind',
        externalId: 'a1b2c3',
        title: 'Data Analyst (Contract)',
        descriptionText:
          'You will build dashboards.\n\nCandidates must be authorized to work in the US without sponsorship now or in the future.',
        location: 'Remote - US',
        workplaceType: 'remote',
        employmentType: 'Contract',
        postedAt: Date.parse('2025-02-25T00:00:00Z'),
        compensation: { min: 50, max: 65, currency: 'USD', interval: 'per-hour-wage' },
      }),
      { now: NOW },
    );
    expect(job).toMatchObject({
      jobId: 'a1b2c3',
      source: 'lever',
      board: 'lever:northwind',
      location: 'Remote - US',
      city: null,
      state: null,
      remote: true,
      workArrangement: 'Remote Solely',
      employmentType: 'CONTRACTOR',
      postedAt: new Date('2025-02-25T00:00:00Z'),
      salaryMin: 104_000,
      salaryMax: 135_200,
      salaryUnit: 'YEAR',
      visaSponsorship: false,
      visaEvidence:
        'Candidates must be authorized to work in the US without sponsorship now or in the future.',
      // No years in the text and no seniority word in the title: unknown rather than guessed.
      experienceLevel: null,
    });
  });

  it('reads an Ashby-style posting: compensation summary, remote flag with an office option', () => {
    const job = enrichPosting(
      buildPosting({
        source: 'ashby',
        title: 'Software Engineer, New Grad',
        descriptionHtml: '<p>Join our platform team. New grads welcome.</p>',
        location: 'Austin, TX or Remote',
        remote: true,
        compensation: { summary: '$120K – $150K • Offers Equity' },
      }),
      { now: NOW },
    );
    expect(job).toMatchObject({
      city: 'Austin',
      state: 'TX',
      remote: true,
      workArrangement: 'Remote OK',
      salaryMin: 120_000,
      salaryMax: 150_000,
      benefits: ['Equity'],
      experienceLevel: '0-2',
      visaSponsorship: null,
      visaEvidence: null,
    });
  });

  it('decodes entities and spacing in the title and company', () => {
    const job = enrichPosting(buildPosting({ title: ' R&amp;D  Engineer ', company: 'Smith &amp; Co' }), {
      now: NOW,
    });
    expect(job).toMatchObject({
      title: 'R&D Engineer',
      organization: 'Smith & Co',
      organizationSlug: 'smith-and-co',
    });
  });

  it.each([
    { name: 'title', overrides: { title: '  ' } },
    { name: 'url', overrides: { url: '' } },
    { name: 'company', overrides: { company: '' } },
  ])('returns null without a $name', ({ overrides }) => {
    expect(enrichPosting(buildPosting(overrides), { now: NOW })).toBeNull();
  });

  it.each([
    { postedAt: undefined, expected: NOW },
    { postedAt: 'not a date', expected: NOW },
    { postedAt: '2030-01-01T00:00:00Z', expected: NOW },
    { postedAt: 1_740_000_000_000, expected: new Date(1_740_000_000_000) },
  ])('posted date $postedAt', ({ postedAt, expected }) => {
    expect(enrichPosting(buildPosting({ postedAt }), { now: NOW })?.postedAt).toEqual(expected);
  });

  it('keeps the visa benefit in step with the verdict', () => {
    const job = enrichPosting(
      buildPosting({
        descriptionText:
          'Perks: relocation and immigration support for other teams. This role is not eligible for visa sponsorship.',
      }),
      { now: NOW },
    );
    expect(job?.visaSponsorship).toBe(false);
    expect(job?.benefits).not.toContain('Visa sponsorship');
  });

  it('fills only what a SPEC-shaped feed record leaves empty', () => {
    const job = enrichPosting(
      buildPosting({
        source: 'feed',
        boardKey: 'feed:https://example.com/jobs.json',
        externalId: 'feed-77',
        feedRecord: {
          job_id: 'feed-77',
          title: 'Machine Learning Engineer',
          organization: 'Contoso',
          url: 'https://contoso.example/jobs/77',
          location: 'San Jose, California',
          source: 'contoso-careers',
          ai_employment_type: ['FULL_TIME'],
          ai_salary_min: 170000,
          ai_salary_max: 210000,
          ai_benefits: ['Health insurance'],
          description_text:
            '<p>3+ years of experience with PyTorch.</p><p>Salary: $999,000 - $999,999.</p><p>We sponsor H-1B visas.</p><p>Fully remote.</p>',
        },
      }),
      { now: NOW },
    );
    expect(job).toMatchObject({
      jobId: 'feed-77',
      source: 'contoso-careers',
      board: 'feed:https://example.com/jobs.json',
      organization: 'Contoso',
      organizationSlug: 'contoso',
      city: 'San Jose',
      state: 'CA',
      // stated by the feed: kept
      salaryMin: 170_000,
      salaryMax: 210_000,
      benefits: ['Health insurance'],
      employmentType: 'FULL_TIME',
      // missing from the feed: enriched from its text
      visaSponsorship: true,
      visaEvidence: 'We sponsor H-1B visas.',
      workArrangement: 'Remote Solely',
      remote: true,
      experienceLevel: '2-5',
      descriptionText:
        '3+ years of experience with PyTorch.\n\nSalary: $999,000 - $999,999.\n\nWe sponsor H-1B visas.\n\nFully remote.',
    });
  });

  it('does not override a feed’s own sponsorship verdict and evidence', () => {
    const job = enrichPosting(
      buildPosting({
        source: 'feed',
        feedRecord: {
          title: 'Analyst',
          organization: 'Contoso',
          url: 'https://contoso.example/jobs/78',
          ai_visa_sponsorship: false,
          ai_visa_evidence: 'Requires US citizenship.',
          description_text: 'We sponsor H-1B visas.',
        },
      }),
      { now: NOW },
    );
    expect(job).toMatchObject({ visaSponsorship: false, visaEvidence: 'Requires US citizenship.' });
  });

  it('stays fast on adversarial text (no catastrophic backtracking)', () => {
    const hostile = [
      '$1 '.repeat(5000),
      `${'a'.repeat(20_000)}<`,
      '<div '.repeat(3000),
      '&lt;p '.repeat(3000),
      `${'5 '.repeat(5000)}years`,
      'sponsor not '.repeat(3000),
      `${'remote or '.repeat(3000)}hybrid`,
      `${'1,000,'.repeat(3000)}000`,
    ].join('\n');
    const started = performance.now();
    const job = enrichPosting(buildPosting({ descriptionHtml: hostile }), { now: NOW });
    expect(job).not.toBeNull();
    // About 150 KB of hostile input: linear-time rules finish in milliseconds; a backtracking rule takes minutes.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
