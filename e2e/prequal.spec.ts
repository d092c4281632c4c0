/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  applicationOf,
  registerBorrower,
  settled,
  STATUS_ROUTE,
  type Borrower,
} from './support/borrowers';
import { expect, test } from './support/fixtures';
import { check, expectHeading, signIn, urlOf } from './support/pages';

const ECOA_START =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants';
const ECOA_END =
  'The Federal agency that administers compliance with this law concerning this creditor is the Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580.';

/** Registers through the API; the sandbox follows the last name. */
const register = (request: APIRequestContext, lastName: string) =>
  registerBorrower(request, lastName, { firstName: 'Ada' });

/** Signed in with the borrower's credential, then the application opened. */
async function openApplication(page: Page, borrower: Borrower): Promise<void> {
  await signIn(page, borrower);
  await page.goto(urlOf(borrower));
}

/** Presses Tab until the focused element matches; fails after `limit` presses. */
async function tabUntil(page: Page, matches: () => boolean, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('Tab never reached the element');
}

const amountInput = (page: Page) => page.getByLabel('How much would you like?');
const slider = (page: Page) => page.getByRole('slider', { name: 'Line amount slider' });

/** The money input and the slider say the same amount. */
async function expectInSync(page: Page, text: string): Promise<void> {
  await expect(amountInput(page)).toHaveValue(text);
  await expect(slider(page)).toHaveAttribute('aria-valuetext', text);
}

async function reachOffers(page: Page, borrower: Borrower): Promise<void> {
  await openApplication(page, borrower);
  await expect(page).toHaveURL(urlOf(borrower, 'liens'), { timeout: 20_000 });
  await expectHeading(page, 'The loans on your home');
  await expect(page.getByText('100 Main St, Springfield, IL 62704')).toBeVisible();
  await expect(page.getByText('First lien')).toBeVisible();
  await check(page, 'prequal/liens');

  // Continuing without an answer asks for one.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Required' })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);

  // Saying something is wrong explains the review; this borrower then changes their mind.
  await page.getByRole('radio', { name: 'No, something is missing or wrong' }).check();
  await expect(page.getByText('Here’s what happens next.')).toBeVisible();
  await check(page, 'prequal/liens-something-wrong');

  await page.getByRole('radio', { name: 'Yes, that’s right' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(urlOf(borrower, 'product/select'), { timeout: 20_000 });
  await expectHeading(page, 'Choose your offer');
}

test.describe('pre-qualification, default persona', () => {
  // Whole journeys with axe at every page, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test(
    'liens, then an offer chosen by typing and by slider, then the next step',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Lee');
      await reachOffers(page, borrower);
      await check(page, 'prequal/product-select');

      // The borrower chooses the term, the draw and the payments: nothing is chosen for them.
      await page.getByRole('radio', { name: /10-year term/ }).check();
      await page.getByRole('radio', { name: /Draw the full line at closing/ }).check();
      await page.getByRole('radio', { name: 'I’ll pay each month myself' }).check();

      // Typed: formatted as typed, and the slider follows.
      await amountInput(page).fill('50000');
      await expectInSync(page, '$50,000');
      const summary = page.getByRole('region', { name: 'Your offer' });
      await expect(summary.getByText('$50,000', { exact: true })).toBeVisible();

      // Slid with the keyboard: the input follows.
      await slider(page).focus();
      await page.keyboard.press('ArrowRight');
      const stepped = await slider(page).getAttribute('aria-valuetext');
      expect(stepped).not.toBe('$50,000');
      await expectInSync(page, stepped ?? '');
      await page.keyboard.press('End');
      const maximum = (await slider(page).getAttribute('aria-valuetext')) ?? '';
      await expect(amountInput(page)).toHaveValue(maximum);
      await page.keyboard.press('Home');
      await expectInSync(page, '$15,000');

      // Outside the offer: the server's message, before anything is sent.
      await amountInput(page).fill('900000');
      await page.getByRole('button', { name: 'Continue' }).click();
      const message = `Amount must be between $15,000 and ${maximum}`;
      await expect(page.getByRole('link', { name: message })).toBeVisible();
      await expect(page.locator('#amount-error')).toHaveText(`Error: ${message}`);
      await expect(summary).toContainText('Enter an amount from $15,000');
      await check(page, 'prequal/product-select-error');

      await amountInput(page).fill('60000');
      await expect(page.getByRole('link', { name: message })).toBeHidden();
      await page.getByRole('radio', { name: /10-year term/ }).check();
      await page.getByRole('radio', { name: 'I’ll pay each month myself' }).check();
      await expect(summary).toContainText('Origination fee');
      await expect(summary).toContainText('Recording fee');
      await expect(summary).toContainText('Total fees');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(urlOf(borrower, 'start/profile'), { timeout: 20_000 });

      // The choice was saved as sent.
      const application = await applicationOf<{
        amount: number;
        term: number;
        payType: string;
        selectedOffer: { offerId: string };
      }>(request, borrower);
      // Amounts come back in cents: $60,000.
      expect(application).toMatchObject({ amount: 6_000_000, term: 10, payType: 'MANUAL' });
      expect(application.selectedOffer.offerId).toMatch(/^HELOC_10Y_/);
    },
  );

  test('a keyboard alone chooses the term, draw, amount and payments', async ({
    page,
    request,
  }) => {
    const borrower = await register(request, 'Lee');
    await reachOffers(page, borrower);

    await page.getByRole('heading', { level: 1, name: 'Choose your offer' }).focus();
    await tabUntil(
      page,
      () => (document.activeElement as HTMLInputElement | null)?.name === 'term',
    );
    const firstTerm = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    await page.keyboard.press('ArrowDown');
    const secondTerm = await page.evaluate(
      () => (document.activeElement as HTMLInputElement).value,
    );
    expect(secondTerm).not.toBe(firstTerm);
    await expect(page.locator(`input[name="term"][value="${secondTerm}"]`)).toBeChecked();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
      'drawCode',
    );
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('radio', { name: /Draw 50% of the line at closing/ }),
    ).toBeChecked();

    await page.keyboard.press('Tab');
    await expect(amountInput(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('40000');
    await page.keyboard.press('Tab');
    await expect(slider(page)).toBeFocused();
    await expectInSync(page, '$40,000');
    await page.keyboard.press('ArrowLeft');
    const slid = (await slider(page).getAttribute('aria-valuetext')) ?? '';
    await expect(amountInput(page)).toHaveValue(slid);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Autopay from my bank account/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /Autopay from my bank account/ })).toBeChecked();
    await tabUntil(page, () => document.activeElement?.textContent?.trim() === 'Continue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf(borrower, 'start/profile'), { timeout: 20_000 });
  });
});

