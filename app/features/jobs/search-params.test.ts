import { describe, expect, it } from 'vitest';
import {
  jobDetailPath,
  jobsPath,
  readFilters,
  searchApiPath,
  withFilter,
  writeFilters,
} from './search-params.ts';

describe('readFilters', () => {
  it('drops all, empty and unknown values and normalises the rest', () => {
    const params = new URLSearchParams(
      'search=%20%20data%20%20%20scientist%20&city=all&state=ca&workArrangement=Remote&employmentType=full_time&page=3',
    );
    expect(readFilters(params)).toEqual({
      search: 'data scientist',
      state: 'CA',
      workArrangement: 'remote',
      employmentType: 'FULL_TIME',
    });
  });

  it('ignores work styles and job types the page does not offer', () => {
    expect(readFilters(new URLSearchParams('workArrangement=moon&employmentType=TEMPORARY'))).toEqual({});
  });

  it('reads hideNoSponsor as a switch: true or 1 turns it on, anything else shows every job', () => {
    expect(readFilters(new URLSearchParams('hideNoSponsor=true'))).toEqual({ hideNoSponsor: 'true' });
    expect(readFilters(new URLSearchParams('hideNoSponsor=1'))).toEqual({ hideNoSponsor: 'true' });
    expect(readFilters(new URLSearchParams('hideNoSponsor=TRUE'))).toEqual({ hideNoSponsor: 'true' });
    for (const value of ['false', '0', '', 'yes', 'all']) {
      expect(readFilters(new URLSearchParams({ hideNoSponsor: value }))).toEqual({});
    }
    const filters = withFilter({ search: 'nurse' }, 'hideNoSponsor', 'true');
    expect(jobsPath(filters)).toBe('/jobs?search=nurse&hideNoSponsor=true');
    expect(searchApiPath(filters, 2)).toBe('/api/jobs?search=nurse&hideNoSponsor=true&page=2');
    expect(jobsPath(withFilter(filters, 'hideNoSponsor', undefined))).toBe('/jobs?search=nurse');
  });

  it('cuts an overlong search to what the API accepts', () => {
    expect(readFilters(new URLSearchParams({ search: 'a'.repeat(500) })).search).toHaveLength(200);
  });
});

describe('writeFilters and paths', () => {
  it('writes the filters in one fixed order whatever order they came in', () => {
    const filters = readFilters(new URLSearchParams('employmentType=INTERN&city=Austin&search=qa'));
    expect(writeFilters(filters).toString()).toBe('search=qa&city=Austin&employmentType=INTERN');
    expect(jobsPath(filters)).toBe('/jobs?search=qa&city=Austin&employmentType=INTERN');
  });

  it('gives the bare path when nothing is filtered', () => {
    expect(jobsPath({})).toBe('/jobs');
    expect(jobDetailPath(7, {})).toBe('/jobs/7');
  });

  it('removes a filter set to all or empty', () => {
    const filters = { search: 'data', city: 'Austin' };
    expect(withFilter(filters, 'city', 'all')).toEqual({ search: 'data', city: undefined });
    expect(jobsPath(withFilter(filters, 'search', '  '))).toBe('/jobs?city=Austin');
  });

  it('builds the detail and API URLs from the same filters', () => {
    const filters = { search: 'sofware enginer', state: 'WA' };
    expect(jobDetailPath(12, filters, { autoAnalyze: 'true' })).toBe(
      '/jobs/12?search=sofware+enginer&state=WA&autoAnalyze=true',
    );
    expect(searchApiPath(filters, 2)).toBe('/api/jobs?search=sofware+enginer&state=WA&page=2');
  });
});
