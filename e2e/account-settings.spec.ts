import type { Page } from '@playwright/test';
import { BORROWER_PASSWORD, registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, errorSummary, expectError, expectHeading, signIn } from './support/pages';

// Each walk changes a setting and looks at the screen with axe at two widths: more than 30 s on CI.
test.describe.configure({ timeout: 90_000 });

/** Issue 12, shell: /dashboard/settings, where the borrower changes e-mail, phone and password. */

const SETTINGS = `${BASE_PATH}/dashboard/settings`;
const NEW_PASSWORD = 'Fresh#Harbor42';

async function openSettings(page: Page, lastName: string) {
  const borrower = await registerBorrower(page.request, lastName, { label: 'settings' });
  await signIn(page, borrower);
  await page.goto(SETTINGS);
  await expectHeading(page, 'Settings');
  return borrower;
}

// The wrong current password is refused with a 400, which the browser logs.
test.use({ allowedConsoleErrors: /status of 400/ });

const settingsRow = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('..');

test(
  'lists the e-mail and phone and changes the e-mail after the current password',
  { tag: '@layout' },
  async ({ page }) => {
    const borrower = await openSettings(page, 'Settings');
    await expect(settingsRow(page, 'Email')).toContainText(borrower.email);
    await expect(settingsRow(page, 'Mobile phone')).toContainText('(217) 555-0142');
    await check(page, 'settings/list');

    await page.getByRole('link', { name: 'Change email' }).click();
    await expectHeading(page, 'Change your email');
    await page.getByRole('button', { name: 'Change email' }).click();
    await expectError(page, 'email', 'Please enter your email');
    await expectError(page, 'currentPassword', 'Please enter your current password');
    await check(page, 'settings/email-errors');

    const newEmail = `changed-${borrower.email}`;
    await page.getByLabel('New email').fill(newEmail);
    await page.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
    await page.getByRole('button', { name: 'Change email' }).click();
    await expectError(page, 'currentPassword', 'The current password you entered is incorrect');
    await expect(page.getByLabel('New email')).toHaveValue(newEmail);

    await page.getByLabel('Current password', { exact: true }).fill(BORROWER_PASSWORD);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expectHeading(page, 'Settings');
    await expect(page.getByRole('status')).toHaveText(
      `Your email is now ${newEmail}. Use it to sign in.`,
    );
    await expect(settingsRow(page, 'Email')).toContainText(newEmail);
    await check(page, 'settings/changed');
  },
);

test('changes the mobile phone with the phone field rules', async ({ page }) => {
  await openSettings(page, 'Phoneswap');
  await page.getByRole('link', { name: 'Change mobile phone' }).click();
  await expectHeading(page, 'Change your mobile phone');
  const phone = page.getByLabel('New mobile phone');
  await phone.fill('+1 415 555 0199');
  await page.getByLabel('Current password', { exact: true }).fill(BORROWER_PASSWORD);
  await page.getByRole('button', { name: 'Change mobile phone' }).click();
  await expectError(page, 'phoneNumber', 'Country code 1 is not needed');

  await phone.fill('');
  await phone.pressSequentially('4155550199');
  await expect(phone).toHaveValue('(415) 555-0199');
  await page.getByRole('button', { name: 'Change mobile phone' }).click();
  await expect(page.getByRole('status')).toHaveText('Your mobile phone is now (415) 555-0199.');
  await expect(settingsRow(page, 'Mobile phone')).toContainText('(415) 555-0199');
});

test(
  'changes the password: the rules, the match, then sign-in with the new one',
  { tag: '@layout' },
  async ({ page }) => {
    const borrower = await openSettings(page, 'Newpass');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expectHeading(page, 'Change your password');
    await page.getByLabel('Current password', { exact: true }).fill(BORROWER_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('other');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectError(page, 'password', 'Must be at least 12 characters long');
    await expect(page.getByRole('link', { name: 'Forgot password?' }).first()).toHaveAttribute(
      'href',
      `${BASE_PATH}/auth/forgot-password`,
    );
    await check(page, 'settings/password-errors');

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      errorSummary(page).getByRole('link', { name: "Passwords don't match" }),
    ).toBeVisible();
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed.');

    const login = await page.request.post('/identity/api/v1/login', {
      data: { email: borrower.email, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(200);
  },
);
