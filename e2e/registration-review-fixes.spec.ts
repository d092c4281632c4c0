import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { check } from './support/pages';
import {
  chooseFirstSuggestion,
  continueButton,
  openWithAnswers,
  seededAnswers,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';

/** Fixes from the walk of the registration as a new borrower (issue 12). */

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

test("'Address not listed' starts from an empty city, state and ZIP", async ({ page }) => {
  await page.goto(V2);
  await chooseFirstSuggestion(page, 'Property address', '100 Main St');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');

  const street = page.getByRole('combobox', { name: 'Property address' });
  await street.fill('12 Oak St, Denver');
  await page.getByRole('option', { name: 'Address not listed' }).click();
  await expect(street).toHaveValue('12 Oak St, Denver');
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('');
  await expect(page.getByLabel('ZIP code')).toHaveValue('');
});

test(
  "a tap on an option's hint selects it, and every option row is at least 44 px tall",
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto(V2);
    // The first screen is the server's HTML: tap once React has taken it over.
    await page.waitForFunction(() => 'toggleDevTools' in window);
    // A tap where the hint is: the row, not the hint element, takes it (force skips the check that
    // the hint itself would receive the tap).
    await page.getByText('You rent it out or hold it as an investment.').click({ force: true });
    await expect(page.getByRole('radio', { name: 'Investment property' })).toBeChecked();
    for (const radio of await page.getByRole('radio').all()) {
      const row = radio.locator('xpath=..');
      const box = await row.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  },
);

test('a link inside a consent row still opens, and does not tick the box', async ({ page }) => {
  await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('tap')));
  const terms = page.getByRole('checkbox', { name: /Terms of use/ });
  const row = terms.locator('xpath=..');
  const link = row.getByRole('link', { name: 'Terms of use' });
  await expect(link).toBeVisible();
  // The policy opens in a new tab (leaving would lose the password): the test fails without one.
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(/\/terms$/);
  await expect(popup.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await popup.close();
  await expect(terms).not.toBeChecked();
});

test("the password meter never says 'Good' while a rule is unmet", async ({ page }) => {
  await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('meter')));
  const password = page.getByLabel('Password', { exact: true });
  // Long, upper and lower case and a number: only the special character is missing.
  await password.fill('Abcdefghijk1');
  await expect(page.getByText('Must contain at least one special character')).toBeVisible();
  const reading = page.locator('p', { hasText: 'Password strength:' });
  await expect(reading).toContainText('Fair');
  await expect(reading).not.toContainText(/Good|Strong/);
  await password.fill('Abcdefghijk1!');
  await expect(reading).toContainText('Strong');
});

test('the date of birth is asked in the US order: month, day, year', async ({ page }) => {
  await openWithAnswers(page, `${V2}/birthdate`, seededAnswers(uniqueEmail('dob')));
  const group = page.getByRole('group', { name: 'What is your date of birth?' });
  await expect(group.getByRole('textbox')).toHaveCount(3);
  const labels = await group.locator('label').allTextContents();
  expect(labels).toEqual(['Month', 'Day', 'Year']);
  await expect(group.getByLabel('Month')).toHaveAttribute('autocomplete', 'bday-month');
  await expect(group).toContainText('For example, 03 27 1985');
});

test.describe('errors name the problem', () => {
  const summaryLinks = (page: Page) =>
    page
      .locator('div[tabindex="-1"]', {
        has: page.getByRole('heading', { name: 'There is a problem' }),
      })
      .getByRole('link');

  test(
    'a wrong date names the field and the part, and marks only that box',
    { tag: '@layout' },
    async ({ page }) => {
      await openWithAnswers(page, `${V2}/birthdate`, seededAnswers(uniqueEmail('dob-part')));
      await page.getByLabel('Month').fill('13');
      await page.getByLabel('Day').fill('27');
      await page.getByLabel('Year').fill('1985');
      await continueButton(page).click();
      await expect(summaryLinks(page)).toHaveText([
        'Date of birth: Invalid date. The month must be a number from 1 to 12.',
      ]);
      await expect(page.getByLabel('Month')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Day')).not.toHaveAttribute('aria-invalid', 'true');
      await check(page, 'registration/birthdate-part-error');

      await page.getByLabel('Month').fill('02');
      await page.getByLabel('Day').fill('30');
      await continueButton(page).click();
      await expect(summaryLinks(page)).toHaveText([
        'Date of birth: Invalid date. The day must be a number from 1 to 28.',
      ]);
      await summaryLinks(page).first().click();
      await expect(page.getByLabel('Day')).toBeFocused();
    },
  );

  test("a bare 'Required' says which question it is about", async ({ page }) => {
    await openWithAnswers(page, `${V2}/for-sale`, seededAnswers(uniqueEmail('bare')));
    await continueButton(page).click();
    await expect(summaryLinks(page)).toHaveText(['For sale: Required']);
  });

  test(
    "a short phone number is too short, not 'Country code 1 is not needed'",
    { tag: '@layout' },
    async ({ page }) => {
      await openWithAnswers(page, `${V2}/phone-and-email`, seededAnswers(uniqueEmail('phone')));
      await page.getByLabel('Mobile phone number').fill('123');
      await page.getByLabel('Email address').fill('ada@example.com');
      await continueButton(page).click();
      await expect(summaryLinks(page)).toHaveText([
        'Please enter a valid phone number. It needs 10 digits; you entered 3.',
      ]);
      await check(page, 'registration/phone-short-error');
    },
  );

  test(
    'an annual income of $12 is refused, with what to enter instead',
    { tag: '@layout' },
    async ({ page }) => {
      await openWithAnswers(page, `${V2}/annual-income`, seededAnswers(uniqueEmail('income')));
      await page.getByLabel('Annual pre-tax income').fill('12');
      await page.getByLabel('Primary source of annual income').selectOption('FULL_TIME');
      await continueButton(page).click();
      await expect(page.locator('#income-income-error')).toHaveText(
        'Error: Must be at least $1,000 a year. Enter your yearly income before tax in dollars, for example 85000.',
      );
      await expect(page).toHaveURL(/annual-income$/);
      await check(page, 'registration/income-too-low-error');
    },
  );
});

test('copy keeps its promises, and the credit-check button names its action', async ({ page }) => {
  const answers = seededAnswers(uniqueEmail('copy'));
  await openWithAnswers(page, `${V2}/phone-and-email`, answers);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we contact you?');
  await expect(page.getByText(/next page/)).toHaveCount(0);

  await openWithAnswers(page, `${V2}/set-password`, answers);
  await expect(page.getByRole('button', { name: 'Agree and check my rate' })).toBeVisible();
  await expect(page.getByText("Pre-qualification won't affect your credit score")).toBeVisible();
  await expect(page.getByText(/By selecting ‘Agree and check my rate’/)).toBeVisible();
});
