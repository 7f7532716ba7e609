import { EMPLOYMENT_TYPES, WORK_ARRANGEMENTS, type WorkArrangement } from '../../../core/jobs.ts';
import { slugify } from '../../../core/slug.ts';

/** A job ready to be stored: every field normalised once, where data enters (SPEC section 3). */
export type JobInput = {
  jobId: string;
  source: string;
  title: string;
  organization: string;
  organizationSlug: string;
  descriptionText: string;
  location: string;
  city: string | null;
  state: string | null;
  url: string;
  postedAt: Date;
  expiresAt: Date | null;
  remote: boolean;
  workArrangement: WorkArrangement | null;
  employmentType: string;
  visaSponsorship: boolean | null;
  visaEvidence: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
  benefits: string[];
  experienceLevel: string | null;
  logoUrl: string | null;
  organizationUrl: string | null;
  industry: string | null;
  organizationSize: string | null;
  headquarters: string | null;
  /** Set by ingestion (see db/schema/jobs.ts); absent for demo jobs. */
  board?: string | null;
  dedupeKey?: string | null;
  contentHash?: string | null;
  lastSeenAt?: Date | null;
};

/** Values sometimes arrive wrapped as {type, value}; the text 'undefined' (and null/empty) counts as absent. */
export function unwrap(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 3; depth++) {
    if (
      current &&
      typeof current === 'object' &&
      !Array.isArray(current) &&
      'value' in current &&
      'type' in current
    ) {
      current = (current as { value: unknown }).value;
    } else break;
  }
  if (current === undefined || current === null) return null;
  if (typeof current === 'string') {
    const trimmed = current.trim();
    if (trimmed === '' || trimmed === 'undefined' || trimmed === 'null') return null;
    return trimmed;
  }
  return current;
}

export function asText(value: unknown): string | null {
  const plain = unwrap(value);
  if (plain === null) return null;
  if (typeof plain === 'string') return plain;
  if (typeof plain === 'number' || typeof plain === 'boolean') return String(plain);
  return null;
}

