import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

/** A fresh address per test, so tests never share accounts or depend on each other's data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Waits until React has hydrated the server-rendered page: before that, clicks on client-only widgets
 * (tabs, menus) do nothing. React marks every node it hydrates with an internal `__reactFiber$` key, but
 * it does so while hydrating; the toaster (loaded once hydration's effects have run, see
 * app/components/ui/toaster.tsx) is what shows that hydration is over and toasts can be seen.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')) &&
      document.querySelector('section[aria-label^="Notifications"]') !== null,
  );
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

let clientNumber = 0;

/**
 * Creates an account through the API, for tests whose subject is not sign-up itself. Each account comes
 * from its own client address (the e2e server trusts X-Forwarded-For, as it would behind the load
 * balancer), so the suite's many test users stay under the per-IP sign-up limit that real sign-ups meet.
 */
export async function createUser(
  request: APIRequestContext,
  user: { email: string; password: string; fullName: string },
): Promise<void> {
  clientNumber += 1;
  const response = await request.post('/api/auth/signup', {
    data: { email: user.email, password: user.password, full_name: user.fullName },
    // 203.0.113.0/24 is TEST-NET-3: a documentation address, never a real client.
    headers: { 'X-Forwarded-For': `203.0.113.${(process.pid + clientNumber) % 250}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}
