/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { BASE_PATH, expect, storeCredential, test } from './support/fixtures';
import {
  APPLICATION_URL,
  chooseFirstSuggestion,
  continueButton,
  fillBirthdateStep,
  fillContactStep,
  fillIncomeStep,
  fillNameStep,
  fillPasswordStep,
  fillPropertyStep,
  openWithAnswers,
  PASSWORD,
  seededAnswers,
  SUBMIT_LABEL,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Registration progress' });

async function storedAnswerKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('REGISTRATION_')),
  );
}

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

test.describe('registration v2', () => {
  test(
    'registers a borrower with an investment property and opens the application, signed in',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(V2);
      await expect(page).toHaveTitle('Which property do you want to borrow against? – OpenHELOC');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 1 of 8');
      await fillPropertyStep(page, 'Investment property');
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/home-address`);
      await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 2 of 8');
      const home = page.getByRole('combobox', { name: 'Home address' });
      await home.fill('12 Oak St, Denver');
      await page.getByRole('option', { name: 'Address not listed' }).click();
      await expect(home).toHaveValue('12 Oak St, Denver');
      await home.fill('12 Oak St');
      await page.getByLabel('City').fill('Denver');
      await page.getByLabel('State').fill('co');
      await expect(page.getByLabel('State')).toHaveValue('CO');
      await page.getByLabel('ZIP code').fill('80201');
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/for-sale`);
      await page.getByRole('radio', { name: 'No' }).check();
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/annual-income`);
      await fillIncomeStep(page);
      await expect(page.getByLabel('Annual pre-tax income')).toHaveValue('$85,000');
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/legal-name`);
      await fillNameStep(page);
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/birthdate`);
      await fillBirthdateStep(page);
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/phone-and-email`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'How can we contact you?' }),
      ).toBeVisible();
      const email = uniqueEmail('v2');
      await fillContactStep(page, email);
      await expect(page.getByLabel('Mobile phone number')).toHaveValue('(415) 555-0123');
      await continueButton(page).click();

      await expect(page).toHaveURL(`${V2}/set-password`);
      await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 8 of 8');
      await expect(page.getByText(email)).toBeVisible();
      await fillPasswordStep(page);
      await expect(page.getByText('Fair Credit Reporting Act')).toBeVisible();
      await page.getByRole('button', { name: SUBMIT_LABEL }).click();

      await expect(page).toHaveURL(APPLICATION_URL, { timeout: 15_000 });
      const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
      expect(jwt).toMatch(/^Bearer \S+/);
      expect(await storedAnswerKeys(page)).toEqual([]);
    },
  );

  test(
    'answers survive a reload, the back link and the browser back button',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(V2);
      await fillPropertyStep(page, 'Primary property');
      await continueButton(page).click();
      await expect(page).toHaveURL(`${V2}/for-sale`);
      // A primary residence skips the home address, and the count with it (issue 30).
      await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 2 of 7');
      await page.getByRole('radio', { name: 'Yes' }).check();

      await page.reload();
      await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();

      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(V2);
      await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(
        '100 Main St',
      );
      await expect(page.getByLabel('City')).toHaveValue('Springfield');
      await expect(page.getByRole('radio', { name: 'Primary property' })).toBeChecked();

      await continueButton(page).click();
      await expect(page).toHaveURL(`${V2}/for-sale`);
      await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await continueButton(page).click();
      await expect(page).toHaveURL(`${V2}/annual-income`);
      await page.getByLabel('Annual pre-tax income').fill('120000');

      await page.goBack();
      await expect(page).toHaveURL(`${V2}/for-sale`);
      await page.goForward();
      await expect(page.getByLabel('Annual pre-tax income')).toHaveValue('$120,000');
    },
  );

  test('a step opened before the earlier ones are answered sends the visitor back to them', async ({
    page,
  }) => {
    await page.goto(`${V2}/birthdate`);
    await expect(page).toHaveURL(V2);
    await openWithAnswers(page, `${V2}/set-password`, {
      ...seededAnswers(uniqueEmail('order')),
      REGISTRATION_INCOME: undefined,
    });
    await expect(page).toHaveURL(`${V2}/annual-income`);
  });

  test('a home-address step for a primary residence is skipped', async ({ page }) => {
    await openWithAnswers(page, `${V2}/home-address`, seededAnswers(uniqueEmail('skip')));
    await expect(page).toHaveURL(`${V2}/set-password`);
  });

  test('money fields take pasted amounts and keep the separators as typed', async ({ page }) => {
    await openWithAnswers(page, `${V2}/annual-income`, seededAnswers(uniqueEmail('money')));
    const income = page.getByLabel('Annual pre-tax income');
    await income.pressSequentially('1234567');
    await expect(income).toHaveValue('$1,234,567');
    await income.press('Backspace');
    await expect(income).toHaveValue('$123,456');
    const other = page.getByLabel('Other income (optional)');
    // fill inserts the text at once, as pasting does.
    await other.fill('12000.50 USD');
    await expect(other).toHaveValue('$12,000.50');
  });

  test('the phone number is formatted as typed and limited in length', async ({ page }) => {
    await openWithAnswers(page, `${V2}/phone-and-email`, seededAnswers(uniqueEmail('phone')));
    const phone = page.getByLabel('Mobile phone number');
    await phone.pressSequentially('41555501239999');
    await expect(phone).toHaveValue('(415) 555-0123');
  });

  test('the password can be shown and hidden, and the meter lists the rules still unmet', async ({
    page,
  }) => {
    await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('meter')));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(page.getByText('Weak')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Must be at least 12 characters long' }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Must contain at least one lowercase letter' }),
    ).toHaveCount(0);
    const show = page.getByRole('button', { name: 'Show password', exact: true });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await show.click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill(PASSWORD);
    await expect(page.getByText('Strong')).toBeVisible();
    await expect(page.getByText('Your password meets every rule.')).toBeVisible();
    const showConfirmation = page.getByRole('button', { name: 'Show password confirmation' });
    await showConfirmation.click();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
  });

  test('the terms, privacy and communications policies open in a new tab', async ({ page }) => {
    await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('links')));
    for (const [name, path] of [
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Electronic communications policy', '/communications'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', `${BASE_PATH}${path}`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(page.getByRole('link', { name: /^end user terms/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });
});

test.describe('registration v2 for an identity already known', () => {
  test.beforeEach(async ({ page }) => {
    await storeCredential(page);
  });

  test('counts six steps and shows no bar on the account steps', async ({ page }) => {
    await page.goto(V2);
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
    await openWithAnswers(page, `${V2}/phone-and-email`, seededAnswers(uniqueEmail('known')));
    await expect(progress(page)).toHaveCount(0);
  });
});

test.describe('the for-sale question', () => {
  test('is the spec’s usual wording for most lenders', async ({ page }) => {
    await openWithAnswers(page, `${V2}/for-sale`, seededAnswers(uniqueEmail('sale')));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Is this property currently for sale?' }),
    ).toBeVisible();
  });

  test.describe('for one of the three lenders that ask about the next 6 months', () => {
    test.use({ extraHTTPHeaders: { 'x-org': 'BLUE_HERON_CU' } });

    test('asks about a listing within 6 months', async ({ page }) => {
      await openWithAnswers(page, `${V2}/for-sale`, seededAnswers(uniqueEmail('sale6')));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Is this property currently for sale, or will it be listed for sale within the next 6 months?',
        }),
      ).toBeVisible();
    });
  });
});

