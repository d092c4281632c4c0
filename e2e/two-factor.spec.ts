/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { BORROWER_PASSWORD, registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectHeading, signIn } from './support/pages';
import { authenticatorCode } from './support/totp';

test.describe('two-factor sign-in', () => {
  // Password, then the authenticator's code, with axe at two widths: more than 30 s on CI.
  test.describe.configure({ timeout: 90_000 });
  test(
    'a borrower turns it on in Settings, then signs in with a code',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await registerBorrower(request, 'Twofactor');
      await signIn(page, borrower);
      await page.goto(`${BASE_PATH}/dashboard/settings`);
      await page.getByRole('link', { name: 'Change two-factor sign-in' }).click();
      await expectHeading(page, 'Two-factor sign-in');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(
        page.getByRole('img', {
          name: 'QR code for adding this account to your authenticator app',
        }),
      ).toBeVisible();
      await check(page, 'settings/two-factor-setup');
      const key = (await page.locator('code').first().innerText()).replace(/\s/g, '');
      await page.getByLabel('Security code').fill(authenticatorCode(key));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
      ).toHaveCount(10);
      await check(page, 'settings/two-factor-recovery-codes');
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();

      await page.evaluate(() => window.localStorage.removeItem('jwt'));
      await page.goto(`${BASE_PATH}/auth/login`);
      await page.getByLabel('Email').fill(borrower.email);
      await page.getByLabel('Password', { exact: true }).fill(BORROWER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expectHeading(page, 'Enter your security code');
      await check(page, 'auth/login-code');
      // The setup used this step's code: the next step's is accepted once.
      await page.getByLabel('Security code').fill(authenticatorCode(key, 1));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).not.toHaveURL(/\/auth\/login/);
      expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).not.toBeNull();
    },
  );
});
