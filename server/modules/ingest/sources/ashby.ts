/*
 * Ashby Job Postings API (public, keyless): https://developers.ashbyhq.com/docs/public-job-posting-api
 *
 *   GET {base}/posting-api/job-board/{board}?includeCompensation=true     base: https://api.ashbyhq.com
 *   200 { apiVersion: '1',
 *         jobs: [{ id, title, location, secondaryLocations: [{ location, address }], department, team,
 *                  isListed, isRemote, workplaceType?: 'OnSite' | 'Remote' | 'Hybrid',
 *                  employmentType: 'FullTime' | 'PartTime' | 'Intern' | 'Contract' | 'Temporary',
 *                  descriptionHtml, descriptionPlain, publishedAt, jobUrl, applyUrl,
 *                  address: { postalAddress: { addressLocality, addressRegion, addressCountry } },
 *                  compensation?: { compensationTierSummary, scrapeableCompensationSalarySummary,
 *                    summaryComponents: [{ compensationType: 'Salary' | 'EquityPercentage' | ...,
 *                      interval: '1 YEAR' | '1 HOUR' | ..., currencyCode, minValue, maxValue }],
 *                    compensationTiers: [{ tierSummary, components: [same as summaryComponents] }] } }] }
 *   404 unknown board.
 *
 * One response holds the whole board. Only listed jobs (isListed) are public openings; a missing isListed
 * (older answers) counts as listed. The text is descriptionHtml, or descriptionPlain when the HTML is
 * missing or empty, followed by the compensation text Ashby shows on its job page (the summary, or each
 * tier's summary under its title).
 */
import { z } from 'zod';
import type { RawCompensation, RawPosting } from '../types.ts';
import {
  alreadySays,
  buildBoardKey,
  cleanText,
  createWarnings,
  escapeHtml,
  htmlOrPlain,
  joinDistinct,
  joinHtmlParts,
  joinUrl,
  looseArray,
  looseBoolean,
  looseNumber,
  looseObject,
  looseText,
  parseEnvelope,
  parseItems,
  requiredText,
  type SourceAdapter,
} from './shared.ts';

export const ASHBY_BASE_URL = 'https://api.ashbyhq.com';

const componentSchema = z.object({
  compensationType: looseText,
  interval: looseText,
  currencyCode: looseText,
  minValue: looseNumber,
  maxValue: looseNumber,
});

const jobSchema = z.object({
  id: requiredText,
  title: requiredText,
  jobUrl: requiredText,
  applyUrl: looseText,
  location: looseText,
  secondaryLocations: looseArray(z.object({ location: looseText })),
  department: looseText,
  team: looseText,
  isListed: looseBoolean,
  isRemote: looseBoolean,
  workplaceType: looseText,
  employmentType: looseText,
  descriptionHtml: looseText,
  descriptionPlain: looseText,
  publishedAt: looseText,
  address: looseObject({
    postalAddress: looseObject({
      addressLocality: looseText,
      addressRegion: looseText,
      addressCountry: looseText,
    }),
  }),
  compensation: looseObject({
    compensationTierSummary: looseText,
    scrapeableCompensationSalarySummary: looseText,
    summaryComponents: looseArray(componentSchema),
    compensationTiers: looseArray(
      z.object({ title: looseText, tierSummary: looseText, components: looseArray(componentSchema) }),
    ),
  }),
});

const envelopeSchema = z.object({ jobs: z.array(z.unknown()) });

type AshbyJob = z.output<typeof jobSchema>;

export const ashbySource: SourceAdapter = {
  name: 'ashby',
  defaultBaseUrl: ASHBY_BASE_URL,
  async fetchBoard(board, { http, baseUrl }) {
    const url = joinUrl(
      baseUrl,
      `/posting-api/job-board/${encodeURIComponent(board.board)}?includeCompensation=true`,
    );
    const envelope = parseEnvelope(envelopeSchema, await http.getJson(url), url);
    const warnings = createWarnings();
    const boardKey = buildBoardKey(board);
    const postings = parseItems(jobSchema, envelope.jobs, warnings, 'job')
      .filter((job) => job.isListed !== false)
      .map((job) => mapJob(job, board.company, boardKey));
    return { postings, complete: true, warnings: warnings.list() };
  },
};

function mapJob(job: AshbyJob, company: string, boardKey: string): RawPosting {
  const address = job.address?.postalAddress;
  return {
    source: 'ashby',
    boardKey,
    externalId: job.id,
    title: job.title,
    company,
    url: job.jobUrl,
    descriptionHtml: buildDescriptionHtml(job),
    location: joinDistinct([job.location, ...(job.secondaryLocations ?? []).map((entry) => entry.location)]),
    city: cleanText(address?.addressLocality),
    state: cleanText(address?.addressRegion),
    country: cleanText(address?.addressCountry),
    remote: job.isRemote ?? null,
    workplaceType: cleanText(job.workplaceType),
    employmentType: cleanText(job.employmentType),
    postedAt: cleanText(job.publishedAt),
    compensation: mapCompensation(job.compensation),
    department: cleanText(job.department) ?? cleanText(job.team),
  };
}

/** The description (HTML, else plain), then the compensation text unless the description already says it. */
function buildDescriptionHtml(job: AshbyJob): string | null {
  const description = htmlOrPlain(job.descriptionHtml, job.descriptionPlain);
  const pay = compensationHtml(job.compensation);
  return pay && !alreadySays(description, pay) ? joinHtmlParts([description, pay]) : description;
}

function compensationHtml(compensation: AshbyJob['compensation']): string | null {
  if (!compensation) return null;
  const tiers = (compensation.compensationTiers ?? [])
    .map((tier) => {
      const summary = cleanText(tier.tierSummary);
      const title = cleanText(tier.title);
      return summary ? (title ? `${title}: ${summary}` : summary) : null;
    })
    .filter((line): line is string => line !== null);
  const summary =
    cleanText(compensation.compensationTierSummary) ??
    cleanText(compensation.scrapeableCompensationSalarySummary);
  // Several tiers (pay zones) each say their own range; one tier says what the summary says.
  const lines = tiers.length > 1 ? tiers : summary ? [summary] : tiers;
  if (lines.length === 0) return null;
  return `<h3>Compensation</h3>\n${lines.length === 1 ? `<p>${escapeHtml(lines[0] as string)}</p>` : `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`}`;
}

/** The salary component of the summary (or of the first tier that has one), with Ashby's own summary text. */
function mapCompensation(compensation: AshbyJob['compensation']): RawCompensation | null {
  if (!compensation) return null;
  const isSalary = (component: z.output<typeof componentSchema>) =>
    component.compensationType?.toLowerCase() === 'salary';
  const salary =
    compensation.summaryComponents?.find(isSalary) ??
    compensation.compensationTiers?.flatMap((tier) => tier.components ?? []).find(isSalary);
  const summary =
    cleanText(compensation.compensationTierSummary) ??
    cleanText(compensation.scrapeableCompensationSalarySummary);
  if (!salary && !summary) return null;
  return {
    min: salary?.minValue ?? null,
    max: salary?.maxValue ?? null,
    currency: cleanText(salary?.currencyCode),
    interval: cleanText(salary?.interval),
    summary,
  };
}
