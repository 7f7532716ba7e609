import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { RESUME_MAX_BYTES } from '../../core/constants.ts';
import { formatFileSize } from '../../app/features/resume/format-file-size.ts';
import { RESUME_MESSAGES } from '../../core/resumes.ts';
import {
  makePngRenamed,
  makeScannedPdf,
  makeResumeDocx,
  makeResumePdf,
  SAMPLE_RESUME_LINES,
} from '../fixtures/resume-files.ts';
import { BASE_URL } from './support/env.ts';
import { createUser, gotoHydrated, PASSWORD, screenshot, uniqueEmail } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { findLinks, findMetas, findTitle } from './support/html.ts';

/*
 * Browser tests of /resume (SPEC "/resume", section 4 "Resume upload", section 5 "Resume file", section 8
 * Resume toasts) against the real server: every file is a real PDF or Word document made by the fixtures,
 * and each test signs up its own user.
 */

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const main = (page: Page) => page.getByRole('main');
const dropZone = (page: Page) => main(page).getByRole('button', { name: /choose a file/ });
const fileInput = (page: Page) => main(page).locator('input[type="file"]');
const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete your resume?' });

/** A toast: its title and its description, as SPEC section 8 words them. */
function toast(page: Page, title: string, description?: string): Locator {
  const toasts = page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
  return description ? toasts.filter({ has: page.getByText(description, { exact: true }) }) : toasts;
}

/** Closes every toast, so the next check cannot be satisfied by an earlier one with the same words. */
async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await toasts.getByRole('button', { name: 'Close toast' }).all()) await close.click();
  await expect(toasts).toHaveCount(0);
}

/** The value shown under a label in the card's description list (<dt>Type</dt><dd>PDF</dd>). */
function detail(page: Page, term: string): Locator {
  return main(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

async function signUpAndOpenResume(page: Page, name: string): Promise<void> {
  await createUser(page.request, {
    email: uniqueEmail(name),
    password: PASSWORD,
    fullName: 'Priya Ramanathan',
  });
  await gotoHydrated(page, '/resume');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Resume Management' })).toBeVisible();
}

/** Counts the POSTs to /api/resume, to prove a refused file never left the browser. */
function countUploads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/resume') counter.count += 1;
  });
  return counter;
}

/** "Mar 4, 2025" in the given zone, as the card words its Uploaded date. */
function formatDay(iso: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  return format.format(new Date(iso));
}

/** Counts the page's GETs of /api/resume, to prove the server HTML made them unnecessary. */
function countResumeReads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/resume') counter.count += 1;
  });
  return counter;
}