export function asNumber(value: unknown): number | null {
  const plain = unwrap(value);
  if (typeof plain === 'number') return Number.isFinite(plain) ? plain : null;
  if (typeof plain === 'string') {
    const parsed = Number(plain.replace(/[,$\s]/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function asBoolean(value: unknown): boolean | null {
  const plain = unwrap(value);
  if (typeof plain === 'boolean') return plain;
  if (typeof plain === 'string') {
    const lower = plain.toLowerCase();
    if (['true', 'yes', '1'].includes(lower)) return true;
    if (['false', 'no', '0'].includes(lower)) return false;
  }
  return null;
}

export function asStringList(value: unknown): string[] {
  const plain = unwrap(value);
  const items = Array.isArray(plain)
    ? plain
    : typeof plain === 'string'
      ? plain.split(/[;\n]|,(?=\s*[A-Z])/)
      : [];
  return [...new Set(items.map(asText).filter((item): item is string => item !== null))];
}

/** The literal 'NO DESCRIPTION' counts as empty. */
export function normalizeDescription(value: unknown): string {
  const text = asText(value);
  if (!text || text.toUpperCase() === 'NO DESCRIPTION') return '';
  return text;
}

export function normalizeWorkArrangement(value: unknown): WorkArrangement | null {
  const text = asText(value)
    ?.toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (!text) return null;
  const exact = WORK_ARRANGEMENTS.find((option) => option.toLowerCase().replace('-', ' ') === text);
  if (exact) return exact;
  if (text.includes('hybrid')) return 'Hybrid';
  if (text.includes('remote ok') || text.includes('remote friendly') || text.includes('remote optional'))
    return 'Remote OK';
  if (text.includes('remote')) return 'Remote Solely';
  if (
    text.includes('on site') ||
    text.includes('onsite') ||
    text.includes('in office') ||
    text.includes('office')
  ) {
    return 'On-site';
  }
  return null;
}

export function normalizeEmploymentType(value: unknown): string {
  const text = asText(value)
    ?.toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (!text) return 'FULL_TIME';
  if ((EMPLOYMENT_TYPES as readonly string[]).includes(text)) return text;
  if (text.startsWith('CONTRACT')) return 'CONTRACTOR';
  if (text.startsWith('INTERN')) return 'INTERN';
  if (text.startsWith('PART')) return 'PART_TIME';
  if (text.startsWith('TEMP')) return 'TEMPORARY';
  return 'FULL_TIME';
}

/** Splits 'City, ST' (or 'City, State, US') into city and state; 'Remote' locations have neither. */
export function splitLocation(location: string): { city: string | null; state: string | null } {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^(us|usa|united states)$/i.test(part));
  if (parts.length === 0 || /remote|anywhere/i.test(parts[0] ?? '')) return { city: null, state: null };
  if (parts.length === 1) return { city: parts[0] ?? null, state: null };
  return { city: parts[0] ?? null, state: parts[1] ?? null };
}

/** Normalises a raw record in the shape of SPEC section 3 (ai_* and li_* fields) into a JobInput. */
export function normalizeRawJob(
  raw: Record<string, unknown>,
  defaults: { source: string; now: Date },
): JobInput | null {
  const title = asText(raw.title);
  const organization = asText(raw.organization);
  const url = asText(raw.url);
  const jobId = asText(raw.job_id) ?? asText(raw.id) ?? url;
  if (!title || !organization || !url || !jobId) return null;
  const location = asText(raw.location) ?? '';
  const { city, state } = splitLocation(location);
  const postedText = asText(raw.posted_at) ?? asText(raw.date_posted);
  const postedAt = postedText && !Number.isNaN(Date.parse(postedText)) ? new Date(postedText) : defaults.now;
  const expiresText = asText(raw.expires_at);
  const remote = asBoolean(raw.remote) ?? asBoolean(raw.remote_derived) ?? false;
  const salaryMin = asNumber(raw.ai_salary_min ?? raw.ai_salary_minvalue);
  const salaryMax = asNumber(raw.ai_salary_max ?? raw.ai_salary_maxvalue);
  return {
    jobId,
    source: asText(raw.source) ?? defaults.source,
    title,
    organization,
    organizationSlug: slugify(organization),
    descriptionText: normalizeDescription(raw.description_text),
    location,
    city,
    state,
    url,
    postedAt,
    expiresAt: expiresText && !Number.isNaN(Date.parse(expiresText)) ? new Date(expiresText) : null,
    remote,
    workArrangement: normalizeWorkArrangement(raw.ai_work_arrangement),
    employmentType: normalizeEmploymentType(
      Array.isArray(raw.ai_employment_type) ? raw.ai_employment_type[0] : raw.ai_employment_type,
    ),
    visaSponsorship: asBoolean(raw.ai_visa_sponsorship),
    visaEvidence: asText(raw.ai_visa_evidence),
    salaryMin: salaryMin === null ? null : Math.round(salaryMin),
    salaryMax: salaryMax === null ? null : Math.round(salaryMax),
    salaryCurrency: (asText(raw.ai_salary_currency) ?? 'USD').toUpperCase(),
    salaryUnit: (asText(raw.ai_salary_unittext) ?? asText(raw.ai_salary_unit) ?? 'YEAR').toUpperCase(),
    benefits: asStringList(raw.ai_benefits),
    experienceLevel: asText(raw.ai_experience_level),
    logoUrl: asText(raw.li_organization_logo_url) ?? asText(raw.organization_logo),
    organizationUrl: asText(raw.li_organization_url) ?? asText(raw.organization_url),
    industry: asText(raw.li_organization_industry),
    organizationSize: asText(raw.li_organization_size),
    headquarters: asText(raw.li_organization_headquarters),
  };
}
