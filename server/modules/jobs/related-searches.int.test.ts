import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUGGESTIONS } from '../../../core/job-search-ui.ts';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app.ts';
import { buildJob, createJobs } from '../../../tests/factories/jobs.ts';

/** GET /api/jobs/related-searches: SPEC keyword rules, else titles of the search's own results. */
describe('related searches API', () => {
  let t: TestApp;
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/jobs/related-searches?${query}` });

  beforeAll(async () => {
    t = await buildTestApp();
    const titles: [string, string, string][] = [
      ['Registered Nurse', 'Hospital', 'Care for patients on the ward.'],
      ['Senior Registered Nurse', 'Hospital', 'Lead nurse shifts.'],
      ['ICU Nurse', 'Hospital', 'Critical care nursing.'],
      ['Nurse Practitioner', 'Clinic', 'Diagnose and treat patients.'],
      ['Staff Accountant', 'Ledger Co', 'Close the books monthly.'],
      ['Tax Accountant', 'Ledger Co', 'Prepare tax returns.'],
      ['Financial Analyst', 'Ledger Co', 'Support accountant teams with forecasts.'],
      ['Research Scientist', 'Lab Inc', 'PhD in physics or chemistry required.'],
      ['Machine Learning Engineer', 'Lab Inc', 'A PhD is a plus.'],
      ['Java Developer', 'Code Co', 'Build Java services.'],
      ['Senior Java Engineer', 'Code Co', 'Java and Spring.'],
      ['High School Teacher', 'District 9', 'Teach mathematics.'],
      ['Math Teacher', 'District 9', 'Teach algebra.'],
    ];
    await createJobs(
      t.database.db,
      titles.map(([title, organization, descriptionText]) =>
        buildJob({ title, organization, descriptionText }),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['nurse', ['Registered Nurse', 'ICU Nurse', 'Nurse Practitioner']],
    ['accountant', ['Tax Accountant', 'Financial Analyst']],
    ['phd', ['Research Scientist', 'Machine Learning Engineer']],
    ['java', ['Java Developer', 'Java Engineer']],
    ['teacher', ['High School Teacher', 'Math Teacher']],
  ])('for %j suggests titles from the data', async (search, expected) => {
    const response = await get(new URLSearchParams({ search }).toString());
    expect(response.statusCode).toBe(200);
    const body = response.json<{ search: string; suggestions: string[] }>();
    expect(body.search).toBe(search);
    expect(body.suggestions).toEqual(expect.arrayContaining(expected));
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    for (const chip of body.suggestions) expect(DEFAULT_SUGGESTIONS as readonly string[]).not.toContain(chip);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it("keeps SPEC's keyword rules", async () => {
    const response = await get('search=react');
    expect(response.json<{ suggestions: string[] }>().suggestions[0]).toBe('Frontend Engineer');
  });

  it('answers an empty list for a search that finds nothing', async () => {
    const response = await get('search=xyzzyqwv');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ suggestions: string[] }>().suggestions).toEqual([]);
  });

  it('refuses a missing, blank or overlong search with 400, never 500', async () => {
    for (const query of ['', 'search=', 'search=%20%20', `search=${'a'.repeat(201)}`]) {
      const response = await get(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json<{ error: { code: string } }>().error.code).toBeTruthy();
    }
    // NUL (which PostgreSQL cannot store) is refused or stripped at the edge, never a 500.
    for (const query of ['search=a%00b', 'search=%00', 'search=nurse%00%00']) {
      const response = await get(query);
      expect({ query, status: response.statusCode < 500 }).toEqual({ query, status: true });
      expect(response.body).not.toContain('\\u0000');
    }
    // Punctuation-only and very long (but allowed) input is answered, not failed.
    for (const search of ['!!!', 'c++ c# .net', `${'word '.repeat(39)}word`]) {
      const response = await get(new URLSearchParams({ search }).toString());
      expect({ search, status: response.statusCode }).toEqual({ search, status: 200 });
    }
  });

  it('serves only GET (the list is read-only)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: '/api/jobs/related-searches?search=nurse' });
      expect(response.statusCode).toBe(404);
    }
  });
});
