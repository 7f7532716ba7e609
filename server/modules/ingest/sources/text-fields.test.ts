/*
 * Every text field each source documents reaches the stored description, whichever form it comes in: HTML
 * only, plain only, both, HTML that is only empty markup, or neither. For each combination the posting goes
 * through the adapter (served by the fake job boards) and enrichment, and the description, the sponsorship
 * verdict and its evidence must survive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAshbyJob,
  buildFeedRecord,
  buildGreenhouseJob,
  buildLeverPosting,
  buildSmartRecruitersPosting,
  buildWorkableJob,
  startFakeJobBoards,
  type ApiSourceName,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { enrichPosting } from '../enrich/index.ts';
import type { EnrichedJob, SourceName } from '../types.ts';
import { SOURCE_ADAPTERS } from './index.ts';
import { buildBoard, createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});

const NOW = new Date('2025-03-01T00:00:00Z');
const BODY = 'You will build the payments ledger with a small team.';
const DUTY = 'Review designs & mentor engineers.';
const SPONSOR = 'We sponsor H-1B visas for this role.';
const NO_SPONSOR = 'We are unable to sponsor visas for this position.';

let boardCount = 0;
/** Serves one posting on a fresh board, reads it through the adapter and enriches it. */
async function ingestOne(source: ApiSourceName, posting: Record<string, unknown>): Promise<EnrichedJob> {
  const board = `text-${source}-${++boardCount}`;
  fake.setPostings(source, board, [posting]);
  return readBoard(source, board);
}

async function readBoard(source: SourceName, board: string): Promise<EnrichedJob> {
  const { http } = createRecordingClient();
  const adapter = SOURCE_ADAPTERS[source];
  const result = await adapter.fetchBoard(buildBoard(source, board, fake.baseUrl, 'Acme'), {
    http,
    baseUrl: fake.baseUrl,
  });
  expect(result.postings).toHaveLength(1);
  const job = enrichPosting(result.postings[0]!, { now: NOW });
  if (!job) throw new Error('enrichment dropped the posting');
  return job;
}

type Case = { name: string; fields: Record<string, unknown>; says: string[]; verdict: boolean | null };

/** What every case checks: the text it should contain, and the verdict with its evidence sentence. */
function expectText(job: EnrichedJob, { says, verdict }: Pick<Case, 'says' | 'verdict'>) {
  for (const text of says) expect(job.descriptionText).toContain(text);
  expect(job.descriptionText).not.toMatch(/<\/?[a-z]+>|&lt;|&amp;/i);
  expect(job.visaSponsorship).toBe(verdict);
  expect(job.visaEvidence).toBe(verdict === true ? SPONSOR : verdict === false ? NO_SPONSOR : null);
}

const NEITHER = { says: [], verdict: null };

describe('Lever text fields', () => {
  const none = {
    opening: undefined,
    openingPlain: undefined,
    descriptionBody: undefined,
    descriptionBodyPlain: undefined,
    description: undefined,
    descriptionPlain: undefined,
    lists: [],
    additional: undefined,
    additionalPlain: undefined,
    salaryDescription: undefined,
    salaryDescriptionPlain: undefined,
    salaryRange: undefined,
  };
  const cases: Case[] = [
    {
      name: 'HTML only',
      fields: { description: `<div>${BODY}</div>`, additional: `<div>${SPONSOR}</div>` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'plain only (descriptionPlain and additionalPlain)',
      fields: { descriptionPlain: BODY, additionalPlain: SPONSOR },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'plain only, with a benefits list',
      fields: {
        descriptionPlain: `${BODY}\n\n${NO_SPONSOR}`,
        lists: [{ text: 'Benefits', content: '<li>Health insurance</li><li>401(k) matching</li>' }],
        additionalPlain: 'Apply today.',
      },
      says: [BODY, NO_SPONSOR, '- Health insurance', 'Apply today.'],
      verdict: false,
    },
    {
      name: 'both',
      fields: {
        description: `<div>${BODY}</div>`,
        descriptionPlain: BODY,
        additional: `<div>${SPONSOR}</div>`,
        additionalPlain: SPONSOR,
      },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'HTML fields that hold only empty markup, with plain text',
      fields: {
        description: '<div><br></div>',
        descriptionPlain: BODY,
        additional: '<p>&nbsp;</p>',
        additionalPlain: SPONSOR,
      },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'opening and body instead of description (mixed forms)',
      fields: {
        opening: '<div>Join Acme.</div>',
        descriptionBodyPlain: `${BODY}\n${DUTY}`,
        additionalPlain: SPONSOR,
      },
      says: ['Join Acme.', BODY, DUTY, SPONSOR],
      verdict: true,
    },
    {
      name: 'plain lines in a list and the salary description in HTML only',
      fields: {
        descriptionPlain: BODY,
        lists: [{ text: 'Visa', content: `- ${SPONSOR}\n- Relocation support` }],
        salaryDescription: '<div>Base salary $150,000 - $190,000</div>',
      },
      says: [BODY, `- ${SPONSOR}`, 'Base salary $150,000 - $190,000'],
      verdict: true,
    },
    { name: 'neither', fields: {}, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const job = await ingestOne('lever', buildLeverPosting({ ...none, ...c.fields }));
      expectText(job, c);
      if (c.says.length === 0) expect(job.descriptionText).toBe('');
    });
  }

  it('reads the salary from the salary description when there is no structured range', async () => {
    const job = await ingestOne(
      'lever',
      buildLeverPosting({
        ...none,
        descriptionPlain: BODY,
        salaryDescriptionPlain: 'Pay: $150,000 - $190,000 a year',
      }),
    );
    expect([job.salaryMin, job.salaryMax]).toEqual([150_000, 190_000]);
    expect(job.descriptionText).toContain('Pay: $150,000 - $190,000 a year');
  });
});

