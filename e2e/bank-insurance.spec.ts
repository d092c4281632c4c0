import type { Page } from '@playwright/test';
import { settled, type PropertyAddress } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import {
  check,
  errorSummary,
  expectError,
  onPageAfterReload,
  pathPattern,
  signIn,
  urlOf,
} from './support/pages';
import { typeAccount } from './support/steps';
import { samplePdf } from '../apps/server/test/sample-files';

const TAMPA: PropertyAddress = {
  street1: '4413 Bayshore Blvd',
  street2: '',
  city: 'Tampa',
  state: 'FL',
  zip: '33611',
};

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test.describe('bank account', () => {
  test.setTimeout(180_000);

  test(
    'a closed account is refused with the reason, then an account with autopay and its authorization goes on',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Bankwalk', 'DISBURSEMENT_ACCOUNT');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await onPageAfterReload(page, borrower, 'bank/disburse', 'Where should we send your money?');
      await check(page, 'bank/disburse');
      await page.getByRole('button', { name: 'Enter your account details' }).click();

      const manual = 'Enter your checking account details';
      await onPageAfterReload(page, borrower, 'bank/manual-disburse', manual);
      await continueButton(page).click();
      await expectError(page, 'routingNumber', 'Please enter your routing number');
      await typeAccount(page, '021000022', '4440000', '4440001');
      await continueButton(page).click();
      await expectError(
        page,
        'routingNumber',
        'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check',
      );
      await expectError(page, 'accountNumberConfirmation', 'The account numbers don’t match');
      await expect(page).toHaveTitle(/^Error: /);
      await check(page, 'bank/manual-disburse-errors');
      await typeAccount(page, '021000021', '4440000');
      await continueButton(page).click();

      const autopay = 'How would you like to make your monthly payments?';
      await onPageAfterReload(page, borrower, 'bank/autopay', autopay);
      // Autopay was chosen with the offer: it is carried here, from the account just given.
      await expect(page.getByText('You chose autopay with your offer')).toBeVisible();
      await expect(
        page.getByRole('radio', { name: 'Autopay from my account ending 0000' }),
      ).toBeChecked();
      await page.getByRole('radio', { name: 'I’ll pay each month myself' }).check();
      await check(page, 'bank/autopay');
      await continueButton(page).click();

      await onPageAfterReload(page, borrower, 'bank/confirm', 'Check your bank details');
      await expect(
        page.getByText('Checking account ****0000, routing number 021000021'),
      ).toBeVisible();
      await check(page, 'bank/confirm-manual');
      await continueButton(page).click();

      // The sandbox bank says an account ending 0000 is closed: back to the start, with the reason.
      await expect(page).toHaveURL(pathPattern(borrower, 'bank/disburse'), { timeout: 30_000 });
      const notice = page.getByRole('alert');
      await expect(notice).toContainText('We can’t use the account ending 0000 for your money');
      await expect(notice).toContainText('The bank told us this account is closed.');
      await check(page, 'bank/disburse-refused');

      await page.getByRole('button', { name: 'Enter your account details' }).click();
      await typeAccount(page, '021000021', '55551234');
      await continueButton(page).click();
      await page.getByRole('radio', { name: 'Autopay from a different checking account' }).check();
      await continueButton(page).click();
      const other = 'Which account should autopay draw from?';
      await onPageAfterReload(page, borrower, 'bank/autopay-manual', other);
      await check(page, 'bank/autopay-manual');
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('radio', { name: 'Autopay from my account ending 1234' }).check();
      await continueButton(page).click();

      await onPageAfterReload(page, borrower, 'bank/confirm', 'Check your bank details');
      await expect(page.getByRole('heading', { name: 'Autopay authorization' })).toBeVisible();
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await expectError(page, 'authorized', 'Please accept the autopay authorization');
      await page.getByLabel('I authorize autopay as written above').check();
      await check(page, 'bank/confirm-autopay');
      await expect(page.locator('body')).not.toContainText('55551234');
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'identity'), { timeout: 30_000 });
      expect(await settled(request, borrower)).toBe('IDENTITY_VERIFICATION');
    },
  );
});

test.describe('insurance', () => {
  test.setTimeout(180_000);

  test(
    'a flood-zone home records homeowner’s then flood insurance',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Floodwalk', 'TRUST_AND_INSURANCE', {
        address: TAMPA,
      });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      const requirements = 'Insurance for your home';
      await onPageAfterReload(page, borrower, 'insurance/requirements', requirements);
      await expect(page.getByText('FEMA flood zone AE')).toBeVisible();
      await expect(page.getByText('Still needed')).toHaveCount(2);
      await check(page, 'insurance/requirements');

      for (const [button, heading, file] of [
        ['Add homeowner’s insurance', 'Tell us about your homeowner’s insurance', 'hazard.pdf'],
        ['Add flood insurance', 'Tell us about your flood insurance', 'flood.pdf'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        await onPageAfterReload(page, borrower, 'insurance/upload', heading);
        await continueButton(page).click();
        await expect(errorSummary(page)).toBeVisible();
        await expectError(
          page,
          'declarationPage',
          'Please choose the declarations page of your policy',
        );
        await page.getByLabel('Insurance company').fill('Sandbox Mutual');
        await page.getByLabel('Policy number').fill('HO-20931');
        await page.getByRole('textbox', { name: /coverage/ }).fill('450000');
        await page.getByLabel('Expiration date').fill('2031-06-30');
        await page.getByLabel('Declarations page').setInputFiles({
          name: 'policy.exe',
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('MZ not a document'),
        });
        const refused =
          'This file is a program, not a document or photo. Please upload a PDF, JPEG, PNG or HEIC file';
        await expect(page.locator('#declarationPage-error')).toHaveText(`Error: ${refused}`);
        await continueButton(page).click();
        await expectError(page, 'declarationPage', refused);
        await check(page, `insurance/upload-${file.replace('.pdf', '')}`);
        await page.getByLabel('Declarations page').setInputFiles({
          name: file,
          mimeType: 'application/pdf',
          buffer: samplePdf(file),
        });
        await expect(page.getByText(`${file} uploaded`, { exact: true })).toBeAttached();
        await continueButton(page).click();
        if (file === 'hazard.pdf') {
          await expect(page).toHaveURL(pathPattern(borrower, 'insurance/requirements'));
          await expect(page.getByText('Received')).toBeVisible();
          await check(page, 'insurance/requirements-hazard-received');
        }
      }
      await expect(page).toHaveURL(pathPattern(borrower, 'complete'), { timeout: 60_000 });
    },
  );
});
