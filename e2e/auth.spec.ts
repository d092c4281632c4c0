/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { BORROWER_PASSWORD, registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import {
  check,
  errorSummary,
  expectHeading,
  gotoPastRedirect,
  signIn,
  urlOf,
} from './support/pages';

const LOGIN = `${BASE_PATH}/auth/login`;
const WRONG_PASSWORD_MESSAGE = 'The email or password you entered is incorrect.';
const EXPIRED = 'Your session has expired. Please sign in again to continue where you left off.';

const storedCredential = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwt'));

/** Signs in through the login form. */
async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const summaryLink = (page: Page, message: string) =>
  errorSummary(page).getByRole('link', { name: message });

test.describe('the login page', () => {
  test('checks the fields with the server’s messages', { tag: '@layout' }, async ({ page }) => {
    await page.goto(LOGIN);
    await expectHeading(page, 'Sign in');
    await expect(page).toHaveTitle('Sign in – OpenHELOC');
    await check(page, 'auth/login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(summaryLink(page, 'Please enter your email')).toBeVisible();
    await expect(summaryLink(page, 'Required')).toBeVisible();
    await expect(page.locator('#email-error')).toHaveText('Error: Please enter your email');
    await expect(page.locator('#password-error')).toHaveText('Error: Required');
    await expect(page).toHaveTitle('Error: Sign in – OpenHELOC');
    await check(page, 'auth/login-errors');

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
    await expect(page).toHaveURL(`${BASE_PATH}/register-v2`);
    await page.goto(LOGIN);
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/register/support`);
  });

  test.describe('with a wrong password', () => {
    test.use({ allowedConsoleErrors: /status of 401/ });

    test(
      'shows the server’s message and keeps what was typed',
      { tag: '@layout' },
      async ({ page, request }) => {
        const borrower = await registerBorrower(request, 'Hopper', { firstName: 'Grace' });
        await page.goto(LOGIN);
        await signInWith(page, borrower.email, 'Not-The-Password-1!');
        await expect(summaryLink(page, WRONG_PASSWORD_MESSAGE)).toBeVisible();
        // The global 401 handling sends nobody away from the login page.
        await expect(page).toHaveURL(LOGIN);
        await expect(page.getByLabel('Email')).toHaveValue(borrower.email);
        await expect(page.getByLabel('Password', { exact: true })).toHaveValue(
          'Not-The-Password-1!',
        );
        expect(await storedCredential(page)).toBeNull();
        await check(page, 'auth/login-wrong-password');
      },
    );
  });
});

test.describe('signing out and back in', () => {
  test('honours an in-app redirectUrl and ignores any other', async ({ page, request }) => {
    // A whole journey of sign-ins on a machine that may be busy.
    test.setTimeout(120_000);
    const borrower = await registerBorrower(request, 'Hopper', { firstName: 'Grace' });

    // Signed in with the credential the registration returned, as the app stores it.
    await signIn(page, borrower);
    await page.goto(urlOf(borrower));
    await expect(page).toHaveURL(urlOf(borrower, 'liens'), { timeout: 20_000 });

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
    await signInWith(page, borrower.email, BORROWER_PASSWORD);
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard?view=all`);
    expect(await storedCredential(page)).toMatch(/^Bearer \S+$/);
    await expect(page.getByRole('link', { name: /Continue application/ })).toBeVisible();

    // Addresses outside the app are ignored: the borrower lands on the dashboard.
    for (const target of ['https://evil.example/x', '//evil.example/x', '/Dashboard']) {
      // Signed out from a public page, so no signed-in page is left to notice.
      await page.goto(`${BASE_PATH}/`);
      await page.evaluate(() => window.localStorage.removeItem('jwt'));
      await page.goto(`${LOGIN}?redirectUrl=${encodeURIComponent(target)}`);
      await signInWith(page, borrower.email, BORROWER_PASSWORD);
      await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
    }
  });
});

test.describe('a session that expires', () => {
  // The server's refusal of the old credential is how the browser learns the session is over.
  test.use({ allowedConsoleErrors: /status of 401/ });

  test(
    'the sign-in page says why and resumes the application where the borrower was',
    { tag: '@layout' },
    async ({ page, request }) => {
      test.setTimeout(120_000);
      const borrower = await registerBorrower(request, 'Lovelace', { firstName: 'Ada' });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(urlOf(borrower, 'liens'), { timeout: 20_000 });

      // The server no longer knows the credential, as when the session has run out.
      await page.evaluate(() => window.localStorage.setItem('jwt', 'Bearer expired-session'));
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${LOGIN}\\?redirectUrl=`));
      await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
      await check(page, 'auth/login-session-expired');

      // The application's path starts with its id, which redirectUrl's rule may refuse.
      await signInWith(page, borrower.email, BORROWER_PASSWORD);
      await expect(page).toHaveURL(urlOf(borrower, 'liens'));

      // Signed in again, the notice is gone with what the tab remembered.
      await page.evaluate(() => window.localStorage.removeItem('jwt'));
      await gotoPastRedirect(page, LOGIN);
      await expectHeading(page, 'Sign in');
      await expect(page.getByText(EXPIRED)).toHaveCount(0);
    },
  );
});
