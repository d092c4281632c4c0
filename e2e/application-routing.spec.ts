/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';

const SHOTS = '/tmp/shots/application';

// Each test registers a borrower and waits for the sandbox's pre-qualification first.
test.describe.configure({ timeout: 90_000 });
const STATUS_ROUTE = '**/service-krang-heloc/borrower/secure/api/v1/*/status';

interface Borrower {
  jwt: string;
  applicationUuid: string;
}

let counter = 0;

/** Registers a borrower through the API; the sandbox picks its behaviour from the last name. */
async function registerBorrower(request: APIRequestContext, lastName = 'Lee'): Promise<Borrower> {
  counter += 1;
  const response = await request.post('/identity/api/v1/registration/register', {
    data: {
      propertyAddress: {
        street1: '1234 Maple Street',
        street2: '',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        occupancyType: 'PRIMARY',
      },
      isListedForSale: false,
      income: { income: 125_000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Pat', middleName: '', lastName, suffix: '' },
      dob: '1980-05-05',
      email: `routing.${Date.now()}.${process.pid}.${counter}@example.com`,
      phoneNumber: '(303) 555-0142',
      password: 'Blue-Canyon-42!x',
      communicationConsent: true,
      termPrivacyConsent: true,
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Borrower;
}

function authHeaders(borrower: Borrower) {
  return { authorization: `Bearer ${borrower.jwt}` };
}

/** Waits until pre-qualification has settled and answers the state. */
async function settledState(request: APIRequestContext, borrower: Borrower): Promise<string> {
  let state = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
          { headers: authHeaders(borrower) },
        );
        const status = (await response.json()) as { state: string; waiting: boolean };
        state = status.state;
        return status.waiting;
      },
      { timeout: 15_000 },
    )
    .toBe(false);
  return state;
}

/** Stores the credential as the sign-in would, once per tab (so signing out sticks). */
async function signIn(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript((jwt) => {
    if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
    window.sessionStorage.setItem('e2e-signed-in', 'yes');
    window.localStorage.setItem('jwt', `Bearer ${jwt}`);
  }, borrower.jwt);
}

/**
 * Answers the real status, but as still waiting in `state` while `hold.on`: the sandbox settles
 * too fast to look at a wait otherwise.
 */
async function holdStatusWaiting(
  page: Page,
  state = 'WAITING_FOR_OFFER_SELECTION',
): Promise<{ on: boolean }> {
  const hold = { on: true };
  await page.route(STATUS_ROUTE, async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: hold.on ? { ...status, state, waiting: true, terminal: false, actions: [] } : status,
    });
  });
  return hold;
}

/** A screenshot named by the viewport width, to be looked at; a dialog is shot as seen. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
const image = (fileName: string) => ({ fileName, contentType: 'image/png', contentBase64: PNG });

/**
 * Walks the default persona through the API from the offer to funding, as the screens will:
 * each step's answer, then the sandbox's work, until funding has been asked for.
 */
