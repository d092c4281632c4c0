import { borrowerAtOfferSelection, send } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { check, expectHeading, signIn, urlOf } from './support/pages';
import {
  openWithAnswers,
  seededAnswers,
  SUBMIT_LABEL,
  uniqueEmail,
  V2,
} from './registration-helpers';

/** Issue 12: the borrower chooses what costs money, and sees what a button commits them to. */

test.describe('the offer screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'chooses nothing that costs money for the borrower',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtOfferSelection(request, 'Lee');
      await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'product/select'));
      await expectHeading(page, 'Choose your offer');

      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByLabel('How much would you like?')).toHaveValue('');
      const summary = page.getByRole('region', { name: 'Your offer' });
      await expect(summary).toContainText(
        'Choose a term, how much to draw, an amount and how to pay to see your rate, payments and fees.',
      );
      await check(page, 'offer/nothing-chosen');
      // The button that accepts the offer follows the offer's figures, on phones too.
      const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
      const summaryBox = await summary.boundingBox();
      expect(continueBox!.y).toBeGreaterThan(summaryBox!.y + summaryBox!.height);

      await page.getByRole('button', { name: 'Continue' }).click();
      const links = page
        .getByRole('heading', { name: 'There is a problem' })
        .locator('..')
        .getByRole('link');
      await expect(links).toHaveText([
        'Please choose a term',
        'Please choose how much to draw at closing',
        'Please enter an amount',
        'Payments: Required',
      ]);
      await check(page, 'offer/nothing-chosen-errors');
    },
  );
});

test.describe('a button that commits never hides what it commits to', () => {
  test(
    'the credit-check button follows the authorization, never floats over it',
    { tag: '@layout' },
    async ({ page }) => {
      await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('commit')));
      const button = page.getByRole('button', { name: SUBMIT_LABEL });
      const notice = page.getByText(/Fair Credit Reporting Act/).first();
      const [buttonBox, noticeBox] = [await button.boundingBox(), await notice.boundingBox()];
      expect(buttonBox!.y).toBeGreaterThan(noticeBox!.y + noticeBox!.height);
      const bar = button.locator('xpath=..');
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).not.toBe(
        'sticky',
      );
      await check(page, 'offer/set-password-button');
    },
  );
});
