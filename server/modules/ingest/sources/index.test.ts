import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGreenhouseJob,
  buildWorkableJob,
  startFakeJobBoards,
  type FakeJobBoards,
} from '../../../../tests/helpers/fake-job-boards.ts';
import { SOURCE_NAMES } from '../types.ts';
import { fetchBoardPostings, getSourceAdapter, resolveBaseUrl, SOURCE_ADAPTERS } from './index.ts';
import { createRecordingClient } from './test-helpers.ts';

let fake: FakeJobBoards;
beforeAll(async () => {
  fake = await startFakeJobBoards();
});
afterAll(async () => {
  await fake.close();
});

describe('source registry', () => {
  it('has one adapter per source name, under its own name', () => {
    expect(Object.keys(SOURCE_ADAPTERS).sort()).toEqual([...SOURCE_NAMES].sort());
    for (const name of SOURCE_NAMES) expect(getSourceAdapter(name).name).toBe(name);
  });

  it('points each API source at its public host by default', () => {
    expect(
      Object.fromEntries(SOURCE_NAMES.map((name) => [name, getSourceAdapter(name).defaultBaseUrl])),
    ).toEqual({
      greenhouse: 'https://boards-api.greenhouse.io',
      lever: 'https://api.lever.co',
      ashby: 'https://api.ashbyhq.com',
      smartrecruiters: 'https://api.smartrecruiters.com',
      workable: 'https://apply.workable.com',
      feed: '',
    });
  });

  it('resolveBaseUrl: the board wins over the file, the file over the default', () => {
    const board = { source: 'lever', board: 'acme', company: 'Acme' } as const;
    expect(resolveBaseUrl(board)).toBe('https://api.lever.co');
    expect(resolveBaseUrl(board, { lever: 'http://mirror' })).toBe('http://mirror');
    expect(resolveBaseUrl({ ...board, baseUrl: 'http://own' }, { lever: 'http://mirror' })).toBe(
      'http://own',
    );
  });

  it('fetchBoardPostings uses the sources file base URLs', async () => {
    fake.setPostings('workable', 'acme', [buildWorkableJob({ shortcode: 'W1' })]);
    const { http } = createRecordingClient();
    const result = await fetchBoardPostings(
      { source: 'workable', board: 'acme', company: 'Acme' },
      { http, baseUrls: { workable: fake.baseUrl } },
    );
    expect(result.postings.map((posting) => posting.externalId)).toEqual(['W1']);
  });

  it('sees a posting disappear once the fake board drops it', async () => {
    fake.setPostings('greenhouse', 'churn', [buildGreenhouseJob({ id: 1 }), buildGreenhouseJob({ id: 2 })]);
    const { http } = createRecordingClient();
    const board = { source: 'greenhouse', board: 'churn', company: 'Acme', baseUrl: fake.baseUrl } as const;

    const before = await fetchBoardPostings(board, { http });
    fake.removePosting('greenhouse', 'churn', 1);
    const after = await fetchBoardPostings(board, { http });

    expect(before.postings.map((posting) => posting.externalId)).toEqual(['1', '2']);
    expect(after.postings.map((posting) => posting.externalId)).toEqual(['2']);
    expect(after.complete).toBe(true);
  });
});