async function walkToFunding(request: APIRequestContext, borrower: Borrower): Promise<void> {
  const base = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
  const headers = authHeaders(borrower);
  const send = async (method: 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`${base}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  expect(await settledState(request, borrower)).toBe('OFFER_SELECTION');
  await send('post', '/liens/confirm', { confirmed: true });
  const application = (await (await request.get(base, { headers })).json()) as {
    offers: Array<{ id: string }>;
  };
  await send('put', '/offer', { offerId: application.offers[0]?.id, amount: 20_000 });
  await send('put', '/profile', { ssn: '123-45-6789', propertyOwnership: 'OWNED' });
  await send('post', '/consents', {
    type: 'HARD_CREDIT_PULL',
    granted: true,
    textVersion: 'hard-2025-01',
  });
  await send('put', '/hmda', { ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' });
  expect(await settledState(request, borrower)).toBe('APP_SUBMISSION');
  await send('post', '/submit');
  expect(await settledState(request, borrower)).toBe('INCOME_VERIFICATION');
  await send('post', '/income/link', { source: 'TRUV_PAYROLL' });
  expect(await settledState(request, borrower)).toBe('DISBURSEMENT_ACCOUNT');
  await send('post', '/bank-accounts', {
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountType: 'CHECKING',
  });
  expect(await settledState(request, borrower)).toBe('IDENTITY_VERIFICATION');
  await send('post', '/identity', { idType: 'PASSPORT', front: image('passport.png') });
  expect(await settledState(request, borrower)).toBe('NOTE_SIGNING');
  await send('post', '/signing', { textVersion: 'esign-2025-01' });
  await send('post', '/notary/complete');
  await send('post', '/insurance', {
    kind: 'HAZARD',
    carrier: 'Sandbox Mutual',
    policyNumber: 'HZ-1234',
    coverageAmount: 500_000,
    expirationDate: '2027-12-31',
  });
}

const appUrl = (borrower: Borrower, path = '') =>
  `${BASE_PATH}/${borrower.applicationUuid}${path ? `/${path}` : ''}`;

test.describe('the application shell', () => {
  test('shows the processing modal while pre-qualification runs, then the resolved route', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    await signIn(page, borrower);
    const hold = await holdStatusWaiting(page);

    await page.goto(appUrl(borrower));

    const modal = page.getByRole('dialog', { name: 'Working on your application' });
    await expect(modal).toBeVisible();
    const progress = modal.getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(modal.getByRole('status')).toHaveText('Checking your credit…');
    await expect(modal.getByRole('status')).toHaveText('Looking up your property…', {
      timeout: 6_000,
    });
    await expectNoAxeViolations(page);
    await screenshot(page, 'processing-modal', false);

    hold.on = false;
    await expect(page).toHaveURL(appUrl(borrower, 'liens'), { timeout: 15_000 });
    await expect(modal).toBeHidden();
    await expect(page).toHaveTitle(/OpenHELOC/);
  });

  test('frames the step with the progress, the loan number and the data-protection line', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    await settledState(request, borrower);
    await signIn(page, borrower);

    await page.goto(appUrl(borrower));
    await expect(page).toHaveURL(appUrl(borrower, 'liens'));

    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    if (phone) {
      await expect(page.getByText('Step 1 of 7: Basic Info')).toBeVisible();
    } else {
      const steps = page.getByRole('region', { name: 'Your application' }).getByRole('listitem');
      await expect(steps).toHaveText([
        /Basic Info$/,
        /Select Offer$/,
        /Provide More Info$/,
        /Link Income Sources$/,
        /Verify Identity$/,
        /Sign Documents$/,
        /Talk to eNotary$/,
      ]);
      await expect(steps.first()).toHaveAttribute('aria-current', 'step');
      await expect(page.getByText(/Loan number HEL\d+/).first()).toBeVisible();
    }
    await expect(
      page
        .getByText(/256-bit encryption/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Call support/ })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell');
  });

  test('lands a declined borrower on the decline screen', async ({ page, request }) => {
    const borrower = await registerBorrower(request, 'Decline');
    expect(await settledState(request, borrower)).toBe('DECLINED');
    await signIn(page, borrower);

    await page.goto(appUrl(borrower, 'liens'));

    await expect(page).toHaveURL(appUrl(borrower, 'error/decline'));
  });

  test('sends a step opened out of order back to where the borrower belongs', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    expect(await settledState(request, borrower)).toBe('OFFER_SELECTION');
    await signIn(page, borrower);

    await page.goto(appUrl(borrower, 'start/hmda'));

    await expect(page).toHaveURL(appUrl(borrower, 'liens'));
  });

  test('moves a stale page on when the window regains focus', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await settledState(request, borrower);
    await signIn(page, borrower);
    await page.goto(appUrl(borrower));
    await expect(page).toHaveURL(appUrl(borrower, 'liens'));

    // Another tab confirms the liens and chooses an offer: the application moves to the profile.
    const base = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
    const headers = authHeaders(borrower);
    expect(
      (
        await request.post(`${base}/liens/confirm`, { headers, data: { confirmed: true } })
      ).status(),
    ).toBe(200);
    const application = (await (await request.get(base, { headers })).json()) as {
      offers: Array<{ id: string; minAmount: number }>;
    };
    const [offer] = application.offers;
    if (!offer) throw new Error('the default persona has offers');
    const chosen = await request.put(`${base}/offer`, {
      headers,
      data: { offerId: offer.id, amount: offer.minAmount },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);

    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

    await expect(page).toHaveURL(appUrl(borrower, 'start/profile'));
  });

  test.describe('an unknown application', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('goes to the dashboard', async ({ page, request }) => {
      const borrower = await registerBorrower(request);
      await signIn(page, borrower);

      await page.goto(`${BASE_PATH}/${randomUUID()}/liens`);

      await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your applications' }),
      ).toBeVisible();
    });
  });

  test('a path that is not an application is simply not found', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/not-an-application/liens`);

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('the timeout page', () => {
  test('ends a wait that takes too long, and Try again moves on once it settles', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    await settledState(request, borrower);
    await signIn(page, borrower);
    const hold = await holdStatusWaiting(page);
    await page.clock.install();

    await page.goto(appUrl(borrower));
    await expect(page.getByRole('dialog', { name: 'Working on your application' })).toBeVisible();
    await page.clock.fastForward('00:31');

    await expect(page).toHaveURL(appUrl(borrower, 'error/timeout'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This is taking longer than usual' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoAxeViolations(page);
    await screenshot(page, 'timeout');

    hold.on = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(appUrl(borrower, 'liens'));
  });
});

test.describe('the complete screen', () => {
  test('says what happens next while funding, and once the line is open', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    await walkToFunding(request, borrower);
    await signIn(page, borrower);
    const hold = await holdStatusWaiting(page, 'WAITING_FOR_FUNDING_DECISION');

    await page.goto(appUrl(borrower, 'start/profile'));

    await expect(page).toHaveURL(appUrl(borrower, 'complete'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your funds are on the way' }),
    ).toBeVisible();
    await expect(
      page.getByText(/initial draw of \$20,000 to your account ending 6789/),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'complete-funding');
    hold.on = false;

    // The screen is the wait itself: it keeps reading the status until the funds settle.
    const funded = page.getByRole('heading', { level: 1, name: 'Your line of credit is open' });
    await expect(funded).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(appUrl(borrower, 'complete'));
    await expectNoAxeViolations(page);
    await screenshot(page, 'complete-funded');
  });
});

test.describe('the dashboard', () => {
  test('lists the borrower’s applications with a way back in', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await settledState(request, borrower);
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/dashboard`);

    const card = page.getByRole('listitem').filter({ hasText: '1234 Maple Street' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(/Loan number\s*HEL\d+/);
    await expect(card).toContainText(/Started\s*\d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText(/Status\s*In progress: Basic Info/);
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard');

    await card.getByRole('link', { name: /Continue application HEL\d+/ }).click();
    await expect(page).toHaveURL(appUrl(borrower, 'liens'));
  });

  test('says what to do when there is no application yet', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await signIn(page, borrower);
    await page.route('**/service-application/api/v1/application/heloc/all', (route) =>
      route.fulfill({ json: [] }),
    );

    await page.goto(`${BASE_PATH}/dashboard`);

    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/register`,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-empty');
  });
});

test.describe('signing out', () => {
  test('from the profile menu, with the keyboard', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await settledState(request, borrower);
    await signIn(page, borrower);
    await page.goto(appUrl(borrower));
    await expect(page).toHaveURL(appUrl(borrower, 'liens'));

    const menuButton = page.getByRole('button', { name: /account menu/ });
    await expect(menuButton).toHaveAccessibleName('Pat account menu');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'profile-menu');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    const logout = page.waitForResponse('**/identity/secure/api/v1/logout');
    await page.keyboard.press('Enter');
    expect((await logout).status()).toBe(204);

    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/auth/login`));
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
    const after = await request.get(
      `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
      { headers: authHeaders(borrower) },
    );
    expect(after.status()).toBe(401);
  });
});
