import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, screenshot } from './support/app.ts';
import { findJsonLd } from './support/html.ts';

/*
 * Sponsor pages (issue 13) on the samples the server imports on first start: search, a sponsor page with its
 * chart and table, the filing record on a job card, and the salary analysis on a job page; desktop and 360 px.
 * Tests ask the API for what they need (a sponsor, a matched job, a job with an analysis) instead of fixing ids.
 */

type ApiSponsor = { slug: string; name: string; approvals: number };
type ApiJob = { id: number; title: string; filing_record: { slug: string } | null };

/**
 * The first start imports the samples in the background, then computes the figures sponsor range by range:
 * wait until the list's first sponsor (most approvals) has figures, i.e. its range is done.
 */
async function firstSponsors(page: Page): Promise<ApiSponsor[]> {
  let sponsors: ApiSponsor[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/sponsors?pageSize=5');
        sponsors = ((await response.json()) as { sponsors: ApiSponsor[] }).sponsors;
        return sponsors[0]?.approvals ?? 0;
      },
      { timeout: 180_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
  return sponsors;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 780 },
]) {
  test.describe(`sponsors (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('search, open a sponsor: chart and its table, JSON-LD, CSV', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const [top] = await firstSponsors(page);
      expect(top).toBeDefined();
      await gotoHydrated(page, '/sponsors');
      await expect(page.getByRole('heading', { level: 1, name: 'H-1B Sponsor Database' })).toBeVisible();
      await expect(page.getByText('npm run import:h1b -- FILE...')).toBeVisible();
      const word = top!.name.split(/\s+/)[0]!;
      await page.getByRole('searchbox', { name: /Employer name/ }).fill(word);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word).replace(/%20/g, '\\+')}`, 'i'));
      await expect(page.getByRole('heading', { level: 2, name: /employer/ })).toContainText(word);
      await screenshot(page, testInfo, `sponsors-${viewport.name}`);
      const stateSelect = page.getByRole('combobox', { name: 'State' });
      if (viewport.name === 'phone') {
        // On a phone the selects fold behind one button, so the list starts on the first screen.
        await expect(stateSelect).toBeHidden();
        await page.getByRole('button', { name: 'More filters' }).click();
      }
      await expect(stateSelect).toBeVisible();

      await page.getByRole('link', { name: top!.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/sponsors/${top!.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: top!.name })).toBeVisible();
      const chart = page.getByRole('img', { name: /H-1B approvals and denials/ });
      await expect(chart).toBeVisible();
      await expect(page.getByRole('table', { name: /approvals and denials.*data table/ })).toBeVisible();
      await expect(page.getByText('USCIS counts first decisions only', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
        'href',
        `/api/sponsors/${top!.slug}/csv`,
      );
      // Each source file's name keeps the width of the section: in a table column on a phone it broke
      // every four letters.
      const sources = page.getByRole('list', { name: 'Source files of this page' }).getByRole('listitem');
      await expect(sources.first()).toBeVisible();
      const section = await page.locator('#sources').boundingBox();
      const source = await sources.first().locator('p').first().boundingBox();
      expect(source!.width).toBeGreaterThan(section!.width * 0.75);
      await screenshot(page, testInfo, `sponsor-${viewport.name}`);

      if (viewport.name === 'desktop') {
        const html = await (await page.request.get(`/sponsors/${top!.slug}`)).text();
        expect(findJsonLd(html).some((block) => block['@type'] === 'Organization')).toBe(true);
        const missing = await page.request.get('/sponsors/no-such-sponsor-here');
        expect(missing.status()).toBe(404);
      }
    });

    test('job card filing record links to the sponsor; salary analysis on a job page', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await firstSponsors(page);
      const list = (await (await page.request.get('/api/jobs?hasFilingRecord=true&pageSize=5')).json()) as {
        jobs: ApiJob[];
      };
      test.skip(list.jobs.length === 0, 'no demo employer matched a sample sponsor');
      await gotoHydrated(page, '/jobs?hasFilingRecord=true');
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'More filters (1 applied)' }).click();
      }
      await expect(page.getByRole('checkbox', { name: /filing record/ })).toBeChecked();
      const record = page.getByRole('main').getByRole('article').first().getByTestId('filing-record');
      await expect(record).toContainText(/H-1B approvals? in FY\d{4}/);
      const href = await record.getAttribute('href');
      expect(href).toMatch(/^\/sponsors\/[a-z0-9-]+$/);

      // A nurse job in the demo data compares with the health-care LCA sample.
      const nurses = (await (
        await page.request.get('/api/jobs?search=registered%20nurse&pageSize=30')
      ).json()) as {
        jobs: ApiJob[];
      };
      let analysed: number | null = null;
      for (const job of nurses.jobs) {
        const answer = (await (await page.request.get(`/api/jobs/${job.id}/salary-analysis`)).json()) as {
          analysis: unknown;
        };
        if (answer.analysis) {
          analysed = job.id;
          break;
        }
      }
      test.skip(analysed === null, 'no demo job compares with the LCA sample');
      await gotoHydrated(page, `/jobs/${analysed}`);
      const section = page.getByTestId('salary-analysis');
      await expect(section).toBeVisible();
      await expect(section).toContainText(/Estimate from [\d,]+ filings?/);
      await expect(section).toContainText('not an official wage level');
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `job-salary-${viewport.name}`);
    });
  });
}
