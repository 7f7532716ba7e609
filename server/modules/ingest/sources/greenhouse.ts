/*
 * Greenhouse Job Board API (public, keyless): https://developers.greenhouse.io/job-board.html
 *
 *   GET {base}/v1/boards/{board_token}/jobs?content=true        base: https://boards-api.greenhouse.io
 *   200 { jobs: [{ id: number, internal_job_id, title, updated_at, first_published?, requisition_id,
 *                  location: { name }, absolute_url, language, company_name?,
 *                  content: string (HTML, entity-escaped once more: '&lt;p&gt;'),
 *                  departments: [{ id, name, ... }], offices: [{ id, name, location }],
 *                  metadata: [{ id, name, value, value_type }] | null }],
 *         meta: { total } }
 *   404 unknown board token.
 *
 * content is the only text field: HTML escaped once more (read as such by enrichment), or now and then
 * plain text, which keeps its paragraphs. One response holds the whole board (no paging). Structured employment type and workplace type exist only
 * as custom metadata fields some companies add; we read them when their name says so.
 */
import { z } from 'zod';
import type { RawPosting } from '../types.ts';
import {
  asHtml,
  buildBoardKey,
  cleanText,
  createWarnings,
  hasVisibleText,
  idSchema,
  joinUrl,
  looseArray,
  looseNumber,
  looseObject,
  looseText,
  parseEnvelope,
  parseItems,
  requiredText,
  type SourceAdapter,
} from './shared.ts';

export const GREENHOUSE_BASE_URL = 'https://boards-api.greenhouse.io';

const metadataSchema = z.object({ name: looseText, value: z.unknown() });

const jobSchema = z.object({
  id: idSchema,
  title: requiredText,
  absolute_url: requiredText,
  updated_at: looseText,
  first_published: looseText,
  location: looseObject({ name: looseText }),
  content: looseText,
  departments: looseArray(z.object({ name: looseText })),
  metadata: looseArray(metadataSchema),
});

const envelopeSchema = z.object({
  jobs: z.array(z.unknown()),
  meta: looseObject({ total: looseNumber }),
});

type GreenhouseMetadata = z.output<typeof metadataSchema>;

export const greenhouseSource: SourceAdapter = {
  name: 'greenhouse',
  defaultBaseUrl: GREENHOUSE_BASE_URL,
  async fetchBoard(board, { http, baseUrl }) {
    const url = joinUrl(baseUrl, `/v1/boards/${encodeURIComponent(board.board)}/jobs?content=true`);
    const envelope = parseEnvelope(envelopeSchema, await http.getJson(url), url);
    const warnings = createWarnings();
    const jobs = parseItems(jobSchema, envelope.jobs, warnings, 'job');
    const boardKey = buildBoardKey(board);
    const postings = jobs.map((job): RawPosting => ({
      source: 'greenhouse',
      boardKey,
      externalId: job.id,
      title: job.title,
      company: board.company,
      url: job.absolute_url,
      descriptionHtml: hasVisibleText(job.content) ? asHtml(job.content) : null,
      location: cleanText(job.location?.name),
      employmentType: findMetadataText(job.metadata, /employment type|job type|employment status/i),
      workplaceType: findMetadataText(job.metadata, /workplace|location type|remote/i),
      remote: findMetadataBoolean(job.metadata, /remote/i),
      // first_published is when the job went live; updated_at moves on every edit.
      postedAt: cleanText(job.first_published) ?? cleanText(job.updated_at),
      department: cleanText(job.departments?.[0]?.name),
    }));
    // meta.total counts the whole board; fewer jobs than that means the answer was cut short.
    const total = envelope.meta?.total;
    const complete = total === null || total === undefined || envelope.jobs.length >= total;
    if (!complete) warnings.add(`board lists ${total} jobs but returned ${envelope.jobs.length}`);
    return { postings, complete, warnings: warnings.list() };
  },
};

/** Custom metadata values are strings, string lists or null depending on the field type. */
function findMetadataText(metadata: GreenhouseMetadata[] | null | undefined, name: RegExp): string | null {
  const field = metadata?.find((entry) => entry.name && name.test(entry.name));
  if (!field) return null;
  if (typeof field.value === 'string') return cleanText(field.value);
  if (Array.isArray(field.value)) {
    const texts = field.value.filter((value): value is string => typeof value === 'string');
    return cleanText(texts.join(', '));
  }
  return null;
}

/** Some boards carry a yes/no custom field such as 'Remote eligible'. */
function findMetadataBoolean(
  metadata: GreenhouseMetadata[] | null | undefined,
  name: RegExp,
): boolean | null {
  const field = metadata?.find(
    (entry) => entry.name && name.test(entry.name) && typeof entry.value === 'boolean',
  );
  return typeof field?.value === 'boolean' ? field.value : null;
}
