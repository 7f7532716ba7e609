import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSmartRecruitersPosting,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { createSmartRecruitersSource, smartRecruitersSource } from './smartrecruiters.ts';
import { buildBoard, createRecordingClient, TEST_MAX_ATTEMPTS } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

function fetchCompany(company: string, source = smartRecruitersSource, perHostConcurrency?: number) {
  const { http } = createRecordingClient({ perHostConcurrency });
  return source.fetchBoard(buildBoard('smartrecruiters', company, fake.baseUrl, 'Acme Payments'), {
    http,
    baseUrl: fake.baseUrl,
  });
}

const postingsOf = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => buildSmartRecruitersPosting({ id: `${prefix}${index + 1}` }));

const listRequests = (board: string) =>
  fake.requests({ source: 'smartrecruiters', board }).filter((request) => request.path.endsWith('/postings'));

describe('smartrecruiters adapter', () => {
  it('maps the list fields and the description from the detail call', async () => {
    fake.setPostings('smartrecruiters', 'Acme', [buildSmartRecruitersPosting({ id: '744000000000001' })]);

    const result = await fetchCompany('Acme');

    expect(result.complete).toBe(true);
    expect(result.warnings).toBeUndefined();
    expect(result.postings).toEqual([
      {
        source: 'smartrecruiters',
        boardKey: 'smartrecruiters:Acme',
        externalId: '744000000000001',
        title: 'Senior Backend Engineer',
        company: 'Acme Payments',
        url: 'https://jobs.smartrecruiters.com/Acme/744000000000001-senior-backend-engineer',
        descriptionHtml: [
          '<h3>Company Description</h3>',
          '<p>Acme moves money.</p>',
          '<h3>Job Description</h3>',
          '<p>Design APIs.</p>',
          '<h3>Qualifications</h3>',
          '<ul><li>Java</li></ul>',
          '<h3>Additional Information</h3>',
          '<p>Visa sponsorship is available.</p>',
        ].join('\n'),
        location: 'Austin, TX, United States',
        city: 'Austin',
        state: 'TX',
        country: 'us',
        remote: false,
        workplaceType: 'hybrid',
        employmentType: 'Full-time',
        experienceLevel: 'Mid-Senior Level',
        postedAt: '2025-02-10T12:00:00.000Z',
        department: 'Technology',
      },
    ]);
    expect(fake.requests({ source: 'smartrecruiters' }).map((request) => request.path)).toEqual([
      '/v1/companies/Acme/postings',
      '/v1/companies/Acme/postings/744000000000001',
    ]);
  });

  it('builds the location and the public URL when the API leaves them out', async () => {
    fake.setPostings('smartrecruiters', 'Plain', [
      buildSmartRecruitersPosting({
        id: '9',
        location: { city: 'Berlin', region: 'Berlin', country: 'de', remote: true },
        department: null,
        postingUrl: undefined,
        applyUrl: undefined,
        jobAd: { sections: { jobDescription: { text: '<p>Only this.</p>' } } },
      }),
    ]);
    const [posting] = (await fetchCompany('Plain')).postings;
    expect(posting).toMatchObject({
      location: 'Berlin, Berlin, DE',
      remote: true,
      workplaceType: null,
      url: 'https://jobs.smartrecruiters.com/Plain/9',
      department: 'Information Technology',
      descriptionHtml: '<h3>Job Description</h3>\n<p>Only this.</p>',
    });
  });

  it('pages by offset until totalFound, even when the server caps the page size', async () => {
    fake.setPostings('smartrecruiters', 'Paged', postingsOf(5, '50'));
    fake.setBehavior('smartrecruiters', 'Paged', { maxPageSize: 2 });

    const result = await fetchCompany('Paged');

    expect(result.complete).toBe(true);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['501', '502', '503', '504', '505']);
    expect(listRequests('Paged').map((request) => request.query)).toEqual([
      { offset: '0', limit: '100' },
      { offset: '2', limit: '100' },
      { offset: '4', limit: '100' },
    ]);
  });

  it('uses a configured page size', async () => {
    fake.setPostings('smartrecruiters', 'Small', postingsOf(3, '60'));
    const result = await fetchCompany('Small', createSmartRecruitersSource({ pageSize: 2 }));
    expect(result.postings).toHaveLength(3);
    expect(listRequests('Small').map((request) => request.query.offset)).toEqual(['0', '2']);
  });

  it('keeps a posting whose detail call fails, without description, and warns', async () => {
    fake.setPostings('smartrecruiters', 'Flaky', postingsOf(2, '70'));
    fake.setBehavior('smartrecruiters', 'Flaky', { failDetailFor: ['702'] });

    const result = await fetchCompany('Flaky');

    expect(result.complete).toBe(true);
    expect(result.postings.map((posting) => [posting.externalId, Boolean(posting.descriptionHtml)])).toEqual([
      ['701', true],
      ['702', false],
    ]);
    expect(result.postings[1]?.url).toBe('https://jobs.smartrecruiters.com/Flaky/702');
    expect(result.warnings).toEqual([
      expect.stringMatching(/^posting 702: detail failed, kept without description: .*500/),
    ]);
    // The failing detail was retried like any request.
    expect(
      fake.requests({ source: 'smartrecruiters', board: 'Flaky' }).filter((r) => r.path.endsWith('/702')),
    ).toHaveLength(TEST_MAX_ATTEMPTS);
  });

  it('leaves out a posting whose detail answers 404 (closed since the list was read)', async () => {
    fake.setPostings('smartrecruiters', 'Closing', postingsOf(2, '80'));
    fake.setBehavior('smartrecruiters', 'Closing', { failDetailFor: ['801'], failDetailStatus: 404 });
    const result = await fetchCompany('Closing');
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['802']);
    expect(result.complete).toBe(true);
  });

  it('returns what it read, marked incomplete, when a later list page fails', async () => {
    fake.setPostings('smartrecruiters', 'Half', postingsOf(4, '90'));
    fake.setBehavior('smartrecruiters', 'Half', { maxPageSize: 2, failPagesFrom: 1 });
    const result = await fetchCompany('Half');
    expect(result.complete).toBe(false);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['901', '902']);
    expect(result.warnings?.[0]).toMatch(/^page 2 failed/);
  });

  it('sends the detail calls through the per-host limit', async () => {
    fake.setPostings('smartrecruiters', 'Busy', postingsOf(6, '40'));
    fake.setBehavior('smartrecruiters', 'Busy', { delayMs: 15 });
    fake.resetStats();
    const result = await fetchCompany('Busy', smartRecruitersSource, 2);
    expect(result.postings).toHaveLength(6);
    expect(fake.maxInFlight()).toBe(2);
  });

  it('returns an empty, complete result for a company without postings', async () => {
    fake.setPostings('smartrecruiters', 'Empty', []);
    await expect(fetchCompany('Empty')).resolves.toEqual({
      postings: [],
      complete: true,
      warnings: undefined,
    });
  });
});
