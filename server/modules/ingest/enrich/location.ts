/*
 * City and state for the /jobs filters. The state is stored as the two-letter postal code, as the demo data
 * does, so 'California', 'CA' and 'ca' all land on one filter value; places outside the US keep their city
 * and get no state (the state filter lists US states only).
 */
import { US_STATES } from '../../../../core/us-states.ts';
import { splitLocation } from '../../jobs/normalize.ts';

export type LocationInput = {
  location?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
};

export type ParsedLocation = {
  /** The location line to display, cleaned; '' when the source gave none. */
  location: string;
  city: string | null;
  /** US postal code ('CA'), or null. */
  state: string | null;
};

const CODE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));
const US_COUNTRY = /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?|america)$/i;
/** Nicknames ('NYC', 'SF', 'Bay Area') and names that are a state but mean the city when written alone. */
const CITY_STATES: Record<string, [string | null, string]> = {
  'new york': ['New York', 'NY'],
  'new york city': ['New York', 'NY'],
  nyc: ['New York', 'NY'],
  'washington dc': ['Washington', 'DC'],
  'washington d.c.': ['Washington', 'DC'],
  sf: ['San Francisco', 'CA'],
  // The Bay Area spans many cities: the state is certain, the city is not.
  'sf bay area': [null, 'CA'],
  'bay area': [null, 'CA'],
  'san francisco bay area': [null, 'CA'],
  la: ['Los Angeles', 'CA'],
};
/** Words in a location line that name no place. */
const NOT_A_PLACE =
  /^(?:remote|anywhere|worldwide|global|multiple locations?|various(?: locations)?|nationwide|usa|us|united states|hybrid|on-?site|in[- ]office|flexible|tbd|n\/a|headquarters|hq)$/i;
const WORK_MODE_AFFIX =
  /^\s*(?:remote|hybrid|on-?site|in[- ]office)\s*(?:[-–—:|]|\bin\b)\s*|\s*[-–—|]\s*(?:remote|hybrid|on-?site|in[- ]office)\s*$|\s*\((?:remote|hybrid|on-?site|in[- ]office|hq|headquarters)[^)]*\)/gi;
const SEGMENT_SPLIT = /\s*(?:;|\||\n|\s\/\s|\bor\b|\s&\s|\band\b(?=\s+[A-Z]))\s*/;

/** 'California' / 'CA' / 'ca' / 'D.C.' as a postal code, or null when it is not a US state or territory. */
export function toStateCode(value: string | null | undefined): string | null {
  const text = value?.replace(/\b\d{5}(?:-\d{4})?\b/g, '').trim();
  if (!text) return null;
  const compact = text.replace(/\./g, '').toUpperCase();
  if (compact.length === 2 && US_STATES[compact]) return compact;
  return CODE_BY_NAME.get(text.toLowerCase()) ?? null;
}

function isUsCountry(country: string | null | undefined): boolean {
  return !country?.trim() || US_COUNTRY.test(country.trim());
}

function cleanPart(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text && !NOT_A_PLACE.test(text) ? text : null;
}

/** City and state from one place ('San Francisco, CA', 'New York, New York, United States', 'Texas'). */
function parsePlace(place: string, isUs: boolean): { city: string | null; state: string | null } | null {
  const stripped = place
    .replace(WORK_MODE_AFFIX, '')
    .replace(/^greater (.+?)(?: metropolitan)? area$/i, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (!stripped || NOT_A_PLACE.test(stripped)) return null;
  const alias = CITY_STATES[stripped.toLowerCase().replace(/,/g, '')];
  if (alias) return { city: alias[0], state: alias[1] };
  const parts = stripped.split(',').map((part) => part.trim());
  const country = parts.length > 1 ? parts.at(-1) : null;
  // 'Toronto, ON, Canada' and 'London, UK' are outside the US even though 'ON' looks like a code.
  const isAbroad = !isUs || (parts.length >= 3 && !US_COUNTRY.test(country ?? '') && !toStateCode(country));
  const { city, state } = splitLocation(stripped);
  const cityName = cleanPart(city);
  const stateCode = isAbroad ? null : toStateCode(state);
  if (cityName && !state && !isAbroad) {
    const cityAlias = CITY_STATES[cityName.toLowerCase()];
    if (cityAlias) return { city: cityAlias[0], state: cityAlias[1] };
    // A lone state name ('Texas') is a state, not a city.
    const lone = toStateCode(cityName);
    if (lone && cityName.length > 2) return { city: null, state: lone };
  }
  if (!cityName && !stateCode) return null;
  return { city: cityName, state: stateCode };
}

/**
 * Structured city/state when the source gives them, else the first place named in the location line
 * ('Seattle, WA; Bellevue, WA' -> Seattle, WA; 'Remote; Austin, TX' -> Austin, TX); 'Remote - US' has none.
 */
export function parseLocation(input: LocationInput): ParsedLocation {
  const location = (input.location ?? '').replace(/\s+/g, ' ').trim();
  const isUs = isUsCountry(input.country);
  const structuredCity = cleanPart(input.city);
  const structuredState = isUs ? toStateCode(input.state) : null;
  if (structuredCity || structuredState) {
    const fromLine =
      !structuredState && location ? parsePlace(location.split(SEGMENT_SPLIT)[0] ?? '', isUs) : null;
    return { location, city: structuredCity, state: structuredState ?? fromLine?.state ?? null };
  }
  for (const segment of location.split(SEGMENT_SPLIT)) {
    const place = parsePlace(segment, isUs);
    if (place) return { location, ...place };
  }
  return { location, city: null, state: null };
}
