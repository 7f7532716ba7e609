/*
 * Lever Postings API (public, keyless): https://github.com/lever/postings-api
 *
 *   GET {base}/v0/postings/{site}?mode=json&skip={N}&limit={M}     base: https://api.lever.co
 *   200 [{ id, text, hostedUrl, applyUrl, createdAt: epoch ms,
 *          categories: { location, commitment, team, department, allLocations: string[] },
 *          workplaceType: 'remote' | 'hybrid' | 'on-site' | 'unspecified',
 *          opening, openingPlain (the opening paragraph), descriptionBody, descriptionBodyPlain (the rest),
 *          description, descriptionPlain (opening and body together),
 *          lists: [{ text, content (HTML <li> items) }], additional, additionalPlain (closing text),
 *          country (ISO code), salaryRange?: { min, max, currency, interval ('per-year-salary', ...) },
 *          salaryDescription?, salaryDescriptionPlain? }]
 *   404 { ok: false, error: 'Document not found' } for an unknown site.
 *   Every text field comes as styled HTML and as plain text; either may be missing or empty.
 *
 * Paged with skip/limit until a page comes back shorter than the limit. The job text is spread over
 * opening + body (or description), lists, additional and the salary description; descriptionHtml stitches
 * them back together in page order, each part from its HTML field or, when that is empty, its plain one.
 */
import { z } from 'zod';
import { htmlToText } from '../enrich/html-to-text.ts';
import type { RawPosting } from '../types.ts';
import {
  alreadySays,
  buildBoardKey,
  cleanText,
  createWarnings,
  describeError,
  escapeHtml,
  hasVisibleText,
  htmlOrPlain,
  joinDistinct,
  joinHtmlParts,
  joinUrl,
  looseArray,
  looseNumber,
  looseObject,
  looseText,
  parseEnvelope,
  looksLikeHtml,
  parseItems,
  requiredText,
  type SourceAdapter,
} from './shared.ts';

export const LEVER_BASE_URL = 'https://api.lever.co';
export const LEVER_PAGE_SIZE = 100;
/** 100 pages of 100 is far beyond any real board; the cap only stops a server that never runs out. */
export const LEVER_MAX_PAGES = 100;

const postingSchema = z.object({
  id: requiredText,
  text: requiredText,
  hostedUrl: requiredText,
  applyUrl: looseText,
  createdAt: looseNumber,
  categories: looseObject({
    location: looseText,
    commitment: looseText,
    team: looseText,
    department: looseText,
    allLocations: looseArray(z.string()),
  }),
  workplaceType: looseText,
  opening: looseText,
  openingPlain: looseText,
  descriptionBody: looseText,
  descriptionBodyPlain: looseText,
  description: looseText,
  descriptionPlain: looseText,
  lists: looseArray(z.object({ text: looseText, content: looseText })),
  additional: looseText,
  additionalPlain: looseText,
  country: looseText,
  salaryRange: looseObject({ min: looseNumber, max: looseNumber, currency: looseText, interval: looseText }),
  salaryDescription: looseText,
  salaryDescriptionPlain: looseText,
});

type LeverPosting = z.output<typeof postingSchema>;

