import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { cents, formatClosingMoney, formatRescissionDeadline } from '@openheloc/domain';
import {
  applicationOf,
  send,
  signedInAgain,
  waitForState,
  type Borrower,
} from './support/borrowers';
import { expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { advanceClockPast, startOwnServer, type OwnServer } from './support/own-server';
import { check, expectHeading, signIn, urlOf } from './support/pages';

type Closing = {
  rescissionEndsAt: string | null;
  rescissionLastDay: string | null;
  disbursement: { amount: number; accountLast4: string } | null;
};

// Moving the clock would expire every other spec's sessions on the shared server: this spec
// runs the app on a server of its own.
let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startOwnServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

/** Notarized and insured: waiting out the right to cancel. */
async function borrowerInRescission(lastName: string): Promise<Borrower> {
  const borrower = await borrowerAt(api, lastName, 'TRUST_AND_INSURANCE');
  const insured = await send(api, borrower, 'POST', '/insurance', {
    kind: 'HAZARD',
    carrier: 'Sandbox Mutual',
    policyNumber: 'HZ-2026-1',
    coverageAmount: 50_000_000,
    expirationDate: '2030-12-31',
  });
  expect(insured.state).toBe('RESCISSION');
  return borrower;
}

async function closingOf(borrower: Borrower): Promise<Closing> {
  return (await applicationOf<{ closing: Closing }>(api, borrower)).closing;
}

async function openComplete(page: Page, borrower: Borrower) {
  await signIn(page, borrower);
  await page.goto(`${server.url}${urlOf(borrower)}`);
  await expect(page).toHaveURL(new RegExp(`${urlOf(borrower)}/complete$`));
}

/** The sandbox clock moved past the deadline; the borrower's hour-long session outlived. */
async function waitOutRescission(borrower: Borrower): Promise<Borrower> {
  const { rescissionEndsAt } = await closingOf(borrower);
  await advanceClockPast(api, rescissionEndsAt ?? '');
  return signedInAgain(api, borrower);
}

test.describe('rescission and funding', () => {
  test.setTimeout(180_000);

  test(
    'during the right to cancel the complete screen gives the deadline and a way to cancel',
    { tag: '@layout' },
    async ({ page }) => {
      const borrower = await borrowerInRescission('Rescind');
      const { rescissionLastDay } = await closingOf(borrower);
      const deadline = formatRescissionDeadline(rescissionLastDay ?? '');
      await openComplete(page, borrower);
      await expectHeading(page, 'Your right to cancel has started');
      await expect(
        page.getByText(`until ${deadline} (Pacific Time)`).filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(
        page.getByText(/three business days after you sign with the notary/),
      ).toBeVisible();
      await check(page, 'complete/rescission');

      await page.getByRole('button', { name: 'Cancel my line' }).click();
      const confirm = page.getByRole('heading', { name: 'Cancel your line of credit?' });
      await expect(confirm).toBeFocused();
      await check(page, 'complete/rescission-confirm');
      await page.getByRole('button', { name: 'Keep my line' }).click();
      await expect(page.getByRole('button', { name: 'Cancel my line' })).toBeVisible();
      expect((await applicationOf<{ state: string }>(api, borrower)).state).toBe('RESCISSION');

      // The dashboard says what comes next now (not "link your income"), with nothing to continue.
      await page.goto(`${server.url}/account/heloc/dashboard`);
      const submitted = page.getByRole('region', { name: 'Your application is submitted' });
      await expect(submitted).toContainText(`You may cancel your line of credit until ${deadline}`);
      await expect(submitted).not.toContainText('link your income');
      await expect(page.getByRole('link', { name: /^View application/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Continue application/ })).toHaveCount(0);
      await check(page, 'complete/dashboard-rescission');
    },
  );

  test(
    'cancelling before the deadline ends the application and says so',
    { tag: '@layout' },
    async ({ page }) => {
      const borrower = await borrowerInRescission('Rescind');
      await openComplete(page, borrower);
      await page.getByRole('button', { name: 'Cancel my line' }).click();
      await page.getByRole('button', { name: 'Yes, cancel my line' }).click();
      await expectHeading(page, 'You cancelled your line of credit');
      await expect(page.getByText(/No money was sent, you owe nothing/)).toBeVisible();
      await check(page, 'complete/cancelled');
      expect((await applicationOf<{ state: string }>(api, borrower)).state).toBe('CANCELLED');
    },
  );

  test(
    'once the right to cancel has ended the line is funded, and the screen shows what was sent',
    { tag: '@layout' },
    async ({ page }) => {
      const waiting = await borrowerInRescission('Funded');
      const borrower = await waitOutRescission(waiting);
      await waitForState(api, borrower, 'COMPLETE');
      const { disbursement } = await closingOf(borrower);
      expect(disbursement).toMatchObject({ accountLast4: '1234' });
      const amount = disbursement?.amount ?? 0;
      // What was sent: the initial draw less its fees, in the closing figures' one form.
      const shown = formatClosingMoney(cents(amount));

      await openComplete(page, borrower);
      await expectHeading(page, 'Your line of credit is open');
      await expect(page.getByText(`${shown} arrived in your account ending 1234`)).toBeVisible();
      const summary = page.getByRole('region', { name: 'Your loan' });
      await expect(summary.getByText('Account ending 1234')).toBeVisible();
      await expect(summary.locator('div').filter({ hasText: 'Paid to you' })).toContainText(shown);
      await check(page, 'complete/funded');

      await page.goto(`${server.url}/account/heloc/dashboard`);
      await expect(page.getByText('Funded', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^View application/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Continue application/ })).toHaveCount(0);
      await expect(
        page.getByText(
          `${shown} (your initial draw less its fees) sent to your account ending 1234`,
        ),
      ).toBeVisible();
      await check(page, 'complete/dashboard-funded');
    },
  );
});
