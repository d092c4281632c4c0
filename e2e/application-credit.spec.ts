/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  borrowerInState,
  firstOffer,
  HELOC,
  send,
  statusOf,
  statusPath,
  STATUS_ROUTE,
  waitForState,
  type Borrower,
} from './support/borrowers';
import { BASE_PATH, expect as baseExpect, test } from './support/fixtures';
import { check, expectHeading, screenshot, signIn, urlOf } from './support/pages';

// Each journey registers a borrower and waits for real (sandbox) pre-qualification jobs, on a
// machine that may be busy: generous limits, never timed assertions.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Signed in, the borrower opens the application and lands where it is: `path`. */
async function expectOpensOn(page: Page, borrower: Borrower, path: string) {
  await signIn(page, borrower);
  await page.goto(urlOf(borrower));
  await expect(page).toHaveURL(urlOf(borrower, path));
}

/** Opens a step out of order, then a reload: the borrower stays where the application is. */
async function expectKeptOn(page: Page, borrower: Borrower, path: string, elsewhere: string) {
  await page.goto(urlOf(borrower, elsewhere));
  await expect(page).toHaveURL(urlOf(borrower, path));
  await page.reload();
  await expect(page).toHaveURL(urlOf(borrower, path));
}

/** A Nohit borrower, whose soft pull found no file, on the SSN page. */
async function openSsnPage(page: Page, request: APIRequestContext) {
  const borrower = await borrowerInState(request, 'Nohit', 'CREDIT_NO_MATCH');
  await expectOpensOn(page, borrower, 'credit/social');
  return { borrower, field: page.getByRole('textbox', { name: 'Social Security number' }) };
}

test.describe('no credit file found (Nohit)', () => {
  test(
    'asks for the SSN, masks it, re-runs the pull and moves on to the offer path',
    { tag: '@layout' },
    async ({ page, request }) => {
      const { borrower, field } = await openSsnPage(page, request);
      await expect(field).toHaveAttribute('autocomplete', 'off');
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await check(page, 'credit/social');

      // Out of order, and a reload: still the SSN page.
      await expectKeptOn(page, borrower, 'credit/social', 'liens');
      await expectKeptOn(page, borrower, 'credit/social', 'review-app/property');

      // Nothing typed: the product's message, in the summary and under the field.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveTitle(/^Error: /);
      const summary = page.getByRole('link', { name: 'Please enter your Social Security number' });
      await expect(summary).toBeVisible();
      await check(page, 'credit/social-error');
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
      await screenshot(page, 'credit/social-masked');
      await page.keyboard.press('Enter');
      await expect(show).toHaveAttribute('aria-pressed', 'true');
      await expect(field).toHaveValue('123-45-6789');
      await page.keyboard.press('Space');
      await expect(field).toHaveValue('•••-••-6789');
      await check(page, 'application-credit/1');

      const sent = page.waitForRequest(
        (sentRequest) =>
          sentRequest.url().endsWith(`${HELOC}/${borrower.uuid}/credit/ssn`) &&
          sentRequest.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Continue' }).click();
      expect((await sent).postDataJSON()).toEqual({ ssn: '123456789' });
      await expect(page).toHaveURL(urlOf(borrower, 'liens'), { timeout: 60_000 });
      expect((await statusOf(request, borrower)).state).toBe('OFFER_SELECTION');
    },
  );
});

test.describe('credit report frozen (Frozen)', () => {
  test(
    'explains the freeze, names the bureaus and pulls again on request',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerInState(request, 'Frozen', 'CREDIT_FROZEN');
      await expectOpensOn(page, borrower, 'credit/error');
      await expectHeading(page, 'Your credit report is frozen');
      const bureaus = page.getByRole('list', { name: 'Credit bureaus' });
      for (const text of ['Equifax', '1-888-298-0045', 'Experian', 'TransUnion']) {
        await expect(bureaus).toContainText(text);
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: '(888) 555-0142', exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: 'support@openheloc.example' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await check(page, 'credit/freeze');

      await expectKeptOn(page, borrower, 'credit/error', 'credit/social');

      const retried = page.waitForResponse(
        (response) =>
          response.url().endsWith(`${HELOC}/${borrower.uuid}/credit/retry`) &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'I have lifted my freeze — try again' }).click();
      expect((await retried).status()).toBe(200);
      // The sandbox keeps this persona's report frozen: the pull runs again and comes back here.
      await expect(page).toHaveURL(urlOf(borrower, 'credit/error'));
      await waitForState(request, borrower, 'CREDIT_FROZEN');
      await expectHeading(page, 'Your credit report is frozen');
    },
  );
});

