import type { Job } from '../../../core/jobs.ts';
import { displayWorkArrangement, salaryCurrency, salaryUnit } from '../../../core/job-display.ts';
import { paths } from '../../../core/paths.ts';
import { absoluteUrl, safeExternalUrl, splitParagraphs, validThrough } from './job-facts.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Google reads JobPosting.description as HTML: our plain text becomes escaped paragraphs. */
export function descriptionToHtml(text: string): string {
  return splitParagraphs(text)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

/**
 * schema.org JobPosting with Google's required and recommended properties. Every value here is also
 * visible on the page (Google's structured-data policy); the page shows 'Apply by' for validThrough.
 */
export function buildJobPostingJsonLd(job: Job, publicUrl: string, now: Date): Record<string, unknown> {
  const arrangement = displayWorkArrangement(job);
  const isFullyRemote = arrangement === 'Remote Solely';
  const acceptsRemote = isFullyRemote || arrangement === 'Remote OK';
  const place = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: job.city ?? job.location,
      ...(job.state ? { addressRegion: job.state } : {}),
      addressCountry: 'US',
    },
  };
  const organizationUrl = safeExternalUrl(job.li_organization_url);
  const hasSalary = job.ai_salary_min !== null || job.ai_salary_max !== null;
  const applyBy = validThrough(job, now);

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionToHtml(job.description_text) || `<p>${escapeHtml(job.title)}</p>`,
    datePosted: job.posted_at,
    ...(applyBy ? { validThrough: applyBy.toISOString() } : {}),
    url: `${publicUrl}${paths.job(job.id)}`,
    employmentType: job.ai_employment_type,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organization,
      ...(organizationUrl ? { sameAs: organizationUrl } : {}),
      ...(job.li_organization_logo_url ? { logo: absoluteUrl(job.li_organization_logo_url, publicUrl) } : {}),
    },
    // A fully remote job has no workplace; one that merely allows remote work has both (Google's guidance).
    ...(isFullyRemote ? {} : { jobLocation: place }),
    ...(acceptsRemote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'US' } }
      : {}),
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salaryCurrency(job.ai_salary_currency),
            value: {
              '@type': 'QuantitativeValue',
              ...(job.ai_salary_min !== null ? { minValue: job.ai_salary_min } : {}),
              ...(job.ai_salary_max !== null ? { maxValue: job.ai_salary_max } : {}),
              unitText: salaryUnit(job.ai_salary_unit),
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: job.organization, value: job.job_id },
    directApply: false,
  };
}

/** One BreadcrumbList builder for every page (app/lib/seo.ts). */
export { buildBreadcrumbJsonLd } from '../../lib/seo.ts';
