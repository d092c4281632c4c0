import { registerBorrower, settled } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import {
  check,
  errorSummary,
  expectError,
  expectHeading,
  pathPattern,
  signIn,
  urlOf,
} from './support/pages';
import { samplePdf } from '../apps/server/test/sample-files';

/** A small PDF, different each time (the server refuses the same file twice). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: samplePdf(name),
});

test(
  'an underwriter raises document requests, the borrower answers them, the underwriter clears them',
  { tag: '@layout' },
  async ({ page, browser, request }) => {
    // Two browsers, a registration and its pre-qualification: more than one screen's worth.
    test.setTimeout(120_000);
    const borrower = await registerBorrower(request, 'Conditions');
    await settled(request, borrower);

    await signInAsOps(page, OPS_USERS.underwriter, `${BASE_PATH}/ops/document-requests`);
    await expectHeading(page, 'Document requests');
    await check(page, 'ops/document-requests');
    await page.getByRole('button', { name: 'Raise request' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await check(page, 'ops/document-requests-errors');

    await page.getByLabel('Application ID').fill(borrower.uuid);
    await page.getByLabel('What to ask for').selectOption('BANK_ACCOUNT_FRAUD_REVIEW');
    await page.getByLabel('Number of documents').fill('2');
    await page
      .getByLabel('Message to the borrower (optional)')
      .fill('Please send your January and February bank statements.');
    await page.getByRole('button', { name: 'Raise request' }).click();
    // The list is the lender's: rows are this borrower's only by their application ID.
    const rowsOfThisApplication = page.getByRole('listitem').filter({ hasText: borrower.uuid });
    const bankRow = rowsOfThisApplication.filter({ hasText: 'Bank statement needed' });
    await expect(bankRow.getByText('Waiting for the borrower')).toBeVisible();
    await page.getByLabel('Application ID').fill(borrower.uuid);
    await page.getByLabel('What to ask for').selectOption('MISSING_PHONE_NUMBER');
    await page.getByLabel('Number of documents').fill('1');
    await page.getByLabel('Message to the borrower (optional)').fill('');
    await page.getByRole('button', { name: 'Raise request' }).click();
    const phoneRow = rowsOfThisApplication.filter({ hasText: 'Phone number needed' });
    await expect(phoneRow.getByText('Waiting for the borrower')).toBeVisible();
    await check(page, 'ops/document-requests-open');

    const borrowerContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
    });
    const borrowerPage = await borrowerContext.newPage();
    await signIn(borrowerPage, borrower);
    await borrowerPage.goto(urlOf(borrower, 'conditions'));
    await expectHeading(borrowerPage, 'Documents we need from you');
    await expect(
      borrowerPage.getByRole('heading', { name: 'Bank statement needed' }),
    ).toBeVisible();
    await expect(
      borrowerPage.getByText('Please send your January and February bank statements.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      borrowerPage.getByText('We are missing your phone number. Please click below to enter.', {
        exact: true,
      }),
    ).toBeVisible();
    await check(borrowerPage, 'conditions/dashboard');

    // The phone number: checked as everywhere, then on the profile.
    await borrowerPage.getByRole('link', { name: 'Enter Phone Number' }).click();
    await expect(borrowerPage).toHaveURL(pathPattern(borrower, 'conditions/phone-number'));
    await borrowerPage.reload();
    await expectHeading(borrowerPage, 'Phone number needed');
    await borrowerPage.getByRole('button', { name: 'Send phone number' }).click();
    await expectError(borrowerPage, 'phoneNumber', 'Please enter your mobile phone');
    await check(borrowerPage, 'conditions/phone-number-errors');
    await borrowerPage.getByLabel('Mobile phone number').fill('2175550199');
    await borrowerPage.getByRole('button', { name: 'Send phone number' }).click();
    await expect(borrowerPage).toHaveURL(pathPattern(borrower, 'conditions'));
    const phoneCard = borrowerPage.getByRole('listitem').filter({ hasText: 'Phone number needed' });
    await expect(phoneCard.getByText(/^Received/)).toBeVisible();

    // The bank statements: one field per document asked, each checked by its content.
    await borrowerPage.getByRole('link', { name: 'Upload Documents' }).click();
    await expect(borrowerPage).toHaveURL(pathPattern(borrower, 'conditions/upload-document'));
    await borrowerPage.reload();
    await expectHeading(borrowerPage, 'Bank statement needed');
    await borrowerPage.getByRole('button', { name: 'Send documents' }).click();
    await expect(
      errorSummary(borrowerPage).getByRole('link', {
        name: 'Document 2 of 2: Please choose a file to upload',
      }),
    ).toBeVisible();
    await expect(borrowerPage.locator('#documents-0-error')).toHaveText(
      'Error: Please choose a file to upload',
    );
    await borrowerPage.getByLabel('Document 1 of 2').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 a renamed program'),
    });
    await expect(borrowerPage.locator('#documents-0-error')).toHaveText(
      'Error: This file is a program, not a document or photo. Please upload a PDF, JPEG, PNG or HEIC file',
    );
    await check(borrowerPage, 'conditions/upload-document-errors');
    await borrowerPage.getByLabel('Document 1 of 2').setInputFiles(pdf('january.pdf'));
    await borrowerPage.getByLabel('Document 2 of 2').setInputFiles(pdf('february.pdf'));
    await expect(borrowerPage.getByText('february.pdf uploaded')).toBeAttached();
    await check(borrowerPage, 'conditions/upload-document');
    await borrowerPage.getByRole('button', { name: 'Send documents' }).click();
    await expect(borrowerPage).toHaveURL(pathPattern(borrower, 'conditions'));
    const bankCard = borrowerPage
      .getByRole('listitem')
      .filter({ hasText: 'Bank statement needed' });
    await expect(bankCard.getByText('Received (2 files)', { exact: false })).toBeVisible();
    await check(borrowerPage, 'conditions/dashboard-received');

    // The underwriter sees both answers, clears the statements and cancels the other request.
    await page.reload();
    await expect(bankRow.getByText('Ready for review')).toBeVisible();
    await expect(bankRow.getByText('february.pdf')).toBeVisible();
    await bankRow.getByRole('button', { name: 'Clear request' }).click();
    await expect(bankRow).toHaveCount(0);
    await phoneRow.getByRole('button', { name: 'Cancel request' }).click();
    await expect(rowsOfThisApplication).toHaveCount(0);
    // With nothing asked, the document requests give way to the application's own step.
    await borrowerPage.reload();
    await expect(borrowerPage).not.toHaveURL(pathPattern(borrower, 'conditions'));
    await borrowerContext.close();
  },
);
