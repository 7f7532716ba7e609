import { expect, test } from '@playwright/test';
import { createUser, gotoHydrated, PASSWORD, screenshot, uniqueEmail } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';

test('the landing page has no accessibility violations', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/');
  await expectNoViolations(page, '/');
  await screenshot(page, testInfo, 'landing');
});

test('every /auth tab has no accessibility violations', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/auth');
  for (const tab of ['Sign In', 'Sign Up', 'Forgot Password']) {
    const trigger = page.getByRole('tab', { name: tab });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectNoViolations(page, `/auth (${tab})`);
    await screenshot(page, testInfo, `auth-${tab.toLowerCase().replace(/\s+/g, '-')}`);
  }
});

test('/profile has no accessibility violations, signed out and signed in', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/profile');
  await expect(page.getByText('Sign In Required')).toBeVisible();
  await expectNoViolations(page, '/profile (signed out)');
  await screenshot(page, testInfo, 'profile-signed-out');

  const email = uniqueEmail('axe');
  // Signing up through the page's own API call gives this browser context the session cookies.
  await createUser(page.request, { email, password: PASSWORD, fullName: 'Alan Turing' });
  await gotoHydrated(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('definition').getByText(email, { exact: true }),
  ).toBeVisible();
  await expectNoViolations(page, '/profile (signed in)');
  await screenshot(page, testInfo, 'profile-signed-in');
});

test('the 404 page has no accessibility violations', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoViolations(page, '404 page');
  await screenshot(page, testInfo, 'not-found');
});