test.describe('when the server refuses the registration', () => {
  test.use({
    allowedConsoleErrors:
      /Failed to load resource: the server responded with a status of (409|429)/,
  });

  test('a duplicate e-mail shows its message on the e-mail field, keeping every answer', async ({
    page,
  }) => {
    const email = uniqueEmail('duplicate');
    await openWithAnswers(page, `${V2}/set-password`, seededAnswers(email));
    await fillPasswordStep(page);
    await page.getByRole('button', { name: SUBMIT_LABEL }).click();
    await expect(page).toHaveURL(APPLICATION_URL, { timeout: 15_000 });

    // The same person again, in a new session (signed out on a page that calls nothing).
    await page.goto(`${BASE_PATH}/register/support`);
    await page.evaluate(() => window.localStorage.clear());
    await openWithAnswers(page, `${V2}/set-password`, seededAnswers(email));
    await fillPasswordStep(page);
    await page.getByRole('button', { name: SUBMIT_LABEL }).click();

    await expect(page).toHaveURL(`${V2}/phone-and-email`);
    const message = 'An account with this email already exists. Please sign in instead.';
    await expect(page.locator('#email-error')).toHaveText(`Error: ${message}`);
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Mobile phone number')).toHaveValue('(415) 555-0123');

    await page.getByLabel('Email address').fill(uniqueEmail('second'));
    // The server's verdict was about the old address: it goes as soon as the address changes.
    await expect(page.locator('#email-error')).toBeHidden();
    await expect(page).not.toHaveTitle(/^Error: /);
    await continueButton(page).click();
    await expect(page).toHaveURL(`${V2}/set-password`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByRole('checkbox', { name: /Terms of use/ })).toBeChecked();
    await page.getByRole('button', { name: SUBMIT_LABEL }).click();
    await expect(page).toHaveURL(APPLICATION_URL, { timeout: 15_000 });
  });

  test('a message about no field stays on the page, linked to the button', async ({ page }) => {
    await page.route('**/identity/api/v1/registration/register*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ code: 'rate_limited', message: 'Too many registrations. Try again later' }],
        }),
      }),
    );
    await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('busy')));
    await fillPasswordStep(page);
    await page.getByRole('button', { name: SUBMIT_LABEL }).click();
    const link = page.getByRole('link', { name: 'Too many registrations. Try again later.' });
    await expect(link).toBeVisible();
    await expect(page).toHaveURL(`${V2}/set-password`);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    await link.click();
    await expect(page.getByRole('button', { name: SUBMIT_LABEL })).toBeFocused();
  });
});

