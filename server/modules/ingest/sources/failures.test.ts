/**
 * How every adapter behaves when its board misbehaves: the same matrix for each source, so a new adapter
 * gets the failure contract (throw, or retry and recover) checked by adding one line to SOURCES.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAshbyJob,
  buildFeedRecord,
  buildGreenhouseJob,
  buildLeverPosting,
  buildSmartRecruitersPosting,
  buildWorkableJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { HttpError, MalformedJsonError, NotFoundError, RequestTimeoutError } from '../http.ts';
import type { SourceName } from '../types.ts';
import { SOURCE_ADAPTERS } from './index.ts';
import { UnexpectedResponseError } from './shared.ts';
import { buildBoard, createRecordingClient, TEST_MAX_ATTEMPTS } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.resetStats());

type Case = { source: SourceName; seed: (board: string) => void; boardRef: (board: string) => string };

/** Seeds one posting on a board and says how the adapter names that board (feeds are addressed by URL). */
const SOURCES: Case[] = [
  {
    source: 'greenhouse',
    seed: (board) => fake.setPostings('greenhouse', board, [buildGreenhouseJob()]),
    boardRef: (board) => board,
  },
  {
    source: 'lever',
    seed: (board) => fake.setPostings('lever', board, [buildLeverPosting()]),
    boardRef: (board) => board,
  },
  {
    source: 'ashby',
    seed: (board) => fake.setPostings('ashby', board, [buildAshbyJob()]),
    boardRef: (board) => board,
  },
  {
    source: 'smartrecruiters',
    seed: (board) => fake.setPostings('smartrecruiters', board, [buildSmartRecruitersPosting()]),
    boardRef: (board) => board,
  },
  {
    source: 'workable',
    seed: (board) => fake.setPostings('workable', board, [buildWorkableJob()]),
    boardRef: (board) => board,
  },
  {
    source: 'feed',
    seed: (board) => fake.setFeed(board, JSON.stringify(buildFeedRecord())),
    boardRef: (board) => `${fake.baseUrl}/feeds/${board}`,
  },
];

describe.each(SOURCES)('$source adapter under failure', ({ source, seed, boardRef }) => {
  let counter = 0;
  /** A fresh board per test, so request counts and behaviors never leak between tests. */
  function prepare() {
    const board = `${source}-case-${++counter}`;
    seed(board);
    return board;
  }
  function fetchBoard(board: string, clientOptions: Parameters<typeof createRecordingClient>[0] = {}) {
    const recording = createRecordingClient(clientOptions);
    const promise = SOURCE_ADAPTERS[source].fetchBoard(buildBoard(source, boardRef(board), fake.baseUrl), {
      http: recording.http,
      baseUrl: fake.baseUrl,
    });
    return { promise, sleeps: recording.sleeps };
  }

  it('reads the seeded posting', async () => {
    const { promise } = fetchBoard(prepare());
    const result = await promise;
    expect(result.postings).toHaveLength(1);
    expect(result.complete).toBe(true);
  });

  it('throws NotFoundError for an unknown board, without retrying', async () => {
    const board = `${source}-unknown`;
    const { promise, sleeps } = fetchBoard(board);
    await expect(promise).rejects.toBeInstanceOf(NotFoundError);
    expect(sleeps).toEqual([]);
  });

  it('waits as long as Retry-After says on 429, then succeeds', async () => {
    const board = prepare();
    fake.setBehavior(source, board, { failFirst: 2, failStatus: 429, retryAfter: '2' });
    const { promise, sleeps } = fetchBoard(board);
    expect((await promise).postings).toHaveLength(1);
    expect(sleeps).toEqual([2_000, 2_000]);
  });

  it('retries a 500 and succeeds', async () => {
    const board = prepare();
    fake.setBehavior(source, board, { failFirst: 1, failStatus: 500 });
    const { promise, sleeps } = fetchBoard(board);
    expect((await promise).postings).toHaveLength(1);
    expect(sleeps).toHaveLength(1);
  });

  it('gives up with HttpError after the configured number of tries on a persistent 500', async () => {
    const board = prepare();
    fake.setBehavior(source, board, { failAlways: 500 });
    const { promise } = fetchBoard(board);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, attempts: TEST_MAX_ATTEMPTS });
    expect(fake.requests({ source, board })).toHaveLength(TEST_MAX_ATTEMPTS);
  });

  it('throws MalformedJsonError on a truncated body', async () => {
    const board = prepare();
    fake.setBehavior(source, board, { malformedJson: true });
    const { promise } = fetchBoard(board);
    await expect(promise).rejects.toBeInstanceOf(MalformedJsonError);
  });

  it('throws RequestTimeoutError when the board answers too slowly', async () => {
    const board = prepare();
    fake.setBehavior(source, board, { delayMs: 300 });
    const { promise } = fetchBoard(board, { timeoutMs: 30, maxAttempts: 2 });
    await expect(promise).rejects.toBeInstanceOf(RequestTimeoutError);
  });
});

describe('an answer in the wrong shape', () => {
  it.each([
    ['greenhouse', '[]'],
    ['lever', '{"jobs": []}'],
    ['ashby', '{"jobs": {"id": 1}}'],
    ['smartrecruiters', '{"totalFound": 1, "content": null}'],
    ['workable', '{"name": "Acme"}'],
  ] as const)('%s: throws UnexpectedResponseError for %s', async (source, body) => {
    const board = `${source}-wrong-shape`;
    fake.setBehavior(source, board, { rawBody: body });
    const { http } = createRecordingClient();
    const promise = SOURCE_ADAPTERS[source].fetchBoard(buildBoard(source, board, fake.baseUrl), {
      http,
      baseUrl: fake.baseUrl,
    });
    await expect(promise).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
