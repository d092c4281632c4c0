import type { Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './support/fixtures';
import { expectLayoutHolds } from './support/layout';
import {
  continueButton,
  fillBirthdateStep,
  fillContactStep,
  fillIncomeStep,
  fillNameStep,
  fillPasswordStep,
  fillPropertyStep,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';

/**
 * Issue 30, phone layout: on every registration screen no input or button is ever under the chat
 * launcher, at phone and desktop width and at 320 px, and nothing scrolls sideways at 320 px.
 * (The application's screens are held to the same rules by every `@layout` test's `check`.)
 */

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

async function screenHolds(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await expectLayoutHolds(page, true);
}

for (const width of [375, 1280]) {
  test(`at ${width} px every registration screen keeps its controls clear of the launcher`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${BASE_PATH}/`);
    await screenHolds(page, `${BASE_PATH}/`);

    await page.goto(V2);
    await screenHolds(page, V2);
    await fillPropertyStep(page, 'Investment property');
    await expectLayoutHolds(page, true);
    await continueButton(page).click();

    await screenHolds(page, `${V2}/home-address`);
    const home = page.getByRole('combobox', { name: 'Home address' });
    await home.fill('12 Oak St, Denver');
    await expect(page.getByRole('option', { name: 'Address not listed' })).toBeVisible();
    await expectLayoutHolds(page, true);
    await page.getByRole('option', { name: 'Address not listed' }).click();
    await home.fill('12 Oak St');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('State').fill('co');
    await page.getByLabel('ZIP code').fill('80201');
    await expectLayoutHolds(page, true);
    await continueButton(page).click();

    await screenHolds(page, `${V2}/for-sale`);
    await page.getByRole('radio', { name: 'No' }).check();
    await continueButton(page).click();

    await screenHolds(page, `${V2}/annual-income`);
    await fillIncomeStep(page);
    await continueButton(page).click();

    await screenHolds(page, `${V2}/legal-name`);
    await fillNameStep(page);
    await continueButton(page).click();

    await screenHolds(page, `${V2}/birthdate`);
    await fillBirthdateStep(page);
    await continueButton(page).click();

    await screenHolds(page, `${V2}/phone-and-email`);
    await fillContactStep(page, uniqueEmail(`layout${width}`));
    await continueButton(page).click();

    await screenHolds(page, `${V2}/set-password`);
    await fillPasswordStep(page);
    await expectLayoutHolds(page, true);

    await page.goto(`${BASE_PATH}/auth/login`);
    await screenHolds(page, `${BASE_PATH}/auth/login`);
    await page.goto(`${BASE_PATH}/contact`);
    await screenHolds(page, `${BASE_PATH}/contact`);
  });
}

/**
 * The spec: below 1024 px the launcher "sits above the sticky bottom button bar". At each width
 * around the break the bar (with the primary action) is fixed to the bottom and the launcher
 * docked on top of it, or from 1024 px the button follows the form and the launcher floats; in
 * both, scrolled to the end, the page's last line ends above them.
 */
for (const width of [320, 375, 768, 1023, 1024, 1280]) {
  test(`@layout at ${width} px the launcher is docked above the bar and the page ends clear of both`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(V2);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    const bar = page.locator('[data-action-bar]');
    await expect(bar).toContainText('Continue');
    await expect(bar).toHaveCSS('position', width < 1024 ? 'fixed' : 'static');
    await expectLayoutHolds(page, false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const clear = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const dock = document.querySelector('#chat-dock button');
      const fixedBar = document.querySelector<HTMLElement>('[data-action-bar]');
      const tops = [dock?.getBoundingClientRect().top ?? Infinity];
      if (fixedBar && getComputedStyle(fixedBar).position === 'fixed') {
        tops.push(fixedBar.getBoundingClientRect().top);
      }
      return (footer?.getBoundingClientRect().bottom ?? 0) <= Math.min(...tops) + 1;
    });
    expect(clear, 'the footer ends above the launcher and the bar').toBe(true);
  });
}