test.describe('without the redesign flag', () => {
  test.describe.configure({ mode: 'serial' });
  const FLAG_PATH = (orgCode: string) =>
    `/service-optimize/admin/api/v1/organizations/${orgCode}/features/fe-heloc-redesign-2025`;
  const ADMIN = { Authorization: 'Bearer e2e-ops-token' };
  /** A lender no other spec uses, so switching its flag off disturbs nothing running beside. */
  const LENDER = 'LARKSPUR_HILL_BANK';

  test('/register-v2 sends the visitor to /register, keeping the query', async ({
    browser,
    request,
  }) => {
    const off = await request.put(FLAG_PATH(LENDER), {
      headers: ADMIN,
      data: { enabled: false, variables: {} },
    });
    expect(off.status(), await off.text()).toBe(200);
    try {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-org': LENDER } });
      const page = await context.newPage();
      await page.goto(`${V2}/for-sale?utm_source=cloc`);
      await expect(page).toHaveURL(`${BASE_PATH}/register?utm_source=cloc`);
      // The public 'Check your rate' button ends in the older flow too.
      await page.goto(`${BASE_PATH}/`);
      await page.getByRole('link', { name: 'Check your rate' }).click();
      await expect(page).toHaveURL(`${BASE_PATH}/register`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Which property do you want to borrow against?',
        }),
      ).toBeVisible();
      await context.close();
    } finally {
      await request.delete(FLAG_PATH(LENDER), { headers: ADMIN });
    }
  });
});

test('choosing a suggestion with the mouse fills the revealed fields', async ({ page }) => {
  await page.goto(V2);
  await chooseFirstSuggestion(page, 'Property address', '100 Main St');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await expect(page.getByLabel('State')).toHaveValue('IL');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62704');
  await expect(page.getByLabel('Apartment or suite (optional)')).toHaveValue('');
});
