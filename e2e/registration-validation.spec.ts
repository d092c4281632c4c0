import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  continueButton,
  chooseFirstSuggestion,
  expectError,
  openWithAnswers,
  seededAnswers,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';

/** One row of the spec's validation tables, on the screen that asks for the field. */
interface Row {
  rule: string;
  path: string;
  fill: (page: Page) => Promise<unknown>;
  field: string;
  message: string;
  answers?: Record<string, unknown>;
}

const noop = async () => {};

function isoParts(date: Date) {
  return {
    day: String(date.getDate()).padStart(2, '0'),
    month: String(date.getMonth() + 1).padStart(2, '0'),
    year: String(date.getFullYear()),
  };
}

/** A birth date `years` years and `extraDays` days ago. */
function bornAgo(years: number, extraDays = 0) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - extraDays);
  return isoParts(date);
}

async function typeDate(page: Page, parts: { day: string; month: string; year: string }) {
  await page.getByLabel('Day').fill(parts.day);
  await page.getByLabel('Month').fill(parts.month);
  await page.getByLabel('Year').fill(parts.year);
}

async function notListed(page: Page, typed: string) {
  const combobox = page.getByRole('combobox', { name: 'Property address' });
  await combobox.fill(typed);
  await page.getByRole('option', { name: 'Address not listed' }).click();
}

async function listedWith(page: Page, part: 'City' | 'State' | 'ZIP code', value: string) {
  await chooseFirstSuggestion(page, 'Property address', '100 Main St');
  await page.getByRole('radio', { name: 'Primary property' }).check();
  await page.getByLabel(part).fill(value);
}

async function password(page: Page, value: string, confirm = value) {
  await page.getByLabel('Password', { exact: true }).fill(value);
  await page.getByLabel('Confirm password').fill(confirm);
}

const ALABAMA_PROPERTY = {
  propertyAddress: {
    street1: '305 Magnolia Dr',
    street2: '',
    city: 'Birmingham',
    state: 'AL',
    zip: '35203',
  },
  occupancyType: 'PRIMARY',
};

