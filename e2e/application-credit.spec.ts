/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { BASE_PATH, expect as baseExpect, expectNoAxeViolations, test } from './support/fixtures';

// Each journey registers a borrower and waits for real (sandbox) pre-qualification jobs, on a
// machine that may be busy: generous limits, never timed assertions.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = '/tmp/shots/credit';
const REGISTER_PATH = '/identity/api/v1/registration/register';
const HELOC = '/service-application/api/v1/application/heloc';
const statusPath = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
const STATUS_ROUTE = '**/service-krang-heloc/borrower/secure/api/v1/*/status';

interface Borrower {
  uuid: string;
  authorization: string;
}

function birthDate(yearsAgo: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - yearsAgo);
  return date.toISOString().slice(0, 10);
}

/**
 * Registers a borrower with the sandbox persona `lastName` through the API, as the browser
 * does, and waits until pre-qualification has settled into `state`.
 */
async function registerBorrower(
  request: APIRequestContext,
  lastName: string,
  state: string,
): Promise<Borrower> {
  const response = await request.post(REGISTER_PATH, {
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
      name: { firstName: 'Pat', middleName: '', lastName, suffix: '' },
      dob: birthDate(40),
      email: `credit-${lastName.toLowerCase()}-${randomUUID()}@example.com`,
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
  await expect
    .poll(async () => (await readStatus(request, borrower)).state, { timeout: 60_000 })
    .toBe(state);
  return borrower;
}

async function readStatus(
  request: APIRequestContext,
  borrower: Borrower,
): Promise<{ state: string }> {
  const response = await request.get(statusPath(borrower.uuid), {
    headers: { authorization: borrower.authorization },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { state: string };
}

/** The borrower's credential in local storage, as the login page leaves it. */
async function signIn(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript((authorization) => {
    window.localStorage.setItem('jwt', authorization);
  }, borrower.authorization);
}

const pageUrl = (borrower: Borrower, path: string) => `${BASE_PATH}/${borrower.uuid}/${path}`;

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens a step out of order, then a reload: the borrower stays where the application is. */
async function expectKeptOn(page: Page, borrower: Borrower, path: string, elsewhere: string) {
  await page.goto(pageUrl(borrower, elsewhere));
  await expect(page).toHaveURL(pageUrl(borrower, path));
  await page.reload();
  await expect(page).toHaveURL(pageUrl(borrower, path));
}

test.describe('no credit file found (Nohit)', () => {
  test('asks for the SSN, masks it, re-runs the pull and moves on to the offer path', async ({
    page,
    request,
  }, testInfo) => {
    const borrower = await registerBorrower(request, 'Nohit', 'CREDIT_NO_MATCH');
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pageUrl(borrower, 'credit/social'));
    const field = page.getByRole('textbox', { name: 'Social Security number' });
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'social');

    // Out of order, and a reload: still the SSN page.
    await expectKeptOn(page, borrower, 'credit/social', 'liens');
    await expectKeptOn(page, borrower, 'credit/social', 'review-app/property');

    // Nothing typed: the product's message, in the summary and under the field.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    const summary = page.getByRole('link', { name: 'Please enter your Social Security number' });
    await expect(summary).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'social-error');
    await summary.click();
    await expect(field).toBeFocused();

    // Formatted as typed; a number that cannot be issued is refused.
    await page.keyboard.type('900123456');
    await expect(field).toHaveValue('900-12-3456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('link', { name: 'Please enter a valid Social Security number' }),
    ).toBeVisible();

    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('123456789');
    await expect(field).toHaveValue('123-45-6789');
    // Left: only the last 4 show; Show reveals it, and hides it again.
    await page.keyboard.press('Tab');
    await expect(field).toHaveValue('•••-••-6789');
    const show = page.getByRole('button', { name: 'Show Social Security number' });
    await expect(show).toBeFocused();
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await screenshot(page, testInfo, 'social-masked');
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('123-45-6789');
    await page.keyboard.press('Space');
    await expect(field).toHaveValue('•••-••-6789');
    await expectNoAxeViolations(page);

    const sent = page.waitForRequest(
      (sentRequest) =>
        sentRequest.url().endsWith(`${HELOC}/${borrower.uuid}/credit/ssn`) &&
        sentRequest.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await sent).postDataJSON()).toEqual({ ssn: '123456789' });
    await expect(page).toHaveURL(pageUrl(borrower, 'liens'), { timeout: 60_000 });
    expect((await readStatus(request, borrower)).state).toBe('OFFER_SELECTION');
  });
});

test.describe('credit report frozen (Frozen)', () => {
  test('explains the freeze, names the bureaus and pulls again on request', async ({
    page,
    request,
  }, testInfo) => {
    const borrower = await registerBorrower(request, 'Frozen', 'CREDIT_FROZEN');
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pageUrl(borrower, 'credit/error'));
    await expectHeading(page, 'Your credit report is frozen');
    const bureaus = page.getByRole('list', { name: 'Credit bureaus' });
    for (const text of ['Equifax', '1-888-298-0045', 'Experian', 'TransUnion']) {
      await expect(bureaus).toContainText(text);
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(888) 555-0142', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'support@openheloc.example' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'freeze');

    await expectKeptOn(page, borrower, 'credit/error', 'credit/social');

    const retried = page.waitForResponse(
      (response) =>
        response.url().endsWith(`${HELOC}/${borrower.uuid}/credit/retry`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'I have lifted my freeze — try again' }).click();
    expect((await retried).status()).toBe(200);
    // The sandbox keeps this persona's report frozen: the pull runs again and comes back here.
    await expect(page).toHaveURL(pageUrl(borrower, 'credit/error'));
    await expect
      .poll(async () => (await readStatus(request, borrower)).state, { timeout: 60_000 })
      .toBe('CREDIT_FROZEN');
    await expectHeading(page, 'Your credit report is frozen');
  });
});