describe('Greenhouse text fields', () => {
  const cases: Case[] = [
    {
      name: 'HTML escaped once more (as Greenhouse sends it), with entities',
      fields: {
        content: `&lt;p&gt;${BODY}&lt;/p&gt;&lt;p&gt;Review designs &amp;amp; mentor engineers.&lt;/p&gt;&lt;p&gt;${SPONSOR}&lt;/p&gt;`,
      },
      says: [BODY, DUTY, SPONSOR],
      verdict: true,
    },
    {
      name: 'plain HTML',
      fields: { content: `<p>${BODY}</p><p>Review designs &amp; mentor engineers.</p><p>${NO_SPONSOR}</p>` },
      says: [BODY, DUTY, NO_SPONSOR],
      verdict: false,
    },
    {
      name: 'plain text',
      fields: { content: `${BODY}\n\n${DUTY}\n\n${SPONSOR}` },
      says: [`${BODY}\n\n${DUTY}\n\n${SPONSOR}`],
      verdict: true,
    },
    { name: 'only empty markup', fields: { content: '&lt;p&gt;&amp;nbsp;&lt;/p&gt;' }, ...NEITHER },
    { name: 'neither', fields: { content: undefined }, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const job = await ingestOne('greenhouse', buildGreenhouseJob(c.fields));
      expectText(job, c);
    });
  }
});

describe('Ashby text fields', () => {
  const none = { descriptionHtml: undefined, descriptionPlain: undefined, compensation: undefined };
  const cases: Case[] = [
    {
      name: 'HTML only',
      fields: { descriptionHtml: `<p>${BODY}</p><p>${SPONSOR}</p>` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'plain only',
      fields: { descriptionPlain: `${BODY}\n\n${NO_SPONSOR}` },
      says: [BODY, NO_SPONSOR],
      verdict: false,
    },
    {
      name: 'both',
      fields: {
        descriptionHtml: `<p>${BODY}</p><p>${SPONSOR}</p>`,
        descriptionPlain: `${BODY}\n\n${SPONSOR}`,
      },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'empty HTML with plain text',
      fields: { descriptionHtml: '<p></p>', descriptionPlain: `${BODY}\n\n${SPONSOR}` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'compensation text (pay zones) with plain text',
      fields: {
        descriptionPlain: `${BODY}\n\n${SPONSOR}`,
        compensation: {
          compensationTierSummary: '$150K – $220K',
          compensationTiers: [
            { title: 'Zone A', tierSummary: '$180K – $220K', components: [] },
            { title: 'Zone B', tierSummary: '$150K – $190K', components: [] },
          ],
          summaryComponents: [],
        },
      },
      says: [BODY, SPONSOR, 'Compensation', '- Zone A: $180K – $220K', '- Zone B: $150K – $190K'],
      verdict: true,
    },
    {
      name: 'compensation text only',
      fields: { compensation: { compensationTierSummary: '$150K – $220K • Offers Equity' } },
      says: ['$150K – $220K • Offers Equity'],
      verdict: null,
    },
    { name: 'neither', fields: {}, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const job = await ingestOne('ashby', buildAshbyJob({ ...none, ...c.fields }));
      expectText(job, c);
    });
  }
});

describe('SmartRecruiters text fields', () => {
  const sections = (parts: Record<string, { title?: string; text?: string | null }>) => ({
    jobAd: { sections: parts },
  });
  const cases: Case[] = [
    {
      name: 'every section in HTML, the verdict in the last one',
      fields: sections({
        companyDescription: { title: 'Company Description', text: '<p>Acme moves money.</p>' },
        jobDescription: { title: 'Job Description', text: `<p>${BODY}</p>` },
        qualifications: { title: 'Qualifications', text: '<ul><li>Java</li></ul>' },
        additionalInformation: { title: 'Additional Information', text: `<p>${SPONSOR}</p>` },
      }),
      says: ['Acme moves money.', BODY, '- Java', SPONSOR],
      verdict: true,
    },
    {
      name: 'sections in plain text, without titles',
      fields: sections({
        jobDescription: { text: `${BODY}\n${DUTY}` },
        additionalInformation: { text: NO_SPONSOR },
      }),
      says: ['Job Description', BODY, DUTY, 'Additional Information', NO_SPONSOR],
      verdict: false,
    },
    {
      name: 'the verdict in the company description, other sections empty',
      fields: sections({
        companyDescription: { title: 'About us', text: `<p>${SPONSOR}</p>` },
        jobDescription: { title: 'Job Description', text: '<p></p>' },
        qualifications: { title: 'Qualifications', text: null },
      }),
      says: ['About us', SPONSOR],
      verdict: true,
    },
    { name: 'neither', fields: { jobAd: undefined }, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const job = await ingestOne('smartrecruiters', buildSmartRecruitersPosting(c.fields));
      expectText(job, c);
    });
  }
});