test.describe('declines', () => {
  test(
    'the Decline persona gets the adverse-action notice with its reasons',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Decline');
      await openApplication(page, borrower);
      await expect(page).toHaveURL(urlOf(borrower, 'error/decline'), { timeout: 20_000 });
      await expectHeading(page, 'We can’t approve your application');
      const notice = page.getByRole('region', { name: 'Statement of credit denial' });
      await expect(notice.getByRole('listitem').first()).toHaveText(
        'Credit score below our minimum',
      );
      await expect(notice).toContainText('Credit denied');
      await expect(notice).toContainText('OpenHELOC');
      await expect(notice).toContainText('free copy of your report');
      await expect(notice).toContainText('no later than 60 days');
      await expect(notice).toContainText(ECOA_START);
      await expect(notice).toContainText(ECOA_END);
      await check(page, 'prequal/decline');
    },
  );

  test(
    'the Highdti persona is told the debt-to-income reason',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Highdti');
      await openApplication(page, borrower);
      await expect(page).toHaveURL(urlOf(borrower, 'error/decline'), { timeout: 20_000 });
      const notice = page.getByRole('region', { name: 'Statement of credit denial' });
      await expect(notice).toContainText('Debt-to-income ratio too high');
      await expect(notice).toContainText(ECOA_END);
      await check(page, 'prequal/decline-dti');
    },
  );
});

const APPLICATION_ROUTE = /\/service-application\/api\/v1\/application\/heloc\/[0-9a-f-]{36}$/;

type Json = Record<string, unknown> & { status: Record<string, unknown> };

/**
 * Answers the real status and application, changed by `patch`: the sandbox's server always
 * moves a decline to DECLINED and never asks for assets, so the screens for those other states
 * are shown from answers as a server in those states would give them.
 */
async function patchAnswers(
  page: Page,
  patch: { status?: (status: Json) => void; application?: (application: Json) => void },
): Promise<void> {
  const rewrite = (change?: (body: Json) => void) => async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    change?.(body);
    await route.fulfill({ response, json: body });
  };
  await page.route(STATUS_ROUTE, rewrite(patch.status));
  await page.route(APPLICATION_ROUTE, rewrite(patch.application));
}

test.describe('screens of states the sandbox does not reach on its own', () => {
  test(
    'a DTI decline still in offer selection shows error/income with the notice',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Highdti');
      await settled(request, borrower);
      await patchAnswers(page, { status: (status) => void (status.state = 'OFFER_SELECTION') });
      await openApplication(page, borrower);
      await expect(page).toHaveURL(urlOf(borrower, 'error/income'), { timeout: 20_000 });
      await expectHeading(page, 'Your debts are too high for your income');
      await expect(page.getByRole('region', { name: 'Statement of credit denial' })).toContainText(
        'Debt-to-income ratio too high',
      );
      await check(page, 'prequal/error-income');
    },
  );

  test(
    'a credit-score decline still in offer selection shows error/credit',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Decline');
      await settled(request, borrower);
      await patchAnswers(page, { status: (status) => void (status.state = 'OFFER_SELECTION') });
      await openApplication(page, borrower);
      await expect(page).toHaveURL(urlOf(borrower, 'error/credit'), { timeout: 20_000 });
      await expectHeading(page, 'Your credit score is below our minimum');
      await expect(page.getByRole('region', { name: 'Statement of credit denial' })).toContainText(
        ECOA_END,
      );
      await check(page, 'prequal/error-credit');
    },
  );

  test(
    'an asset-depletion decision shows product/assets',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request, 'Lee');
      await settled(request, borrower);
      await patchAnswers(page, {
        status: (status) => {
          (status.decision as Record<string, unknown>).uwDecision = 'ASSET_DEPLETION';
          status.status.uwDecision = 'ASSET_DEPLETION';
          status.status.liensComplete = true;
        },
        application: (application) => {
          application.status.uwDecision = 'ASSET_DEPLETION';
          application.status.liensComplete = true;
          application.assetDepletion = { complete: false };
        },
      });
      await openApplication(page, borrower);
      await expect(page).toHaveURL(urlOf(borrower, 'product/assets'), { timeout: 20_000 });
      await expectHeading(page, 'We’re reviewing your assets');
      await check(page, 'prequal/product-assets');
    },
  );
});