const ROWS: Row[] = [
  // Registration v2 table
  {
    rule: 'occupancy type left at the placeholder',
    path: V2,
    fill: (page) => chooseFirstSuggestion(page, 'Property address', '100 Main St'),
    field: 'occupancyType',
    message: 'Please select an occupancy type',
  },
  {
    rule: 'for sale not answered',
    path: `${V2}/for-sale`,
    fill: noop,
    field: 'isListedForSale',
    message: 'Required',
  },
  {
    rule: 'primary source of income not chosen',
    path: `${V2}/annual-income`,
    fill: (page) => page.getByLabel('Annual pre-tax income').fill('85000'),
    field: 'income-employmentType',
    message: 'Please select a primary source of income.',
  },
  {
    rule: 'unemployed refused',
    path: `${V2}/annual-income`,
    fill: async (page) => {
      await page.getByLabel('Annual pre-tax income').fill('85000');
      await page.getByLabel('Primary source of annual income').selectOption('UNEMPLOYED');
    },
    field: 'income-employmentType',
    message: "We apologize. At this time, we don't lend to unemployed borrowers.",
  },
  {
    rule: 'annual income empty',
    path: `${V2}/annual-income`,
    fill: (page) => page.getByLabel('Primary source of annual income').selectOption('RETIRED'),
    field: 'income-income',
    message: 'Required',
  },
  {
    rule: 'annual income below $0',
    path: `${V2}/annual-income`,
    fill: (page) => page.getByLabel('Annual pre-tax income').fill('-500'),
    field: 'income-income',
    message: 'Must be at least $0',
  },
  {
    rule: 'annual income of $10,000,000 or more',
    path: `${V2}/annual-income`,
    fill: (page) => page.getByLabel('Annual pre-tax income').fill('10000000'),
    field: 'income-income',
    message: 'Must be less than $10,000,000',
  },
  {
    rule: 'other income below $0',
    path: `${V2}/annual-income`,
    fill: (page) => page.getByLabel('Other income (optional)').fill('-20'),
    field: 'income-otherIncome',
    message: 'Must be at least $0',
  },
  {
    rule: 'age under 18',
    path: `${V2}/birthdate`,
    fill: (page) => typeDate(page, bornAgo(17, 300)),
    field: 'dateOfBirth',
    message: 'Must be at least 18 years old',
  },
  {
    rule: 'age under 19 for a property in Alabama',
    path: `${V2}/birthdate`,
    answers: { REGISTRATION_PROPERTY: ALABAMA_PROPERTY },
    fill: (page) => typeDate(page, bornAgo(18, 30)),
    field: 'dateOfBirth',
    message: 'Must be at least 19 years old',
  },
  // Shared field rules
  {
    rule: 'date of birth empty',
    path: `${V2}/birthdate`,
    fill: noop,
    field: 'dateOfBirth',
    message: 'Date of birth is required',
  },
  {
    rule: 'date of birth not a real date',
    path: `${V2}/birthdate`,
    fill: (page) => typeDate(page, { day: '30', month: '02', year: '1985' }),
    field: 'dateOfBirth',
    message: 'Invalid date. The day must be a number from 1 to 28.',
  },
  {
    rule: 'date of birth before 1900',
    path: `${V2}/birthdate`,
    fill: (page) => typeDate(page, { day: '01', month: '01', year: '1899' }),
    field: 'dateOfBirth',
    message: 'Invalid date. The year must have 4 digits, 1900 or later.',
  },
  {
    rule: 'email empty',
    path: `${V2}/phone-and-email`,
    fill: (page) => page.getByLabel('Mobile phone number').fill('4155550123'),
    field: 'email',
    message: 'Please enter your email',
  },
  {
    rule: 'email not an address',
    path: `${V2}/phone-and-email`,
    fill: (page) => page.getByLabel('Email address').fill('ada@'),
    field: 'email',
    message: 'Please enter a valid email address',
  },
  {
    rule: 'first name empty',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('Last name').fill('Lovelace'),
    field: 'name-firstName',
    message: 'Please enter the first name',
  },
  {
    rule: 'last name empty',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('First name').fill('Ada'),
    field: 'name-lastName',
    message: 'Please enter the last name',
  },
  {
    rule: 'first name with unsupported characters',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('First name').fill('Ada3'),
    field: 'name-firstName',
    message: 'Some of the characters entered are not supported.',
  },
  {
    rule: 'first name of one character',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('First name').fill('A'),
    field: 'name-firstName',
    message: 'First name must be at least 2 characters long',
  },
  {
    rule: 'last name of one character',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('Last name').fill('L'),
    field: 'name-lastName',
    message: 'Last name is required',
  },
  {
    rule: 'middle name with unsupported characters',
    path: `${V2}/legal-name`,
    fill: (page) => page.getByLabel('Middle name (optional)').fill('Jo--Ann'),
    field: 'name-middleName',
    message: 'Some of the characters entered are not supported.',
  },
  {
    rule: 'password empty',
    path: `${V2}/set-password`,
    fill: noop,
    field: 'password',
    message: 'Required',
  },
  {
    rule: 'password shorter than 12 characters',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'Short1!a'),
    field: 'password',
    message: 'Must be at least 12 characters long',
  },
  {
    rule: 'password without an uppercase letter',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'no-uppercase-1!x'),
    field: 'password',
    message: 'Must contain at least one uppercase letter',
  },
  {
    rule: 'password without a lowercase letter',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'NO-LOWERCASE-1!X'),
    field: 'password',
    message: 'Must contain at least one lowercase letter',
  },
  {
    rule: 'password without a number',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'NoNumbersHere!x'),
    field: 'password',
    message: 'Must contain at least one number',
  },
  {
    rule: 'password without a special character',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'NoSpecials1234x'),
    field: 'password',
    message: 'Must contain at least one special character',
  },
  {
    rule: 'password meeting the rules but guessable',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'MyPassword123!'),
    field: 'password',
    message: 'Password is not strong enough',
  },
  {
    rule: 'confirmation empty',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'Str0ng!Secret#42', ''),
    field: 'confirmPassword',
    message: 'Required',
  },
  {
    rule: 'confirmation different',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'Str0ng!Secret#42', 'Str0ng!Secret#43'),
    field: 'confirmPassword',
    message: "Passwords don't match",
  },
  {
    rule: 'phone empty',
    path: `${V2}/phone-and-email`,
    fill: (page) => page.getByLabel('Email address').fill('ada@example.com'),
    field: 'phoneNumber',
    message: 'Please enter your mobile phone',
  },
  {
    rule: 'phone too short',
    path: `${V2}/phone-and-email`,
    fill: (page) => page.getByLabel('Mobile phone number').fill('41555'),
    field: 'phoneNumber',
    message: 'Please enter a valid phone number. It needs 10 digits; you entered 5.',
  },
  {
    rule: 'phone starting with the country code',
    path: `${V2}/phone-and-email`,
    fill: (page) => page.getByLabel('Mobile phone number').fill('+1 415 555 0123'),
    field: 'phoneNumber',
    message: 'Country code 1 is not needed',
  },
  {
    rule: 'terms and privacy not accepted',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'Str0ng!Secret#42'),
    field: 'termPrivacyConsent',
    message: 'Required',
  },
  {
    rule: 'communication consent not given',
    path: `${V2}/set-password`,
    fill: (page) => password(page, 'Str0ng!Secret#42'),
    field: 'communicationConsent',
    message: 'Required',
  },
  {
    rule: 'street address missing once the address fields are revealed',
    path: V2,
    fill: async (page) => {
      await chooseFirstSuggestion(page, 'Property address', '100 Main St');
      await page.getByRole('combobox', { name: 'Property address' }).fill('');
    },
    field: 'propertyAddress-street1',
    message: 'Street address is required',
  },
  {
    rule: 'street address of a single word, not listed',
    path: V2,
    fill: (page) => notListed(page, 'Mainstreet'),
    field: 'propertyAddress-street1',
    message: 'Street address is required',
  },
  {
    rule: 'city with digits',
    path: V2,
    fill: (page) => listedWith(page, 'City', 'Spr1ngfield'),
    field: 'propertyAddress-city',
    message: 'Please enter a valid city name',
  },
  {
    rule: 'state of one letter',
    path: V2,
    fill: (page) => listedWith(page, 'State', 'I'),
    field: 'propertyAddress-state',
    message: 'State must be two characters in length',
  },
  {
    rule: 'state that does not exist',
    path: V2,
    fill: (page) => listedWith(page, 'State', 'ZZ'),
    field: 'propertyAddress-state',
    message: 'Please enter a valid state',
  },
  {
    rule: 'zip of fewer than 5 digits',
    path: V2,
    fill: (page) => listedWith(page, 'ZIP code', '627'),
    field: 'propertyAddress-zip',
    message: 'Please enter a valid zipcode',
  },
  {
    rule: 'typed address without choosing a listed one',
    path: V2,
    fill: (page) => page.getByRole('combobox', { name: 'Property address' }).fill('100 Main St'),
    field: 'propertyAddress-street1',
    message: 'Please enter a valid property address',
  },
];