/** Drops a file on the zone the way a browser does: dragenter, dragover, drop, with a real DataTransfer. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  // The input's parent is the zone itself, whose button changes its name while a file is over it.
  const zone = fileInput(page).locator('..');
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  // SPEC "/resume": drag-over highlights the zone.
  await expect(zone).toHaveAttribute('data-drag-over', 'true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-drag-over');
}

test.describe('/resume', () => {
  test('signed out: Sign In Required, and the page is never indexed', async ({ page, request }, testInfo) => {
    const html = await (await request.get('/resume')).text();
    expect(findTitle(html)).toBe('Resume Management | SponsorPath');
    expect(findMetas(html).find((meta) => meta.name === 'robots')?.content).toMatch(/^noindex,\s*nofollow$/);
    expect(findLinks(html).find((link) => link.rel === 'canonical')?.href).toBe(`${BASE_URL}/resume`);

    await gotoHydrated(page, '/resume');
    await expect(main(page).getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(dropZone(page)).toHaveCount(0);
    await expectNoViolations(page, '/resume (signed out)');
    await screenshot(page, testInfo, 'resume-signed-out');
    await main(page).getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signed in with a resume: the card is in the server HTML, before any script runs', async ({
    page,
    browser,
  }, testInfo) => {
    await createUser(page.request, {
      email: uniqueEmail('resume-ssr'),
      password: PASSWORD,
      fullName: 'Priya Ramanathan',
    });
    // A scan, so the low-quality warning is part of what the server has to render.
    const fileName = 'Priya_Ramanathan_Scanned_Resume.pdf';
    const scan = await makeScannedPdf();
    const upload = await page.request.post('/api/resume', {
      multipart: { file: { name: fileName, mimeType: PDF_TYPE, buffer: scan } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { resume } = (await upload.json()) as { resume: { created_at: string } };

    // The loader's data also travels in a <script>: only the markup outside scripts counts as rendered.
    const html = await (await page.request.get('/resume')).text();
    const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
    const cardTitles = [...markup.matchAll(/<h3\b[^>]*>([^<]*)<\/h3>/gi)].map((match) => match[1]);
    expect(cardTitles).toEqual([fileName]);
    expect(markup.includes('a scanned PDF?'), 'the extraction warning in the server HTML').toBe(true);

    // What a visitor sees before any script has run: the whole card, the date in UTC until hydration.
    const storageState = await page.context().storageState();
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(`${BASE_URL}/resume`);
      await expect(main(staticPage).getByRole('heading', { level: 3, name: fileName })).toBeVisible();
      await expect(detail(staticPage, 'Type')).toHaveText('PDF');
      await expect(detail(staticPage, 'Size')).toHaveText(formatFileSize(scan.length));
      await expect(detail(staticPage, 'Uploaded')).toHaveText(formatDay(resume.created_at, 'UTC'));
      await expect(main(staticPage).getByText(/a scanned PDF\?/)).toBeVisible();
      await expect(main(staticPage).getByRole('heading', { name: 'Replace your resume' })).toBeVisible();
    } finally {
      await noScript.close();
    }

    // Hydration keeps the card without a mismatch, then shows the date in the visitor's own zone, and does
    // not ask the API for what the HTML already holds. The zone is picked so that its day differs from UTC's
    // at the upload time: a card that formatted in the local zone while hydrating would then fail here.
    const uploadHourUtc = new Date(resume.created_at).getUTCHours();
    const visitorZone = uploadHourUtc < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    expect(formatDay(resume.created_at, visitorZone)).not.toBe(formatDay(resume.created_at, 'UTC'));
    const visitor = await browser.newContext({ storageState, timezoneId: visitorZone });
    try {
      const hydrated = await visitor.newPage();
      const problems: string[] = [];
      hydrated.on('pageerror', (error) => problems.push(error.message));
      hydrated.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const resumeReads = countResumeReads(hydrated);
      await gotoHydrated(hydrated, `${BASE_URL}/resume`);
      await expect(main(hydrated).getByRole('heading', { level: 3, name: fileName })).toBeVisible();
      await expect(detail(hydrated, 'Uploaded')).toHaveText(formatDay(resume.created_at, visitorZone));
      await expect(main(hydrated).getByText(/a scanned PDF\?/)).toBeVisible();
      expect(resumeReads.count).toBe(0);
      expect(problems).toEqual([]);
      await screenshot(hydrated, testInfo, 'resume-ssr');
    } finally {
      await visitor.close();
    }
  });

  test('upload a PDF with progress, replace it with a dropped DOCX, download it, delete it', async ({
    page,
  }, testInfo) => {
    // A long resume (a few hundred kilobytes, like one with a publication list): a two-page one leaves the
    // browser in one piece, before the progress bar could show anything in between.
    const pdf = await makeResumePdf(Array.from({ length: 60 }, () => SAMPLE_RESUME_LINES).flat());
    const docx = makeResumeDocx();
    await signUpAndOpenResume(page, 'resume-life');
    await expect(main(page).getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expectNoViolations(page, '/resume (no resume yet)');
    await screenshot(page, testInfo, '1-empty');

    // A slow uplink, so the progress bar has time to move: record every value it shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(pdf.length / 2),
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value) seen.push(Number(value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    // The zone is a button: from the keyboard it opens the same file picker the hidden input would.
    const chooser = page.waitForEvent('filechooser');
    await dropZone(page).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'priya-resume.pdf', mimeType: PDF_TYPE, buffer: pdf });
    await expect(main(page).getByRole('progressbar', { name: 'Uploading priya-resume.pdf' })).toBeVisible();
    await screenshot(page, testInfo, '2-uploading');
    await expect(toast(page, 'Success', RESUME_MESSAGES.uploaded)).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progressSeen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(
      progressSeen.some((value) => value > 0 && value < 100),
      `progress values ${progressSeen.join(',')}`,
    ).toBe(true);
    expect(progressSeen).toEqual([...progressSeen].sort((a, b) => a - b));

    await expect(main(page).getByRole('heading', { level: 3, name: 'priya-resume.pdf' })).toBeVisible();
    await expect(detail(page, 'Type')).toHaveText('PDF');
    await expect(detail(page, 'Size')).toHaveText(`${Math.round(pdf.length / 1024)} KB`);
    await expect(detail(page, 'Uploaded')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // A text PDF reads well: no warning about scanned files.
    await expect(main(page).getByText(/could (not )?read/)).toHaveCount(0);
    await expect(main(page).getByRole('heading', { name: 'Replace your resume' })).toBeVisible();
    await screenshot(page, testInfo, '3-uploaded');

    await dropFile(page, { name: 'priya-resume.docx', mimeType: DOCX_TYPE, buffer: docx });
    await expect(toast(page, 'Success', RESUME_MESSAGES.replaced)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: 'priya-resume.docx' })).toBeVisible();
    await expect(detail(page, 'Type')).toHaveText('Word document');
    await expect(main(page).getByRole('heading', { level: 3, name: 'priya-resume.pdf' })).toHaveCount(0);

    // A fresh page load: the card comes with the server HTML.
    await gotoHydrated(page, '/resume');
    await expect(main(page).getByRole('heading', { level: 3, name: 'priya-resume.docx' })).toBeVisible();

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('priya-resume.docx');
    expect(Buffer.compare(await readFile(await file.path()), docx)).toBe(0);

    // Escape cancels the confirmation and puts focus back on Delete; nothing is deleted.
    const deleteButton = main(page).getByRole('button', { name: 'Delete', exact: true });
    await deleteButton.click();
    await expect(deleteDialog(page)).toBeVisible();
    await expect(deleteDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoViolations(page, '/resume (delete confirmation)');
    await screenshot(page, testInfo, '4-confirm-delete');
    await page.keyboard.press('Escape');
    await expect(deleteDialog(page)).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(main(page).getByRole('heading', { level: 3, name: 'priya-resume.docx' })).toBeVisible();

    await deleteButton.click();
    await deleteDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Success', RESUME_MESSAGES.deleted)).toBeVisible();
    await expect(deleteDialog(page)).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(main(page).getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
    await expect(dropZone(page)).toBeFocused();
    const after = await page.request.get('/api/resume');
    expect(await after.json()).toEqual({ resume: null });
    await screenshot(page, testInfo, '5-deleted');
  });

  // One account for the phone layout, the refusals and the failed download: sign-ups are rate-limited per
  // IP address (10 an hour), and the whole browser suite shares one.
  test('on a 375 px phone: refusals keep the current resume, and a failed download says so', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpAndOpenResume(page, 'resume-phone');
    const kept = 'Priya_Ramanathan_Senior_Software_Engineer_Resume_2025.pdf';
    await fileInput(page).setInputFiles({ name: kept, mimeType: PDF_TYPE, buffer: await makeResumePdf() });
    await expect(toast(page, 'Success', RESUME_MESSAGES.uploaded)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: kept })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoViolations(page, '/resume (phone, with a resume)');
    await screenshot(page, testInfo, 'resume-phone');
    await dismissToasts(page);
    const uploads = countUploads(page);

    await fileInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: makePngRenamed(),
    });
    await expect(toast(page, 'Error', RESUME_MESSAGES.wrongType)).toBeVisible();
    await dismissToasts(page);

    // One byte over the limit is too much (SPEC section 9: 5 x 1024 x 1024 bytes).
    const tooLarge = Buffer.concat([await makeResumePdf(), Buffer.alloc(RESUME_MAX_BYTES)]);
    await dropFile(page, { name: 'huge.pdf', mimeType: PDF_TYPE, buffer: tooLarge });
    await expect(toast(page, 'Error', RESUME_MESSAGES.tooLarge)).toBeVisible();
    expect(uploads.count).toBe(0);
    await dismissToasts(page);

    // A picture renamed .pdf passes the name check; the server reads its content and refuses it.
    const refusal = page.waitForResponse((response) => response.request().method() === 'POST');
    await fileInput(page).setInputFiles({ name: 'scan.pdf', mimeType: PDF_TYPE, buffer: makePngRenamed() });
    expect((await refusal).status()).toBe(415);
    await expect(toast(page, 'Error', RESUME_MESSAGES.wrongType)).toBeVisible();
    expect(uploads.count).toBe(1);
    await dismissToasts(page);

    // Every refusal kept the resume that was there.
    await expect(main(page).getByRole('heading', { level: 3, name: kept })).toBeVisible();
    expect((await (await page.request.get('/api/resume')).json()).resume.file_name).toBe(kept);

    await page.route('**/api/resume/file', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'Storage is unavailable' } },
      }),
    );
    await main(page).getByRole('button', { name: 'Download' }).click();
    await expect(toast(page, RESUME_MESSAGES.downloadFailed)).toBeVisible();
    await dismissToasts(page);

    // A scan has no text for the analysis to read: the card says so, once, calmly.
    await expect(main(page).getByText(/a scanned PDF\?/)).toHaveCount(0);
    await fileInput(page).setInputFiles({
      name: 'scan.pdf',
      mimeType: PDF_TYPE,
      buffer: await makeScannedPdf(),
    });
    await expect(toast(page, 'Success', RESUME_MESSAGES.replaced)).toBeVisible();
    await expect(
      main(page).getByText(/a scanned PDF\? AI analysis works best with a text PDF or Word file\./),
    ).toBeVisible();
    await screenshot(page, testInfo, 'resume-phone-scanned');
  });

  test('the job cards point to /resume until a resume is uploaded', async ({ page }) => {
    await createUser(page.request, {
      email: uniqueEmail('resume-hint'),
      password: PASSWORD,
      fullName: 'Ada Lovelace',
    });
    await gotoHydrated(page, '/jobs');
    const hints = main(page).getByRole('link', { name: 'Upload Resume to use AI Analysis feature' });
    await expect(hints.first()).toBeVisible();

    await hints.first().click();
    await expect(page).toHaveURL(/\/resume$/);
    await expect(main(page).getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
    await fileInput(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: PDF_TYPE,
      buffer: await makeResumePdf(),
    });
    await expect(toast(page, 'Success', RESUME_MESSAGES.uploaded)).toBeVisible();

    // Back to the jobs inside the app: the upload dropped the remembered "no resume" answer, so the page
    // asks again (without that request the cards would still show the old answer).
    const askedAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/resume',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Browse Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await (await askedAgain).json()).toMatchObject({ resume: { file_name: 'cv.pdf' } });
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(hints).toHaveCount(0);
    await gotoHydrated(page, '/jobs');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expect(hints).toHaveCount(0);
  });
});
