/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';

const SHOTS = '/tmp/shots/prequal';
const LOGIN = `${BASE_PATH}/auth/login`;
const PASSWORD = 'Blue-Canyon-42!x';
const WRONG_PASSWORD_MESSAGE = 'The email or password you entered is incorrect.';

interface Borrower {
  email: string;
  jwt: string;
  applicationUuid: string;
}

let counter = 0;

/** Registers through the API with a unique e-mail (the default, approved persona). */
async function registerBorrower(request: APIRequestContext): Promise<Borrower> {
  counter += 1;
  const email = `auth.${Date.now()}.${process.pid}.${counter}@example.com`;
  const response = await request.post('/identity/api/v1/registration/register', {
    data: {
      propertyAddress: {
        street1: '100 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        occupancyType: 'PRIMARY',
      },
      isListedForSale: false,
      income: { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Grace', middleName: '', lastName: 'Hopper', suffix: '' },
      dob: '1980-05-05',
      email,
      phoneNumber: '(217) 555-0142',
      password: PASSWORD,
      communicationConsent: true,
      termPrivacyConsent: true,
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, ...((await response.json()) as Omit<Borrower, 'email'>) };
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

const storedCredential = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwt'));

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const summaryLink = (page: Page, message: string) =>
  page
    .locator('div[tabindex="-1"]', {
      has: page.getByRole('heading', { name: 'There is a problem' }),
    })
    .getByRole('link', { name: message });

test.describe('the login page', () => {
  test('checks the fields with the server’s messages', async ({ page }, testInfo) => {
    await page.goto(LOGIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in – OpenHELOC');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(summaryLink(page, 'Please enter your email')).toBeVisible();
    await expect(summaryLink(page, 'Required')).toBeVisible();
    await expect(page.locator('#email-error')).toHaveText('Error: Please enter your email');
    await expect(page.locator('#password-error')).toHaveText('Error: Required');
    await expect(page).toHaveTitle('Error: Sign in – OpenHELOC');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'login-errors');

    await summaryLink(page, 'Required').click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(summaryLink(page, 'Please enter a valid email address')).toBeVisible();
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto(LOGIN);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('leads back to registration and to support', async ({ page }) => {
    await page.goto(LOGIN);
    await page.getByRole('link', { name: 'Check your rate' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/register`);
    await page.goto(LOGIN);
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/register/support`);
  });

  test.describe('with a wrong password', () => {
    test.use({ allowedConsoleErrors: /status of 401/ });

    test('shows the server’s message and keeps what was typed', async ({
      page,
      request,
    }, testInfo) => {
      const borrower = await registerBorrower(request);
      await page.goto(LOGIN);
      await signIn(page, borrower.email, 'Not-The-Password-1!');
      await expect(summaryLink(page, WRONG_PASSWORD_MESSAGE)).toBeVisible();
      // The global 401 handling sends nobody away from the login page.
      await expect(page).toHaveURL(LOGIN);
      await expect(page.getByLabel('Email')).toHaveValue(borrower.email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Not-The-Password-1!');
      expect(await storedCredential(page)).toBeNull();
      await expectNoAxeViolations(page);
      await shoot(page, testInfo, 'login-wrong-password');
    });
  });
});

test.describe('signing out and back in', () => {
  test('honours an in-app redirectUrl and ignores any other', async ({ page, request }) => {
    // A whole journey of sign-ins on a machine that may be busy.
    test.setTimeout(120_000);
    const borrower = await registerBorrower(request);

    // Signed in with the credential the registration returned, as the app stores it.
    await page.goto(`${BASE_PATH}/`);
    await page.evaluate((jwt) => window.localStorage.setItem('jwt', `Bearer ${jwt}`), borrower.jwt);
    await page.goto(`${BASE_PATH}/${borrower.applicationUuid}`);
    await expect(page).toHaveURL(`${BASE_PATH}/${borrower.applicationUuid}/liens`, {
      timeout: 20_000,
    });

    // Signed in, the login page has nothing to offer.
    await page.goto(LOGIN);
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(LOGIN);
    expect(await storedCredential(page)).toBeNull();

    // A signed-in page sends the visitor to login with the way back, which is honoured.
    await page.goto(`${BASE_PATH}/dashboard?view=all`);
    await expect(page).toHaveURL(
      `${LOGIN}?redirectUrl=${encodeURIComponent('/dashboard?view=all')}`,
    );
    await signIn(page, borrower.email, PASSWORD);
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard?view=all`);
    expect(await storedCredential(page)).toMatch(/^Bearer \S+$/);
    await expect(page.getByRole('link', { name: /Continue application/ })).toBeVisible();

    // Addresses outside the app are ignored: the borrower lands on the dashboard.
    for (const target of ['https://evil.example/x', '//evil.example/x', '/Dashboard']) {
      // Signed out from a public page, so no signed-in page is left to notice.
      await page.goto(`${BASE_PATH}/`);
      await page.evaluate(() => window.localStorage.removeItem('jwt'));
      await page.goto(`${LOGIN}?redirectUrl=${encodeURIComponent(target)}`);
      await signIn(page, borrower.email, PASSWORD);
      await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
    }
  });
});
