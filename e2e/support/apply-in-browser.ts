import type { Page } from '@playwright/test';
import type { Borrower } from './borrowers';
import { expect } from './fixtures';
import { expectHeading, pathPattern } from './pages';
import { answerSsnScreen, continueButton, registerOnScreens } from '../registration-helpers';

/**
 * Registers Ada `lastName` on the screens at `origin` and answers each screen up to the summary
 * (start/app-summary), as journey.spec.ts does with its reloads: a $30,000 line drawn in full.
 */
export async function applyInBrowser(
  page: Page,
  origin: string,
  lastName: string,
  email: string,
): Promise<Borrower> {
  const borrower = await registerOnScreens(page, lastName, email, origin);

  await expect(page).toHaveURL(pathPattern(borrower, 'liens'), { timeout: 30_000 });
  await page.getByRole('radio', { name: 'Yes, that’s right' }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(pathPattern(borrower, 'product/select'), { timeout: 20_000 });
  await page.getByRole('radio', { name: /10-year term/ }).check();
  await page.getByRole('radio', { name: /Draw the full line at closing/ }).check();
  await page.getByLabel('How much would you like?').fill('30000');
  await page.getByRole('radio', { name: /Autopay from my bank account/ }).check();
  await continueButton(page).click();

  await expectHeading(page, 'Your home and Social Security number');
  await answerSsnScreen(page);
  await expectHeading(page, 'How can we contact you?');
  await continueButton(page).click();
  await expectHeading(page, 'Demographic information');
  await page
    .getByRole('group', { name: 'Ethnicity' })
    .getByRole('checkbox', { name: 'Not Hispanic or Latino' })
    .check();
  for (const group of ['Race', 'Sex']) {
    await page
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' })
      .check();
  }
  await continueButton(page).click();
  await expect(page).toHaveURL(pathPattern(borrower, 'document/disclosures'), {
    timeout: 20_000,
  });
  await page.getByRole('checkbox', { name: /I have received and reviewed/ }).check();
  await continueButton(page).click();
  await expectHeading(page, 'Check your answers before you submit');
  return borrower;
}
