import { expect, request, type Page } from '@playwright/test';
import { BASE_URL } from './env.ts';
import { PASSWORD, uniqueEmail } from './app.ts';

export type Account = { email: string; password: string; fullName: string };

/**
 * One account shared by the specs that only need "a signed-in user" (not a fresh one): created once per
 * worker, so the browser suite does not sign up again and again. Each test signs in on its own, so each
 * has its own session and sessions never interfere.
 */
let shared: Promise<Account> | null = null;

export function sharedAccount(): Promise<Account> {
  shared ??= (async () => {
    const account = { email: uniqueEmail('shared'), password: PASSWORD, fullName: 'Shared Tester' };
    const context = await request.newContext({ baseURL: BASE_URL });
    try {
      const response = await context.post('/api/auth/signup', {
        data: { email: account.email, password: account.password, full_name: account.fullName },
      });
      expect(response.status(), await response.text()).toBe(201);
    } finally {
      await context.dispose();
    }
    return account;
  })();
  return shared;
}

/** Signs the page's browser context in as the shared account (its own session cookies). */
export async function signInShared(page: Page): Promise<Account> {
  const account = await sharedAccount();
  const response = await page.request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
