import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { HELOC, type Borrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { latestMessageTo } from './support/mailbox';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, errorSummary, expectHeading } from './support/pages';
import { samplePdf } from '../apps/server/test/sample-files';

const PASSWORD = 'Blue!Harbor2026';
const SIGNER_V1 = '/service-application/api/v1/heloc-signer';

type Signer = { email: string; name: string };

/**
 * A Coowner borrower ready to submit, with the owner the property records name added as a
 * co-deeder who has accepted the mailed invitation and set a password (all through the API).
 */
async function coOwnerSignedUp(
  api: APIRequestContext,
): Promise<{ borrower: Borrower; signer: Signer }> {
  const borrower = await borrowerAt(api, 'Coowner', 'APP_SUBMISSION');
  const headers = { authorization: borrower.authorization };
  const listed = await api.get(`${HELOC}/${borrower.uuid}/signers`, { headers });
  const owner = (
    (await listed.json()) as { ownersOnRecord: { firstName: string; lastName: string }[] }
  ).ownersOnRecord[0] ?? { firstName: 'Margaret', lastName: 'Aldridge' };
  const email = `co-owner.conditions.${Date.now()}@example.com`;
  const added = await api.post(`${HELOC}/${borrower.uuid}/signers`, {
    headers,
    data: { ...owner, email, phoneNumber: '(415) 555-0134', role: 'CO_DEEDER' },
  });
  expect(added.status()).toBe(201);
  const invitation = await latestMessageTo(api, email);
  const link = invitation.links.find((href) => href.includes('#invitation=')) ?? '';
  const accepted = await api.post(`${SIGNER_V1}/invitations/accept`, {
    data: { token: link.split('#invitation=')[1], password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  return { borrower, signer: { email, name: `${owner.firstName} ${owner.lastName}` } };
}

/** Operations raise a deed request addressed to the signer, from the document requests page. */
async function raiseRequestToSigner(page: Page, borrower: Borrower, signer: Signer) {
  await signInAsOps(page, OPS_USERS.underwriter, `${BASE_PATH}/ops/document-requests`);
  await page.getByLabel('Application ID').fill(borrower.uuid);
  const whom = page.getByLabel('Who is asked');
  await expect(whom.getByRole('option', { name: new RegExp(signer.name) })).toBeAttached();
  await whom.selectOption({ label: `${signer.name} (Co-owner on title (co-deeder))` });
  // Only what concerns a signer is offered.
  await expect(page.getByRole('option', { name: /Phone number needed/ })).toHaveCount(0);
  await page.getByLabel('What to ask for').selectOption('PROPERTY_LEGAL_DESCRIPTION');
  await page.getByLabel('Number of documents').fill('1');
  await page
    .getByLabel('Message to the signer (optional)')
    .fill('A copy of the deed that names you as an owner.');
  await check(page, 'signer-conditions/ops-raise');
  await page.getByRole('button', { name: 'Raise request' }).click();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: borrower.uuid })
    .filter({ hasText: `${signer.name} (additional signer)` });
  await expect(row.getByText('Waiting for the signer')).toBeVisible();
  return row;
}

/** The signer signs in on their own page, from the mailed request's link. */
async function signerSignsIn(browser: Browser, page: Page, api: APIRequestContext, signer: Signer) {
  const message = await latestMessageTo(api, signer.email, { subjectContains: 'needs a document' });
  const link = message.links.find((href) => href.includes('/heloc-signer/login')) ?? '';
  expect(link).not.toBe('');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const signerPage = await context.newPage();
  await signerPage.goto(new URL(link, 'http://localhost').pathname);
  await signerPage.getByLabel('Email').fill(signer.email);
  await signerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signerPage.getByRole('button', { name: 'Sign in' }).click();
  return signerPage;
}

test(
  'operations ask a co-owner for their deed; the co-owner uploads it from their own dashboard and operations clear it',
  { tag: '@layout' },
  async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const { borrower, signer } = await coOwnerSignedUp(request);
    const row = await raiseRequestToSigner(page, borrower, signer);
    const signerPage = await signerSignsIn(browser, page, request, signer);

    await test.step('the signer flow offers the requests first', async () => {
      await expectHeading(signerPage, 'Documents we need from you');
      await expect(signerPage).toHaveURL(/\/heloc-signer\/conditions$/);
      await expect(
        signerPage.getByText('A copy of the deed that names you as an owner.', { exact: true }),
      ).toBeVisible();
      await check(signerPage, 'signer-conditions/dashboard');
      // Any other conditions path goes back up to the index.
      await signerPage.goto(`${BASE_PATH}/heloc-signer/conditions/nothing-here`);
      await expect(signerPage).toHaveURL(/\/heloc-signer\/conditions$/);
    });

    await test.step('the signer uploads the deed, checked as the borrower’s files are', async () => {
      await signerPage.getByRole('link', { name: 'Upload Document' }).click();
      await expectHeading(signerPage, 'Deed needed');
      await signerPage.getByRole('button', { name: 'Send document' }).click();
      await expect(errorSummary(signerPage)).toContainText('Please choose a file to upload');
      await signerPage.getByLabel('Your document').setInputFiles({
        name: 'deed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('just some words, not a document'),
      });
      await expect(signerPage.locator('#documents-0-error')).toHaveText(
        'Error: Please upload a PDF, JPEG, PNG or HEIC file',
      );
      await check(signerPage, 'signer-conditions/upload-errors');
      await signerPage.getByLabel('Your document').setInputFiles({
        name: 'deed.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Deed'),
      });
      await expect(signerPage.getByText('deed.pdf uploaded')).toBeAttached();
      await signerPage.getByRole('button', { name: 'Send document' }).click();
      await expectHeading(signerPage, 'Documents we need from you');
      await expect(signerPage.getByText(/^Received \(1 file\)/)).toBeVisible();
      await check(signerPage, 'signer-conditions/dashboard-received');
    });

    await test.step('the borrower is not asked for the co-owner’s deed', async () => {
      const own = await request.get(
        `/service-conditions/external/api/v1/applications/${borrower.uuid}/conditions/external-applicants`,
        { headers: { authorization: borrower.authorization } },
      );
      expect(await own.json()).toEqual([]);
    });

    await test.step('operations see the upload and clear the request', async () => {
      await page.reload();
      await expect(row.getByText('Ready for review')).toBeVisible();
      await expect(row.getByText('deed.pdf')).toBeVisible();
      await row.getByRole('button', { name: 'Clear request' }).click();
      await expect(row).toHaveCount(0);
      await signerPage.reload();
      await expect(signerPage.getByText(/^Done \(1 file\)/)).toBeVisible();
      await expect(
        signerPage.getByRole('link', { name: 'Continue to your signing' }),
      ).toBeVisible();
    });
    await signerPage.context().close();
  },
);
