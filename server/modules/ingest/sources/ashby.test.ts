import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAshbyJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { ashbySource } from './ashby.ts';
import { buildBoard, createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

function fetchBoard(board: string) {
  const { http } = createRecordingClient();
  return ashbySource.fetchBoard(buildBoard('ashby', board, fake.baseUrl, 'Acme AI'), {
    http,
    baseUrl: fake.baseUrl,
  });
}

describe('ashby adapter', () => {
  it('maps every field, with the salary component and the tier summary as compensation', async () => {
    fake.setPostings('ashby', 'acme', [buildAshbyJob({ id: 'ash-1' })]);

    const result = await fetchBoard('acme');

    expect(fake.requests({ source: 'ashby' })[0]?.query).toEqual({ includeCompensation: 'true' });
    expect(result.complete).toBe(true);
    expect(result.postings).toEqual([
      {
        source: 'ashby',
        boardKey: 'ashby:acme',
        externalId: 'ash-1',
        title: 'Research Engineer',
        company: 'Acme AI',
        url: 'https://jobs.ashbyhq.com/acme/ash-1',
        descriptionHtml:
          '<p>Train models.</p><p>We offer visa sponsorship.</p>\n<h3>Compensation</h3>\n<p>$180K – $240K • Offers Equity</p>',
        location: 'San Francisco; New York',
        city: 'San Francisco',
        state: 'California',
        country: 'United States',
        remote: false,
        workplaceType: 'Hybrid',
        employmentType: 'FullTime',
        postedAt: '2025-02-03T16:21:55.393+00:00',
        compensation: {
          min: 180_000,
          max: 240_000,
          currency: 'USD',
          interval: '1 YEAR',
          summary: '$180K – $240K • Offers Equity',
        },
        department: 'Research',
      },
    ]);
  });

  it('leaves out unlisted jobs', async () => {
    fake.setPostings('ashby', 'listed', [
      buildAshbyJob({ id: 'shown' }),
      buildAshbyJob({ id: 'hidden', isListed: false }),
      buildAshbyJob({ id: 'legacy', isListed: undefined }),
    ]);
    const result = await fetchBoard('listed');
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['shown', 'legacy']);
  });

  it('takes the salary from the tiers when the summary has none, and handles jobs without pay', async () => {
    const tierOnly = buildAshbyJob({ id: 'tier' });
    tierOnly.compensation = {
      compensationTierSummary: null,
      scrapeableCompensationSalarySummary: '$50 - $70 / hr',
      summaryComponents: [],
      compensationTiers: [
        {
          components: [
            {
              compensationType: 'Salary',
              interval: '1 HOUR',
              currencyCode: 'USD',
              minValue: 50,
              maxValue: 70,
            },
          ],
        },
      ],
    };
    fake.setPostings('ashby', 'pay', [
      tierOnly,
      buildAshbyJob({ id: 'none', compensation: undefined, isRemote: true, workplaceType: 'Remote' }),
      buildAshbyJob({
        id: 'summary',
        compensation: { compensationTierSummary: 'Competitive', summaryComponents: [] },
      }),
    ]);

    const postings = (await fetchBoard('pay')).postings;

    expect(postings[0]?.compensation).toEqual({
      min: 50,
      max: 70,
      currency: 'USD',
      interval: '1 HOUR',
      summary: '$50 - $70 / hr',
    });
    expect(postings[1]).toMatchObject({ compensation: null, remote: true, workplaceType: 'Remote' });
    expect(postings[2]?.compensation).toEqual({
      min: null,
      max: null,
      currency: null,
      interval: null,
      summary: 'Competitive',
    });
  });

  it('uses the team when there is no department and copes with a job without address', async () => {
    fake.setPostings('ashby', 'sparse', [
      buildAshbyJob({ id: 'sparse', department: '', address: null, secondaryLocations: [] }),
    ]);
    const [posting] = (await fetchBoard('sparse')).postings;
    expect(posting).toMatchObject({
      department: 'Applied AI',
      city: null,
      state: null,
      country: null,
      location: 'San Francisco',
    });
  });

  it('returns an empty, complete result for a board without jobs', async () => {
    fake.setPostings('ashby', 'empty', []);
    await expect(fetchBoard('empty')).resolves.toEqual({ postings: [], complete: true, warnings: undefined });
  });
});
