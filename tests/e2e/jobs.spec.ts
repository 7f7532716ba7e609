import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './support/env.ts';
import { createUser, gotoHydrated, PASSWORD, screenshot, uniqueEmail } from './support/app.ts';
import { findJsonLd, findLinks, findMetas } from './support/html.ts';
import { expectNoViolations } from './support/axe.ts';

/*
 * Browser tests of /jobs and /jobs/{id} (SPEC "/jobs Browse Jobs", "Job card", "/jobs/{id} Job detail") on
 * the server's deterministic demo data. Tests that need a particular kind of job ask the API for one first,
 * so they do not depend on ids or counts.
 */

type ApiJob = {
  id: number;
  title: string;
  organization: string;
  url: string;
  ai_salary_min: number | null;
  ai_salary_max: number | null;
  ai_salary_currency: string;
  ai_visa_sponsorship: boolean | null;
  ai_visa_evidence: string | null;
  ai_employment_type: string;
  ai_work_arrangement: string | null;
  ai_benefits: string[];
};
type ApiPage = { jobs: ApiJob[]; total_count: number; has_more: boolean };

async function searchApi(request: APIRequestContext, query: string): Promise<ApiPage> {
  const response = await request.get(`/api/jobs?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPage;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const cardTitleLink = (card: Locator) => card.getByRole('heading', { level: 3 }).getByRole('link');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs by title or company' });
const filterPanel = (page: Page) => main(page).getByRole('region', { name: /Filter Jobs/ });

/** A city whose jobs fill more than one page but not many: infinite scroll reaches the end quickly. */
async function findNarrowSearch(request: APIRequestContext): Promise<{ query: string; total: number }> {
  const cities = (await (await request.get('/api/locations/cities')).json()) as { city_name: string }[];
  for (const { city_name } of cities) {
    const query = new URLSearchParams({ city: city_name }).toString();
    const page = await searchApi(request, query);
    if (page.has_more && page.total_count < 100) return { query, total: page.total_count };
  }
  throw new Error('no city with between 31 and 99 jobs in the demo data');
}

test.describe('/jobs', () => {
  test('search and filters live in the URL and change the results', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/jobs');
    await expect(main(page).getByRole('heading', { level: 1, name: 'H1B Sponsored Jobs' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Recommended Jobs' })).toBeVisible();
    await expect(main(page).getByText('Personalized opportunities based on your activity')).toBeVisible();
    await expect(main(page).getByText('Popular searches:')).toBeVisible();
    await expect(cards(page)).toHaveCount(30);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search by title or company...');
    // On a wide screen every filter shows; only phones fold them behind 'More filters'.
    await expect(page.getByRole('combobox', { name: 'City' })).toBeVisible();
    await expect(filterPanel(page).getByRole('button', { name: /^More filters/ })).toBeHidden();

    // Typing searches after a pause; the first pause adds a history entry, later ones replace it.
    await searchBox(page).pressSequentially('data');
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=data`);
    await searchBox(page).pressSequentially(' scientist');
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=data+scientist`);
    await expect(main(page).getByRole('heading', { level: 2, name: /Jobs Found$/ })).toBeVisible();
    await expect(cardTitleLink(cards(page).first())).toContainText(/data scien/i);
    await expect(filterPanel(page).getByText('1 active')).toBeVisible();
    await expect(main(page).getByText('Related searches:')).toBeVisible();

    await page.getByLabel('Work style').selectOption({ label: 'Remote Only' });
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=data+scientist&workArrangement=remote`);
    await expect(filterPanel(page).getByText('2 active')).toBeVisible();
    // The URL changes before the new results arrive: wait until the cards shown are the filtered ones.
    const arrangements = () =>
      cards(page)
        .locator('span', { hasText: /^(Remote Solely|Remote OK|Hybrid|On-site)$/ })
        .allTextContents();
    await expect
      .poll(async () => {
        const values = await arrangements();
        return values.length > 0 && values.every((value) => value.startsWith('Remote'));
      })
      .toBe(true);
    await screenshot(page, testInfo, 'jobs-search-and-filter');

    // Back returns to the page before the search, not to every prefix that was typed.
    await page.goBack();
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=data+scientist`);
    await page.goBack();
    await expect(page).toHaveURL(`${BASE_URL}/jobs`);
    await expect(searchBox(page)).toHaveValue('');

    // The searchable city dropdown: type, pick with the keyboard.
    const city = page.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.fill('zzz');
    await expect(filterPanel(page).locator('p', { hasText: 'No city found.' })).toBeVisible();
    await city.fill('Austin');
    await expect(page.getByRole('option', { name: 'Austin' })).toBeVisible();
    await city.press('Enter');
    await expect(page).toHaveURL(`${BASE_URL}/jobs?city=Austin`);
    await expect(city).toHaveValue('Austin');
    for (const location of await cards(page)
      .getByText(/, [A-Z]{2}$/)
      .allTextContents())
      expect(location).toBe('Austin, TX');

    const state = page.getByRole('combobox', { name: 'State' });
    await state.click();
    await state.fill('Texas');
    await state.press('ArrowDown');
    await state.press('Enter');
    await expect(page).toHaveURL(`${BASE_URL}/jobs?city=Austin&state=TX`);
    await expect(state).toHaveValue('Texas (TX)');

    await page.getByLabel('Job type').selectOption({ label: 'Full-time' });
    await expect(page).toHaveURL(`${BASE_URL}/jobs?city=Austin&state=TX&employmentType=FULL_TIME`);
    await expect(filterPanel(page).getByText('3 active')).toBeVisible();

    await filterPanel(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/jobs`);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Recommended Jobs' })).toBeVisible();
    await expect(filterPanel(page).getByText(/active$/)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('All Cities');
  });

  test('Enter searches at once and a suggestion chip runs its search', async ({ page }) => {
    await gotoHydrated(page, '/jobs');
    await searchBox(page).fill('python');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=python`);
    const related = main(page).getByRole('group', { name: 'Related searches:' });
    await expect(related.getByRole('button', { name: 'Python Developer' })).toBeVisible();

    await related.getByRole('button', { name: 'Data Engineer' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/jobs?search=Data+Engineer`);
    await expect(searchBox(page)).toHaveValue('Data Engineer');
    await expect(cardTitleLink(cards(page).first())).toContainText(/data engineer/i);
  });

  test('infinite scroll loads the next pages and ends with the end message', async ({
    page,
    request,
  }, testInfo) => {
    const { query, total } = await findNarrowSearch(request);
    await gotoHydrated(page, `/jobs?${query}`);
    await expect(cards(page)).toHaveCount(30);
    await expect(main(page).getByRole('heading', { level: 2, name: `${total} Jobs Found` })).toBeVisible();

    // Hold page 2 back to see the loading indicator, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/jobs\?.*page=1(&|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const secondPage = page.waitForResponse(/\/api\/jobs\?.*page=1(&|$)/);
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(main(page).getByText('Loading more jobs...')).toBeVisible();
    release();
    await secondPage;
    // The list renders the cards near the viewport (decision 012); positions say how far it has loaded.
    const positions = main(page).locator('li[aria-posinset]');
    await expect(positions.last()).toHaveAttribute('aria-posinset', String(Math.min(60, total)));

    const end = main(page).getByText(`You've reached the end of all ${total} jobs!`);
    await expect(async () => {
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await expect(end).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(positions.last()).toHaveAttribute('aria-posinset', String(total));
    await expect(positions.last()).toHaveAttribute('aria-setsize', String(total));
    await screenshot(page, testInfo, 'jobs-end-of-list');
  });

  test('the empty state offers Clear All Filters', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/jobs?search=qqxyzzyqq&workArrangement=hybrid');
    await expect(main(page).getByRole('heading', { name: 'No H1B jobs found' })).toBeVisible();
    await expect(
      main(page).getByText('Try adjusting your filters to discover more opportunities'),
    ).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: '0 Jobs Found' })).toBeVisible();
    await expect(main(page).getByText('No matches ... try related terms')).toBeVisible();
    await screenshot(page, testInfo, 'jobs-empty');
    await main(page).getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/jobs`);
    await expect(cards(page)).toHaveCount(30);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a search that finds nothing leaves no empty row for related searches', async ({ page }) => {
    const relatedCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs/related-searches')) relatedCalls.push(request.url());
    });
    await gotoHydrated(page, '/jobs?search=physicist');
    await expect(main(page).getByRole('heading', { level: 2, name: '0 Jobs Found' })).toBeVisible();
    // The filters are followed by the alert button, with only the page's usual spacing between them.
    const panel = await filterPanel(page).boundingBox();
    const alert = await main(page)
      .getByRole('button', { name: /Save this search as an alert/ })
      .boundingBox();
    expect(panel && alert ? alert.y - (panel.y + panel.height) : Infinity).toBeLessThan(40);
    expect(relatedCalls).toEqual([]);
  });

  test("a search naming a sponsor with no job listed links to the sponsor's record", async ({ page }) => {
    // The demo's listings are at other companies; the sponsor database holds Cognizant's filings, which a
    // first start imports in the background, sponsor range by range: the page is loaded until they are in.
    const note = main(page).getByRole('note', { name: 'Cognizant on the sponsor database' });
    await expect(async () => {
      await gotoHydrated(page, '/jobs?search=cognizant');
      await expect(note).toContainText('No open job at Cognizant is listed here right now', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 180_000, intervals: [1000, 2000, 5000] });
    await note.getByRole('link', { name: /H-1B approvals? in FY\d{4}/ }).click();
    await expect(page).toHaveURL(/\/sponsors\/cognizant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cognizant' })).toBeVisible();
    // Back on the search (the browser's cached first page), the note is still there.
    await page.goBack();
    await expect(main(page).getByRole('note', { name: 'Cognizant on the sponsor database' })).toBeVisible();
  });

  test('page meta follows the search, with a canonical URL in one order', async ({ request }) => {
    const html = await (
      await request.get('/jobs?workArrangement=remote&search=data%20engineer&city=all')
    ).text();
    const canonical = findLinks(html).find((link) => link.rel === 'canonical')?.href;
    expect(canonical).toBe(`${BASE_URL}/jobs?search=data+engineer&workArrangement=remote`);
    const metas = findMetas(html);
    expect(metas.find((m) => m.name === 'robots')?.content).toMatch(/^index,\s*follow$/);
    expect(metas.find((m) => m.property === 'og:title')?.content).toContain('data engineer Jobs');
    expect(metas.find((m) => m.name === 'keywords')?.content).toContain('data engineer H1B jobs');
    // The first page is in the server HTML: crawlers and slow phones see jobs before any JavaScript.
    expect(html.match(/<article/g)?.length).toBe(30);
    expect(findJsonLd(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a signed-in user without a resume is pointed to the resume page', async ({ page }) => {
    await createUser(page.request, {
      email: uniqueEmail('jobs'),
      password: PASSWORD,
      fullName: 'Grace Hopper',
    });
    await gotoHydrated(page, '/jobs');
    const hint = cards(page).first().getByRole('link', { name: 'Upload Resume to use AI Analysis feature' });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('href', '/resume');
  });

  test('the list works at 360 px without sideways scrolling', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/jobs?search=software%20engineer&workArrangement=remote');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // On a phone the selects fold behind one button (with the count of what they filter), so the results
    // start on the first screen; one tap shows them.
    const more = filterPanel(page).getByRole('button', { name: 'More filters (1 applied)' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'City' })).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 2, name: /Jobs Found$/ })).toBeInViewport();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'City' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Work style' })).toHaveValue('remote');
    await expect(page.getByRole('checkbox', { name: /Hide jobs that say/ })).toBeVisible();
    await more.click();
    await expect(page.getByRole('combobox', { name: 'City' })).toBeHidden();
    // Whatever a card holds: a long company name and place (cut with an ellipsis) and a title with one long
    // word (wrapped) keep the column at the screen's width. An auto-sized grid column grew to fit them.
    await cards(page)
      .first()
      .evaluate((card) => {
        const title = card.querySelector('h3 a');
        const company = card.querySelector('h3 + p');
        const place = card.querySelector('span.truncate');
        if (title) title.textContent = `Engineer ${'Supercalifragilistic'.repeat(3)}`;
        if (company)
          company.textContent = 'Sequoia Therapeutics Holdings International Group of Companies LLC';
        if (place) place.textContent = 'South San Francisco, California, United States (Hybrid, 3 days)';
      });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, testInfo, 'jobs-phone');
  });
});

test.describe('job card', () => {
  test('the title opens the detail in the same tab; Back to Jobs restores the filters', async ({ page }) => {
    await gotoHydrated(page, '/jobs?search=data%20engineer&workArrangement=remote');
    const first = cards(page).first();
    const title = (await cardTitleLink(first).textContent()) ?? '';
    // The card's links are plain anchors with the router's click handling (useFollowLink): the detail opens
    // in the page, without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await cardTitleLink(first).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\?search=data\+engineer&workArrangement=remote$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // Back to Jobs returns to the very list entry (scroll position and loaded pages included).
    await main(page).getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=data(\+|%20)engineer&workArrangement=remote$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('data engineer');
    await expect(page.getByLabel('Work style')).toHaveValue('remote');
  });

  test('a click on the card body opens the detail in a new tab; Apply Now and AI Analysis links', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/jobs?search=nurse');
    const first = cards(page).first();
    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      first.getByText(/ago$|Just posted/).click(),
    ]);
    await detail.waitForLoadState();
    expect(detail.url()).toMatch(/\/jobs\/\d+\?search=nurse$/);
    // The new tab has no history state: its own query string still leads back to the search.
    await expect(detail.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute(
      'href',
      '/jobs?search=nurse',
    );
    await detail.close();

    // A click with Ctrl (or the middle button) is the browser's: a new tab, this page stays.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      cardTitleLink(first).click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/jobs\/\d+\?search=nurse$/);
    await tab.close();
    await expect(page).toHaveURL(/\/jobs\?search=nurse$/);

    const apply = first.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(apply).toHaveAttribute('href', /^https:\/\//);
    await expect(first.getByRole('link', { name: /^AI Analysis/ })).toHaveAttribute(
      'href',
      /^\/jobs\/\d+\?search=nurse&autoAnalyze=true$/,
    );
  });

  test("a visitor's cards below the first row, filled in by the server, hydrate without a mismatch and work", async ({
    page,
    request,
  }) => {
    // The server fills cards into templates of their shapes once it has seen them (decision 014): the
    // second answer is made of them.
    const path = '/jobs?search=engineer';
    for (let visit = 0; visit < 2; visit += 1) expect((await request.get(path)).status()).toBe(200);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await gotoHydrated(page, path);
    expect(await cards(page).count()).toBeGreaterThan(6);
    const fifth = cards(page).nth(4);
    await fifth.getByRole('button', { name: /^Save / }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    await page.keyboard.press('Escape');
    const title = (await cardTitleLink(fifth).textContent()) ?? '';
    await cardTitleLink(fifth).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
    expect(problems).toEqual([]);
  });
});

test.describe('/jobs/{id}', () => {
  test('shows badges, salary, sections, actions and JobPosting data', async ({ page, request }, testInfo) => {
    const { jobs } = await searchApi(request, 'search=engineer');
    const job = jobs.find(
      (j) =>
        j.ai_salary_min !== null &&
        j.ai_salary_max !== null &&
        j.ai_salary_currency === 'USD' &&
        j.ai_visa_sponsorship &&
        j.ai_visa_evidence,
    );
    if (!job) throw new Error('no engineer job with a USD salary and sponsorship evidence in the demo data');
    const money = (value: number) => `$${new Intl.NumberFormat('en-US').format(value)}`;

    const response = await gotoHydrated(page, `/jobs/${job.id}`);
    expect(response?.status()).toBe(200);
    const content = main(page);
    await expect(content.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(content.getByText('H1B Sponsor', { exact: true })).toBeVisible();
    await expect(content.getByText(`“${job.ai_visa_evidence}”`)).toBeVisible();
    await expect(
      content.getByText(job.ai_employment_type.replace(/_/g, ' '), { exact: true }).first(),
    ).toBeVisible();
    await expect(content.getByText(/^(Remote|Hybrid|On-site)$/).first()).toBeVisible();
    await expect(
      content.getByText(`${money(job.ai_salary_min!)} - ${money(job.ai_salary_max!)}`),
    ).toBeVisible();
    await expect(content.getByText('per year')).toBeVisible();
    await expect(content.getByText(/^Posted \d+[hd] ago$/)).toBeVisible();
    for (const section of ['Job Description', 'Company Info', 'Job Details']) {
      await expect(content.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    if (job.ai_benefits.length > 0)
      await expect(content.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
    await expect(content.getByText(/^Apply by /)).toBeVisible();
    const apply = content.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveAttribute('href', job.url);
    await expect(apply).toHaveAttribute('target', '_blank');
    await screenshot(page, testInfo, 'job-detail');

    // Signed out, the analysis asks to sign in (SPEC visitor message).
    await content.getByRole('button', { name: /AI Resume Analysis/ }).click();
    await expect(page.getByText('Sign In Required')).toBeVisible();
    await expect(page.getByText('Please sign in to analyze your resume against this job.')).toBeVisible();

    const html = await (await request.get(`/jobs/${job.id}`)).text();
    const posting = findJsonLd(html).find((block) => block['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: job.title,
      employmentType: job.ai_employment_type,
      hiringOrganization: { '@type': 'Organization', name: job.organization },
      baseSalary: {
        currency: 'USD',
        value: { minValue: job.ai_salary_min, maxValue: job.ai_salary_max, unitText: 'YEAR' },
      },
      directApply: false,
    });
    expect(posting).toHaveProperty('datePosted');
    expect(posting).toHaveProperty('validThrough');
    const metas = findMetas(html);
    expect(metas.find((m) => m.name === 'description')?.content?.length).toBeLessThanOrEqual(150);
    expect(findLinks(html).find((link) => link.rel === 'canonical')?.href).toBe(`${BASE_URL}/jobs/${job.id}`);
  });

  test('autoAnalyze=true starts the analysis once and leaves the URL', async ({ page, request }) => {
    const { jobs } = await searchApi(request, 'search=analyst');
    await gotoHydrated(page, `/jobs/${jobs[0]!.id}?search=analyst&autoAnalyze=true`);
    await expect(page.getByText('Sign In Required')).toHaveCount(1);
    await expect(page).toHaveURL(`${BASE_URL}/jobs/${jobs[0]!.id}?search=analyst`);
    await expect(main(page).getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute(
      'href',
      '/jobs?search=analyst',
    );
  });

  test('a missing job answers 404 with Job Not Found', async ({ page }, testInfo) => {
    const response = await gotoHydrated(page, '/jobs/999999999');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
    await expect(
      main(page).getByText("The job you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await screenshot(page, testInfo, 'job-not-found');
    await main(page).getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/jobs`);
  });
});

test.describe('accessibility', () => {
  for (const [name, url] of [
    ['/jobs', '/jobs'],
    ['/jobs with a search', '/jobs?search=software%20engineer&workArrangement=remote'],
    ['/jobs empty state', '/jobs?search=qqxyzzyqq'],
    ['job not found', '/jobs/999999999'],
  ] as const) {
    test(`${name} has no accessibility violations`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expectNoViolations(page, name);
    });
  }

  test('a job detail and the open city dropdown have no accessibility violations', async ({
    page,
    request,
  }) => {
    const { jobs } = await searchApi(request, 'search=designer');
    await gotoHydrated(page, `/jobs/${jobs[0]!.id}`);
    await expectNoViolations(page, 'job detail');

    await gotoHydrated(page, '/jobs');
    await page.getByRole('combobox', { name: 'City' }).click();
    await expect(page.getByRole('listbox', { name: 'City' })).toBeVisible();
    await expectNoViolations(page, '/jobs with the city list open');
  });
});
