import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildWorkableJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { workableSource } from './workable.ts';
import { buildBoard, createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

function fetchAccount(slug: string) {
  const { http } = createRecordingClient();
  return workableSource.fetchBoard(buildBoard('workable', slug, fake.baseUrl, 'Acme Labs'), {
    http,
    baseUrl: fake.baseUrl,
  });
}

describe('workable adapter', () => {
  it('asks for details and maps every field', async () => {
    fake.setPostings('workable', 'acme', [buildWorkableJob({ shortcode: 'AB12CD34EF' })], {
      name: 'Acme Labs',
    });

    const result = await fetchAccount('acme');

    expect(fake.requests({ source: 'workable' })[0]?.query).toEqual({ details: 'true' });
    expect(result.complete).toBe(true);
    expect(result.postings).toEqual([
      {
        source: 'workable',
        boardKey: 'workable:acme',
        externalId: 'AB12CD34EF',
        title: 'Machine Learning Engineer',
        company: 'Acme Labs',
        url: 'https://apply.workable.com/j/AB12CD34EF',
        descriptionHtml: '<p>Ship models.</p><p>H-1B sponsorship available.</p>',
        location: 'New York, New York, United States',
        city: 'New York',
        state: 'New York',
        country: 'United States',
        remote: false,
        employmentType: 'Full-time',
        experienceLevel: 'Mid-Senior level',
        postedAt: '2025-02-05',
        department: 'Research',
      },
    ]);
  });

  it('lists visible locations only and reads telecommuting as remote', async () => {
    fake.setPostings('workable', 'multi', [
      buildWorkableJob({
        telecommuting: true,
        city: '',
        state: '',
        country: '',
        published_on: null,
        department: '',
        locations: [
          {
            country: 'United States',
            countryCode: 'US',
            city: 'Boston',
            region: 'Massachusetts',
            hidden: false,
          },
          { country: 'United States', countryCode: 'US', city: 'Internal', region: 'Nowhere', hidden: true },
          { country: 'Canada', countryCode: 'CA', city: 'Toronto', region: 'Ontario', hidden: false },
        ],
      }),
    ]);

    const [posting] = (await fetchAccount('multi')).postings;

    expect(posting).toMatchObject({
      location: 'Boston, Massachusetts, United States; Toronto, Ontario, Canada',
      city: 'Boston',
      state: 'Massachusetts',
      country: 'United States',
      remote: true,
      postedAt: '2025-02-04',
      department: 'Engineering',
    });
  });

  it('falls back to the top-level place and to the shortlink', async () => {
    fake.setPostings('workable', 'fallback', [
      buildWorkableJob({ shortcode: 'FB1', locations: [], url: null }),
    ]);
    const [posting] = (await fetchAccount('fallback')).postings;
    expect(posting).toMatchObject({
      location: 'New York, New York, United States',
      url: 'https://apply.workable.com/j/FB1',
    });
  });

  it('skips a job without any URL with a warning', async () => {
    fake.setPostings('workable', 'nourl', [
      buildWorkableJob({ shortcode: 'OK1' }),
      buildWorkableJob({ shortcode: 'NO1', url: null, shortlink: '', application_url: null }),
    ]);
    const result = await fetchAccount('nourl');
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['OK1']);
    expect(result.warnings).toEqual(['job NO1 skipped: no url']);
  });

  it('returns an empty, complete result for an account without jobs', async () => {
    fake.setPostings('workable', 'empty', []);
    await expect(fetchAccount('empty')).resolves.toEqual({
      postings: [],
      complete: true,
      warnings: undefined,
    });
  });
});
