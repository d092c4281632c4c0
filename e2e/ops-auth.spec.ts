/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { enterOpsCode, OPS_LOGIN, OPS_PASSWORD, OPS_USERS, signInAsOps } from './support/ops';
import { check, errorSummary, expectHeading, signIn } from './support/pages';

const WRONG_PASSWORD_MESSAGE = 'The email or password you entered is incorrect.';

test.describe('operations sign-in', () => {
  // Password, then the authenticator's code, with axe at two widths: more than 30 s on CI.
  test.describe.configure({ timeout: 90_000 });
  // The wrong password's refusal is logged by the browser.
  test.use({ allowedConsoleErrors: /status of 401/ });

  test(
    'checks the fields, refuses a wrong password, then opens the operations area',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(`${BASE_PATH}/ops`);
      await expect(page).toHaveURL(`${OPS_LOGIN}?redirectUrl=%2Fops`);
      await expectHeading(page, 'Sign in to operations');
      await check(page, 'ops/login');

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(
        errorSummary(page).getByRole('link', { name: 'Please enter your email' }),
      ).toBeVisible();
      await check(page, 'ops/login-errors');

      await page.getByLabel('Work email').fill(OPS_USERS.underwriter);
      await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(errorSummary(page).getByText(WRONG_PASSWORD_MESSAGE)).toBeVisible();
      await expect(page.getByLabel('Work email')).toHaveValue(OPS_USERS.underwriter);

      await page.getByLabel('Password', { exact: true }).fill(OPS_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectHeading(page, 'Enter your security code');
      await check(page, 'ops/login-code');
      await enterOpsCode(page, OPS_USERS.underwriter);
      await expectHeading(page, 'Operations');
      await expect(page.getByText('Uma Underwriter').first()).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: 'Operations' })
          .getByRole('link', { name: 'Document requests' }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
      await check(page, 'ops/home');

      await page.reload();
      await expectHeading(page, 'Operations');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expectHeading(page, 'Sign in to operations');
      expect(await page.evaluate(() => window.localStorage.getItem('opsJwt'))).toBeNull();
      await page.goto(`${BASE_PATH}/ops`);
      await expect(page).toHaveURL(/\/ops\/login/);
    },
  );

  test('shows a chat agent only the screens of the role', async ({ page }) => {
    await signInAsOps(page, OPS_USERS.agent);
    await expect(page.getByText('Your roles: Chat agent.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Document requests' })).toHaveCount(0);
  });
});

test.describe('a borrower on the operations screens', () => {
  // The refused call is logged by the browser.
  test.use({ allowedConsoleErrors: /401/ });

  test('is sent to the operations sign-in, even with the borrower token put in its place', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request, 'Ops');
    await signIn(page, borrower);
    await page.goto(`${BASE_PATH}/ops`);
    await expectHeading(page, 'Sign in to operations');

    await page.evaluate(
      (token) => window.localStorage.setItem('opsJwt', token),
      borrower.authorization,
    );
    await page.goto(`${BASE_PATH}/ops`);
    await expectHeading(page, 'Sign in to operations');
    expect(await page.evaluate(() => window.localStorage.getItem('opsJwt'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBe(
      borrower.authorization,
    );
  });
});
