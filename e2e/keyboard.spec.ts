/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './support/fixtures';

/** Presses Tab until the link or button named `name` has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 25): Promise<string[]> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    visited.push(focused);
    if (focused === name) return visited;
  }
  throw new Error(`'${name}' was not reached by Tab; focus went through ${visited.join(' | ')}`);
}

async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const style = getComputedStyle(element);
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
}

test.describe('a keyboard user on the landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('link', { name: 'Check your rate' })).toBeVisible();
  });

  test('meets the skip link first, and it moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('reaches "Check your rate" with a visible 3 px focus ring and opens registration', async ({
    page,
  }) => {
    await tabTo(page, 'Check your rate');
    expect(await focusRing(page)).toEqual({ width: '3px', style: 'solid' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE_PATH}/register-v2`);
    // Focus lands on the new page's heading, as after a full page load.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('reaches "Sign in" and opens the login route', async ({ page }) => {
    await tabTo(page, 'Sign in');
    expect(await focusRing(page)).toEqual({ width: '3px', style: 'solid' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE_PATH}/auth/login`);
  });

  test('reaches the footer links and the support phone number', async ({ page }) => {
    await tabTo(page, 'Terms of use', 40);
    await tabTo(page, '(888) 555-0142', 40);
  });
});