export function createLeverSource(
  options: { pageSize?: number; maxPages?: number } = {},
): SourceAdapter & { name: 'lever' } {
  const pageSize = options.pageSize ?? LEVER_PAGE_SIZE;
  const maxPages = options.maxPages ?? LEVER_MAX_PAGES;
  return {
    name: 'lever',
    defaultBaseUrl: LEVER_BASE_URL,
    async fetchBoard(board, { http, baseUrl }) {
      const warnings = createWarnings();
      const boardKey = buildBoardKey(board);
      const byId = new Map<string, RawPosting>();
      let complete = false;
      let pageFailed = false;
      for (let page = 0; page < maxPages; page++) {
        const url = joinUrl(
          baseUrl,
          `/v0/postings/${encodeURIComponent(board.board)}?mode=json&skip=${page * pageSize}&limit=${pageSize}`,
        );
        let items: unknown[];
        try {
          items = parseEnvelope(z.array(z.unknown()), await http.getJson(url), url);
        } catch (error) {
          // Without the first page we know nothing; after it, keep what we have but say it is partial.
          if (page === 0) throw error;
          warnings.add(`page ${page + 1} failed: ${describeError(error)}`);
          pageFailed = true;
          break;
        }
        for (const posting of parseItems(postingSchema, items, warnings, 'posting')) {
          // Postings can shift between pages while we read; the id keeps each one once.
          byId.set(posting.id, mapPosting(posting, board.company, boardKey));
        }
        if (items.length < pageSize) {
          complete = true;
          break;
        }
      }
      if (!complete && !pageFailed) {
        warnings.add(`stopped after ${maxPages} pages`);
      }
      return { postings: [...byId.values()], complete, warnings: warnings.list() };
    },
  };
}

export const leverSource = createLeverSource();

function mapPosting(posting: LeverPosting, company: string, boardKey: string): RawPosting {
  const categories = posting.categories;
  const allLocations = categories?.allLocations ?? [];
  const salary = posting.salaryRange;
  const hasSalary = Boolean(salary && (salary.min != null || salary.max != null));
  const salarySummary =
    cleanText(posting.salaryDescriptionPlain) ?? cleanText(htmlToText(posting.salaryDescription ?? ''));
  return {
    source: 'lever',
    boardKey,
    externalId: posting.id,
    title: posting.text,
    company,
    url: posting.hostedUrl,
    descriptionHtml: buildDescriptionHtml(posting),
    location: allLocations.length > 1 ? joinDistinct(allLocations) : cleanText(categories?.location),
    country: cleanText(posting.country),
    workplaceType: cleanText(posting.workplaceType),
    employmentType: cleanText(categories?.commitment),
    postedAt: posting.createdAt ?? null,
    compensation:
      hasSalary || salarySummary
        ? {
            min: salary?.min ?? null,
            max: salary?.max ?? null,
            currency: cleanText(salary?.currency),
            interval: cleanText(salary?.interval),
            summary: salarySummary,
          }
        : null,
    department: cleanText(categories?.department) ?? cleanText(categories?.team),
  };
}

/**
 * The page a candidate sees: the description (or its opening and body), each list as a heading and bullets,
 * the closing text, then the salary description.
 */
function buildDescriptionHtml(posting: LeverPosting): string | null {
  const parts = [
    htmlOrPlain(posting.description, posting.descriptionPlain) ??
      joinHtmlParts([
        htmlOrPlain(posting.opening, posting.openingPlain),
        htmlOrPlain(posting.descriptionBody, posting.descriptionBodyPlain),
      ]),
  ];
  for (const list of posting.lists ?? []) {
    const heading = cleanText(list.text);
    const items = listItemsHtml(list.content);
    if (!heading && !items) continue;
    parts.push(`${heading ? `<h3>${escapeHtml(heading)}</h3>` : ''}${items ? `<ul>${items}</ul>` : ''}`);
  }
  parts.push(htmlOrPlain(posting.additional, posting.additionalPlain));
  const page = joinHtmlParts(parts);
  const salary = htmlOrPlain(posting.salaryDescription, posting.salaryDescriptionPlain);
  return salary && !alreadySays(page, salary) ? joinHtmlParts([page, salary]) : page;
}

/** A list's content is documented as '<li>' items; a list sent as plain lines gets one item per line. */
function listItemsHtml(content: string | null | undefined): string | null {
  const text = cleanText(content);
  if (!text || !hasVisibleText(text)) return null;
  if (looksLikeHtml(text)) return text;
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]\s+)?/, '').trim())
    .filter(Boolean)
    .map((line) => `<li>${line.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</li>`)
    .join('');
}
