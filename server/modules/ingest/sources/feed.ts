/*
 * Generic job feed: records already in the shape of SPEC section 3 (Job as read), from an http(s) URL or a
 * local file. Accepted bodies:
 *
 *   [ {record}, ... ]                     a JSON array
 *   { "jobs": [ {record}, ... ] }         an object with a jobs array
 *   {record}\n{record}\n...               JSON lines (blank lines allowed)
 *
 * A record: { id | job_id, title, organization, url, location?, description_text?, posted_at | date_posted?,
 *   remote?, ai_* fields, li_organization_* fields }. Any value may arrive wrapped as { type, value }; the
 *   text 'undefined' counts as absent and description_text 'NO DESCRIPTION' as empty.
 *
 * The board is the feed's location: an absolute http(s) URL; a file:// URL or path (relative paths resolve
 * against the working directory, like INGEST_SOURCES_FILE); or, when the board or file sets a base URL, a
 * path relative to it. A malformed JSON line or a record without title/url is a warning, not a failure;
 * a body in which nothing parses is an error, so a broken feed never looks like an empty one (which would
 * expire every job it listed).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asBoolean, asText, normalizeDescription } from '../../jobs/normalize.ts';
import { MalformedJsonError, summarizeSnippet } from '../http.ts';
import type { RawPosting } from '../types.ts';
import { buildBoardKey, createWarnings, type SourceAdapter } from './shared.ts';

type FeedRecord = Record<string, unknown>;
type FeedLocation = { kind: 'http'; url: string } | { kind: 'file'; path: string };

export const feedSource: SourceAdapter = {
  name: 'feed',
  defaultBaseUrl: '',
  async fetchBoard(board, { http, baseUrl }) {
    const location = resolveFeedLocation(board.board, baseUrl);
    const origin = location.kind === 'http' ? location.url : location.path;
    const body =
      location.kind === 'http' ? await http.getText(location.url) : await readFeedFile(location.path);
    const warnings = createWarnings();
    const records = parseFeedBody(body, origin, warnings);
    const boardKey = buildBoardKey(board);
    const postings: RawPosting[] = [];
    records.forEach((record, index) => {
      const posting = mapRecord(record, board.company, boardKey);
      if (posting) postings.push(posting);
      else warnings.add(`record #${index} skipped: needs a title and a url`);
    });
    return { postings, complete: true, warnings: warnings.list() };
  },
};

export function resolveFeedLocation(board: string, baseUrl: string): FeedLocation {
  if (/^https?:\/\//i.test(board)) return { kind: 'http', url: board };
  if (/^file:\/\//i.test(board)) return { kind: 'file', path: fileURLToPath(board) };
  if (/^https?:\/\//i.test(baseUrl)) {
    return { kind: 'http', url: new URL(board, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString() };
  }
  return { kind: 'file', path: path.resolve(board) };
}

async function readFeedFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    throw new Error(
      code === 'ENOENT' ? `Feed file not found: ${file}` : `Cannot read feed file ${file}: ${code}`,
    );
  }
}

/** Reads a JSON array, a {jobs: [...]} object or JSON lines; see the header for the rules. */
export function parseFeedBody(
  body: string,
  origin: string,
  warnings: { add(message: string): void },
): FeedRecord[] {
  const text = body.replace(/^\uFEFF/, '').trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    // An array is one document: a syntax error anywhere leaves us unable to trust any of it.
    return pickRecords(parseWhole(text, origin), origin, warnings);
  }
  if (text.startsWith('{')) {
    // Either a single document ({jobs: [...]}) or JSON lines; only parsing the whole tells them apart.
    try {
      return pickRecords(JSON.parse(text) as unknown, origin, warnings);
    } catch (error) {
      if (error instanceof MalformedJsonError) throw error;
    }
  }
  return parseJsonLines(text, origin, warnings);
}

function parseWhole(text: string, origin: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError(origin, summarizeSnippet(text), null);
  }
}

function pickRecords(data: unknown, origin: string, warnings: { add(message: string): void }): FeedRecord[] {
  const items = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.jobs) ? data.jobs : null;
  if (items === null) {
    // A lone object without a jobs array is a one-line JSON-lines feed.
    if (isRecord(data)) return [data];
    throw new MalformedJsonError(origin, summarizeSnippet(JSON.stringify(data)), null);
  }
  const records: FeedRecord[] = [];
  items.forEach((item, index) => {
    if (isRecord(item)) records.push(item);
    else warnings.add(`item #${index} skipped: not an object`);
  });
  return records;
}

function parseJsonLines(
  text: string,
  origin: string,
  warnings: { add(message: string): void },
): FeedRecord[] {
  const records: FeedRecord[] = [];
  let failed = 0;
  let firstFailure = '';
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    try {
      const value = JSON.parse(trimmed) as unknown;
      if (isRecord(value)) {
        records.push(value);
        return;
      }
      warnings.add(`line ${index + 1} skipped: not an object`);
    } catch {
      warnings.add(`line ${index + 1} skipped: malformed JSON ${JSON.stringify(summarizeSnippet(trimmed))}`);
    }
    failed += 1;
    firstFailure ||= trimmed;
  });
  if (records.length === 0 && failed > 0) {
    throw new MalformedJsonError(origin, summarizeSnippet(firstFailure), null);
  }
  return records;
}

function mapRecord(record: FeedRecord, fallbackCompany: string, boardKey: string): RawPosting | null {
  const title = asText(record.title);
  const url = asText(record.url);
  // The same precedence as normalizeRawJob, so the id stored and the id compared between runs agree.
  const externalId = asText(record.job_id) ?? asText(record.id) ?? url;
  if (!title || !url || !externalId) return null;
  return {
    source: 'feed',
    boardKey,
    externalId,
    title,
    company: asText(record.organization) ?? fallbackCompany,
    url,
    descriptionText: normalizeDescription(record.description_text) || null,
    location: asText(record.location),
    remote: asBoolean(record.remote),
    postedAt: asText(record.posted_at) ?? asText(record.date_posted),
    feedRecord: record,
  };
}

function isRecord(value: unknown): value is FeedRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
