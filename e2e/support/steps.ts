/// <reference lib="dom" />
// The video check runs in the browser.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a borrower does on a step's screen, for the specs that walk it. */

/** The sandbox link dialog (income and bank linking). */
export const dialog = (page: Page) => page.getByRole('dialog');
export const dialogHeading = (page: Page, name: string) =>
  expect(dialog(page).getByRole('heading', { name })).toBeVisible();

/** Chooses an institution in the link dialog and signs in with the shown sandbox credentials. */
export async function signInAt(page: Page, institution: string, password = 'pass_good') {
  await dialog(page).getByRole('button', { name: institution }).click();
  await dialogHeading(page, `Sign in to ${institution}`);
  await expect(dialog(page).getByText('This is a sandbox.')).toBeVisible();
  await dialog(page).getByLabel('Username').fill('user_good');
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).getByRole('button', { name: 'Sign in' }).click();
}

/** The checking account typed on bank/manual-disburse. */
export async function typeAccount(page: Page, routing: string, account: string, again = account) {
  await page.getByLabel('Routing number').fill(routing);
  await page.getByLabel('Checking account number', { exact: true }).fill(account);
  await page.getByLabel('Confirm checking account number').fill(again);
}

/** Opens the first document still to sign and answers its dialog. */
export async function openNextDocument(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Review and sign/ })
    .first()
    .click();
  const review = page.getByRole('dialog');
  await expect(review).toBeVisible();
  // The document as text (its rendition), its title the first heading inside it.
  await expect(review.getByRole('article').getByRole('heading', { level: 3 })).toBeVisible();
  return review;
}

/**
 * Scrolls to the end of the document, which enables signing (a long document starts with its
 * end out of view; a short one may show it at once).
 */
export async function readToTheEnd(review: Locator): Promise<boolean> {
  const sign = review.getByRole('button', { name: 'Sign this document' });
  const gated = await review
    .getByTestId('document-end')
    .evaluate((end) => end.getBoundingClientRect().top > window.innerHeight);
  if (gated) await expect(sign).toBeDisabled();
  await review.getByTestId('document-end').scrollIntoViewIfNeeded();
  await expect(sign).toBeEnabled();
  return gated;
}

export async function drawSignature(page: Page, review: Locator): Promise<void> {
  await review.getByRole('radio', { name: 'Draw your signature' }).check();
  const pad = review.getByRole('img', { name: 'Signature drawing area' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [110, 25],
    [170, -20],
    [230, 20],
  ] as const) {
    await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  }
  await page.mouse.up();
}

/** The width of the video the other side of the eNotary room sends (0 until it plays). */
export const remoteVideoWidth = (page: Page) =>
  page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth);