describe('Workable text fields', () => {
  const none = {
    description: undefined,
    requirements: undefined,
    benefits: undefined,
    full_description: undefined,
  };
  const cases: Case[] = [
    {
      name: 'description only',
      fields: { description: `<p>${BODY}</p><p>${SPONSOR}</p>` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'description, requirements and benefits, the verdict in benefits',
      fields: {
        description: `<p>${BODY}</p>`,
        requirements: '<ul><li>5+ years of Go</li></ul>',
        benefits: `<p>${SPONSOR}</p>`,
      },
      says: [BODY, 'Requirements', '- 5+ years of Go', 'Benefits', SPONSOR],
      verdict: true,
    },
    {
      name: 'requirements and benefits in plain text, no description',
      fields: { requirements: `${DUTY}`, benefits: NO_SPONSOR },
      says: [DUTY, NO_SPONSOR],
      verdict: false,
    },
    {
      name: 'full_description only',
      fields: { full_description: `<p>${BODY}</p><h3>Benefits</h3><p>${SPONSOR}</p>` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'full_description with the parts (read once)',
      fields: {
        full_description: `<p>${BODY}</p><p>${SPONSOR}</p>`,
        description: `<p>${BODY}</p>`,
        benefits: `<p>${SPONSOR}</p>`,
      },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    { name: 'neither', fields: {}, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const job = await ingestOne('workable', buildWorkableJob({ ...none, ...c.fields }));
      expectText(job, c);
      if (c.name.includes('read once')) expect(job.descriptionText.split(BODY)).toHaveLength(2);
    });
  }
});

describe('feed text fields', () => {
  const unstated = { ai_visa_sponsorship: undefined };
  const cases: Case[] = [
    {
      name: 'plain description_text',
      fields: { description_text: `${BODY}\n\n${SPONSOR}` },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    {
      name: 'HTML in description_text',
      fields: { description_text: `<p>${BODY}</p><p>${NO_SPONSOR}</p>` },
      says: [BODY, NO_SPONSOR],
      verdict: false,
    },
    {
      name: 'description_text wrapped as { type, value }',
      fields: { description_text: { type: 'string', value: `${BODY} ${SPONSOR}` } },
      says: [BODY, SPONSOR],
      verdict: true,
    },
    { name: "the literal 'NO DESCRIPTION'", fields: { description_text: 'NO DESCRIPTION' }, ...NEITHER },
    { name: 'neither', fields: { description_text: undefined }, ...NEITHER },
  ];
  for (const c of cases) {
    it(`keeps the text and the verdict: ${c.name}`, async () => {
      const name = `text-${++boardCount}.json`;
      fake.setFeed(name, JSON.stringify([buildFeedRecord({ ...unstated, ...c.fields })]), 'application/json');
      const job = await readBoard('feed', `${fake.baseUrl}/feeds/${name}`);
      expectText(job, c);
    });
  }
});
