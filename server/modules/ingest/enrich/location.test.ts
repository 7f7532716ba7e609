import { describe, expect, it } from 'vitest';
import { parseLocation, toStateCode, type LocationInput } from './location.ts';

describe('parseLocation', () => {
  it.each<{ input: LocationInput; city: string | null; state: string | null }>([
    { input: { location: 'San Francisco, CA' }, city: 'San Francisco', state: 'CA' },
    { input: { location: 'New York, New York, United States' }, city: 'New York', state: 'NY' },
    { input: { location: 'Austin, Texas, USA' }, city: 'Austin', state: 'TX' },
    { input: { location: 'Remote - US' }, city: null, state: null },
    { input: { location: 'Remote' }, city: null, state: null },
    { input: { location: 'Austin, TX or Remote' }, city: 'Austin', state: 'TX' },
    { input: { location: 'Seattle, WA; Bellevue, WA' }, city: 'Seattle', state: 'WA' },
    { input: { location: 'Remote; Denver, CO' }, city: 'Denver', state: 'CO' },
    { input: { location: 'Hybrid - Boston, MA' }, city: 'Boston', state: 'MA' },
    { input: { location: 'Chicago, IL (Hybrid)' }, city: 'Chicago', state: 'IL' },
    { input: { location: 'San Francisco, CA 94105' }, city: 'San Francisco', state: 'CA' },
    { input: { location: 'Washington, DC' }, city: 'Washington', state: 'DC' },
    { input: { location: 'Washington, D.C.' }, city: 'Washington', state: 'DC' },
    { input: { location: 'NYC' }, city: 'New York', state: 'NY' },
    { input: { location: 'Texas' }, city: null, state: 'TX' },
    { input: { location: 'San Francisco Bay Area' }, city: null, state: 'CA' },
    { input: { location: 'Greater Boston Area' }, city: 'Boston', state: null },
    { input: { location: 'London, United Kingdom' }, city: 'London', state: null },
    { input: { location: 'Toronto, ON, Canada' }, city: 'Toronto', state: null },
    { input: { location: 'Multiple Locations' }, city: null, state: null },
    { input: { location: 'United States' }, city: null, state: null },
    {
      input: { city: 'Mountain View', state: 'California', location: 'Mountain View' },
      city: 'Mountain View',
      state: 'CA',
    },
    { input: { city: 'Austin', location: 'Austin, TX' }, city: 'Austin', state: 'TX' },
    { input: { city: 'Berlin', state: 'Berlin', country: 'Germany' }, city: 'Berlin', state: null },
    { input: {}, city: null, state: null },
  ])('$input', ({ input, city, state }) => {
    const parsed = parseLocation(input);
    expect({ city: parsed.city, state: parsed.state }).toEqual({ city, state });
  });

  it('keeps the cleaned location line for display', () => {
    expect(parseLocation({ location: '  Austin,   TX  ' }).location).toBe('Austin, TX');
  });
});

describe('toStateCode', () => {
  it.each([
    ['California', 'CA'],
    ['ca', 'CA'],
    ['D.C.', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Ontario', null],
    ['', null],
  ])('%s -> %s', (value, code) => {
    expect(toStateCode(value)).toBe(code);
  });
});