test.describe('review pages reached by the sandbox personas', () => {
  test('property records that name someone else: the property review (Noproperty)', async ({
    page,
    request,
  }, testInfo) => {
    const borrower = await registerBorrower(request, 'Noproperty', 'PROPERTY_REVIEW');
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pageUrl(borrower, 'review-app/property'));
    await expectHeading(page, 'We need to confirm who owns your home');
    await expect(page.getByText('The deed to the property')).toBeVisible();
    await expect(page.getByText('A recent mortgage statement for the property')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'support@openheloc.example' }).first(),
    ).toHaveAttribute('href', 'mailto:support@openheloc.example');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'review-property');

    const checked = page.waitForResponse((response) =>
      response.url().endsWith(statusPath(borrower.uuid)),
    );
    await page.getByRole('button', { name: 'Check again' }).click();
    await checked;
    await expect(page.getByRole('status')).toHaveText(/nothing has changed yet/);
    await expectNoAxeViolations(page);

    await expectKeptOn(page, borrower, 'review-app/property', 'credit/error');

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
  });

  test('a late mortgage payment: the delinquency review (Delinquent)', async ({
    page,
    request,
  }, testInfo) => {
    const borrower = await registerBorrower(request, 'Delinquent', 'DELINQUENCY_REVIEW');
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pageUrl(borrower, 'review-app/delinquency'));
    await expectHeading(page, "We're reviewing your mortgage payment history");
    await expect(page.getByRole('heading', { level: 2, name: 'What you can send' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'review-delinquency');

    await expectKeptOn(page, borrower, 'review-app/delinquency', 'review-app/uw');
  });

  test('the borrower says the home is not theirs: the ownership review', async ({
    page,
    request,
  }, testInfo) => {
    const borrower = await registerBorrower(request, 'Owner', 'OFFER_SELECTION');
    const headers = { authorization: borrower.authorization };
    const post = async (method: 'post' | 'put', path: string, data: unknown) => {
      const response = await request[method](`${HELOC}/${borrower.uuid}${path}`, {
        headers,
        data,
      });
      expect(response.ok(), await response.text()).toBe(true);
    };
    const application = (await (
      await request.get(`${HELOC}/${borrower.uuid}`, { headers })
    ).json()) as { offers: Array<{ id: string; minAmount: number }> };
    const [offer] = application.offers;
    if (!offer) throw new Error('The approved persona has no offer');
    await post('post', '/liens/confirm', { confirmed: true });
    await post('put', '/offer', { offerId: offer.id, amount: offer.minAmount, autopay: true });
    await post('put', '/profile', { ssn: '123456789', propertyOwnership: 'NOT_OWNED' });
    expect((await readStatus(request, borrower)).state).toBe('PROPERTY_REVIEW');
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/${borrower.uuid}`);
    await expect(page).toHaveURL(pageUrl(borrower, 'review-app/incorrect-ownership'));
    await expectHeading(page, 'We need to review who owns this property');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'review-incorrect-ownership');
  });
});

/**
 * States the sandbox never produces (a refused freeze PIN, a property-data timeout, a manual
 * underwriting review): a real borrower's status with its state and flags changed, as the
 * server would answer.
 */
const FABRICATED = [
  {
    name: 'incorrect-pin',
    state: 'CREDIT_FROZEN',
    status: { creditFrozenWithPin: false },
    decision: { uwDecision: 'ERROR', uwSubDecision: 'CREDIT_FROZEN' },
    actions: ['RETRY_CREDIT'],
    heading: 'Your credit report is still frozen',
  },
  {
    name: 'datatree',
    state: 'PROPERTY_REVIEW',
    status: { datatreeNoMatch: false, propertyComplete: false },
    decision: { uwDecision: 'ERROR', uwSubDecision: 'UNKNOWN_SUBDECISION' },
    actions: [],
    heading: "We're still getting your property details",
  },
  {
    name: 'uw',
    state: 'ATTORNEY_REVIEW',
    status: {},
    decision: {},
    actions: [],
    heading: 'Your application is being reviewed',
  },
] as const;

test.describe('review pages for states the sandbox does not reach', () => {
  for (const row of FABRICATED) {
    test(`review-app/${row.name}`, async ({ page, request }, testInfo) => {
      const borrower = await registerBorrower(request, 'Reviewed', 'OFFER_SELECTION');
      await signIn(page, borrower);
      await page.route(STATUS_ROUTE, async (route) => {
        const response = await route.fetch();
        const real = (await response.json()) as {
          status: object;
          decision: object;
        };
        await route.fulfill({
          response,
          json: {
            ...real,
            state: row.state,
            waiting: false,
            terminal: true,
            actions: row.actions,
            status: { ...real.status, ...row.status },
            decision: { ...real.decision, ...row.decision },
          },
        });
      });

      await page.goto(`${BASE_PATH}/${borrower.uuid}`);
      await expect(page).toHaveURL(pageUrl(borrower, `review-app/${row.name}`));
      await expectHeading(page, row.heading);
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `review-${row.name}`);
    });
  }
});
