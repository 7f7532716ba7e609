/**
 * The sources file (INGEST_SOURCES_FILE, default config/ingest-sources.json) lists the boards to ingest:
 *
 *   { "baseUrls"?: { "greenhouse"?: url, ... },      per-source mirrors; tests point them at a fake server
 *     "boards": [{ "source", "board", "company", "verified"?, "industry"?, "headquarters"?, "website"?,
 *                  "baseUrl"? }] }
 *
 * It is edited by hand, so unknown keys are rejected (a typo such as "verifed" would otherwise be silently
 * ignored) and every problem is reported at once, with the board it belongs to.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { SOURCE_NAMES, type BoardConfig, type SourceName } from './types.ts';

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), 'must be an http(s) URL');

const optionalText = z.string().trim().min(1).optional();

/** 'is required' reads better than zod's 'expected string, received undefined' in a hand-edited file. */
const requiredError = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : expected;

const requiredText = z
  .string({ error: requiredError('must be a string') })
  .trim()
  .min(1, 'must not be empty');

const boardSchema = z.strictObject({
  source: z.enum(SOURCE_NAMES, { error: requiredError(`must be one of ${SOURCE_NAMES.join(', ')}`) }),
  board: requiredText,
  company: requiredText,
  verified: z.boolean().optional(),
  industry: optionalText,
  headquarters: optionalText,
  website: httpUrl.optional(),
  baseUrl: httpUrl.optional(),
});

const baseUrlsSchema = z.strictObject(
  Object.fromEntries(SOURCE_NAMES.map((name) => [name, httpUrl.optional()])) as Record<
    SourceName,
    z.ZodOptional<typeof httpUrl>
  >,
);

const fileSchema = z.strictObject({
  baseUrls: baseUrlsSchema.optional(),
  boards: z.array(boardSchema),
});

export type SourcesFile = {
  baseUrls: Partial<Record<SourceName, string>>;
  boards: BoardConfig[];
};

export class SourcesFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid sources file ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SourcesFileError';
  }
}

export async function loadSourcesFile(file: string): Promise<SourcesFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new SourcesFileError(file, [code === 'ENOENT' ? 'file not found' : `cannot read file (${code})`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    throw new SourcesFileError(file, [
      `not valid JSON: ${error instanceof Error ? error.message : 'parse error'}`,
    ]);
  }
  return parseSourcesFile(data, file);
}

/** Validates already-parsed JSON; `file` only labels the error. */
export function parseSourcesFile(data: unknown, file = 'sources file'): SourcesFile {
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    throw new SourcesFileError(
      file,
      result.error.issues.map((issue) => `${describePath(issue.path, data)}: ${issue.message}`),
    );
  }
  const problems: string[] = [];
  const seen = new Map<string, number>();
  result.data.boards.forEach((board, index) => {
    const key = `${board.source}:${board.board}`;
    const first = seen.get(key);
    // The pair is the board's identity in the database; two entries would fight over the same jobs.
    if (first !== undefined) problems.push(`boards[${index}]: duplicates boards[${first}] (${key})`);
    else seen.set(key, index);
  });
  if (problems.length > 0) throw new SourcesFileError(file, problems);
  return { baseUrls: result.data.baseUrls ?? {}, boards: result.data.boards };
}

/** 'boards[3] (Stripe).source' reads better than 'boards.3.source' when the list is long. */
function describePath(issuePath: ReadonlyArray<PropertyKey>, data: unknown): string {
  if (issuePath.length === 0) return '(root)';
  let text = '';
  let node: unknown = data;
  issuePath.forEach((segment, index) => {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += `${index === 0 ? '' : '.'}${String(segment)}`;
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined;
    if (index === 1 && issuePath[0] === 'boards' && node && typeof node === 'object') {
      const company = (node as Record<string, unknown>).company;
      if (typeof company === 'string' && company.trim()) text += ` (${company.trim()})`;
    }
  });
  return text;
}
