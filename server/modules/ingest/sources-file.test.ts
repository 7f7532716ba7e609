import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSourcesFile, parseSourcesFile, SourcesFileError } from './sources-file.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sponsorpath-sources-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function problemsOf(data: unknown): string[] {
  try {
    parseSourcesFile(data, 'test.json');
  } catch (error) {
    if (error instanceof SourcesFileError) return error.problems;
    throw error;
  }
  throw new Error('expected a SourcesFileError');
}

describe('sources file', () => {
  it('loads the starter list: every board unverified, every source known, no duplicates', async () => {
    const file = await loadSourcesFile(path.resolve('config/ingest-sources.json'));
    expect(file.boards.length).toBeGreaterThanOrEqual(20);
    expect(file.boards.every((board) => board.verified === false)).toBe(true);
    expect(new Set(file.boards.map((board) => board.source))).toEqual(
      new Set(['greenhouse', 'lever', 'ashby', 'smartrecruiters', 'workable']),
    );
    expect(file.baseUrls).toEqual({});
  });

  it('reads base URLs and optional organisation facts, trimming text', () => {
    const file = parseSourcesFile({
      baseUrls: { greenhouse: 'http://127.0.0.1:4000' },
      boards: [
        {
          source: 'greenhouse',
          board: ' acme ',
          company: 'Acme',
          verified: true,
          industry: 'Software',
          headquarters: 'Austin, TX',
          website: 'https://acme.example',
          baseUrl: 'http://127.0.0.1:5000',
        },
        { source: 'feed', board: 'data/jobs.jsonl', company: 'Feed Co' },
      ],
    });
    expect(file).toEqual({
      baseUrls: { greenhouse: 'http://127.0.0.1:4000' },
      boards: [
        {
          source: 'greenhouse',
          board: 'acme',
          company: 'Acme',
          verified: true,
          industry: 'Software',
          headquarters: 'Austin, TX',
          website: 'https://acme.example',
          baseUrl: 'http://127.0.0.1:5000',
        },
        { source: 'feed', board: 'data/jobs.jsonl', company: 'Feed Co' },
      ],
    });
  });

  it('lists every problem at once, naming the board it belongs to', () => {
    const problems = problemsOf({
      boards: [
        { source: 'greenhouse', board: 'ok', company: 'Fine' },
        { source: 'monster', board: 'x', company: 'Monster Co' },
        { source: 'lever', board: '', company: 'Empty Board' },
        { source: 'ashby', board: 'typo', company: 'Typo Inc', verifed: false },
        { source: 'workable', board: 'w', company: 'Bad Site', website: 'acme.example' },
      ],
      baseUrls: { lever: 'not a url', indeed: 'https://indeed.example' },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^boards\[1\] \(Monster Co\)\.source: must be one of greenhouse, lever/),
        'boards[2] (Empty Board).board: must not be empty',
        expect.stringMatching(/^boards\[3\] \(Typo Inc\): Unrecognized key: "verifed"/),
        'boards[4] (Bad Site).website: must be an http(s) URL',
        'baseUrls.lever: must be an http(s) URL',
        expect.stringMatching(/^baseUrls: Unrecognized key: "indeed"/),
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('rejects the same board listed twice', () => {
    expect(
      problemsOf({
        boards: [
          { source: 'lever', board: 'acme', company: 'Acme' },
          { source: 'greenhouse', board: 'acme', company: 'Acme' },
          { source: 'lever', board: 'acme', company: 'Acme again' },
        ],
      }),
    ).toEqual(['boards[2]: duplicates boards[0] (lever:acme)']);
  });

  it('requires a boards list', () => {
    expect(problemsOf({})).toEqual([expect.stringMatching(/^boards: /)]);
    expect(problemsOf([])).toEqual([expect.stringMatching(/^\(root\): /)]);
  });

  it('reports a missing file and invalid JSON readably', async () => {
    const broken = path.join(directory, 'broken.json');
    await writeFile(broken, '{ "boards": [ ');
    await expect(loadSourcesFile(path.join(directory, 'absent.json'))).rejects.toThrow(
      /Invalid sources file .*absent\.json:\n {2}- file not found/,
    );
    await expect(loadSourcesFile(broken)).rejects.toThrow(/broken\.json:\n {2}- not valid JSON: /);
  });
});