test.describe('registration validation, one test per row of the spec tables', () => {
  test.beforeAll(async ({ request }) => {
    await warmUpTypeahead(request);
  });

  for (const row of ROWS) {
    test(`${row.rule}: '${row.message}'`, async ({ page }) => {
      const answers = { ...seededAnswers(uniqueEmail('validation')), ...row.answers };
      await openWithAnswers(page, row.path, answers);
      await row.fill(page);
      await continueButton(page)
        .or(page.getByRole('button', { name: 'Agree and check my rate' }))
        .click();
      await expectError(page, row.field, row.message);
    });
  }

  test('the summary link moves focus to its field, and the field says it is invalid', async ({
    page,
  }) => {
    await openWithAnswers(page, `${V2}/legal-name`, seededAnswers(uniqueEmail('link')));
    await continueButton(page).click();
    await page.getByRole('link', { name: 'Please enter the first name' }).click();
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAttribute('aria-describedby', 'name-firstName-error');
  });

  test('a corrected field leaves the summary as it is typed, and the title loses Error:', async ({
    page,
  }) => {
    await openWithAnswers(page, `${V2}/for-sale`, seededAnswers(uniqueEmail('fix')));
    await continueButton(page).click();
    await expectError(page, 'isListedForSale', 'Required');
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeHidden();
    await expect(page.locator('#isListedForSale-error')).toBeHidden();
    await expect(page).toHaveTitle(/^Is this property currently for sale\?/);
  });

  test('the transactional text consent is not required', async ({ page }) => {
    await openWithAnswers(page, `${V2}/phone-and-email`, {
      ...seededAnswers(uniqueEmail('sms')),
      REGISTRATION_CONTACT: undefined,
    });
    await page.getByLabel('Mobile phone number').fill('4155550123');
    await page.getByLabel('Email address').fill(uniqueEmail('sms'));
    await continueButton(page).click();
    await expect(page).toHaveURL(`${V2}/set-password`);
  });
});
