/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  borrowerAtMoreProfile,
  borrowerAtOfferSelection,
  firstOffer,
  registerBorrower,
  send,
  settled,
  statusPath,
  type Borrower,
  type RegisterOptions,
  uploadDocument,
} from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { notarizeByApi } from './support/notary-api';
import {
  atPhoneWidth,
  check,
  expectHeading,
  holdStatusWaiting,
  signIn,
  urlOf,
} from './support/pages';
import { signEveryDocument } from './support/signing-api';

// Each test registers a borrower and waits for the sandbox's pre-qualification first.
test.describe.configure({ timeout: 90_000 });

/** The home the dashboard test looks for. */
const MAPLE_STREET: RegisterOptions = {
  address: { street1: '1234 Maple Street', street2: '', city: 'Denver', state: 'CO', zip: '80202' },
  income: 125_000,
};

const register = (request: APIRequestContext, lastName = 'Lee') =>
  registerBorrower(request, lastName, MAPLE_STREET);

/** A borrower whose pre-qualification has settled, signed in on `page`. */
async function settledAndSignedIn(page: Page, request: APIRequestContext): Promise<Borrower> {
  const borrower = await register(request);
  await settled(request, borrower);
  await signIn(page, borrower);
  return borrower;
}

/**
 * Walks a borrower through the API from the more-profile answers to funding, as the screens
 * will: each step's answer, then the sandbox's work, until funding has been asked for.
 */
async function walkToFunding(request: APIRequestContext, borrower: Borrower): Promise<void> {
  const step = (method: 'POST' | 'PUT', path: string, data?: unknown) =>
    send(request, borrower, method, path, data);
  await step('PUT', '/profile', { ssn: '123-45-6789', propertyOwnership: 'OWNED' });
  await step('POST', '/consents', {
    type: 'HARD_CREDIT_PULL',
    granted: true,
    textVersion: 'hard-2025-01',
  });
  await step('PUT', '/hmda', { ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' });
  expect(await settled(request, borrower)).toBe('APP_SUBMISSION');
  await step('POST', '/consents', {
    type: 'HELOC_EARLY_DISCLOSURES',
    granted: true,
    textVersion: 'heloc-early-2025-01',
  });
  await step('POST', '/submit');
  expect(await settled(request, borrower)).toBe('INCOME_VERIFICATION');
  await step('POST', '/income/link', { source: 'TRUV_PAYROLL' });
  expect(await settled(request, borrower)).toBe('DISBURSEMENT_ACCOUNT');
  await step('POST', '/bank-accounts', {
    disbursement: {
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountNumberConfirmation: '123456789',
    },
    autopay: 'MANUAL',
  });
  expect(await settled(request, borrower)).toBe('IDENTITY_VERIFICATION');
  await step('POST', '/identity', {
    idType: 'PASSPORT',
    frontDocumentUuid: await uploadDocument(request, borrower, 'PASSPORTFRONT'),
  });
  expect(await settled(request, borrower)).toBe('NOTE_SIGNING');
  await signEveryDocument(request, borrower);
  await notarizeByApi(request, borrower);
  await step('POST', '/insurance', {
    kind: 'HAZARD',
    carrier: 'Sandbox Mutual',
    policyNumber: 'HZ-1234',
    coverageAmount: 50_000_000,
    expirationDate: '2027-12-31',
  });
}

test.describe('the application shell', () => {
  test(
    'shows the processing modal while pre-qualification runs, then the resolved route',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request);
      await signIn(page, borrower);
      const hold = await holdStatusWaiting(page);

      await page.goto(urlOf(borrower));

      const modal = page.getByRole('dialog', { name: 'Working on your application' });
      await expect(modal).toBeVisible();
      const progress = modal.getByRole('progressbar', { name: 'Progress' });
      await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(modal.getByRole('status')).toHaveText('Checking your credit…');
      await expect(modal.getByRole('status')).toHaveText('Looking up your property…', {
        timeout: 6_000,
      });
      await check(page, 'application/processing-modal', false);

      hold.on = false;
      await expect(page).toHaveURL(urlOf(borrower, 'liens'), { timeout: 15_000 });
      await expect(modal).toBeHidden();
      await expect(page).toHaveTitle(/OpenHELOC/);
    },
  );

  test(
    'frames the step with the progress, the loan number and the data-protection line',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await settledAndSignedIn(page, request);

      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(urlOf(borrower, 'liens'));

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
      // A phone has no room for the list: one line says where the borrower is.
      await atPhoneWidth(page, async () => {
        await expect(page.getByText('Step 1 of 7: Basic Info')).toBeVisible();
      });
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
      await check(page, 'application/shell');
    },
  );

  test('lands a declined borrower on the decline screen', async ({ page, request }) => {
    const borrower = await register(request, 'Decline');
    expect(await settled(request, borrower)).toBe('DECLINED');
    await signIn(page, borrower);

    await page.goto(urlOf(borrower, 'liens'));

    await expect(page).toHaveURL(urlOf(borrower, 'error/decline'));
  });

  test('sends a step opened out of order back to where the borrower belongs', async ({
    page,
    request,
  }) => {
    const borrower = await borrowerAtOfferSelection(request, 'Lee', MAPLE_STREET);
    await signIn(page, borrower);

    await page.goto(urlOf(borrower, 'start/hmda'));

    await expect(page).toHaveURL(urlOf(borrower, 'liens'));
  });

  test('moves a stale page on when the window regains focus', async ({ page, request }) => {
    const borrower = await settledAndSignedIn(page, request);
    await page.goto(urlOf(borrower));
    await expect(page).toHaveURL(urlOf(borrower, 'liens'));

    // Another tab confirms the liens and chooses an offer: the application moves to the profile.
    await send(request, borrower, 'POST', '/liens/confirm', { confirmed: true });
    const offer = await firstOffer(request, borrower);
    await send(request, borrower, 'PUT', '/offer', { offerId: offer.id, amount: offer.minAmount });

    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

    await expect(page).toHaveURL(urlOf(borrower, 'start/profile'));
  });

  test.describe('an unknown application', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('goes to the dashboard', async ({ page, request }) => {
      const borrower = await register(request);
      await signIn(page, borrower);

      await page.goto(`${BASE_PATH}/${randomUUID()}/liens`);

      await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
      await expectHeading(page, 'Your applications');
    });
  });

  test('a path that is not an application is simply not found', async ({ page, request }) => {
    const borrower = await register(request);
    await signIn(page, borrower);

    await page.goto(`${BASE_PATH}/not-an-application/liens`);

    await expectHeading(page, 'Page not found');
  });
});

