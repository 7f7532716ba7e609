import { formatDate } from '../../../core/format.ts';
import type { Job, WorkArrangement } from '../../../core/jobs.ts';

/** Google drops postings without an end date after a while; ours default to this many days after posting. */
export const DEFAULT_VALIDITY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The description's paragraphs: blocks separated by blank lines, inner line breaks kept as spaces. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The last day to apply: the job's own expiry, else a default window after posting. Null when that window
 * has passed but the job is still listed (an ingested posting its board keeps open): no date beats a wrong one.
 */
export function validThrough(job: Pick<Job, 'expires_at' | 'posted_at'>, now: Date): Date | null {
  if (job.expires_at) return new Date(job.expires_at);
  const byDefault = new Date(new Date(job.posted_at).getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS);
  return byDefault.getTime() > now.getTime() ? byDefault : null;
}

export function isJobExpired(job: Pick<Job, 'expires_at'>, now: Date): boolean {
  return job.expires_at !== null && new Date(job.expires_at).getTime() <= now.getTime();
}

/** 'November 22, 2026', in UTC so the server HTML and the browser agree whatever the visitor's zone. */
export function formatLongDate(date: string | Date): string {
  return formatDate(date, { timeZone: 'UTC' }) ?? '';
}

/** The detail page's badge: SPEC names three values, so both remote variants read 'Remote'. */
export function workArrangementBadge(arrangement: WorkArrangement): 'Remote' | 'Hybrid' | 'On-site' {
  if (arrangement === 'Hybrid' || arrangement === 'On-site') return arrangement;
  return 'Remote';
}

/** Experience in the detail's Job Details: '{level} years'. */
export function formatExperienceYears(level: string | null): string | null {
  return level ? `${level} years` : null;
}

/** Only http(s) links are rendered as links: a stored 'javascript:' URL must never become clickable. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Logo URLs are local paths (/logos/x.svg) or absolute; JSON-LD needs absolute ones. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** The page's meta description: the description cut at 150 characters (SPEC), else a short summary. */
export function jobMetaDescription(
  job: Pick<Job, 'description_text' | 'title' | 'organization' | 'location'>,
  length: number,
): string {
  const text = job.description_text.replace(/\s+/g, ' ').trim();
  const source =
    text ||
    `${job.title} at ${job.organization} in ${job.location}. A job at a company that sponsors H1B visas.`;
  return source.slice(0, length).trimEnd();
}
