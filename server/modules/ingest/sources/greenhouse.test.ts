import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildGreenhouseJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { greenhouseSource } from './greenhouse.ts';
import { buildBoard, createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

function fetchAcme(board = 'acme') {
  const { http } = createRecordingClient();
  return greenhouseSource.fetchBoard(buildBoard('greenhouse', board, fake.baseUrl, 'Acme Corp'), {
    http,
    baseUrl: fake.baseUrl,
  });
}

describe('greenhouse adapter', () => {
  it('maps every field of a job', async () => {
    fake.setPostings('greenhouse', 'acme', [buildGreenhouseJob({ id: 4_100_001 })]);

    const result = await fetchAcme();

    expect(result.complete).toBe(true);
    expect(result.warnings).toBeUndefined();
    expect(result.postings).toEqual([
      {
        source: 'greenhouse',
        boardKey: 'greenhouse:acme',
        externalId: '4100001',
        title: 'Software Engineer, Payments',
        company: 'Acme Corp',
        url: 'https://boards.greenhouse.io/acme/jobs/4100001',
        descriptionHtml:
          '&lt;p&gt;Build payment systems.&lt;/p&gt;&lt;p&gt;We sponsor H-1B visas for this role.&lt;/p&gt;',
        location: 'San Francisco, CA',
        employmentType: 'Full-time',
        workplaceType: null,
        remote: null,
        postedAt: '2025-02-01T09:00:00-05:00',
        department: 'Engineering',
      },
    ]);
  });

  it('asks for the job content and addresses the board by token', async () => {
    fake.setPostings('greenhouse', 'acme', [buildGreenhouseJob()]);
    await fetchAcme();
    const [request] = fake.requests({ source: 'greenhouse' });
    expect(request?.path).toBe('/v1/boards/acme/jobs');
    expect(request?.query).toEqual({ content: 'true' });
  });

  it('falls back to updated_at and reads workplace and remote from custom metadata', async () => {
    fake.setPostings('greenhouse', 'meta', [
      buildGreenhouseJob({
        first_published: null,
        departments: [],
        location: { name: 'Remote - US' },
        metadata: [
          { id: 1, name: 'Workplace Type', value: 'Remote', value_type: 'single_select' },
          { id: 2, name: 'Remote eligible', value: true, value_type: 'yes_no' },
          { id: 3, name: 'Job Type', value: ['Full-time', 'Permanent'], value_type: 'multi_select' },
        ],
      }),
    ]);

    const [posting] = (await fetchAcme('meta')).postings;

    expect(posting).toMatchObject({
      postedAt: '2025-02-20T10:00:00-05:00',
      department: null,
      location: 'Remote - US',
      workplaceType: 'Remote',
      remote: true,
      employmentType: 'Full-time, Permanent',
    });
  });

  it('returns an empty, complete result for a board without jobs', async () => {
    fake.setPostings('greenhouse', 'empty', []);
    await expect(fetchAcme('empty')).resolves.toEqual({ postings: [], complete: true, warnings: undefined });
  });

  it('skips a job without a title or URL with a warning and keeps the rest', async () => {
    fake.setPostings('greenhouse', 'partial', [
      buildGreenhouseJob({ id: 4_100_010 }),
      buildGreenhouseJob({ id: 4_100_011, title: '' }),
      buildGreenhouseJob({ id: 4_100_012, absolute_url: null }),
    ]);

    const result = await fetchAcme('partial');

    expect(result.postings.map((posting) => posting.externalId)).toEqual(['4100010']);
    expect(result.complete).toBe(true);
    expect(result.warnings).toEqual([
      expect.stringContaining('job #1 (id 4100011) skipped: title'),
      expect.stringContaining('job #2 (id 4100012) skipped: absolute_url'),
    ]);
  });

  it('keeps a job whose optional fields have unexpected types', async () => {
    fake.setPostings('greenhouse', 'odd', [
      buildGreenhouseJob({ id: 4_100_020, location: 'Austin, TX', departments: 'Engineering', metadata: {} }),
    ]);
    const [posting] = (await fetchAcme('odd')).postings;
    expect(posting).toMatchObject({
      externalId: '4100020',
      location: null,
      department: null,
      employmentType: null,
    });
  });

  it('escapes the board token in the URL', async () => {
    fake.setPostings('greenhouse', 'acme labs', [buildGreenhouseJob()]);
    const result = await fetchAcme('acme labs');
    expect(result.postings).toHaveLength(1);
    expect(fake.requests({ source: 'greenhouse', board: 'acme labs' })).toHaveLength(1);
  });
});
