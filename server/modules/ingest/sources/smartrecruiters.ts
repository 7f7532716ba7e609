/*
 * SmartRecruiters Posting API (public, keyless): https://developers.smartrecruiters.com/docs/posting-api
 *
 *   GET {base}/v1/companies/{companyIdentifier}/postings?offset={N}&limit={M<=100}
 *                                                              base: https://api.smartrecruiters.com
 *   200 { offset, limit, totalFound,
 *         content: [{ id, name, uuid, refNumber, releasedDate,
 *                     location: { city, region, country (ISO code, lower case), remote, hybrid?, fullLocation? },
 *                     industry: { label }, department: { label }, function: { label },
 *                     typeOfEmployment: { label }, experienceLevel: { label },
 *                     company: { identifier, name }, ref (API URL of the detail) }] }
 *   GET {base}/v1/companies/{companyIdentifier}/postings/{postingId}
 *   200 { ...the list fields, postingUrl?, applyUrl?,
 *         jobAd: { sections: { companyDescription: { title, text (HTML) }, jobDescription: {...},
 *                              qualifications: {...}, additionalInformation: {...} } } }
 *
 * Each section's text is HTML (plain text is accepted too); sections without text are left out.
 * The list is paged by totalFound. The description lives only in the detail, one call per posting; those
 * calls share the HTTP client's per-host limit. A failing detail call keeps the posting with what the list
 * gave (title, location, type) and adds a warning: the job is still open, and dropping it would expire it.
 * A detail answering 404 means the posting closed between the two calls, so it is left out.
 */
import { z } from 'zod';
import { NotFoundError } from '../http.ts';
import type { RawPosting } from '../types.ts';
import {
  asHtml,
  buildBoardKey,
  cleanText,
  createWarnings,
  describeError,
  escapeHtml,
  hasVisibleText,
  joinHtmlParts,
  joinPlace,
  joinUrl,
  looseBoolean,
  looseNumber,
  looseObject,
  looseText,
  parseEnvelope,
  parseItems,
  requiredText,
  type SourceAdapter,
} from './shared.ts';

export const SMARTRECRUITERS_BASE_URL = 'https://api.smartrecruiters.com';
/** The API's maximum page size. */
export const SMARTRECRUITERS_PAGE_SIZE = 100;
export const SMARTRECRUITERS_MAX_PAGES = 100;
const PUBLIC_JOBS_URL = 'https://jobs.smartrecruiters.com';

const label = looseObject({ label: looseText });

const postingSchema = z.object({
  id: requiredText,
  name: requiredText,
  refNumber: looseText,
  releasedDate: looseText,
  location: looseObject({
    city: looseText,
    region: looseText,
    country: looseText,
    remote: looseBoolean,
    hybrid: looseBoolean,
    fullLocation: looseText,
  }),
  typeOfEmployment: label,
  experienceLevel: label,
  department: label,
  function: label,
});

const section = looseObject({ title: looseText, text: looseText });

const detailSchema = z.object({
  postingUrl: looseText,
  applyUrl: looseText,
  jobAd: looseObject({
    sections: looseObject({
      companyDescription: section,
      jobDescription: section,
      qualifications: section,
      additionalInformation: section,
    }),
  }),
});

const pageSchema = z.object({
  totalFound: looseNumber,
  content: z.array(z.unknown()),
});

type ListPosting = z.output<typeof postingSchema>;
type Detail = z.output<typeof detailSchema>;

/** Headings for sections that come without a title, in the order a candidate reads them. */
const SECTION_ORDER = [
  ['companyDescription', 'Company Description'],
  ['jobDescription', 'Job Description'],
  ['qualifications', 'Qualifications'],
  ['additionalInformation', 'Additional Information'],
] as const;

