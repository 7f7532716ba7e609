import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildLeverPosting,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { createLeverSource, leverSource } from './lever.ts';
import { buildBoard, createRecordingClient, TEST_MAX_ATTEMPTS } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

function fetchSite(site: string, source = leverSource) {
  const { http } = createRecordingClient();
  return source.fetchBoard(buildBoard('lever', site, fake.baseUrl, 'Acme Corp'), {
    http,
    baseUrl: fake.baseUrl,
  });
}

const postingsOf = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => buildLeverPosting({ id: `${prefix}-${index + 1}` }));

describe('lever adapter', () => {
  it('maps every field and stitches description, lists, closing text and salary text into one HTML', async () => {
    fake.setPostings('lever', 'acme', [buildLeverPosting({ id: 'lev-1' })]);

    const result = await fetchSite('acme');

    expect(result.complete).toBe(true);
    expect(result.postings).toEqual([
      {
        source: 'lever',
        boardKey: 'lever:acme',
        externalId: 'lev-1',
        title: 'Data Scientist',
        company: 'Acme Corp',
        url: 'https://jobs.lever.co/acme/lev-1',
        descriptionHtml: [
          '<div>About the role.</div>',
          '<h3>Requirements</h3><ul><li>Python</li><li>SQL</li></ul>',
          '<div>We sponsor H-1B visas.</div>',
          '<div>Base salary $150,000 - $190,000</div>',
        ].join('\n'),
        location: 'New York, NY',
        country: 'US',
        workplaceType: 'hybrid',
        employmentType: 'Full-time',
        postedAt: 1_738_400_000_000,
        compensation: {
          min: 150_000,
          max: 190_000,
          currency: 'USD',
          interval: 'per-year-salary',
          summary: 'Base salary $150,000 - $190,000',
        },
        department: 'Engineering',
      },
    ]);
  });

  it('asks for JSON, lists every location of a multi-location posting and escapes list headings', async () => {
    fake.setPostings('lever', 'multi', [
      buildLeverPosting({
        categories: {
          location: 'New York, NY',
          commitment: 'Intern',
          team: 'Research',
          allLocations: ['New York, NY', 'Austin, TX', 'New York, NY'],
        },
        lists: [{ text: 'R&D <tools>', content: '<li>Rust</li>' }],
        salaryRange: undefined,
        salaryDescription: undefined,
        salaryDescriptionPlain: undefined,
        description: '',
        descriptionPlain: '',
        additional: null,
        additionalPlain: null,
      }),
    ]);

    const [posting] = (await fetchSite('multi')).postings;

    expect(fake.requests({ source: 'lever' })[0]?.query).toEqual({ mode: 'json', skip: '0', limit: '100' });
    expect(posting).toMatchObject({
      location: 'New York, NY; Austin, TX',
      employmentType: 'Intern',
      department: 'Research',
      compensation: null,
      descriptionHtml: '<h3>R&amp;D &lt;tools&gt;</h3><ul><li>Rust</li></ul>',
    });
  });

  it('pages with skip/limit until a page is shorter than the limit', async () => {
    fake.setPostings('lever', 'paged', postingsOf(5, 'p'));

    const result = await fetchSite('paged', createLeverSource({ pageSize: 2 }));

    expect(result.complete).toBe(true);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['p-1', 'p-2', 'p-3', 'p-4', 'p-5']);
    expect(fake.requests({ source: 'lever', board: 'paged' }).map((request) => request.query.skip)).toEqual([
      '0',
      '2',
      '4',
    ]);
  });

  it('reads one more (empty) page when the board is an exact multiple of the page size', async () => {
    fake.setPostings('lever', 'exact', postingsOf(4, 'e'));
    const result = await fetchSite('exact', createLeverSource({ pageSize: 2 }));
    expect(result.postings).toHaveLength(4);
    expect(result.complete).toBe(true);
    expect(fake.requests({ source: 'lever', board: 'exact' })).toHaveLength(3);
  });

  it('keeps a posting once when it shows up on two pages', async () => {
    const postings = postingsOf(3, 'd');
    fake.setPostings('lever', 'dupes', [...postings.slice(0, 2), postings[1] ?? {}, postings[2] ?? {}]);
    const result = await fetchSite('dupes', createLeverSource({ pageSize: 2 }));
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['d-1', 'd-2', 'd-3']);
  });

  it('returns the pages it read, marked incomplete, when a later page fails', async () => {
    fake.setPostings('lever', 'broken', postingsOf(5, 'b'));
    fake.setBehavior('lever', 'broken', { failPagesFrom: 1 });

    const result = await fetchSite('broken', createLeverSource({ pageSize: 2 }));

    expect(result.complete).toBe(false);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['b-1', 'b-2']);
    expect(result.warnings).toEqual([expect.stringMatching(/^page 2 failed: GET .* answered 500/)]);
    // Page 1 once, page 2 until the client gave up.
    expect(fake.requests({ source: 'lever', board: 'broken' })).toHaveLength(1 + TEST_MAX_ATTEMPTS);
  });

  it('stops at maxPages and says the listing is incomplete', async () => {
    fake.setPostings('lever', 'endless', postingsOf(6, 'n'));
    const result = await fetchSite('endless', createLeverSource({ pageSize: 2, maxPages: 2 }));
    expect(result.complete).toBe(false);
    expect(result.postings).toHaveLength(4);
    expect(result.warnings).toEqual(['stopped after 2 pages']);
  });

  it('returns an empty, complete result for a board without postings', async () => {
    fake.setPostings('lever', 'empty', []);
    await expect(fetchSite('empty')).resolves.toEqual({ postings: [], complete: true, warnings: undefined });
  });
});
