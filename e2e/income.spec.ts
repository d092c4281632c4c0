import { send, settled, STATUS_ROUTE } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import {
  check,
  expectError,
  expectHeading,
  onPageAfterReload,
  pathPattern,
  signIn,
  urlOf,
} from './support/pages';
import { dialog, dialogHeading, signInAt } from './support/steps';
import { samplePdf } from '../apps/server/test/sample-files';

test.describe('income', () => {
  test.setTimeout(180_000);

  test(
    'the default persona submits, is told what happens next, and links payroll through the dialog',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Incomewalk', 'APP_SUBMISSION');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
      await page.getByRole('button', { name: 'Submit application' }).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'income/review'), { timeout: 30_000 });
      await onPageAfterReload(page, borrower, 'income/review', 'Verify your income');
      const submitted = page.getByRole('region', { name: 'Your application is submitted' });
      await expect(submitted).toContainText('We ran the hard credit pull');
      await expect(submitted).toContainText('Next, link your income sources');
      await expect(submitted).toContainText('funding in five business days');
      await expect(page.getByText('$120,000')).toBeVisible();
      await expect(page.getByText('Employed full-time')).toBeVisible();
      await check(page, 'income/review');

      // The dashboard says the same.
      await page.goto(`${BASE_PATH}/dashboard`);
      await expect(
        page.getByRole('region', { name: 'Your application is submitted' }),
      ).toContainText('What comes next');
      await check(page, 'income/dashboard-submitted');

      // income/link alone goes to the review.
      await page.goto(urlOf(borrower, 'income/link'));
      await expect(page).toHaveURL(pathPattern(borrower, 'income/review'));
      await page.getByRole('link', { name: 'Link your payroll account' }).click();
      await onPageAfterReload(
        page,
        borrower,
        'income/link/TRUV_PAYROLL',
        'Link your payroll account',
      );
      await check(page, 'income/link');

      await page.getByRole('button', { name: 'Continue to Sandbox Link' }).click();
      await dialogHeading(page, 'Select your payroll provider');
      await check(page, 'income/link-choose', false);
      // Escape closes the dialog; the page is as it was.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await page.getByRole('button', { name: 'Continue to Sandbox Link' }).click();
      await dialogHeading(page, 'Select your payroll provider');

      // An institution that does not answer: the reason, and the choice again.
      await signInAt(page, 'Offline Payroll (always unavailable)');
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'This institution isn’t responding right now. Please try again later or choose another.',
      );
      await dialogHeading(page, 'Select your payroll provider');

      // A wrong password: the reason, and the sign-in again; a reload resumes there.
      await signInAt(page, 'Sandbox Payroll', 'pass_bad');
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'The username or password you entered is incorrect. Please try again.',
      );
      await check(page, 'income/link-sign-in-failed', false);
      await page.reload();
      await dialogHeading(page, 'Sign in to Sandbox Payroll');
      await dialog(page).getByLabel('Username').fill('user_good');
      await dialog(page).getByLabel('Password').fill('pass_good');
      await dialog(page).getByRole('button', { name: 'Sign in' }).click();
      await dialogHeading(page, 'Allow access to your data');
      await check(page, 'income/link-consent', false);

      // A bank's OAuth return resumes the saved application where it was.
      await page.goto(`${BASE_PATH}/plaid-oauth-success?oauth_state_id=e2e`);
      await expect(page).toHaveURL(
        /income\/link\/TRUV_PAYROLL\?session=[0-9a-f-]+&oauth_state_id=e2e$/,
      );
      await dialogHeading(page, 'Allow access to your data');

      await dialog(page).getByRole('button', { name: 'Allow' }).click();
      await dialogHeading(page, 'Your account is linked');
      await expect(dialog(page)).toContainText('Employer found:');
      await check(page, 'income/link-linked', false);
      await dialog(page).getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'bank/disburse'), { timeout: 30_000 });
      expect(await settled(request, borrower)).toBe('DISBURSEMENT_ACCOUNT');

      // Underwriting asking to confirm the employment (no sandbox persona does): its own page.
      await page.route(STATUS_ROUTE, async (route) => {
        const response = await route.fetch();
        const status = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...status, state: 'EMPLOYMENT_VERIFICATION', waiting: false, actions: [] },
        });
      });
      await page.goto(urlOf(borrower, 'bank/disburse'));
      await onPageAfterReload(
        page,
        borrower,
        'income/employer-verification',
        'We’re confirming your employment',
      );
      await check(page, 'income/employer-verification');
    },
  );

  test(
    'the Paystub persona’s link finds no income, and a paystub upload verifies it',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Paystub', 'APP_SUBMISSION');
      await send(request, borrower, 'POST', '/submit');
      expect(await settled(request, borrower)).toBe('INCOME_VERIFICATION');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'income/review'));

      // Pointserv hands the borrower back to income/pointserv-callback with the result.
      await page.getByRole('link', { name: 'Link your payroll records' }).click();
      await page.getByRole('button', { name: 'Continue to Sandbox Link' }).click();
      await signInAt(page, 'Sandbox Payroll');
      await dialog(page).getByRole('button', { name: 'Allow' }).click();
      for (const load of ['arrival', 'reload']) {
        if (load === 'reload') await page.reload();
        await expect(page).toHaveURL(pathPattern(borrower, 'income/pointserv-callback'));
        await dialogHeading(page, 'We couldn’t verify your income');
      }
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'We couldn’t read your pay from this payroll account.',
      );
      await check(page, 'income/pointserv-callback', false);
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'income/review'));

      await page.getByRole('link', { name: 'Link your bank deposits' }).click();
      await onPageAfterReload(
        page,
        borrower,
        'income/link/PLAID_TRANSACTIONS',
        'Link your bank deposits',
      );
      await page.getByRole('button', { name: 'Continue to Sandbox Link' }).click();
      await dialogHeading(page, 'Select your bank');
      await signInAt(page, 'Tartan Bank');
      await dialog(page).getByRole('button', { name: 'Allow' }).click();
      await dialogHeading(page, 'We couldn’t verify your income');
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'We didn’t find any income deposits in this account.',
      );
      await check(page, 'income/link-failed', false);

      // Trying again opens a new link; closing it leaves the page as it was.
      await dialog(page).getByRole('button', { name: 'Try again' }).click();
      await dialogHeading(page, 'Select your bank');
      await signInAt(page, 'Tartan Bank');
      await dialog(page).getByRole('button', { name: 'Allow' }).click();
      await dialog(page).getByRole('button', { name: 'Upload paystubs instead' }).click();

      const upload = 'Upload your most recent paystub';
      await expect(page).toHaveURL(pathPattern(borrower, 'income/upload/MANUAL_PAYSTUB'), {
        timeout: 30_000,
      });
      await onPageAfterReload(page, borrower, 'income/upload/MANUAL_PAYSTUB', upload);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectError(page, 'paystub1', 'Please upload your paystub');
      await check(page, 'income/upload-errors');

      await page.goto(urlOf(borrower, 'income/review'));
      await expectHeading(page, 'Verify your income');
      await expect(
        page.getByRole('heading', { name: 'Upload your paystubs instead' }),
      ).toBeVisible();
      await check(page, 'income/review-paystubs');
      await page.getByRole('link', { name: 'Upload your paystub' }).click();

      await expectHeading(page, upload);
      await page.getByLabel('Your most recent paystub').setInputFiles({
        name: 'paystub.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Paystub'),
      });
      await expect(page.getByText('paystub.pdf uploaded', { exact: true })).toBeAttached();
      await check(page, 'income/upload');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'bank/disburse'), { timeout: 30_000 });
      expect(await settled(request, borrower)).toBe('DISBURSEMENT_ACCOUNT');
    },
  );
});
