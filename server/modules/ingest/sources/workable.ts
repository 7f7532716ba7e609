/*
 * Workable job widget API (public, keyless; what careers-page widgets call):
 *
 *   GET {base}/api/v1/widget/accounts/{account_slug}?details=true      base: https://apply.workable.com
 *   200 { name, description,
 *         jobs: [{ title, shortcode, code, employment_type ('Full-time', 'Contract'...),
 *                  telecommuting: boolean, department, url, shortlink, application_url,
 *                  published_on ('YYYY-MM-DD'), created_at ('YYYY-MM-DD'), country, city, state,
 *                  education, experience ('Mid-Senior level'...), function, industry,
 *                  locations: [{ country, countryCode, city, region, hidden }],
 *                  description (HTML; only with details=true) }] }
 *   404 unknown account.
 *   Workable's job documents (the account API's job details) split the same text into description,
 *   requirements and benefits, and give full_description for all three together; we read whichever of
 *   those fields a job carries: full_description when it has text, else the three parts in page order.
 *
 * One response holds the whole account; details=true is what adds the description, so we always ask for it.
 */
import { z } from 'zod';
import type { RawPosting } from '../types.ts';
import {
  asHtml,
  buildBoardKey,
  cleanText,
  createWarnings,
  hasVisibleText,
  joinDistinct,
  joinHtmlParts,
  joinPlace,
  joinUrl,
  looseArray,
  looseBoolean,
  looseText,
  parseEnvelope,
  parseItems,
  requiredText,
  type SourceAdapter,
} from './shared.ts';

export const WORKABLE_BASE_URL = 'https://apply.workable.com';

const jobSchema = z.object({
  shortcode: requiredText,
  title: requiredText,
  url: looseText,
  shortlink: looseText,
  application_url: looseText,
  employment_type: looseText,
  telecommuting: looseBoolean,
  department: looseText,
  published_on: looseText,
  created_at: looseText,
  country: looseText,
  city: looseText,
  state: looseText,
  experience: looseText,
  function: looseText,
  description: looseText,
  requirements: looseText,
  benefits: looseText,
  full_description: looseText,
  locations: looseArray(
    z.object({
      country: looseText,
      countryCode: looseText,
      city: looseText,
      region: looseText,
      hidden: looseBoolean,
    }),
  ),
});

const envelopeSchema = z.object({ jobs: z.array(z.unknown()) });

type WorkableJob = z.output<typeof jobSchema>;

export const workableSource: SourceAdapter = {
  name: 'workable',
  defaultBaseUrl: WORKABLE_BASE_URL,
  async fetchBoard(board, { http, baseUrl }) {
    const url = joinUrl(baseUrl, `/api/v1/widget/accounts/${encodeURIComponent(board.board)}?details=true`);
    const envelope = parseEnvelope(envelopeSchema, await http.getJson(url), url);
    const warnings = createWarnings();
    const boardKey = buildBoardKey(board);
    const postings: RawPosting[] = [];
    for (const job of parseItems(jobSchema, envelope.jobs, warnings, 'job')) {
      const jobUrl = cleanText(job.url) ?? cleanText(job.shortlink) ?? cleanText(job.application_url);
      if (!jobUrl) {
        warnings.add(`job ${job.shortcode} skipped: no url`);
        continue;
      }
      postings.push(mapJob(job, jobUrl, board.company, boardKey));
    }
    return { postings, complete: true, warnings: warnings.list() };
  },
};

function mapJob(job: WorkableJob, url: string, company: string, boardKey: string): RawPosting {
  // Hidden locations are internal bookkeeping the account chose not to show candidates.
  const visible = (job.locations ?? []).filter((location) => location.hidden !== true);
  const location =
    joinDistinct(visible.map((entry) => joinPlace([entry.city, entry.region, entry.country]))) ??
    joinPlace([job.city, job.state, job.country]);
  const primary = visible[0];
  return {
    source: 'workable',
    boardKey,
    externalId: job.shortcode,
    title: job.title,
    company,
    url,
    descriptionHtml: buildDescriptionHtml(job),
    location,
    city: cleanText(job.city) ?? cleanText(primary?.city),
    state: cleanText(job.state) ?? cleanText(primary?.region),
    country: cleanText(job.country) ?? cleanText(primary?.country),
    remote: job.telecommuting ?? null,
    employmentType: cleanText(job.employment_type),
    experienceLevel: cleanText(job.experience),
    postedAt: cleanText(job.published_on) ?? cleanText(job.created_at),
    department: cleanText(job.department) ?? cleanText(job.function),
  };
}

/** full_description when it has text; otherwise description, requirements and benefits, each under its heading. */
function buildDescriptionHtml(job: WorkableJob): string | null {
  const full = asHtml(job.full_description);
  if (hasVisibleText(full)) return full;
  const section = (heading: string, text: string | null | undefined) => {
    const html = asHtml(text);
    return html && hasVisibleText(html) ? `<h3>${heading}</h3>\n${html}` : null;
  };
  return joinHtmlParts([
    asHtml(job.description),
    section('Requirements', job.requirements),
    section('Benefits', job.benefits),
  ]);
}
