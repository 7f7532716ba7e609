import { expect, test, type Locator, type Page } from '@playwright/test';
import { findResetLink, waitForMail } from './support/mail.ts';
import { createUser, gotoHydrated, PASSWORD, screenshot, uniqueEmail } from './support/app.ts';

const header = (page: Page) => page.getByRole('banner');
/** The avatar button: named for screen readers after the user, showing the initials (SPEC "User menu"). */
const avatar = (page: Page) => header(page).getByRole('button', { name: /^Account menu for / });

async function openAuthTab(page: Page, tab: 'Sign In' | 'Sign Up' | 'Forgot Password'): Promise<Locator> {
  const trigger = page.getByRole('tab', { name: tab });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: tab });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, '/auth');
  const panel = await openAuthTab(page, 'Sign In');
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The value shown next to a label in a description list (<dt>Name</dt><dd>...</dd>). */
function detail(scope: Locator, term: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('sign up, see the initials, log out, sign in again and open the profile', async ({ page }, testInfo) => {
  const email = uniqueEmail('ada');

  await gotoHydrated(page, '/auth');
  const signUp = await openAuthTab(page, 'Sign Up');
  await signUp.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await screenshot(page, testInfo, '1-sign-up-form');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // SPEC /auth: after sign-up with automatic sign-in the user lands on /jobs.
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await gotoHydrated(page, '/');
  await expect(avatar(page)).toHaveText('AL');
  await expect(avatar(page)).toHaveAccessibleName('Account menu for Ada Lovelace');
  await screenshot(page, testInfo, '2-signed-in-avatar');

  await avatar(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(menu.getByText(email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Resume', 'Log out']);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  await screenshot(page, testInfo, '3-signed-out');

  await signIn(page, email, PASSWORD);
  // SPEC /auth: a user without a resume goes to /resume after signing in.
  await expect(page).toHaveURL(/\/resume$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await gotoHydrated(page, '/');
  await avatar(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  await expect(detail(main, 'Name')).toHaveText('Ada Lovelace');
  await expect(detail(main, 'Email')).toHaveText(email);
  await screenshot(page, testInfo, '4-profile');
});

test('forgot password: the mailed link sets a new password that signs in', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('grace');
  const newPassword = 'new-password-2025';
  await createUser(request, { email, password: PASSWORD, fullName: 'Grace Hopper' });

  await gotoHydrated(page, '/auth');
  const forgot = await openAuthTab(page, 'Forgot Password');
  await forgot.getByLabel('Email', { exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent!', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, '1-reset-requested');

  const link = findResetLink(await waitForMail(email));
  expect(link, 'the reset e-mail links to /auth?reset=true&token=...').not.toBeNull();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(new URL('/auth', testInfo.project.use.baseURL).toString());
  expect(url.searchParams.get('reset')).toBe('true');

  await gotoHydrated(page, link!);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The page takes the token out of the address bar so it cannot leak through Referer or history.
  await expect(page).not.toHaveURL(/token=/);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await screenshot(page, testInfo, '2-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);

  // The old password no longer works; the new one does.
  await page.context().clearCookies();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Error signing in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/resume$/);
  await gotoHydrated(page, '/');
  await expect(avatar(page)).toHaveText('GH');
  await screenshot(page, testInfo, '3-signed-in-with-new-password');
});
