import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeResumeDoc, makeResumeDocx, makeResumePdf } from '../fixtures/resume-files.ts';
import { BASE_URL } from './support/env.ts';
import { createUser, gotoHydrated, PASSWORD, screenshot, uniqueEmail } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';

/*
 * Browser tests of the resume analysis (SPEC section 4 "Resume analysis", section 8 "Analysis" toasts) on
 * /jobs/{id}, against the real server and the local analyzer (no API key, no network). Each test signs
 * up its own user and uploads a real file made by the fixtures.
 */

type ApiJob = { id: number; title: string; description_text?: string };

const ANALYZE_PATH = '/api/functions/analyze-resume';
const main = (page: Page) => page.getByRole('main');
const analyzeButton = (page: Page) =>
  main(page).getByRole('button', { name: /AI Resume Analysis|Analyzing\.\.\./ });
const dialog = (page: Page) => page.getByRole('dialog', { name: /AI Resume Analysis/ });

function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

async function softwareJob(page: Page): Promise<ApiJob> {
  const response = await page.request.get('/api/jobs?search=software%20engineer');
  expect(response.status()).toBe(200);
  const { jobs } = (await response.json()) as { jobs: ApiJob[] };
  const job = jobs[0];
  if (!job) throw new Error('no software engineer job in the demo data');
  return job;
}

async function signUp(page: Page, name: string): Promise<void> {
  await createUser(page.request, {
    email: uniqueEmail(name),
    password: PASSWORD,
    fullName: 'Priya Ramanathan',
  });
}

