import { createHash } from 'node:crypto';
import type { JobInput } from '../jobs/normalize.ts';

function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The identity of a posting across sources: the same company, title and place. Punctuation and case are
 * ignored ('Software Engineer, Backend' = 'Software Engineer - Backend'); a job without a city is keyed by
 * its work style, so a remote role cross-posted on two boards still matches.
 */
export function computeDedupeKey(
  job: Pick<JobInput, 'organizationSlug' | 'title' | 'city' | 'state' | 'remote'>,
) {
  const place = job.city
    ? `${normalizeWords(job.city)} ${normalizeWords(job.state ?? '')}`.trim()
    : job.remote
      ? 'remote'
      : '';
  return `${job.organizationSlug}|${normalizeWords(job.title)}|${place}`;
}

/** A hash of everything the site shows about a job: equal hashes mean a rerun has nothing to write. */
export function computeContentHash(job: JobInput): string {
  const {
    board: _board,
    dedupeKey: _dedupeKey,
    contentHash: _contentHash,
    lastSeenAt: _lastSeenAt,
    ...shown
  } = job;
  return createHash('sha1').update(JSON.stringify(shown)).digest('base64url');
}
