import type { Locator, Page } from '@playwright/test';
import { BASE_PATH, expect } from './fixtures';
import { expectHeading } from './pages';

/**
 * The development mailbox page at `origin`, showing `to`'s messages: the newest whose subject
 * matches, once the outbox has delivered it (the page looks again every few seconds).
 */
export async function messageInMailbox(
  page: Page,
  origin: string,
  to: string,
  subject: string | RegExp,
): Promise<Locator> {
  await page.goto(`${origin}${BASE_PATH}/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expectHeading(page, 'Development mailbox');
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  return message;
}
