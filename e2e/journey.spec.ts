/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { settled, type Borrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectHeading, pathPattern } from './support/pages';
import {
  answerSsnScreen,
  continueButton,
  registerOnScreens,
  uniqueEmail,
  warmUpTypeahead,
} from './registration-helpers';

/** Reloads and expects the same screen, by its address and its heading. */
async function reloadKeeps(page: Page, borrower: Borrower, path: string, heading: string) {
  await page.reload();
  await expect(page).toHaveURL(pathPattern(borrower, path));
  await expectHeading(page, heading);
}

test.describe('the whole journey in the browser', () => {
  test.setTimeout(240_000);

  test('the default persona, from registration to a submitted application, every screen kept on reload', async ({
    page,
    request,
  }) => {
    await warmUpTypeahead(request);

    // Registration: one question a page.
    const email = uniqueEmail('journey');
    const borrower = await registerOnScreens(page, 'Lovelace', email);

    // Pre-qualified: the liens, confirmed.
    await expect(page).toHaveURL(pathPattern(borrower, 'liens'), { timeout: 30_000 });
    await reloadKeeps(page, borrower, 'liens', 'The loans on your home');
    await page.getByRole('radio', { name: 'Yes, that’s right' }).check();
    await continueButton(page).click();

    // The offer: an amount typed, kept on reload once chosen.
    await expect(page).toHaveURL(pathPattern(borrower, 'product/select'), { timeout: 20_000 });
    await reloadKeeps(page, borrower, 'product/select', 'Choose your offer');
    await page.getByRole('radio', { name: /10-year term/ }).check();
    await page.getByRole('radio', { name: /Draw the full line at closing/ }).check();
    await page.getByLabel('How much would you like?').fill('30000');
    await page.getByRole('radio', { name: /Autopay from my bank account/ }).check();
    await continueButton(page).click();

    await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'product/select'));
    await reloadKeeps(page, borrower, 'product/select', 'Choose your offer');
    await expect(page.getByLabel('How much would you like?')).toHaveValue('$30,000');
    await continueButton(page).click();

    // More profile.
    await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
    await reloadKeeps(page, borrower, 'start/profile', 'Your home and Social Security number');
    await answerSsnScreen(page);

    // Contact: the phone given at registration.
    await expect(page).toHaveURL(pathPattern(borrower, 'start/contact'));
    await reloadKeeps(page, borrower, 'start/contact', 'How can we contact you?');
    await expect(page.getByLabel('Mobile phone number')).toHaveValue('(415) 555-0123');
    await continueButton(page).click();

    // The profile, reloaded, keeps its answers.
    await expect(page).toHaveURL(pathPattern(borrower, 'start/hmda'));
    await page.getByRole('link', { name: 'Back' }).click();
    // The second Back is the contact screen's, not the one still on screen a moment before.
    await expect(page).toHaveURL(pathPattern(borrower, 'start/contact'));
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
    await reloadKeeps(page, borrower, 'start/profile', 'Your home and Social Security number');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByText(/number ending in 6789 on file/)).toBeVisible();
    await page.goto(`${BASE_PATH}/${borrower.uuid}/start/hmda`);

    // HMDA, answered, then reloaded from the summary's Change link.
    await reloadKeeps(page, borrower, 'start/hmda', 'Demographic information');
    const ethnicity = page.getByRole('group', { name: 'Ethnicity' });
    await ethnicity.getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
    await page
      .getByRole('group', { name: 'Race' })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' })
      .check();
    await page
      .getByRole('group', { name: 'Sex' })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' })
      .check();
    await continueButton(page).click();

    // The early disclosures, then the summary.
    await expect(page).toHaveURL(pathPattern(borrower, 'document/disclosures'), {
      timeout: 20_000,
    });
    await reloadKeeps(
      page,
      borrower,
      'document/disclosures',
      'Read your home equity line of credit disclosures',
    );
    await page.getByRole('checkbox', { name: /I have received and reviewed/ }).check();
    await continueButton(page).click();

    await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
    await reloadKeeps(page, borrower, 'start/app-summary', 'Check your answers before you submit');
    const row = (label: string) =>
      page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(row('Credit line')).toContainText('$30,000');
    await expect(row('Name')).toContainText('Ada Lovelace');
    await expect(row('Date of birth')).toContainText('03/27/1985');
    await expect(row('Ethnicity')).toContainText('Not Hispanic or Latino');

    await row('Ethnicity').getByRole('link', { name: 'Change ethnicity' }).click();
    // The link navigates in the app: reloading before it has arrived would reload the summary.
    await expect(page).toHaveURL(pathPattern(borrower, 'start/hmda'));
    await reloadKeeps(page, borrower, 'start/hmda', 'Demographic information');
    await expect(ethnicity.getByRole('checkbox', { name: 'Not Hispanic or Latino' })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
    await check(page, 'journey/app-summary');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'income/review'), { timeout: 30_000 });
    expect(await settled(request, borrower)).toBe('INCOME_VERIFICATION');
  });
});
