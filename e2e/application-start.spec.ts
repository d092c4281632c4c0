/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';

const SHOTS = '/tmp/shots/start';
const HELOC = '/service-application/api/v1/application/heloc';
const STATUS_ROUTE = '**/service-krang-heloc/borrower/secure/api/v1/*/status';
const statusPath = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

interface Borrower {
  uuid: string;
  authorization: string;
}

interface Status {
  state: string;
  waiting: boolean;
}

function birthDate(yearsAgo: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - yearsAgo);
  return date.toISOString().slice(0, 10);
}

async function statusOf(request: APIRequestContext, borrower: Borrower): Promise<Status> {
  const response = await request.get(statusPath(borrower.uuid), {
    headers: { authorization: borrower.authorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Status;
}

/** Waits until the server has settled and answers its state. */
async function settled(request: APIRequestContext, borrower: Borrower): Promise<string> {
  let state = '';
  await expect
    .poll(
      async () => {
        const status = await statusOf(request, borrower);
        state = status.state;
        return status.waiting;
      },
      { timeout: 20_000 },
    )
    .toBe(false);
  return state;
}

async function send(
  request: APIRequestContext,
  borrower: Borrower,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<Status> {
  const response = await request.fetch(`${HELOC}/${borrower.uuid}${path}`, {
    method,
    data,
    headers: { authorization: borrower.authorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Status;
}

/**
 * A default-persona borrower registered through the API, pre-qualified, liens confirmed and an
 * offer chosen: the application waits for the more-profile answers (IN_PROGRESS).
 */
async function borrowerAtMoreProfile(request: APIRequestContext): Promise<Borrower> {
  const response = await request.post('/identity/api/v1/registration/register', {
    data: {
      propertyAddress: {
        street1: '100 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        occupancyType: 'PRIMARY',
      },
      isListedForSale: false,
      income: { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Pat', middleName: '', lastName: 'Sample', suffix: '' },
      dob: birthDate(40),
      email: `start-${randomUUID()}@example.com`,
      phoneNumber: '(217) 555-0142',
      password: 'Correct-Horse9!x',
      communicationConsent: true,
      termPrivacyConsent: true,
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { jwt, applicationUuid } = (await response.json()) as {
    jwt: string;
    applicationUuid: string;
  };
  const borrower = { uuid: applicationUuid, authorization: `Bearer ${jwt}` };
  expect(await settled(request, borrower)).toBe('OFFER_SELECTION');
  await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
  const application = await request.get(`${HELOC}/${borrower.uuid}`, {
    headers: { authorization: borrower.authorization },
  });
  const { offers } = (await application.json()) as { offers: Array<{ id: string }> };
  const offerId = offers[0]?.id ?? '';
  const chosen = await send(request, borrower, 'PUT', '/offer', { offerId, amount: 20_000 });
  expect(chosen.state).toBe('IN_PROGRESS');
  return borrower;
}

async function signIn(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript(
    (authorization) => window.localStorage.setItem('jwt', authorization),
    borrower.authorization,
  );
}

const urlOf = (borrower: Borrower, path: string) => `${BASE_PATH}/${borrower.uuid}/${path}`;
const pathPattern = (borrower: Borrower, path: string) =>
  new RegExp(`${BASE_PATH}/${borrower.uuid}/${path}(\\?.*)?$`);

/** Looks at the page as it is: axe finds nothing, and a screenshot is kept for a person to see. */
async function check(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function continueButton(page: Page): Promise<Locator> {
  return page.getByRole('button', { name: 'Continue' });
}

/** The error summary lists the message, focused, and the same message is under its field. */
function errorSummary(page: Page): Locator {
  return page.getByRole('heading', { name: 'There is a problem' }).locator('..');
}

async function expectError(page: Page, field: string, message: string): Promise<void> {
  const summary = errorSummary(page);
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
  await expect(page.locator(`#${field}-error`)).toHaveText(`Error: ${message}`);
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('the start of the application', () => {
  test.setTimeout(180_000);

  test('profile, contact, HMDA, disclosures and the summary, then submission with the hard pull', async ({
    page,
    request,
  }) => {
    const borrower = await borrowerAtMoreProfile(request);
    await signIn(page, borrower);

    // More profile: where the application is.
    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pathPattern(borrower, 'start/profile'));
    await expectHeading(page, 'Your home and Social Security number');
    await page.reload();
    await expectHeading(page, 'Your home and Social Security number');
    await check(page, 'profile');

    await (await continueButton(page)).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(errorSummary(page)).toBeFocused();
    await expectError(page, 'propertyOwnership', 'Please tell us whether you own this property');
    await expectError(page, 'ssn', 'Please enter your Social Security number');
    await expectError(page, 'hardPullConsent', 'Please authorize the hard credit pull to continue');
    await check(page, 'profile-errors');

    const ssn = page.getByLabel('Social Security number', { exact: true });
    await ssn.fill('000-12-3456');
    await (await continueButton(page)).click();
    await expectError(page, 'ssn', 'Please enter a valid Social Security number');

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
    await check(page, 'contact');

    for (const [typed, message] of [
      ['', 'Please enter your mobile phone'],
      ['1 303 555 0199', 'Country code 1 is not needed'],
      ['303555', 'Please enter a valid phone number'],
    ] as const) {
      await phone.fill(typed);
      await (await continueButton(page)).click();
      await expectError(page, 'phoneNumber', message);
    }
    await check(page, 'contact-errors');
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
    await check(page, 'hmda');

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
    await check(page, 'hmda-errors');

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
    await check(page, 'hmda-answered');
    await (await continueButton(page)).click();

    // The summary is generated, then the disclosures come first.
    await expect(page).toHaveURL(pathPattern(borrower, 'document/disclosures'), {
      timeout: 20_000,
    });
    await expectHeading(page, 'Read your home equity line of credit disclosures');
    await expect(page.getByText(/You could lose your home/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Read the CFPB booklet/ })).toHaveAttribute(
      'href',
      'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf',
    );
    await page.reload();
    await expectHeading(page, 'Read your home equity line of credit disclosures');
    await check(page, 'disclosures');
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
    await expect(row('Social Security number')).not.toContainText(/\d/);
    const view = await request.get(`${HELOC}/${borrower.uuid}`, {
      headers: { authorization: borrower.authorization },
    });
    const hmdaShown = 'hmda' in ((await view.json()) as object);
    if (hmdaShown) {
      await expect(row('Ethnicity')).toContainText(
        'Hispanic or Latino: Mexican, Other Hispanic or Latino (Colombian)',
      );
      await expect(row('Race')).toContainText('Asian: Korean');
    } else {
      await expect(row('Ethnicity, race and sex')).toContainText('Answered');
    }
    await page.reload();
    await expectHeading(page, 'Check your answers before you submit');
    await check(page, 'app-summary');

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

    // Submit: the hard-pull authorisation first, then the processing modal until it settles.
    const submitButton = page.getByRole('button', { name: 'Submit application' });
    await submitButton.click();
    await expectError(
      page,
      'hardPullConsent',
      'Please authorize the hard credit pull before submitting',
    );
    await check(page, 'app-summary-errors');
    await page.getByRole('checkbox', { name: /written instructions/ }).check();

    const hold = { on: true };
    await page.route(STATUS_ROUTE, async (route) => {
      const response = await route.fetch();
      const status = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: hold.on
          ? { ...status, state: 'WAITING_FOR_HARD_CREDIT_PULL', waiting: true, actions: [] }
          : status,
      });
    });
    await submitButton.click();
    const modal = page.getByRole('dialog', { name: 'Working on your application' });
    await expect(modal).toBeVisible();
    await check(page, 'submitting');
    hold.on = false;
    await expect(modal).toBeHidden({ timeout: 20_000 });
    expect(await settled(request, borrower)).toBe('INCOME_VERIFICATION');
    await expect(page).toHaveURL(pathPattern(borrower, 'income/review'));
  });

  test('a borrower who does not own the home is sent to the ownership review', async ({
    page,
    request,
  }) => {
    const borrower = await borrowerAtMoreProfile(request);
    await signIn(page, borrower);
    await page.goto(urlOf(borrower, 'start/profile'));
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Social Security number', { exact: true }).fill('123-45-6789');
    await page.getByRole('checkbox', { name: /written instructions/ }).check();
    await (await continueButton(page)).click();
    await expect(page).toHaveURL(pathPattern(borrower, 'review-app/incorrect-ownership'));
    expect((await statusOf(request, borrower)).state).toBe('PROPERTY_REVIEW');
  });
});
