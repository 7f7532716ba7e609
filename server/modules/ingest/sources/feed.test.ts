import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFeedRecord,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { MalformedJsonError, NotFoundError } from '../http.ts';
import { feedSource, resolveFeedLocation } from './feed.ts';
import { buildBoard, createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
let directory: string;
beforeAll(async () => {
  fake = await startFakeJobBoards();
  directory = await mkdtemp(path.join(tmpdir(), 'sponsorpath-feed-'));
});
afterAll(async () => {
  await fake.close();
  await rm(directory, { recursive: true, force: true });
});
beforeEach(() => fake.resetStats());

function fetchFeed(board: string, baseUrl = '') {
  const { http } = createRecordingClient();
  return feedSource.fetchBoard(buildBoard('feed', board, baseUrl, 'Feed Default Co'), { http, baseUrl });
}

const lines = (...records: unknown[]) => records.map((record) => JSON.stringify(record)).join('\n');

describe('feed adapter', () => {
  it('maps a SPEC-shaped record, keeping the whole record for normalizeRawJob', async () => {
    const record = buildFeedRecord({ id: 'f-1' });
    fake.setFeed('one.json', JSON.stringify([record]), 'application/json');

    const result = await fetchFeed(`${fake.baseUrl}/feeds/one.json`);

    expect(result).toEqual({
      complete: true,
      warnings: undefined,
      postings: [
        {
          source: 'feed',
          boardKey: `feed:${fake.baseUrl}/feeds/one.json`,
          externalId: 'f-1',
          title: 'Platform Engineer',
          company: 'Globex',
          url: 'https://careers.globex.example/jobs/f-1',
          descriptionText: 'Run the platform. We sponsor H-1B visas.',
          location: 'Seattle, WA',
          remote: false,
          postedAt: '2025-02-07T08:00:00Z',
          feedRecord: record,
        },
      ],
    });
  });

  it("unwraps {type, value}, treats 'undefined' as absent and 'NO DESCRIPTION' as empty", async () => {
    const record = buildFeedRecord({
      id: { type: 'string', value: 'wrapped-1' },
      job_id: 'undefined',
      title: { type: 'string', value: 'Data Engineer' },
      organization: 'undefined',
      description_text: 'NO DESCRIPTION',
      location: { type: 'string', value: 'undefined' },
      posted_at: undefined,
      date_posted: '2025-01-31',
    });
    fake.setFeed('wrapped.json', JSON.stringify({ jobs: [record] }), 'application/json');

    const [posting] = (await fetchFeed(`${fake.baseUrl}/feeds/wrapped.json`)).postings;

    expect(posting).toMatchObject({
      externalId: 'wrapped-1',
      title: 'Data Engineer',
      company: 'Feed Default Co',
      descriptionText: null,
      location: null,
      postedAt: '2025-01-31',
    });
  });

  it('prefers job_id over id, as normalizeRawJob does, and falls back to the URL', async () => {
    fake.setFeed(
      'ids.jsonl',
      lines(
        buildFeedRecord({ id: 'row-1', job_id: 'job-1' }),
        buildFeedRecord({ id: undefined, url: 'https://jobs.example/x' }),
      ),
    );
    const postings = (await fetchFeed(`${fake.baseUrl}/feeds/ids.jsonl`)).postings;
    expect(postings.map((posting) => posting.externalId)).toEqual(['job-1', 'https://jobs.example/x']);
  });

  it('reads JSON lines, skipping blank lines and reporting malformed ones without failing the rest', async () => {
    const body = [
      JSON.stringify(buildFeedRecord({ id: 'l-1' })),
      '',
      '{"id": "l-2", "title": "Broken',
      '   ',
      '[1, 2]',
      JSON.stringify(buildFeedRecord({ id: 'l-3' })),
      '',
    ].join('\n');
    fake.setFeed('mixed.jsonl', body);

    const result = await fetchFeed(`${fake.baseUrl}/feeds/mixed.jsonl`);

    expect(result.postings.map((posting) => posting.externalId)).toEqual(['l-1', 'l-3']);
    expect(result.complete).toBe(true);
    expect(result.warnings).toEqual([
      'line 3 skipped: malformed JSON "{\\"id\\": \\"l-2\\", \\"title\\": \\"Broken"',
      'line 5 skipped: not an object',
    ]);
  });

  it('skips records without title or url with a warning', async () => {
    fake.setFeed(
      'incomplete.json',
      JSON.stringify([
        buildFeedRecord({ id: 'ok' }),
        buildFeedRecord({ id: 'no-title', title: 'undefined' }),
      ]),
    );
    const result = await fetchFeed(`${fake.baseUrl}/feeds/incomplete.json`);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['ok']);
    expect(result.warnings).toEqual(['record #1 skipped: needs a title and a url']);
  });

  it('fails on a feed in which nothing parses, so it never looks empty', async () => {
    fake.setFeed('garbage.jsonl', 'not json\nstill not json\n');
    await expect(fetchFeed(`${fake.baseUrl}/feeds/garbage.jsonl`)).rejects.toBeInstanceOf(MalformedJsonError);
  });

  it('fails on a truncated JSON array', async () => {
    fake.setFeed('truncated.json', `[${JSON.stringify(buildFeedRecord())},{"id":`);
    await expect(fetchFeed(`${fake.baseUrl}/feeds/truncated.json`)).rejects.toBeInstanceOf(
      MalformedJsonError,
    );
  });

  it('treats an empty body as an empty, complete feed', async () => {
    fake.setFeed('empty.jsonl', '\n\n');
    await expect(fetchFeed(`${fake.baseUrl}/feeds/empty.jsonl`)).resolves.toEqual({
      postings: [],
      complete: true,
      warnings: undefined,
    });
  });

  it('reads a local file by path or file:// URL', async () => {
    const file = path.join(directory, 'jobs.jsonl');
    await writeFile(file, lines(buildFeedRecord({ id: 'file-1' }), buildFeedRecord({ id: 'file-2' })));

    const byPath = await fetchFeed(file);
    const byUrl = await fetchFeed(pathToFileURL(file).toString());

    expect(byPath.postings.map((posting) => posting.externalId)).toEqual(['file-1', 'file-2']);
    expect(byUrl.postings).toHaveLength(2);
    expect(byPath.postings[0]?.boardKey).toBe(`feed:${file}`);
  });

  it('says which file is missing', async () => {
    await expect(fetchFeed(path.join(directory, 'nope.jsonl'))).rejects.toThrow(
      /^Feed file not found: .*nope\.jsonl$/,
    );
  });

  it('resolves a relative board against a base URL', async () => {
    fake.setFeed('nested/jobs.jsonl', lines(buildFeedRecord({ id: 'rel-1' })));
    const result = await fetchFeed('nested/jobs.jsonl', `${fake.baseUrl}/feeds`);
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['rel-1']);
  });

  it('reports a missing remote feed as NotFoundError', async () => {
    await expect(fetchFeed(`${fake.baseUrl}/feeds/absent.jsonl`)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('resolveFeedLocation tells URLs, file URLs and paths apart', () => {
    expect(resolveFeedLocation('https://x.example/feed.json', '')).toEqual({
      kind: 'http',
      url: 'https://x.example/feed.json',
    });
    expect(resolveFeedLocation('data/feed.jsonl', 'https://mirror.example/feeds/')).toEqual({
      kind: 'http',
      url: 'https://mirror.example/feeds/data/feed.jsonl',
    });
    expect(resolveFeedLocation('data/feed.jsonl', '')).toEqual({
      kind: 'file',
      path: path.resolve('data/feed.jsonl'),
    });
  });
});