export function createSmartRecruitersSource(
  options: { pageSize?: number; maxPages?: number } = {},
): SourceAdapter & { name: 'smartrecruiters' } {
  const pageSize = Math.min(options.pageSize ?? SMARTRECRUITERS_PAGE_SIZE, SMARTRECRUITERS_PAGE_SIZE);
  const maxPages = options.maxPages ?? SMARTRECRUITERS_MAX_PAGES;
  return {
    name: 'smartrecruiters',
    defaultBaseUrl: SMARTRECRUITERS_BASE_URL,
    async fetchBoard(board, { http, baseUrl }) {
      const warnings = createWarnings();
      const companyPath = `/v1/companies/${encodeURIComponent(board.board)}/postings`;
      const listed = new Map<string, ListPosting>();
      let offset = 0;
      let complete = false;
      let stopped = false;
      for (let page = 0; page < maxPages; page++) {
        const url = joinUrl(baseUrl, `${companyPath}?offset=${offset}&limit=${pageSize}`);
        let data: z.output<typeof pageSchema>;
        try {
          data = parseEnvelope(pageSchema, await http.getJson(url), url);
        } catch (error) {
          if (page === 0) throw error;
          warnings.add(`page ${page + 1} failed: ${describeError(error)}`);
          stopped = true;
          break;
        }
        for (const posting of parseItems(postingSchema, data.content, warnings, 'posting')) {
          listed.set(posting.id, posting);
        }
        // The server may cap the page below our limit, so advance by what actually came back.
        offset += data.content.length;
        const total = data.totalFound ?? offset;
        if (offset >= total) {
          complete = true;
          break;
        }
        if (data.content.length === 0) {
          warnings.add(`listing ended at ${offset} of ${total} postings`);
          stopped = true;
          break;
        }
      }
      if (!complete && !stopped) warnings.add(`stopped after ${maxPages} pages`);

      const boardKey = buildBoardKey(board);
      const results = await Promise.all(
        [...listed.values()].map(async (posting): Promise<RawPosting | null> => {
          const url = joinUrl(baseUrl, `${companyPath}/${encodeURIComponent(posting.id)}`);
          let detail: Detail | null = null;
          try {
            detail = parseEnvelope(detailSchema, await http.getJson(url), url);
          } catch (error) {
            if (error instanceof NotFoundError) return null;
            warnings.add(
              `posting ${posting.id}: detail failed, kept without description: ${describeError(error)}`,
            );
          }
          return mapPosting(posting, detail, board.board, board.company, boardKey);
        }),
      );
      const postings = results.filter((posting): posting is RawPosting => posting !== null);
      return { postings, complete, warnings: warnings.list() };
    },
  };
}

export const smartRecruitersSource = createSmartRecruitersSource();

function mapPosting(
  posting: ListPosting,
  detail: Detail | null,
  companyIdentifier: string,
  company: string,
  boardKey: string,
): RawPosting {
  const location = posting.location;
  return {
    source: 'smartrecruiters',
    boardKey,
    externalId: posting.id,
    title: posting.name,
    company,
    url:
      cleanText(detail?.postingUrl) ??
      cleanText(detail?.applyUrl) ??
      `${PUBLIC_JOBS_URL}/${encodeURIComponent(companyIdentifier)}/${encodeURIComponent(posting.id)}`,
    descriptionHtml: buildDescriptionHtml(detail),
    location:
      cleanText(location?.fullLocation) ??
      joinPlace([location?.city, location?.region, location?.country?.toUpperCase()]),
    city: cleanText(location?.city),
    state: cleanText(location?.region),
    country: cleanText(location?.country),
    remote: location?.remote ?? null,
    // The API states hybrid as its own flag; without it we do not guess between on-site and unstated.
    workplaceType: location?.hybrid ? 'hybrid' : null,
    employmentType: cleanText(posting.typeOfEmployment?.label),
    experienceLevel: cleanText(posting.experienceLevel?.label),
    postedAt: cleanText(posting.releasedDate),
    department: cleanText(posting.department?.label) ?? cleanText(posting.function?.label),
  };
}

function buildDescriptionHtml(detail: Detail | null): string | null {
  const sections = detail?.jobAd?.sections;
  if (!sections) return null;
  const parts: string[] = [];
  for (const [key, fallbackTitle] of SECTION_ORDER) {
    // Section text is HTML; a section written as plain text keeps its paragraphs.
    const text = asHtml(sections[key]?.text);
    if (!text || !hasVisibleText(text)) continue;
    parts.push(`<h3>${escapeHtml(cleanText(sections[key]?.title) ?? fallbackTitle)}</h3>\n${text}`);
  }
  return joinHtmlParts(parts);
}
