import { borrowerAtOfferSelection, send } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, expectHeading, signIn, urlOf } from './support/pages';

/** Issue 12, item 13: 'Share your thoughts with our CEO', from the side bar to operations. */

test.use({ allowedConsoleErrors: /status of 500/ });
test.describe.configure({ timeout: 90_000 });

test(
  'a borrower sends feedback to the CEO, and operations read it',
  { tag: '@layout' },
  async ({ page, request }) => {
    const borrower = await borrowerAtOfferSelection(request, 'Lee');
    await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
    await signIn(page, borrower);
    await page.goto(urlOf(borrower, 'product/select'));
    await expectHeading(page, 'Choose your offer');

    await page.getByRole('button', { name: 'Share your thoughts with our CEO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
    await expect(dialog).toBeVisible();
    const sendButton = dialog.getByRole('button', { name: 'Send feedback' });

    // The spec's messages: everything is required, the message 10 to 1000 characters.
    await sendButton.click();
    await expect(dialog.locator('#topic-error')).toHaveText('Error: Required');
    await expect(dialog.locator('#message-error')).toHaveText('Error: Required');
    await expect(dialog.locator('#marketingConsent-error')).toHaveText('Error: Required');
    await check(page, 'feedback/ceo-dialog-errors', false);
    const message = dialog.getByLabel('Your message');
    await message.fill('Too short');
    await expect(dialog.locator('#message-error')).toHaveText(
      'Error: Must be at least 10 characters',
    );
    await message.fill('x'.repeat(1001));
    await expect(dialog.locator('#message-error')).toHaveText(
      'Error: Must be at most 1000 characters',
    );

    // Unique to this borrower: the operations list shows every test's feedback.
    const words = `The offer screen made the choice clear. Thank you! (${borrower.uuid.slice(0, 8)})`;
    await message.fill(words);
    await dialog.getByRole('radio', { name: 'Give us a compliment' }).check();
    await dialog.getByRole('radio', { name: 'Yes' }).check();

    // A server error shows in an alert, and nothing typed is lost.
    await page.route('**/service-profile/api/v1/feedback/ceo', (route) =>
      route.fulfill({
        status: 500,
        json: { errors: [{ code: 'internal', message: 'Something unexpected happened' }] },
      }),
    );
    await sendButton.click();
    await expect(dialog.getByRole('alert')).toContainText('Your feedback was not sent');
    await expect(message).toHaveValue(words);
    await check(page, 'feedback/ceo-dialog-server-error', false);
    await page.unroute('**/service-profile/api/v1/feedback/ceo');

    await sendButton.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Thank you. Your feedback is on its way to our CEO.'),
    ).toBeVisible();

    // Operations see it with the page it was written on and the application.
    await signInAsOps(page, OPS_USERS.admin, `${BASE_PATH}/ops/feedback`);
    await expectHeading(page, 'Feedback to the CEO');
    const item = page.getByRole('listitem').filter({ hasText: words });
    await expect(item).toContainText('Give us a compliment');
    await expect(item).toContainText(`${BASE_PATH}/${borrower.uuid}/product/select`);
    await expect(item).toContainText('Marketing use: allowed');
    await check(page, 'feedback/ops-list');
  },
);
