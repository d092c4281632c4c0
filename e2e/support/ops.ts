/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_PATH, expect } from './fixtures';
import { authenticatorCode } from './totp';

/** The sandbox operations users seeded outside production (README, "Operations users"). */
export const OPS_USERS = {
  agent: 'agent@openheloc.test',
  notary: 'notary@openheloc.test',
  underwriter: 'underwriter@openheloc.test',
  admin: 'admin@openheloc.test',
} as const;
export const OPS_PASSWORD = 'Ops-Sandbox-2026!';
/** Every sandbox operations user's authenticator secret (README, "Operations users"). */
export const OPS_TOTP_SECRET = 'OPENHELOCSANDBOXOPSSECRETTOTPKEY';

export const OPS_LOGIN = `${BASE_PATH}/ops/login`;

/**
 * This worker's tokens, one per sandbox user: the server takes each authenticator code once, so
 * signing the same user in again within 30 seconds would wait for the next code.
 */
const tokens = new Map<string, string>();

/** The code step of the operations sign-in page: a later step's code when one was used. */
export async function enterOpsCode(page: Page) {
  let offset = 0;
  await expect(async () => {
    await page.getByLabel('Security code').fill(authenticatorCode(OPS_TOTP_SECRET, offset));
    offset = offset === 1 ? 0 : offset + 1;
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Security code')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 70_000 });
}

/**
 * Signed in as the sandbox operations user, on `next`: with this worker's token for the user
 * when it still works, else through the sign-in page (password, then the code).
 */
export async function signInAsOps(page: Page, email: string, next = `${BASE_PATH}/ops`) {
  const token = tokens.get(email);
  if (token && (await tokenWorks(page.request, token))) {
    await page.goto(`${BASE_PATH}/ops/login`);
    await page.evaluate((value) => window.localStorage.setItem('opsJwt', value), `Bearer ${token}`);
    await page.goto(next);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    return;
  }
  await page.goto(
    `${BASE_PATH}/ops/login?redirectUrl=${encodeURIComponent(next.slice(BASE_PATH.length))}`,
  );
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPS_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterOpsCode(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('opsJwt'));
  if (stored) tokens.set(email, stored.replace(/^Bearer /, ''));
}

async function tokenWorks(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/ops/api/v1/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return me.ok();
}

/** An operations user's bearer credential, signed in through the operations API. */
export async function opsAuthorization(request: APIRequestContext, email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached && (await tokenWorks(request, cached))) return `Bearer ${cached}`;
  let offset = 0;
  let token = '';
  await expect(async () => {
    const response = await request.post('/ops/api/v1/auth/login', {
      data: { email, password: OPS_PASSWORD, code: authenticatorCode(OPS_TOTP_SECRET, offset) },
    });
    offset = offset === 1 ? 0 : offset + 1;
    expect(response.status()).toBe(200);
    token = ((await response.json()) as { token: string }).token;
  }).toPass({ timeout: 70_000 });
  tokens.set(email, token);
  return `Bearer ${token}`;
}
