/// <reference lib="dom" />
// page.addInitScript callbacks run in the browser.
import type { Locator, Page } from '@playwright/test';
import { STATUS_ROUTE, type Borrower } from './borrowers';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './fixtures';
import { expectLayoutHolds, expectNothingUnderLauncher } from './layout';

/** What the specs do and look for on a page, for a borrower made in ./borrowers. */

const SHOTS = '/tmp/shots';

/** Stores the credential as the sign-in would, once per tab (so signing out sticks). */
export async function signIn(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript((authorization) => {
    if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
    window.sessionStorage.setItem('e2e-signed-in', 'yes');
    window.localStorage.setItem('jwt', authorization);
  }, borrower.authorization);
}

/**
 * Opens `url` from a page that may be sending itself elsewhere (its credential just removed, its
 * next call answered 401): that navigation aborts this one, so it is tried again.
 */
export async function gotoPastRedirect(page: Page, url: string): Promise<void> {
  await expect(async () => {
    await page.goto(url);
  }).toPass({ timeout: 10_000 });
}

/** The application's address, or one of its steps'. */
export const urlOf = (borrower: Borrower, path = '') =>
  `${BASE_PATH}/${borrower.uuid}${path ? `/${path}` : ''}`;

/** A step's address, with or without a query. */
export const pathPattern = (borrower: Borrower, path: string) =>
  new RegExp(`${BASE_PATH}/${borrower.uuid}/${path}(\\?.*)?$`);

/**
 * Answers the real status, but as still waiting in `state` while `hold.on`: the sandbox settles
 * too fast to look at a wait otherwise.
 */
export async function holdStatusWaiting(
  page: Page,
  state = 'WAITING_FOR_OFFER_SELECTION',
): Promise<{ on: boolean }> {
  const hold = { on: true };
  await page.route(STATUS_ROUTE, async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: hold.on ? { ...status, state, waiting: true, terminal: false, actions: [] } : status,
    });
  });
  return hold;
}

/**
 * Screenshots are for a person to look at, so they are taken only when one asks
 * (`E2E_SCREENSHOTS=1`, as `npm run test:e2e:screenshots` does); CI looks with axe alone.
 */
export const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** A test tagged `@layout` looks at each screen at phone width as well as at desktop width. */
const atBothWidths = () => test.info().tags.includes('@layout');

async function shoot(page: Page, name: string, fullPage: boolean): Promise<void> {
  if (!screenshotsWanted) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
}

/** The phone-sized window every screen must also work in. */
export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

/**
 * Runs `look` with the window at phone width, then gives the window its size back. The page
 * keeps its state: what changes with the width is the layout alone.
 */
export async function atPhoneWidth(page: Page, look: () => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    // Two frames: the resize's media queries and any width-reading component have rendered.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await look();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * A screenshot at /tmp/shots/{name}-{viewport width}.png when screenshots are wanted (`name`
 * starts with the spec's folder), at both widths in a `@layout` test; a dialog is shot as seen,
 * without `fullPage`.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!screenshotsWanted) return;
  await shoot(page, name, fullPage);
  if (atBothWidths()) await atPhoneWidth(page, () => shoot(page, name, fullPage));
}

/**
 * Looks at the page as it is: axe finds nothing (and a screenshot is kept when wanted). In a
 * test tagged `@layout` it also holds the layout rules (nothing under the chat launcher, no
 * sideways scroll down to 320 px) and looks again at phone width, on the same page in the same
 * state, so a journey is walked once and each of its screens is checked at both widths.
 */
export async function check(page: Page, name: string, fullPage = true): Promise<void> {
  await expectNoAxeViolations(page);
  await shoot(page, name, fullPage);
  if (!atBothWidths()) return;
  // Issue 30: no control under the chat launcher, nothing scrolling sideways down to 320 px.
  await expectNothingUnderLauncher(page);
  await atPhoneWidth(page, async () => {
    await expectNoAxeViolations(page);
    await shoot(page, name, fullPage);
    await expectLayoutHolds(page);
  });
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The error summary at the top of a form. */
export function errorSummary(page: Page): Locator {
  return page.getByRole('heading', { name: 'There is a problem' }).locator('..');
}

/** The summary lists the message, and the same message is under its field. */
export async function expectError(page: Page, field: string, message: string): Promise<void> {
  await expect(errorSummary(page).getByRole('link', { name: message })).toBeVisible();
  await expect(page.locator(`#${field}-error`)).toHaveText(`Error: ${message}`);
}

/** The page is where the borrower is, and stays so on reload. */
export async function onPageAfterReload(
  page: Page,
  borrower: Borrower,
  path: string,
  heading: string,
): Promise<void> {
  await expect(page).toHaveURL(pathPattern(borrower, path));
  await expectHeading(page, heading);
  await page.reload();
  await expect(page).toHaveURL(pathPattern(borrower, path));
  await expectHeading(page, heading);
}
