/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Borrower } from './support/borrowers';
import { BASE_PATH, expect } from './support/fixtures';

/** Shared by the registration specs: unique identities, step drivers and seeded answers. */

export const V2 = `${BASE_PATH}/register-v2`;
export const LEGACY = `${BASE_PATH}/register`;
export const SUBMIT_LABEL = 'Agree and check my rate';
export const PASSWORD = 'Str0ng!Secret#42';
/** The application entry, /{uuid}, or the step it routes the new application on to. */
export const APPLICATION_URL = new RegExp(
  `${BASE_PATH}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/[a-z/-]+)?$`,
);

let counter = 0;
/** An e-mail no other test (or earlier run on the same server) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** The first suggestion for `text`, chosen with the mouse. */
export async function chooseFirstSuggestion(page: Page, label: string, text: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(text);
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
}

/**
 * The typeahead loads its US ZIP index on the first request, which takes seconds on a busy
 * machine: each spec asks once before its tests, so that no test waits on it.
 */
export async function warmUpTypeahead(request: APIRequestContext): Promise<void> {
  const response = await request.get('/service-address/api/v1/typeahead/100%20Main%20St', {
    timeout: 60_000,
  });
  expect(response.status()).toBe(200);
}

export async function fillPropertyStep(page: Page, occupancy = 'Primary property') {
  await chooseFirstSuggestion(page, 'Property address', '100 Main St');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await page.getByRole('radio', { name: occupancy }).check();
}

export async function fillIncomeStep(page: Page) {
  await page.getByLabel('Annual pre-tax income').fill('85000');
  await page.getByLabel('Primary source of annual income').selectOption('FULL_TIME');
}

export async function fillNameStep(page: Page, lastName = 'Lovelace') {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(lastName);
}

export async function fillBirthdateStep(page: Page) {
  await page.getByLabel('Day').fill('27');
  await page.getByLabel('Month').fill('03');
  await page.getByLabel('Year').fill('1985');
}

export async function fillContactStep(page: Page, email: string) {
  await page.getByLabel('Mobile phone number').fill('4155550123');
  await page.getByLabel('Email address').fill(email);
}

export async function fillPasswordStep(page: Page) {
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of use/ }).check();
  await page.getByRole('checkbox', { name: /communications electronically/ }).check();
}

/** Answers for every step but the password, as the forms store them in session storage. */
export function seededAnswers(email: string, overrides: Record<string, unknown> = {}) {
  return {
    REGISTRATION_PROPERTY: {
      propertyAddress: {
        street1: '100 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        fullAddress: '100 Main St, Springfield, IL 62704',
      },
      occupancyType: 'PRIMARY',
    },
    REGISTRATION_FOR_SALE: { isListedForSale: 'NO' },
    REGISTRATION_INCOME: {
      income: { income: '$85,000', otherIncome: '', employmentType: 'FULL_TIME' },
    },
    REGISTRATION_NAME: {
      name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
    },
    REGISTRATION_BIRTHDATE: { dateOfBirth: { day: '27', month: '03', year: '1985' } },
    REGISTRATION_CONTACT: {
      phoneNumber: '(415) 555-0123',
      email,
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    },
    ...overrides,
  };
}

/** The storage key of the step each path shows: its own answer is not seeded. */
const STEP_KEYS: Record<string, string> = {
  'register-v2': 'REGISTRATION_PROPERTY',
  'property-info': 'REGISTRATION_PROPERTY',
  'home-address': 'REGISTRATION_HOME_ADDRESS',
  'for-sale': 'REGISTRATION_FOR_SALE',
  'sale-status': 'REGISTRATION_FOR_SALE',
  'annual-income': 'REGISTRATION_INCOME',
  'income-info': 'REGISTRATION_INCOME',
  'legal-name': 'REGISTRATION_NAME',
  name: 'REGISTRATION_NAME',
  birthdate: 'REGISTRATION_BIRTHDATE',
  'phone-and-email': 'REGISTRATION_CONTACT',
  'contact-info': 'REGISTRATION_CONTACT',
};

