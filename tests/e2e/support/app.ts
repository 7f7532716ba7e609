import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

/** A fresh address per test, so tests never share accounts or depend on each other's data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Waits until React has hydrated the server-rendered page: before that, clicks on client-only widgets
 * (tabs, menus) do nothing. React marks every node it has hydrated with an internal `__reactFiber$` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Creates an account through the API, for tests whose subject is not sign-up itself. */
export async function createUser(
  request: APIRequestContext,
  user: { email: string; password: string; fullName: string },
): Promise<void> {
  const response = await request.post('/api/auth/signup', {
    data: { email: user.email, password: user.password, full_name: user.fullName },
  });
  expect(response.status(), await response.text()).toBe(201);
}
