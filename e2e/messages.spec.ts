import { BORROWER_PASSWORD, registerBorrower, settled } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { latestMessageTo } from './support/mailbox';
import { opsAuthorization, OPS_USERS } from './support/ops';
import { check, expectHeading, pathPattern, signIn, urlOf } from './support/pages';

const NEW_PASSWORD = 'Quiet-Harbor-73!';

test.describe('password reset', () => {
  // The old password is refused (401) and the used and made-up links are refused (400) on purpose.
  test.use({ allowedConsoleErrors: /status of 40[01]/ });

  test(
    'a borrower resets a forgotten password from the mailbox link and signs in with the new one',
    { tag: '@layout' },
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const borrower = await registerBorrower(request, 'Reset');

      await page.goto(`${BASE_PATH}/auth/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectHeading(page, 'Reset your password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await check(page, 'auth/forgot-password-errors');
      await page.getByLabel('Email').fill(borrower.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expectHeading(page, 'Check your email');
      await check(page, 'auth/forgot-password-sent');

      const message = await latestMessageTo(request, borrower.email, {
        subjectContains: 'Reset your',
      });
      const link = message.links.find((url) => url.includes('/auth/reset-password?token='));
      if (!link) throw new Error(`no reset link in: ${message.text}`);
      await page.goto(`${BASE_PATH}/dev/mailbox?to=${encodeURIComponent(borrower.email)}`);
      await expectHeading(page, 'Development mailbox');
      await expect(page.getByRole('heading', { name: message.subject })).toBeVisible();
      await check(page, 'dev/mailbox');
      await page.goto(link);
      await expectHeading(page, 'Choose a new password');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await check(page, 'auth/reset-password-errors');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectHeading(page, 'Password changed');
      await check(page, 'auth/reset-password-done');

      await page.getByRole('link', { name: 'Sign in' }).click();
      await expectHeading(page, 'Sign in');
      await page.getByLabel('Email').fill(borrower.email);
      await page.getByLabel('Password', { exact: true }).fill(BORROWER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(
        page.getByText('The email or password you entered is incorrect.').first(),
      ).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).not.toHaveURL(/\/auth\/login/);
      await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

      // The link works once; a made-up one never.
      await page.goto(link);
      await expectHeading(page, 'This link cannot be used');
      await expect(page.getByText('This password reset link has already been used.')).toBeVisible();
      await check(page, 'auth/reset-password-used');
      await page.goto(`${BASE_PATH}/auth/reset-password?token=${'A'.repeat(43)}`);
      await expectHeading(page, 'This link cannot be used');
      await expect(page.getByText('This password reset link is not valid.')).toBeVisible();
      await page.getByRole('link', { name: 'Request a new link' }).click();
      await expectHeading(page, 'Reset your password');
    },
  );
});

test('operations staff have their own way to a reset link', async ({ page }) => {
  await page.goto(`${BASE_PATH}/ops/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectHeading(page, 'Reset your password');
  await page.getByLabel('Email').fill(OPS_USERS.underwriter);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectHeading(page, 'Check your email');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expectHeading(page, 'Sign in to operations');
});

test(
  'a document request raised by operations shows as a notification with its call to action',
  { tag: '@layout' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const borrower = await registerBorrower(request, 'Notify');
    await settled(request, borrower);

    await signIn(page, borrower);
    await page.goto(urlOf(borrower));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    // The screen may still move focus to its heading as it settles, which closes the menu.
    const openMenu = () =>
      expect(async () => {
        if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
        await expect(bell).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();
    // The pre-qualification is the first notification, unread until it is followed.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await openMenu();
    await expect(page.getByText('You’re pre-qualified', { exact: true })).toBeVisible();
    await check(page, 'notifications/pre-qualified');
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();

    const authorization = await opsAuthorization(request, OPS_USERS.underwriter);
    const raised = await request.post(`/ops/api/v1/applications/${borrower.uuid}/conditions`, {
      headers: { authorization },
      data: {
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        numDocsRequired: 1,
        commentsToBorrower: 'Your most recent bank statement.',
      },
    });
    expect(raised.status(), await raised.text()).toBe(201);

    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    await openMenu();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByText('Document requested', { exact: true })).toBeVisible();
    await expect(panel.getByText('We need: Your most recent bank statement.')).toBeVisible();
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Document requested' }).getByText('Just now'),
    ).toBeVisible();
    await check(page, 'notifications/document-requested');

    await panel.getByRole('link', { name: 'Upload document' }).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'conditions'));
    await expectHeading(page, 'Documents we need from you');
    // The request followed is read; the pre-qualification is not.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    const mail = await latestMessageTo(request, borrower.email, { subjectContains: 'document' });
    expect(mail.links).toContain(
      `${new URL(page.url()).origin}${BASE_PATH}/${borrower.uuid}/conditions`,
    );
  },
);
