import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * An hour-long session outlived by the moved sandbox clock: the page asks the borrower to sign in
 * again, which they do; or it shows `heading` at once.
 */
export async function signInAgainIfAsked(
  page: Page,
  account: { email: string; password: string },
  heading: string,
): Promise<void> {
  const login = page.getByRole('heading', { level: 1, name: 'Sign in' });
  const open = page.getByRole('heading', { level: 1, name: heading });
  await expect(login.or(open)).toBeVisible();
  if (!(await login.isVisible())) return;
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();
}
