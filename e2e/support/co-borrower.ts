import type { APIRequestContext, Page } from '@playwright/test';
import { SIGNER_MESSAGES } from '@openheloc/domain';
import { HELOC, uniquePng, type Borrower } from './borrowers';
import { expect } from './fixtures';
import { latestMessageTo } from './mailbox';
import { check, errorSummary, expectHeading } from './pages';

const SIGNER_V1 = '/service-application/api/v1/heloc-signer';
export const CO_BORROWER_DETAILS = {
  dateOfBirth: { month: '04', day: '12', year: '1980' },
  address: { street1: '12 Harbor Way', street2: '', city: 'Sausalito', state: 'CA', zip: '94965' },
  ssn: '123-45-6789',
  authorized: true,
};

/** The borrower adds a co-borrower through the API; answers the link their invitation carries. */
export async function addCoBorrower(
  api: APIRequestContext,
  borrower: Borrower,
  person: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const added = await api.post(`${HELOC}/${borrower.uuid}/signers`, {
    headers: { authorization: borrower.authorization },
    data: { ...person, phoneNumber: '(415) 555-0134', role: 'CO_BORROWER' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const message = await latestMessageTo(api, person.email);
  const link = message.links.find((href) => href.includes('/heloc-signer/resume'));
  expect(link).toBeDefined();
  return link ?? '';
}

/** The signer sets their password through the invitation by API; answers their credential. */
export async function acceptByApi(api: APIRequestContext, link: string, password: string) {
  const token = link.split('#invitation=')[1] ?? '';
  const accepted = await api.post(`${SIGNER_V1}/invitations/accept`, {
    data: { token, password, confirmPassword: password },
  });
  expect(accepted.status()).toBe(200);
  return `Bearer ${((await accepted.json()) as { jwt: string }).jwt}`;
}

export const creditByApi = (api: APIRequestContext, authorization: string) =>
  api.post(`${SIGNER_V1}/me/credit`, {
    headers: { authorization },
    data: CO_BORROWER_DETAILS,
  });

/**
 * On /heloc-signer/identity: the co-borrower gives their details and authorizes the soft pull,
 * then sends a photo of their passport; each screen is looked at.
 */
export async function passCoBorrowerChecks(signer: Page): Promise<void> {
  await expectHeading(signer, 'Your details for the credit check');
  await expect(signer.getByText('Authorization to check your credit')).toBeVisible();
  await check(signer, 'signers/co-borrower-credit');
  const authorize = signer.getByRole('button', { name: 'Authorize and check my credit' });
  await authorize.click();
  await expect(errorSummary(signer)).toContainText('Date of birth is required');
  await check(signer, 'signers/co-borrower-credit-errors');

  await signer.getByLabel('Month').fill('04');
  await signer.getByLabel('Day').fill('12');
  await signer.getByLabel('Year').fill('1980');
  const combobox = signer.getByRole('combobox', { name: 'Home address' });
  await combobox.fill('100 Main St');
  const option = signer.getByRole('option').first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await signer.getByLabel('Social Security number').fill('123456789');
  await authorize.click();

  await expectHeading(signer, 'Verify your identity');
  await signer.getByRole('radio', { name: 'US Passport' }).check();
  await signer
    .getByLabel('Photo page of your US Passport')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: uniquePng() });
  await expect(signer.getByText('passport.png uploaded').first()).toBeVisible();
  await check(signer, 'signers/co-borrower-identity');
  await signer.getByRole('button', { name: 'Verify my ID' }).click();
  await expectHeading(signer, 'Your identity is verified');
  await expect(signer.getByText('ending 6789')).toBeVisible();
  await expect(signer.locator('body')).not.toContainText('123-45');
  await check(signer, 'signers/co-borrower-verified');
}

/** A replayed credit check is refused with the product's words, and changes nothing. */
export async function expectCreditReplayRefused(api: APIRequestContext, authorization: string) {
  const replay = await creditByApi(api, authorization);
  expect(replay.status()).toBe(409);
  expect(await replay.json()).toEqual({
    errors: [{ code: 'conflict', message: SIGNER_MESSAGES.creditDone }],
  });
}