test.describe('review pages reached by the sandbox personas', () => {
  test(
    'property records that name someone else: the property review (Noproperty)',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerInState(request, 'Noproperty', 'PROPERTY_REVIEW');
      await expectOpensOn(page, borrower, 'review-app/property');
      await expectHeading(page, 'We need to confirm who owns your home');
      await expect(page.getByText('The deed to the property')).toBeVisible();
      await expect(page.getByText('A recent mortgage statement for the property')).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'support@openheloc.example' }).first(),
      ).toHaveAttribute('href', 'mailto:support@openheloc.example');
      await check(page, 'credit/review-property');

      const checked = page.waitForResponse((response) =>
        response.url().endsWith(statusPath(borrower.uuid)),
      );
      await page.getByRole('button', { name: 'Check again' }).click();
      await checked;
      await expect(page.getByRole('status')).toHaveText(/nothing has changed yet/);
      await check(page, 'application-credit/2');

      await expectKeptOn(page, borrower, 'review-app/property', 'credit/error');

      await page.getByRole('link', { name: 'Go to dashboard' }).click();
      await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
    },
  );

  test(
    'a late mortgage payment: the delinquency review (Delinquent)',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerInState(request, 'Delinquent', 'DELINQUENCY_REVIEW');
      await expectOpensOn(page, borrower, 'review-app/delinquency');
      await expectHeading(page, "We're reviewing your mortgage payment history");
      await expect(
        page.getByRole('heading', { level: 2, name: 'What you can send' }),
      ).toBeVisible();
      await check(page, 'credit/review-delinquency');

      await expectKeptOn(page, borrower, 'review-app/delinquency', 'review-app/uw');
    },
  );

  test(
    'the borrower says the home is not theirs: the ownership review',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerInState(request, 'Owner', 'OFFER_SELECTION');
      const offer = await firstOffer(request, borrower);
      await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
      await send(request, borrower, 'PUT', '/offer', {
        offerId: offer.id,
        amount: offer.minAmount,
        autopay: true,
      });
      await send(request, borrower, 'PUT', '/profile', {
        ssn: '123456789',
        propertyOwnership: 'NOT_OWNED',
      });
      expect((await statusOf(request, borrower)).state).toBe('PROPERTY_REVIEW');
      await expectOpensOn(page, borrower, 'review-app/incorrect-ownership');
      await expectHeading(page, 'We need to review who owns this property');
      await check(page, 'credit/review-incorrect-ownership');
    },
  );
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
    test(`review-app/${row.name}`, { tag: '@layout' }, async ({ page, request }) => {
      const borrower = await borrowerInState(request, 'Reviewed', 'OFFER_SELECTION');
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

      await expectOpensOn(page, borrower, `review-app/${row.name}`);
      await expectHeading(page, row.heading);
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
      await check(page, `credit/review-${row.name}`);
    });
  }
});

test.describe('SSN field, entered again (Nohit)', () => {
  test('selects the real digits once they replace the mask, by keyboard or by pointer', async ({
    page,
    request,
  }) => {
    const { field } = await openSsnPage(page, request);
    // The whole number is selected, so what the borrower types next replaces it.
    const expectAllSelected = () =>
      expect
        .poll(() =>
          field.evaluate((input: HTMLInputElement) => [
            input.selectionStart,
            input.selectionEnd,
            input.value.length,
          ]),
        )
        .toEqual([0, 11, 11]);
    await field.click();
    await page.keyboard.type('123456789');
    await page.keyboard.press('Tab');
    await expect(field).toHaveValue('•••-••-6789');

    await page.keyboard.press('Shift+Tab');
    await expect(field).toHaveValue('123-45-6789');
    await expectAllSelected();
    await page.keyboard.type('987654321');
    await expect(field).toHaveValue('987-65-4321');

    await page.getByRole('heading', { level: 1 }).click();
    await expect(field).toHaveValue('•••-••-4321');
    await field.click();
    await expect(field).toHaveValue('987-65-4321');
    await expectAllSelected();
    await page.keyboard.type('123456789');
    await expect(field).toHaveValue('123-45-6789');
  });
});
