import { registerBorrower, send, settled } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { borrowerAt, borrowerFromBankOnTo } from './support/journey-api';
import { check, expectHeading, pathPattern, signIn, urlOf } from './support/pages';
import { continueButton, V2 } from './registration-helpers';

/** The DSCR loan in the browser (issue 31 item 1, decision 0053): offered on rent, or declined. */
test.describe('the DSCR loan', () => {
  test(
    'an investment property whose rent covers the debt gets a DSCR offer and goes on with it',
    { tag: '@layout' },
    async ({ page, request }) => {
      test.setTimeout(120_000);
      // Registration says, before the choice, what an investment property is offered.
      await page.goto(V2);
      await expect(
        page.getByText('We’ll offer you a DSCR loan, qualified on its rent, instead of a home'),
      ).toBeVisible();

      const borrower = await registerBorrower(request, 'Rental', { occupancyType: 'INVESTMENT' });
      expect(await settled(request, borrower)).toBe('OFFER_SELECTION');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'liens'), { timeout: 20_000 });
      await page.getByRole('radio', { name: 'Yes, that’s right' }).check();
      await continueButton(page).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'product/select'), { timeout: 20_000 });
      await expectHeading(page, 'Choose your offer');
      await expect(page.getByText(/You’re pre-qualified for a DSCR loan/)).toBeVisible();
      const intro = page.getByRole('region', { name: 'A DSCR loan for your investment property' });
      await expect(intro).toContainText('instead of a home equity line of credit');
      await expect(intro).toContainText('Rent estimate from our property valuation provider');
      await expect(intro).toContainText('Monthly debt service');
      // Rental's rent covers the debt: the ratio stated is at or above the minimum.
      const ratio = await intro
        .locator('dt', { hasText: 'Debt-service coverage ratio (DSCR)' })
        .locator('xpath=following-sibling::dd')
        .textContent();
      expect(Number(/^(\d+\.\d\d)/.exec(ratio ?? '')?.[1])).toBeGreaterThanOrEqual(1);
      await expect(intro).toContainText('Our minimum is 1.00.');
      const next = page.getByRole('region', { name: 'What happens next' });
      await expect(next).toContainText('We don’t ask about your income');
      await expect(next).toContainText('no three-day right to cancel');
      await check(page, 'dscr/offer');

      await page
        .getByRole('group', { name: 'How long would you like your line to last?' })
        .getByRole('radio')
        .first()
        .check();
      await page.getByRole('radio', { name: /Draw the full line at closing/ }).check();
      await page.getByLabel('How much would you like?').fill('30000');
      await page.getByRole('radio', { name: 'I’ll pay each month myself' }).check();
      const summary = page.getByRole('region', { name: 'Your offer' });
      await expect(summary).toContainText('Margin from our DSCR pricing grid');
      await check(page, 'dscr/offer-chosen');
      await continueButton(page).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'), { timeout: 20_000 });
      await expectHeading(page, 'Your home and Social Security number');
      await check(page, 'dscr/profile');
    },
  );

  test(
    'an investment property whose rent does not cover the debt is told why',
    { tag: '@layout' },
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const borrower = await registerBorrower(request, 'Lowrent', { occupancyType: 'INVESTMENT' });
      expect(await settled(request, borrower)).toBe('DECLINED');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(urlOf(borrower, 'error/decline'), { timeout: 20_000 });

      await expectHeading(page, 'The property’s rent doesn’t cover its monthly costs');
      await expect(
        page.getByText(/^The property’s monthly rent of \$[\d,.]+ covers its monthly debt service/),
      ).toContainText(/only 0\.\d\d times\. We need the rent to cover it at least 1\.00 times\./);
      const figures = page.getByRole('region', { name: 'The figures we used' });
      await expect(figures).toContainText('Rent estimate from our property valuation provider');
      // The adverse-action notice the server made, with its reason.
      const notice = page.getByRole('region', { name: 'Statement of credit denial' });
      await expect(notice).toContainText(
        "Property's rental income does not cover its debt service",
      );
      await expect(notice).toContainText(
        'Debt-service-coverage-ratio (DSCR) loan on an investment property, loan number',
      );
      await check(page, 'dscr/decline');
    },
  );

  test(
    'after the hard pull a DSCR loan asks for the bank account, not income, and funds without a right to cancel',
    { tag: '@layout' },
    async ({ page, request }) => {
      test.setTimeout(240_000);
      const borrower = await borrowerAt(request, 'Rental', 'DISBURSEMENT_ACCOUNT', {
        occupancyType: 'INVESTMENT',
      });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'bank/disburse'), { timeout: 20_000 });
      await expectHeading(page, 'Where should we send your money?');
      await expect(
        page.getByText('Add Bank Account', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await expect(page.getByText('Link Income Sources')).toHaveCount(0);
      await check(page, 'dscr/bank');

      await borrowerFromBankOnTo(request, borrower, 'TRUST_AND_INSURANCE');
      const insured = await send(request, borrower, 'POST', '/insurance', {
        kind: 'HAZARD',
        carrier: 'Sandbox Mutual',
        policyNumber: 'HZ-2026-DSCR',
        coverageAmount: 50_000_000,
        expirationDate: '2030-12-31',
      });
      // Business-purpose credit: no three-day wait between the insurance and the funding.
      expect(insured.state).toBe('WAITING_FOR_FUNDING_DECISION');
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'complete'), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        'Your right to cancel has started',
      );
      await expect(page.getByText(/right to cancel/i)).toHaveCount(0);
      await check(page, 'dscr/complete');
    },
  );
});
