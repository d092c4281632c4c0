import { registerBorrower, settled } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, expectHeading, signIn, urlOf } from './support/pages';

test('an underwriter raises a document request and the borrower sees it, then clears it', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a registration and its pre-qualification: more than one screen's worth.
  test.setTimeout(90_000);
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
  const row = page.getByRole('listitem').filter({ hasText: borrower.uuid });
  await expect(row.getByText('Waiting for the borrower')).toBeVisible();
  await check(page, 'ops/document-requests-open');

  const borrowerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const borrowerPage = await borrowerContext.newPage();
  await signIn(borrowerPage, borrower);
  await borrowerPage.goto(urlOf(borrower, 'conditions'));
  await expectHeading(borrowerPage, 'Documents we need from you');
  await expect(borrowerPage.getByRole('heading', { name: 'Bank statement needed' })).toBeVisible();
  await expect(
    borrowerPage.getByText('Please send your January and February bank statements.'),
  ).toBeVisible();
  await expect(borrowerPage.getByRole('link', { name: 'Upload Documents' })).toBeVisible();
  await check(borrowerPage, 'conditions/dashboard');

  await row.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('No request is waiting for a borrower or a review.')).toBeVisible();
  await borrowerPage.reload();
  await expect(borrowerPage.getByRole('heading', { name: 'Bank statement needed' })).toHaveCount(0);
  await borrowerContext.close();
});
