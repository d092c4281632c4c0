/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  APPLICATION_URL,
  PASSWORD,
  SUBMIT_LABEL,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';

/** Presses Tab (and nothing else) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  // A field rendered on the server takes keys once the page is hydrated (read-only before).
  await expect(target).toBeEditable();
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to the page's button and presses Enter, then waits for the next page. */
async function submit(page: Page, next: string, button = 'Continue'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(next);
}

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

test.describe('a keyboard user', () => {
  test('uses the address combobox with the arrows, Enter and Escape', async ({ page }) => {
    await page.goto(V2);
    const combobox = page.getByRole('combobox', { name: 'Property address' });
    await typeInto(page, combobox, '100 Main St');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    await expect(options.first()).toHaveText('100 Main St, Springfield, IL 62704');
    await expect(options.last()).toHaveText('Address not listed');
    await expect(listbox).toHaveAttribute(
      'id',
      (await combobox.getAttribute('aria-controls')) ?? '',
    );

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await expect(page.getByLabel('City')).toHaveCount(0);

    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('100 Main St');
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await expect(page.getByLabel('ZIP code')).toHaveValue('62704');
    // Enter chose the address: the form was not submitted.
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toHaveCount(0);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('77 Quarry Road');
    await expect(options.last()).toHaveText('Address not listed');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue('77 Quarry Road');
    // What was typed stays the street; the other parts start empty, nothing of the earlier pick.
    await expect(page.getByLabel('City')).toHaveValue('');
  });

  test('completes the whole v2 registration with the keyboard alone', async ({ page }) => {
    await page.goto(V2);
    await typeInto(page, page.getByRole('combobox', { name: 'Property address' }), '100 Main St');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('radio', { name: 'Primary property' }));
    await page.keyboard.press('Space');
    await submit(page, `${V2}/for-sale`);

    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
    // Arrow keys move through a radio group and choose as they go.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await submit(page, `${V2}/annual-income`);

    await typeInto(page, page.getByLabel('Annual pre-tax income'), '92500');
    await expect(page.getByLabel('Annual pre-tax income')).toHaveValue('$92,500');
    await typeInto(page, page.getByLabel('Other income (optional)'), '1200');
    await tabTo(page, page.getByLabel('Primary source of annual income'));
    await page.keyboard.type('Employed f');
    await expect(page.getByLabel('Primary source of annual income')).toHaveValue('FULL_TIME');
    await submit(page, `${V2}/legal-name`);

    await typeInto(page, page.getByLabel('First name'), 'Grace');
    await typeInto(page, page.getByLabel('Last name'), 'Hopper');
    await submit(page, `${V2}/birthdate`);

    // Month, day, year (the US order), one Tab apart.
    await typeInto(page, page.getByLabel('Month'), '12');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Day')).toBeFocused();
    await page.keyboard.type('09');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Year')).toBeFocused();
    await page.keyboard.type('1976');
    await submit(page, `${V2}/phone-and-email`);

    await typeInto(page, page.getByLabel('Mobile phone number'), '2125550199');
    await typeInto(page, page.getByLabel('Email address'), uniqueEmail('keyboard'));
    await tabTo(page, page.getByRole('checkbox', { name: /reminders and verification codes/ }));
    await page.keyboard.press('Space');
    await submit(page, `${V2}/set-password`);

    await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Show password', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await typeInto(page, page.getByLabel('Confirm password'), PASSWORD);
    await tabTo(page, page.getByRole('checkbox', { name: /Terms of use/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /communications electronically/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: SUBMIT_LABEL }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(APPLICATION_URL, { timeout: 15_000 });
  });

  test('reaches a field from the error summary with Enter', async ({ page }) => {
    await page.goto(V2);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    const summaryLink = page.getByRole('link', { name: 'Please select an occupancy type' });
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await tabTo(page, summaryLink, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'Primary property' })).toBeFocused();
  });
});
