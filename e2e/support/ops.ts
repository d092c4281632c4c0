/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_PATH, expect } from './fixtures';
import { OPS_PASSWORD, OPS_TOTP_SECRET } from './ops-users';
import { authenticatorCodeAt, currentStep } from './totp';

export { OPS_PASSWORD, OPS_TOTP_SECRET, OPS_USERS } from './ops-users';

export const OPS_LOGIN = `${BASE_PATH}/ops/login`;

/** The run's tokens, one per sandbox user, signed in once before the tests (global-setup.ts). */
const tokens = new Map<string, string>(
  Object.entries(JSON.parse(process.env.E2E_OPS_TOKENS ?? '{}') as Record<string, string>),
);

/** Per user, the last authenticator step this worker (or the global setup) has used. */
const usedSteps = new Map<string, number>();
const setupStep = Number(process.env.E2E_OPS_CODE_STEP ?? 0);

/**
 * A step whose code the server has not yet taken for the user: now's, or the next one (the
 * server accepts one step either side); waiting when both are used. Another worker signing the
 * same user in through a page in the same 30 seconds is the one case left to the retry.
 */
async function freshStep(email: string): Promise<number> {
  const used = Math.max(usedSteps.get(email) ?? 0, setupStep);
  const step = Math.max(currentStep(), used + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  usedSteps.set(email, step);
  return step;
}

/** The code step of the operations sign-in page, with a code the server has not yet taken. */
export async function enterOpsCode(page: Page, email: string) {
  await expect(async () => {
    const step = await freshStep(email);
    await page.getByLabel('Security code').fill(authenticatorCodeAt(OPS_TOTP_SECRET, step));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Security code')).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 70_000 });
}

/**
 * Signed in as the sandbox operations user, on `next`: with the run's token for the user while
 * it works, else through the sign-in page (password, then the code).
 */
export async function signInAsOps(page: Page, email: string, next = `${BASE_PATH}/ops`) {
  const token = tokens.get(email);
  if (token && (await tokenWorks(page.request, token))) {
    await page.goto(OPS_LOGIN);
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
  await enterOpsCode(page, email);
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
  let token = '';
  await expect(async () => {
    const step = await freshStep(email);
    const response = await request.post('/ops/api/v1/auth/login', {
      data: { email, password: OPS_PASSWORD, code: authenticatorCodeAt(OPS_TOTP_SECRET, step) },
    });
    expect(response.status()).toBe(200);
    token = ((await response.json()) as { token: string }).token;
  }).toPass({ timeout: 70_000 });
  tokens.set(email, token);
  return `Bearer ${token}`;
}
