import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { settled, SPRINGFIELD, type Borrower } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { check, pathPattern, signIn, urlOf } from './support/pages';

/** Issue 12, shell: the loan-originator card from the application's referrer or the query. */

const LOAN_OFFICER = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601';
const BROKER_OFFICE = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f603';
const NO_NAMES = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f604';

async function registerReferred(request: APIRequestContext, referrer: string): Promise<Borrower> {
  const email = `lo-${randomUUID()}@example.com`;
  const response = await request.post(
    `/identity/api/v1/registration/register?referrer=${referrer}`,
    {
      data: registrationFixture({
        propertyAddress: { ...SPRINGFIELD, occupancyType: 'PRIMARY' },
        name: { firstName: 'Lee', middleName: '', lastName: 'Referred', suffix: '' },
        email,
      }),
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  const { jwt, applicationUuid } = (await response.json()) as {
    jwt: string;
    applicationUuid: string;
  };
  const borrower = {
    uuid: applicationUuid,
    authorization: `Bearer ${jwt}`,
    email,
    name: 'Lee Referred',
  };
  await settled(request, borrower);
  return borrower;
}

const card = (page: Page, label: string) => page.getByRole('region', { name: `Your ${label}` });

test(
  'shows the referring loan officer with call and e-mail buttons',
  { tag: '@layout' },
  async ({ page }) => {
    const borrower = await registerReferred(page.request, LOAN_OFFICER);
    await signIn(page, borrower);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/service-lead-portal/api/lo/')) lookups.push(request.url());
    });
    await page.goto(urlOf(borrower));
    const officer = card(page, 'loan officer');
    await expect(officer).toBeVisible();
    await expect(officer).toContainText('Dana Ortiz');
    await expect(officer).toContainText('NMLS #1850231');
    await expect(officer.getByRole('link', { name: 'Call Dana Ortiz' })).toHaveAttribute(
      'href',
      'tel:+18885550150',
    );
    await expect(officer.getByRole('link', { name: 'Email Dana Ortiz' })).toHaveAttribute(
      'href',
      'mailto:dana.ortiz@openheloc.example',
    );
    await check(page, 'shell/loan-originator-card');
    // Cached for ten minutes: leaving for the dashboard and coming back asks no second time.
    const nav = page.getByRole('navigation', { name: 'App' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: /^(Continue|View) application/ }).click();
    await expect(card(page, 'loan officer')).toContainText('Dana Ortiz');
    expect(lookups.filter((url) => url.endsWith(LOAN_OFFICER))).toHaveLength(1);
  },
);

test('the referrer query parameter names a broker office, labelled broker', async ({ page }) => {
  const borrower = await registerReferred(page.request, LOAN_OFFICER);
  await signIn(page, borrower);
  await page.goto(urlOf(borrower));
  await expect(card(page, 'loan officer')).toContainText('Dana Ortiz');
  // The card can show before the application's address resolves to its step, and that redirect
  // does not keep a query: open the step itself.
  await expect(page).toHaveURL(pathPattern(borrower, 'liens'));
  // The same screen opened from a broker's link: the query parameter wins over the application's.
  await page.goto(`${page.url()}?referrer=${BROKER_OFFICE}`);
  const broker = card(page, 'broker');
  await expect(broker).toContainText('Harborview Home Loans');
  await expect(card(page, 'loan officer')).toHaveCount(0);
});

test('an originator without a name or broker name shows no card', async ({ page }) => {
  const borrower = await registerReferred(page.request, NO_NAMES);
  await signIn(page, borrower);
  const answered = page.waitForResponse((response) => response.url().endsWith(NO_NAMES));
  await page.goto(urlOf(borrower));
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Your (broker|loan officer)$/ })).toHaveCount(0);
});