async function uploadResume(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const response = await page.request.post('/api/resume', {
    multipart: { file },
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function pdfResume() {
  return { name: 'priya.pdf', mimeType: 'application/pdf', buffer: await makeResumePdf() };
}

test.describe('resume analysis on /jobs/{id}', () => {
  test('signed out: Sign In Required', async ({ page }) => {
    const job = await softwareJob(page);
    await gotoHydrated(page, `/jobs/${job.id}`);
    await analyzeButton(page).click();
    await expect(toast(page, 'Sign In Required')).toBeVisible();
    await expect(page.getByText('Please sign in to analyze your resume against this job.')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('signed in without a resume: Resume Required, with a way to upload', async ({ page }) => {
    const job = await softwareJob(page);
    await signUp(page, 'analysis-noresume');
    await gotoHydrated(page, `/jobs/${job.id}`);
    await analyzeButton(page).click();
    await expect(toast(page, 'Resume Required')).toBeVisible();
    await expect(page.getByText('Please upload your resume first to use this feature.')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/resume`);
  });

  test('analyzes a PDF resume: states, result with breakdown, evidence and copy buttons; closing clears it', async ({
    page,
    context,
  }, testInfo) => {
    // Many steps, each a round trip: give it room on a busy two-core machine.
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const job = await softwareJob(page);
    await signUp(page, 'analysis-pdf');
    await uploadResume(page, await pdfResume());
    await gotoHydrated(page, `/jobs/${job.id}`);

    // Hold the answer back, to see the analyzing state: button disabled with 'Analyzing...', the spinner.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ANALYZE_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await analyzeButton(page).click();
    await expect(main(page).getByRole('button', { name: /Analyzing\.\.\./ })).toBeDisabled();
    await expect(dialog(page).getByText('Processing your resume analysis...')).toBeVisible();
    await expect(toast(page, 'Analyzing Resume')).toBeVisible();
    release();

    const box = dialog(page);
    await expect(box.getByText(/match score/)).toBeAttached();
    await expect(toast(page, 'Analysis Complete')).toBeVisible();
    await screenshot(page, testInfo, 'analysis-desktop-top');
    await expect(box.getByText('BETA')).toBeVisible();
    await expect(box.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    for (const part of ['Skills', 'Keywords', 'Experience alignment', 'Education']) {
      await expect(box.getByText(part, { exact: true }).first()).toBeVisible();
    }
    await expect(box.getByRole('heading', { name: 'Skills the job asks for' })).toBeVisible();
    await expect(box.getByText('Job:').first()).toBeVisible();
    await expect(box.getByRole('heading', { name: 'Suggested summary' })).toBeVisible();
    await expect(analyzeButton(page)).toHaveText(/AI Resume Analysis/);

    const summary =
      (await box
        .getByRole('heading', { name: 'Suggested summary' })
        .locator('..')
        .locator('p')
        .first()
        .textContent()) ?? '';
    await box.getByRole('button', { name: 'Copy summary' }).click();
    await expect(toast(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(summary.trim());

    await expectNoViolations(page, 'the analysis dialog');
    await screenshot(page, testInfo, 'analysis-desktop');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(analyzeButton(page)).toBeFocused();

    // Closing cleared the result: opening again shows the processing state first (the answer is stored).
    await page.unroute(`**${ANALYZE_PATH}`);
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
  });

  test('is readable at 360 px and keyboard operable', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const job = await softwareJob(page);
    await signUp(page, 'analysis-mobile');
    await uploadResume(page, await pdfResume());
    await gotoHydrated(page, `/jobs/${job.id}`);
    await analyzeButton(page).focus();
    await page.keyboard.press('Enter');
    const box = dialog(page);
    await expect(box.getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    await screenshot(page, testInfo, 'analysis-360-top');
    const width = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await expect(box.getByRole('button', { name: 'Close analysis' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Close analysis' })).not.toBeFocused();
    await expectNoViolations(page, 'the analysis dialog at 360 px');
    await screenshot(page, testInfo, 'analysis-360');
    await box.getByRole('button', { name: 'Close analysis' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('autoAnalyze=true runs once, and the card links lead into the flow', async ({ page }) => {
    const job = await softwareJob(page);
    await signUp(page, 'analysis-auto');
    await uploadResume(page, await pdfResume());
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === ANALYZE_PATH) calls += 1;
    });
    await gotoHydrated(page, `/jobs/${job.id}?autoAnalyze=true`);
    await expect(dialog(page).getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/jobs/${job.id}`);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(calls).toBe(1);

    await gotoHydrated(page, '/jobs?search=software%20engineer');
    const card = main(page).getByRole('article').first();
    await card.getByRole('link', { name: /AI Analysis/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
  });

  for (const [name, mimeType, make] of [
    ['priya.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', makeResumeDocx],
    ['priya.doc', 'application/msword', makeResumeDoc],
  ] as const) {
    test(`analyzes a ${name.split('.')[1]} resume`, async ({ page }) => {
      const job = await softwareJob(page);
      await signUp(page, `analysis-${name.split('.')[1]}`);
      await uploadResume(page, { name, mimeType, buffer: make() });
      await gotoHydrated(page, `/jobs/${job.id}`);
      await analyzeButton(page).click();
      await expect(dialog(page).getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
    });
  }

  test('text-quality toasts: Low Text Quality Detected, Using Alternative Text Extraction', async ({
    page,
  }) => {
    const job = await softwareJob(page);
    await signUp(page, 'analysis-quality');
    await uploadResume(page, await pdfResume());
    await gotoHydrated(page, `/jobs/${job.id}`);
    for (const [quality, title] of [
      ['poor', 'Low Text Quality Detected'],
      ['server_fallback', 'Using Alternative Text Extraction'],
    ] as const) {
      // The server reads the quality from the body when given; this stands in for a scanned or odd file.
      await page.route(`**${ANALYZE_PATH}`, async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, text_quality: quality }) });
      });
      await analyzeButton(page).click();
      await expect(toast(page, title)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { name: 'Score breakdown' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.unroute(`**${ANALYZE_PATH}`);
    }
  });

  test('error toasts: Rate Limit Exceeded, Document Processing Error, Analysis Failed, Analysis Not Available', async ({
    page,
  }) => {
    const job = await softwareJob(page);
    await signUp(page, 'analysis-errors');
    await uploadResume(page, await pdfResume());
    await gotoHydrated(page, `/jobs/${job.id}`);
    const cases = [
      {
        status: 429,
        code: 'rate_limited',
        message: 'Too Many Requests. Please wait a moment and try again.',
        title: 'Rate Limit Exceeded',
      },
      {
        status: 422,
        code: 'resume_text_too_short',
        message: 'We could only extract 3 words from your resume, too few to analyze.',
        title: 'Document Processing Error',
      },
      {
        status: 422,
        code: 'analysis_not_available',
        message: 'This job has no description.',
        title: 'Analysis Not Available',
      },
      {
        status: 404,
        code: 'not_found',
        message: 'Could not fetch job description for analysis.',
        title: 'Could not fetch job description for analysis.',
      },
      {
        status: 400,
        code: 'validation_error',
        message: 'job_id: expected a number',
        title: 'Analysis Failed',
      },
    ];
    for (const failure of cases) {
      await page.route(`**${ANALYZE_PATH}`, (route) =>
        route.fulfill({
          status: failure.status,
          contentType: 'application/json',
          headers: failure.status === 429 ? { 'retry-after': '60' } : {},
          body: JSON.stringify({ error: { code: failure.code, message: failure.message } }),
        }),
      );
      await analyzeButton(page).click();
      await expect(toast(page, failure.title)).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      await expect(analyzeButton(page)).toBeEnabled();
      await page.unroute(`**${ANALYZE_PATH}`);
    }
  });
});
