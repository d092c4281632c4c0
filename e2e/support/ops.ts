import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_PATH, expect } from './fixtures';

/** The sandbox operations users seeded outside production (README, "Operations users"). */
export const OPS_USERS = {
  agent: 'agent@openheloc.test',
  notary: 'notary@openheloc.test',
  underwriter: 'underwriter@openheloc.test',
  admin: 'admin@openheloc.test',
} as const;
export const OPS_PASSWORD = 'Ops-Sandbox-2026!';

export const OPS_LOGIN = `${BASE_PATH}/ops/login`;

/** Signs in on the operations sign-in page, then waits for the operations area. */
export async function signInAsOps(page: Page, email: string, next = `${BASE_PATH}/ops`) {
  await page.goto(
    `${BASE_PATH}/ops/login?redirectUrl=${encodeURIComponent(next.slice(BASE_PATH.length))}`,
  );
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPS_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** An operations user's bearer credential, signed in through the operations API. */
export async function opsAuthorization(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/ops/api/v1/auth/login', {
    data: { email, password: OPS_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}
