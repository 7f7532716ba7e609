import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../../core/auth-rules.ts';
import { gotoHydrated, screenshot } from './support/app.ts';
import { signInShared } from './support/shared-account.ts';
import { undersizedTargets } from './support/target-size.ts';

/*
 * What a new user met on a 360 px phone (issue 9 section 5.5): target sizes on every page (WCAG 2.5.8),
 * the job page's squeezed icon, toasts over the header, and a form error shown twice.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

async function firstJobId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/jobs?search=engineer');
  const body = (await response.json()) as { jobs: { id: number }[] };
  return body.jobs[0]!.id;
}

async function expectTargetsOfAtLeast24px(page: Page, name: string) {
  expect(await undersizedTargets(page), `targets under 24 x 24 px on ${name}`).toEqual([]);
}

test.describe('every interactive target is at least 24 x 24 px at 360 px', () => {
  for (const path of [
    '/',
    '/jobs',
    '/jobs?search=nurse',
    '/auth',
    '/auth?tab=signup',
    '/auth?reset=true&token=x',
  ]) {
    test(path, async ({ page }, testInfo) => {
      await gotoHydrated(page, path);
      await expectTargetsOfAtLeast24px(page, path);
      await screenshot(page, testInfo, `phone-${path.replace(/\W+/g, '-')}`);
    });
  }

  test('a job page, with its AI Resume Analysis icon at full size', async ({ page, request }, testInfo) => {
    await gotoHydrated(page, `/jobs/${await firstJobId(request)}`);
    await expectTargetsOfAtLeast24px(page, 'the job page');
    const icon = page
      .getByRole('button', { name: /AI Resume Analysis/ })
      .locator('svg')
      .first();
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(20);
    expect(box?.height).toBeGreaterThanOrEqual(20);
    await screenshot(page, testInfo, 'phone-job');
  });

  test('/resume, signed in', async ({ page }, testInfo) => {
    await signInShared(page);
    await gotoHydrated(page, '/resume');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectTargetsOfAtLeast24px(page, '/resume');
    await screenshot(page, testInfo, 'phone-resume');
  });
});

test('a toast leaves the header free and can be dismissed', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email', { exact: true }).fill('not-an-address');
  await panel.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email' });
  await expect(toast).toBeVisible();
  await screenshot(page, testInfo, 'phone-toast');

  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(header && box).toBeTruthy();
  const overlaps = box!.y < header!.y + header!.height && box!.y + box!.height > header!.y;
  expect(overlaps, 'the toast covers the header').toBe(false);
  // The navigation stays usable while the toast shows.
  await page.getByRole('banner').getByRole('link', { name: 'Browse Jobs' }).click({ trial: true });

  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toast).toHaveCount(0);
});

test('no form shows the same error twice', async ({ page }) => {
  const paragraphs = (form: ReturnType<Page['locator']>) =>
    form
      .locator('p')
      .allTextContents()
      .then((texts) => texts.map((text) => text.trim()).filter(Boolean));

  // The reset form: a short password used to show 'Password must be between 8 and 72 characters.' twice.
  await gotoHydrated(page, '/auth?reset=true&token=x');
  const reset = page.getByRole('form', { name: 'Set a new password' });
  await reset.getByLabel('New Password', { exact: true }).fill('short');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Set New Password' }).click();
  await expect(reset.getByText(AUTH_MESSAGES.invalidPassword)).toHaveCount(1);
  const resetTexts = await paragraphs(reset);
  expect(resetTexts.length, resetTexts.join(' | ')).toBe(new Set(resetTexts).size);

  // Every form of /auth, sent with bad values: each message at most once inside the form.
  const forms: [string, Record<string, string>, string][] = [
    ['Sign In', { Email: 'x', Password: 'correct-horse-42' }, 'Sign In'],
    ['Sign In', { Email: 'a@example.com', Password: 'short' }, 'Sign In'],
    ['Sign Up', { 'Full Name': 'Ada', Email: 'a@example.com', Password: 'short' }, 'Create Account'],
    ['Forgot Password', { Email: 'x' }, 'Send Reset Link'],
  ];
  for (const [tab, values, submit] of forms) {
    await gotoHydrated(page, '/auth');
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    for (const [label, value] of Object.entries(values))
      await panel.getByLabel(label, { exact: true }).fill(value);
    await panel.getByRole('button', { name: submit, exact: true }).click();
    await expect(panel.locator('[aria-invalid="true"]').first()).toBeVisible();
    const texts = await paragraphs(panel);
    expect(texts.length, `${tab}: ${texts.join(' | ')}`).toBe(new Set(texts).size);
  }
});
