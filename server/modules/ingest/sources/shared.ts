import { z } from 'zod';
import type { HttpClient } from '../http.ts';
import type { BoardConfig, RawPosting, SourceName } from '../types.ts';

/** What a pipeline hands an adapter: the shared HTTP client and the base URL already resolved for the board. */
export type SourceContext = { http: HttpClient; baseUrl: string };

export type BoardFetch = {
  postings: RawPosting[];
  /**
   * True only when every page of the listing was read, so a job missing from `postings` really left the
   * board; the pipeline expires jobs only on complete fetches.
   */
  complete: boolean;
  /** Non-fatal problems (a posting that failed validation, a detail call that failed, a malformed line). */
  warnings?: string[];
};

export type SourceAdapter = {
  name: SourceName;
  /** '' for 'feed', whose boards are full URLs or file paths. */
  defaultBaseUrl: string;
  /** Throws when the board cannot be read at all (404, persistent 5xx, malformed JSON, timeout). */
  fetchBoard(board: BoardConfig, ctx: SourceContext): Promise<BoardFetch>;
};

/** The response did not have the documented shape (e.g. `jobs` is not an array). */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`${url} did not return the documented shape: ${detail}`);
    this.name = 'UnexpectedResponseError';
  }
}

const MAX_WARNINGS = 20;

/** Collects warnings but keeps the list short: one broken feed must not flood the run summary. */
export function createWarnings(): { add(message: string): void; list(): string[] | undefined } {
  const messages: string[] = [];
  let dropped = 0;
  return {
    add(message) {
      if (messages.length < MAX_WARNINGS) messages.push(message);
      else dropped += 1;
    },
    list() {
      if (messages.length === 0) return undefined;
      return dropped > 0 ? [...messages, `…and ${dropped} more`] : [...messages];
    },
  };
}

export function buildBoardKey(board: Pick<BoardConfig, 'source' | 'board'>): string {
  return `${board.source}:${board.board}`;
}

/** Joins a base URL (with or without trailing slash) and a path starting with '/'. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** Trimmed text or null: sources send '' and whitespace for 'not set'. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Distinct non-empty texts joined with '; ' (the multi-location display form of RawPosting.location). */
export function joinDistinct(values: Array<string | null | undefined>): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    const text = cleanText(value);
    if (text) seen.add(text);
  }
  return seen.size === 0 ? null : [...seen].join('; ');
}

/** One place from its parts ('Austin, TX, US'), keeping repeats: 'New York, New York' is city and state. */
export function joinPlace(parts: Array<string | null | undefined>): string | null {
  const texts = parts.map((part) => cleanText(part)).filter((part): part is string => part !== null);
  return texts.length === 0 ? null : texts.join(', ');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/*
 * A posting's text, whatever fields carry it. Sources document the same text twice (HTML and plain) and
 * send one, the other, or both, sometimes with an HTML field that holds only empty markup ('<p></p>').
 * Each adapter builds one HTML document from every text field its API documents, part by part, taking for
 * each part the HTML when it has visible text and the plain text otherwise; enrichment reads that one
 * document, so the description, the sponsorship verdict and its evidence never depend on which form came.
 */
const MARKUP = /<[^>]*>|&lt;[\s\S]*?&gt;/g;
const BLANK_ENTITIES = /&(?:amp;)?(?:nbsp|#160|#xa0|ensp|emsp|thinsp|zwj|zwnj|shy);/gi;

const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][a-zA-Z0-9]*[\s>/]|&lt;\/?[a-zA-Z]/;

/** The words of HTML without its tags, whitespace collapsed: enough to compare parts, not to display. */
function roughText(html: string): string {
  return html.replace(MARKUP, ' ').replace(BLANK_ENTITIES, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether HTML (possibly escaped once more, as Greenhouse sends it) shows any text once its tags are gone. */
export function hasVisibleText(html: string | null | undefined): boolean {
  return Boolean(html) && roughText(html as string) !== '';
}

export function looksLikeHtml(text: string): boolean {
  return LOOKS_LIKE_HTML.test(text);
}

/**
 * Plain text as HTML: blank lines become paragraphs and line breaks stay breaks. Only '<' and '>' are
 * escaped, so entities a plain field already carries ('R&amp;D') decode as they would in plain text.
 */
export function plainToHtml(text: string | null | undefined): string | null {
  const clean = cleanText(text);
  if (!clean) return null;
  return clean
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) => `<p>${paragraph.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

/** Text that may be HTML or plain (sources are not always consistent), as HTML. */
export function asHtml(text: string | null | undefined): string | null {
  const clean = cleanText(text);
  if (!clean) return null;
  return looksLikeHtml(clean) ? clean : plainToHtml(clean);
}

/** One part of a posting: its HTML field when that shows text, else its plain field; null when neither does. */
export function htmlOrPlain(
  html: string | null | undefined,
  plain: string | null | undefined,
): string | null {
  if (hasVisibleText(html)) return cleanText(html);
  return plainToHtml(plain);
}

/** Parts of one posting in reading order, parts without text left out; null when nothing is left. */
export function joinHtmlParts(parts: Array<string | null | undefined>): string | null {
  const kept = parts.filter((part): part is string => Boolean(part && hasVisibleText(part)));
  return kept.length === 0 ? null : kept.join('\n');
}

/** Whether `html` already says all of `part` (a salary line also written into the closing text). */
export function alreadySays(html: string | null, part: string): boolean {
  return html !== null && roughText(html).includes(roughText(part));
}

/*
 * Lenient field schemas: a field of an unexpected type becomes null instead of rejecting the posting, because
 * one odd optional field must not cost us the job. Fields the posting cannot exist without are strict.
 */
export const looseText = z.string().nullish().catch(null);
export const looseNumber = z.number().nullish().catch(null);
export const looseBoolean = z.boolean().nullish().catch(null);
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String);
export const requiredText = z.string().trim().min(1);

export function looseObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).nullish().catch(null);
}

export function looseArray<T extends z.ZodType>(item: T) {
  return z.array(item).nullish().catch(null);
}

/** Parses the response envelope; a wrong envelope means the whole board is unreadable. */
export function parseEnvelope<T extends z.ZodType>(schema: T, data: unknown, url: string): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new UnexpectedResponseError(url, `${where}${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** Parses each item on its own, so one malformed posting becomes a warning instead of failing the board. */
export function parseItems<T extends z.ZodType>(
  schema: T,
  items: readonly unknown[],
  warnings: { add(message: string): void },
  label: string,
): Array<z.output<T>> {
  const parsed: Array<z.output<T>> = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    const issue = result.error.issues[0];
    const id = describeItemId(item);
    warnings.add(
      `${label} #${index}${id ? ` (id ${id})` : ''} skipped: ${issue ? `${issue.path.join('.') || 'item'}: ${issue.message}` : 'invalid'}`,
    );
  });
  return parsed;
}

function describeItemId(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  for (const key of ['id', 'shortcode', 'job_id']) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
