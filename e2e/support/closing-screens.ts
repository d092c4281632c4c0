import type { Page } from '@playwright/test';
import { uniquePng } from './borrowers';
import { expect } from './fixtures';
import { expectHeading } from './pages';
import {
  dialog,
  dialogHeading,
  openNextDocument,
  readToTheEnd,
  signInAt,
  typeAccount,
} from './steps';
import { samplePdf } from '../../apps/server/test/sample-files';

/**
 * The closing screens walked without looking at them (closing-journey.spec.ts looks at each),
 * for a spec about what comes of the walk.
 */

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** income/review: the payroll account linked in the sandbox dialog. */
export async function linkPayroll(page: Page): Promise<void> {
  await expectHeading(page, 'Verify your income');
  await page.getByRole('link', { name: 'Link your payroll account' }).click();
  await page.getByRole('button', { name: 'Continue to Sandbox Link' }).click();
  await dialogHeading(page, 'Select your payroll provider');
  await signInAt(page, 'Sandbox Payroll');
  await dialog(page).getByRole('button', { name: 'Allow' }).click();
  await dialogHeading(page, 'Your account is linked');
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
}

/** bank/disburse to bank/confirm: the checking account ending 1234 typed, with autopay from it. */
export async function giveBankAccount(page: Page): Promise<void> {
  await expectHeading(page, 'Where should we send your money?');
  await page.getByRole('button', { name: 'Enter your account details' }).click();
  await expectHeading(page, 'Enter your checking account details');
  await typeAccount(page, '021000021', '55551234');
  await continueButton(page).click();
  await expectHeading(page, 'How would you like to make your monthly payments?');
  await page.getByRole('radio', { name: 'Autopay from my account ending 1234' }).check();
  await continueButton(page).click();
  await expectHeading(page, 'Check your bank details');
  await page.getByLabel('I authorize autopay as written above').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** identity: a driver’s license, front and back. */
export async function verifyLicense(page: Page): Promise<void> {
  await expectHeading(page, 'Verify your identity');
  await uploadLicense(page);
  await page.getByRole('button', { name: 'Verify my ID' }).click();
}

/** identity: a driver’s license chosen and both its sides uploaded, not yet sent. */
export async function uploadLicense(page: Page): Promise<void> {
  await page.getByRole('radio', { name: "US Driver's License" }).check();
  for (const side of ['Front', 'Back']) {
    const name = `license-${side.toLowerCase()}.png`;
    await page
      .getByLabel(`${side} of your US Driver's License`)
      .setInputFiles({ name, mimeType: 'image/png', buffer: uniquePng() });
    await expect(page.getByText(`${name} uploaded`).first()).toBeVisible();
  }
}

/** Every document still to sign on the page read to its end and signed with the typed `name`. */
export async function signEachDocument(page: Page, name: string): Promise<void> {
  await expectHeading(page, 'Review and sign your documents');
  const total = await page.getByRole('button', { name: /^Review and sign/ }).count();
  expect(total).toBeGreaterThan(0);
  for (let signed = 0; signed < total; signed += 1) {
    const review = await openNextDocument(page);
    await readToTheEnd(review);
    await review.getByLabel('Your full name').fill(name);
    await review.getByRole('button', { name: 'Sign this document' }).click();
    if (signed < total - 1) await expect(review).toBeHidden();
  }
}

/** insurance/requirements: homeowner’s insurance with its declarations page. */
export async function addHomeInsurance(page: Page): Promise<void> {
  await expectHeading(page, 'Insurance for your home');
  await page.getByRole('button', { name: 'Add homeowner’s insurance' }).click();
  await expectHeading(page, 'Tell us about your homeowner’s insurance');
  await fillHomeInsurance(page);
  await continueButton(page).click();
}

/** insurance/upload: the sandbox's homeowner’s policy and its declarations page, not sent. */
export async function fillHomeInsurance(page: Page): Promise<void> {
  await page.getByLabel('Insurance company').fill('Sandbox Mutual');
  await page.getByLabel('Policy number').fill('HO-20931');
  await page.getByRole('textbox', { name: /coverage/ }).fill('450000');
  await page.getByLabel('Expiration date').fill('2031-06-30');
  await page.getByLabel('Declarations page').setInputFiles({
    name: 'declarations.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Declarations page'),
  });
  await expect(page.getByText('declarations.pdf uploaded', { exact: true })).toBeAttached();
}