/**
 * An empty page of the app's origin, answered by the test itself, to store answers from. It names
 * the app's icon: without one Chromium asks for `/favicon.ico`, whose 404 is a console error.
 */
const SEED_PAGE = `${BASE_PATH}/e2e-seed-answers`;

/**
 * Opens `path` with the given answers already stored, as if the earlier steps were done (the
 * step's own answer is left out): the answers are stored from an empty page of the origin (booting
 * the app only to write them would load it twice), then `path` opened.
 */
export async function openWithAnswers(page: Page, path: string, answers: Record<string, unknown>) {
  const ownKey = STEP_KEYS[path.split('/').pop() ?? ''];
  const earlier = Object.fromEntries(Object.entries(answers).filter(([key]) => key !== ownKey));
  await page.route(SEED_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Seed</title><link rel="icon" href="${BASE_PATH}/favicon.svg">`,
    }),
  );
  await page.goto(SEED_PAGE);
  await page.unroute(SEED_PAGE);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    }
  }, earlier);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message shows in the error summary (which has focus) and under its field, whose error
 * element is `{fieldId}-error`, and the page title starts with 'Error: '.
 */
export async function expectError(page: Page, fieldId: string, message: string) {
  const summary = page.locator('div[tabindex="-1"]', {
    has: page.getByRole('heading', { name: 'There is a problem' }),
  });
  await expect(summary).toBeFocused();
  // Where several fields share the message, the summary also names the field ('Password: Required').
  const link = summary.locator(`a[href^="#${fieldId}"]`);
  await expect(link).toHaveText(new RegExp(`^([A-Z][A-Za-z -]+: )?${escapeRegExp(message)}$`));
  await expect(page.locator(`[id="${fieldId}-error"]`)).toHaveText(`Error: ${message}`);
  await expect(page).toHaveTitle(/^Error: /);
}

/** The borrower the browser registered: the application from the address, the credential stored. */
export async function borrowerOf(page: Page, email: string, name: string): Promise<Borrower> {
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  const authorization = (await page.evaluate(() => window.localStorage.getItem('jwt'))) ?? '';
  expect(uuid).not.toBe('');
  return { uuid, authorization, email, name };
}

/**
 * Registers Ada `lastName` as a primary-home owner on the registration screens of the server at
 * `origin` (this one's by default), one question a page: the new borrower, signed in.
 */
export async function registerOnScreens(
  page: Page,
  lastName: string,
  email: string,
  origin = '',
): Promise<Borrower> {
  const v2 = `${origin}${V2}`;
  await page.goto(v2);
  await fillPropertyStep(page, 'Primary property');
  await continueButton(page).click();
  await expect(page).toHaveURL(`${v2}/for-sale`);
  await page.getByRole('radio', { name: 'No' }).check();
  await continueButton(page).click();
  await fillIncomeStep(page);
  await continueButton(page).click();
  await fillNameStep(page, lastName);
  await continueButton(page).click();
  await fillBirthdateStep(page);
  await continueButton(page).click();
  await fillContactStep(page, email);
  await continueButton(page).click();
  await expect(page).toHaveURL(`${v2}/set-password`);
  await fillPasswordStep(page);
  await page.getByRole('button', { name: SUBMIT_LABEL }).click();
  await expect(page).toHaveURL(APPLICATION_URL, { timeout: 20_000 });
  return await borrowerOf(page, email, `Ada ${lastName}`);
}

/** start/profile: the home is the borrower's, the SSN typed, the hard pull authorized, sent. */
export async function answerSsnScreen(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Yes' }).check();
  const ssn = page.getByLabel('Social Security number', { exact: true });
  await ssn.click();
  await ssn.fill('123456789');
  await page.getByRole('checkbox', { name: /written instructions/ }).check();
  await continueButton(page).click();
}
