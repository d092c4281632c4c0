import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { SPRINGFIELD } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectError, expectHeading } from './support/pages';

/** Issue 12, shell: broker sign-in through the identity broker, the broker's view and logout. */

const BROKER_LOGIN = `${BASE_PATH}/auth/login/broker`;
const BROKER = { email: 'broker@keystone-brokers.example', password: 'Broker-Sandbox-2026!' };
const BROKER_ORIGINATOR = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f602';
const OTHER_ORIGINATOR = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601';

async function registerReferred(request: APIRequestContext, firstName: string, referrer: string) {
  const response = await request.post(
    `/identity/api/v1/registration/register?referrer=${referrer}`,
    {
      data: registrationFixture({
        propertyAddress: { ...SPRINGFIELD, occupancyType: 'PRIMARY' },
        name: { firstName, middleName: '', lastName: 'Client', suffix: '' },
        email: `broker-client-${randomUUID()}@example.com`,
      }),
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}

/** Names take letters only: a random lowercase tail tells this run's borrowers apart. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

async function signInAsBroker(page: Page, password = BROKER.password) {
  await page.getByLabel('Email').fill(BROKER.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the broker', () => {
  // The wrong password (401) and the failed logout (503) are logged by the browser.
  test.use({ allowedConsoleErrors: /status of (401|503)/ });

  test(
    'signs in and sees only the borrowers they referred',
    { tag: '@layout' },
    async ({ page }) => {
      const mine = `Mine${letters()}`;
      const theirs = `Theirs${letters()}`;
      await registerReferred(page.request, mine, BROKER_ORIGINATOR);
      await registerReferred(page.request, theirs, OTHER_ORIGINATOR);

      await page.goto(BROKER_LOGIN);
      await expectHeading(page, 'Broker sign in');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/auth/forgot-password`,
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectError(page, 'email', 'Please enter your email');
      await check(page, 'broker/login-errors');

      await signInAsBroker(page, 'Not-the-password-1');
      await expect(
        page.getByText('The email or password you entered is incorrect.').first(),
      ).toBeVisible();

      await signInAsBroker(page);
      await expect(page).toHaveURL(`${BASE_PATH}/broker`);
      await expectHeading(page, 'Your referred applications');
      await expect(page.getByText(`Signed in as ${BROKER.email}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `${mine} Client` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `${theirs} Client` })).toHaveCount(
        0,
      );
      await check(page, 'broker/applications');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(BROKER_LOGIN);
      expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
    },
  );

  test('a failed logout still signs out, to /auth/login', async ({ page }) => {
    await page.goto(BROKER_LOGIN);
    await signInAsBroker(page);
    await expectHeading(page, 'Your referred applications');
    await page.route('**/identity-broker/agent/secure/api/v3/logout', (route) =>
      route.fulfill({
        status: 503,
        json: { errors: [{ code: 'unavailable', message: 'Unavailable' }] },
      }),
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/auth/login`);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  });
});

test.describe('the broker-login decision', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("says 'User not found' when neither user fetch succeeds", async ({ page }) => {
    await page.route('**/identity-broker/agent/secure/api/v3/self/figureinfo', (route) =>
      route.fulfill({
        status: 404,
        json: { errors: [{ code: 'not_found', message: 'User not found' }] },
      }),
    );
    await page.route('**/identity/secure/api/v1/identity', (route) =>
      route.fulfill({
        status: 404,
        json: { errors: [{ code: 'not_found', message: 'Not found' }] },
      }),
    );
    await page.goto(BROKER_LOGIN);
    await signInAsBroker(page);
    await expect(page.getByRole('link', { name: 'User not found' })).toBeVisible();
    await expect(page).toHaveURL(BROKER_LOGIN);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  });
});
