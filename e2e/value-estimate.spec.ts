import type { PropertyAddress } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { check, expectError, expectHeading, pathPattern, signIn, urlOf } from './support/pages';

const AUSTIN: PropertyAddress = {
  street1: '1200 Bluebonnet Ln',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

test.describe('value estimate', () => {
  test.setTimeout(180_000);

  test(
    'a Texas home: the owner’s estimate, the condition, the order, then the wait',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Texaswalk', 'BPO_ORDER_REQUEST', {
        address: AUSTIN,
      });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'bpo/estimate-value'));
      const estimate = 'What do you think your home is worth?';
      await expectHeading(page, estimate);
      await page.reload();
      await expectHeading(page, estimate);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectError(page, 'estimatedValue', 'Please enter what you think your home is worth');
      await check(page, 'bpo/estimate-value-errors');
      await page.getByLabel('Your estimate of your home’s value').fill('625000');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'bpo/condition'));
      await page.reload();
      await expectHeading(page, 'What condition is your home in?');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectError(page, 'condition', 'Please choose the condition of your home');
      await page.getByRole('radio', { name: 'Good' }).check();
      await check(page, 'bpo/condition');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'bpo/order-bpo'));
      await page.reload();
      await expectHeading(page, 'Order your home’s value estimate');
      await expect(page.getByText('$625,000')).toBeVisible();
      await check(page, 'bpo/order-bpo');
      await page.getByRole('button', { name: 'Order the value estimate' }).click();
      // The sandbox agent reports within seconds; the wait page shows until then.
      await expect(page).toHaveURL(pathPattern(borrower, '(bpo/waiting|signing/intro)'), {
        timeout: 60_000,
      });
      await expect(page).toHaveURL(pathPattern(borrower, 'signing/intro'), { timeout: 90_000 });
    },
  );
});