test.describe('the timeout page', () => {
  test(
    'ends a wait that takes too long, and Try again moves on once it settles',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await settledAndSignedIn(page, request);
      const hold = await holdStatusWaiting(page);
      await page.clock.install();

      await page.goto(urlOf(borrower));
      await expect(page.getByRole('dialog', { name: 'Working on your application' })).toBeVisible();
      await page.clock.fastForward('00:31');

      await expect(page).toHaveURL(urlOf(borrower, 'error/timeout'));
      await expectHeading(page, 'This is taking longer than usual');
      await expect(page.getByRole('dialog')).toBeHidden();
      await check(page, 'application/timeout');

      hold.on = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(urlOf(borrower, 'liens'));
    },
  );
});

test.describe('the complete screen', () => {
  test(
    'says what happens next while funding, then the right to cancel the server is in',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtMoreProfile(request, 'Lee', MAPLE_STREET);
      await walkToFunding(request, borrower);
      await signIn(page, borrower);
      const hold = await holdStatusWaiting(page, 'WAITING_FOR_FUNDING_DECISION');

      await page.goto(urlOf(borrower, 'start/profile'));

      await expect(page).toHaveURL(urlOf(borrower, 'complete'));
      await expectHeading(page, 'Your funds are on the way');
      await expect(
        page.getByText(
          /sending \$[\d,]+\.\d{2} to your account ending 6789\. Your initial draw of \$20,000\.00, less \$[\d,]+\.\d{2} in fees/,
        ),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await check(page, 'application/complete-funding');
      hold.on = false;

      // The screen is the wait itself: it reads the status again and shows the real stage, the
      // right to cancel (e2e/rescission-funding.spec.ts waits it out, on a server of its own).
      const rescission = page.getByRole('heading', {
        level: 1,
        name: 'Your right to cancel has started',
      });
      await expect(rescission).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(urlOf(borrower, 'complete'));
    },
  );
});

test.describe('the dashboard', () => {
  test(
    'lists the borrower’s applications with a way back in',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await settledAndSignedIn(page, request);

      await page.goto(`${BASE_PATH}/dashboard`);

      const card = page.getByRole('listitem').filter({ hasText: '1234 Maple Street' });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(/Loan number\s*HEL\d+/);
      await expect(card).toContainText(/Started\s*\d{2}\/\d{2}\/\d{4}/);
      await expect(card).toContainText(/Status\s*In progress: Basic Info/);
      await check(page, 'application/dashboard');

      await card.getByRole('link', { name: /Continue application HEL\d+/ }).click();
      await expect(page).toHaveURL(urlOf(borrower, 'liens'));
    },
  );

  test(
    'says what to do when there is no application yet',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await register(request);
      await signIn(page, borrower);
      await page.route('**/service-application/api/v1/application/heloc/all', (route) =>
        route.fulfill({ json: [] }),
      );

      await page.goto(`${BASE_PATH}/dashboard`);

      await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/register-v2`,
      );
      await check(page, 'application/dashboard-empty');
    },
  );
});

test.describe('signing out', () => {
  test(
    'from the profile menu, with the keyboard',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await settledAndSignedIn(page, request);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(urlOf(borrower, 'liens'));

      const menuButton = page.getByRole('button', { name: /account menu/ });
      await expect(menuButton).toHaveAccessibleName('Pat account menu');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/Signed in as/)).toBeVisible();
      await check(page, 'application/profile-menu');
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
      const after = await request.get(statusPath(borrower.uuid), {
        headers: { authorization: borrower.authorization },
      });
      expect(after.status()).toBe(401);
    },
  );
});
