import type { Locator, Page } from '@playwright/test';
import { borrowerAtMoreProfile, settled, statusOf } from './support/borrowers';
import { expect, test } from './support/fixtures';
import {
  check,
  errorSummary,
  expectError,
  expectHeading,
  holdStatusWaiting,
  pathPattern,
  signIn,
  urlOf,
} from './support/pages';

async function continueButton(page: Page): Promise<Locator> {
  return page.getByRole('button', { name: 'Continue' });
}

test.describe('the start of the application', () => {
  test.setTimeout(180_000);

  test(
    'profile, contact, HMDA, disclosures and the summary, then submission with the hard pull',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtMoreProfile(request, 'Sample', { label: 'start' });
      await signIn(page, borrower);

      // More profile: where the application is.
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
      await expectHeading(page, 'Your home and Social Security number');
      await page.reload();
      await expectHeading(page, 'Your home and Social Security number');
      await check(page, 'start/profile');

      await (await continueButton(page)).click();
      await expect(page).toHaveTitle(/^Error: /);
      await expect(errorSummary(page)).toBeFocused();
      await expectError(page, 'propertyOwnership', 'Please tell us whether you own this property');
      await expectError(page, 'ssn', 'Please enter your Social Security number');
      await expectError(
        page,
        'hardPullConsent',
        'Please authorize the hard credit pull to continue',
      );
      await check(page, 'start/profile-errors');

      const ssn = page.getByLabel('Social Security number', { exact: true });
      await ssn.fill('000-12-3456');
      await (await continueButton(page)).click();
      await expectError(
        page,
        'ssn',
        'Please enter a valid Social Security number. No number starts with 000, 666 or 9.',
      );

      // The masked number is swapped for the real one on focus: focus first, then replace it.
      await ssn.click();
      await ssn.fill('123456789');
      await expect(ssn).toHaveValue('123-45-6789');
      await page.getByRole('radio', { name: 'Yes' }).check();
      await expect(ssn).toHaveValue('•••-••-6789');
      await page.getByRole('checkbox', { name: /written instructions/ }).check();
      await (await continueButton(page)).click();

      // Contact: the phone given at registration, the sign-in e-mail shown.
      await expect(page).toHaveURL(pathPattern(borrower, 'start/contact'));
      await expectHeading(page, 'How can we contact you?');
      const phone = page.getByLabel('Mobile phone number');
      await expect(phone).toHaveValue('(217) 555-0142');
      await page.reload();
      await expect(phone).toHaveValue('(217) 555-0142');
      await expect(
        page.getByRole('definition').filter({ hasText: /^start-.*@example\.com$/ }),
      ).toBeVisible();
      await check(page, 'start/contact');

      for (const [typed, message] of [
        ['', 'Please enter your mobile phone'],
        ['1 303 555 0199', 'Country code 1 is not needed'],
        ['303555', 'Please enter a valid phone number. It needs 10 digits; you entered 6.'],
      ] as const) {
        await phone.fill(typed);
        await (await continueButton(page)).click();
        await expectError(page, 'phoneNumber', message);
      }
      await check(page, 'start/contact-errors');
      await phone.fill('3035550199');
      await expect(phone).toHaveValue('(303) 555-0199');
      await (await continueButton(page)).click();

      // HMDA, and back and forth without losing what was saved.
      await expect(page).toHaveURL(pathPattern(borrower, 'start/hmda'));
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/contact'));
      await expect(phone).toHaveValue('(303) 555-0199');
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
      await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /written instructions/ })).toHaveCount(0);
      await page.goto(urlOf(borrower, 'start/hmda'));
      await expectHeading(page, 'Demographic information');
      await page.reload();
      await expectHeading(page, 'Demographic information');
      await expect(page.getByText(/monitor compliance with fair lending/)).toBeVisible();
      await expect(page.getByText(/visual observation or surname/)).toBeVisible();
      await check(page, 'start/hmda');

      await (await continueButton(page)).click();
      await expectError(
        page,
        'ethnicity',
        "Select your ethnicity or 'I do not wish to provide this information'",
      );
      await expectError(
        page,
        'race',
        "Select your race or 'I do not wish to provide this information'",
      );
      await expectError(
        page,
        'sex',
        "Select your sex or 'I do not wish to provide this information'",
      );
      await check(page, 'start/hmda-errors');

      const ethnicity = page.getByRole('group', { name: 'Ethnicity' });
      const race = page.getByRole('group', { name: 'Race' });
      const sex = page.getByRole('group', { name: 'Sex' });
      await ethnicity.getByRole('checkbox', { name: 'Hispanic or Latino', exact: true }).check();
      await ethnicity.getByRole('checkbox', { name: 'Mexican' }).check();
      await ethnicity.getByRole('checkbox', { name: 'Other Hispanic or Latino' }).check();
      const otherOrigin = page.getByLabel('Other Hispanic or Latino origin');
      await otherOrigin.fill('x'.repeat(101));
      await race.getByRole('checkbox', { name: 'Asian', exact: true }).check();
      await race.getByRole('checkbox', { name: 'Korean' }).check();
      // Declining stands alone: it clears the answers, and an answer clears it.
      const declineRace = race.getByRole('checkbox', {
        name: 'I do not wish to provide this information',
      });
      await declineRace.check();
      await expect(race.getByRole('checkbox', { name: 'Asian', exact: true })).not.toBeChecked();
      await race.getByRole('checkbox', { name: 'White' }).check();
      await expect(declineRace).not.toBeChecked();
      await race.getByRole('checkbox', { name: 'Asian', exact: true }).check();
      await race.getByRole('checkbox', { name: 'Korean' }).check();
      await sex.getByRole('checkbox', { name: 'Female' }).check();
      await (await continueButton(page)).click();
      await expectError(page, 'otherHispanicOrigin', 'Must be 100 characters or fewer');
      await otherOrigin.fill('Colombian');
      await check(page, 'start/hmda-answered');
      await (await continueButton(page)).click();

      // The summary is generated, then the disclosures come first.
      await expect(page).toHaveURL(pathPattern(borrower, 'document/disclosures'), {
        timeout: 20_000,
      });
      await expectHeading(page, 'Read your home equity line of credit disclosures');
      await expect(page.getByText(/You could lose your home/)).toBeVisible();
      // The 15-year historical example, from the same domain figures the stored PDF shows.
      await expect(
        page
          .getByRole('table', { name: 'Historical example for a $10,000 advance' })
          .getByRole('row'),
      ).toHaveCount(16);
      await expect(page.getByRole('link', { name: /Read the CFPB booklet/ })).toHaveAttribute(
        'href',
        'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf',
      );
      await page.reload();
      await expectHeading(page, 'Read your home equity line of credit disclosures');
      await check(page, 'start/disclosures');
      await (await continueButton(page)).click();
      await expectError(
        page,
        'received',
        'Please confirm you have received and reviewed the disclosures',
      );
      await page.getByRole('checkbox', { name: /I have received and reviewed/ }).check();
      await (await continueButton(page)).click();

      // Check your answers.
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
      await expectHeading(page, 'Check your answers before you submit');
      const row = (label: string) =>
        page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
      await expect(row('Mobile phone number')).toContainText('(303) 555-0199');
      await expect(row('Do you own this home?')).toContainText('Yes');
      await expect(row('Credit line')).toContainText('$20,000');
      // The payment while repaying beside the one while drawing, and the income stated.
      await expect(row('Estimated monthly payment')).toContainText(/during the draw period/);
      await expect(row('Estimated monthly payment')).toContainText(/during the repayment period/);
      await expect(row('Income')).toContainText('$120,000 a year before tax');
      await expect(row('Income')).toContainText('Main source: Employed full-time');
      // The side bar shows on wide screens only.
      await expect(page.getByText('Est. payment, repayment period')).toBeVisible();
      await expect(row('Social Security number')).toContainText('Ending in 6789');
      await expect(row('Ethnicity')).toContainText(
        'Hispanic or Latino: Mexican, Other Hispanic or Latino (Colombian)',
      );
      await expect(row('Race')).toContainText('Asian: Korean');
      await page.reload();
      await expectHeading(page, 'Check your answers before you submit');
      await check(page, 'start/app-summary');

      // Change a phone number and come back.
      await row('Mobile phone number')
        .getByRole('link', { name: 'Change mobile phone number' })
        .click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/contact'));
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('start/app-summary');
      await phone.fill('(303) 555-0123');
      await (await continueButton(page)).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
      await expect(row('Mobile phone number')).toContainText('(303) 555-0123');

      // Change the HMDA answers: the page comes back filled in, and the summary is made again.
      await row('Sex').getByRole('link', { name: 'Change sex' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/hmda'));
      await expect(race.getByRole('checkbox', { name: 'Korean' })).toBeChecked();
      await expect(otherOrigin).toHaveValue('Colombian');
      await sex.getByRole('checkbox', { name: 'Female' }).uncheck();
      await sex.getByRole('checkbox', { name: 'Male', exact: true }).check();
      await (await continueButton(page)).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'), { timeout: 20_000 });
      await expect(row('Sex')).toContainText('Male');
      await expect(row('Sex')).not.toContainText('Female');

      // Change the home's ownership answer: the SSN on file is kept when the field stays empty,
      // and the hard-pull authorisation, given once, is not asked again.
      await row('Do you own this home?')
        .getByRole('link', { name: 'Change whether you own this home' })
        .click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
      await expect(page.getByText(/number ending in 6789 on file/)).toBeVisible();
      await expect(ssn).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: /written instructions/ })).toHaveCount(0);
      await (await continueButton(page)).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'));
      await expect(row('Social Security number')).toContainText('Ending in 6789');

      // Change the credit line: the offer page, then the summary made again with the new amount.
      await row('Credit line').getByRole('link', { name: 'Change credit line and terms' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'product/select'));
      await page.getByLabel('How much would you like?').fill('25,000');
      await (await continueButton(page)).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'start/app-summary'), { timeout: 20_000 });
      await expect(row('Credit line')).toContainText('$25,000');
      await check(page, 'start/app-summary-changed');

      // Submit: no second authorisation, the processing modal until the hard pull settles.
      const submitButton = page.getByRole('button', { name: 'Submit application' });
      await expect(page.getByRole('checkbox', { name: /written instructions/ })).toHaveCount(0);
      const hold = await holdStatusWaiting(page, 'WAITING_FOR_HARD_CREDIT_PULL');
      await submitButton.click();
      const modal = page.getByRole('dialog', { name: 'Working on your application' });
      await expect(modal).toBeVisible();
      await check(page, 'start/submitting');
      hold.on = false;
      await expect(modal).toBeHidden({ timeout: 20_000 });
      expect(await settled(request, borrower)).toBe('INCOME_VERIFICATION');
      await expect(page).toHaveURL(pathPattern(borrower, 'income/review'));
    },
  );

  test(
    'a borrower who does not own the home is sent to the ownership review',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtMoreProfile(request, 'Sample', { label: 'start' });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'start/profile'));
      await page.getByRole('radio', { name: 'No' }).check();
      await page.getByLabel('Social Security number', { exact: true }).fill('123-45-6789');
      await page.getByRole('checkbox', { name: /written instructions/ }).check();
      await (await continueButton(page)).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'review-app/incorrect-ownership'));
      expect((await statusOf(request, borrower)).state).toBe('PROPERTY_REVIEW');
    },
  );
});
