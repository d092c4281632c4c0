import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  closingMoney,
  formatClosingMoney,
  formatRescissionDeadline,
  paidToYouSentence,
  type HelocApplication,
  type SigningView,
} from '@openheloc/domain';
import { applicationOf, HELOC, send, signedInAgain, waitForState } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { borrowerAt, borrowerOnTo } from './support/journey-api';
import { latestMessageTo } from './support/mailbox';
import { notarizeByApi } from './support/notary-api';
import { OPS_USERS, signInAsOps } from './support/ops';
import { advanceClockPast, startOwnServer, type OwnServer } from './support/own-server';
import { check, expectHeading, signIn, urlOf } from './support/pages';
import { signedCopyOf, signingOf } from './support/signing-api';
import { openNextDocument, readToTheEnd } from './support/steps';

const PASSWORD = 'Blue!Harbor2026';

// After the moved clock a session meets a 401 before signing in again.
test.use({ allowedConsoleErrors: /status of 401/ });

// The right to cancel is waited out by moving the sandbox clock: a server of this spec's own.
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

test.describe('a borrower and a co-owner close together', () => {
  test.setTimeout(420_000);

  test(
    'each owner gets their own right to cancel; the amount paid out is the same on the funded page, the e-mail and the signed Statement of loan',
    { tag: '@layout' },
    async ({ page, browser }) => {
      const borrower = await borrowerAt(api, 'Coowner', 'APP_SUBMISSION');
      const at = (path: string) => `${server.url}${path}`;
      const coOwner = { firstName: 'Margaret', lastName: 'Aldridge' };
      const coOwnerName = `${coOwner.firstName} ${coOwner.lastName}`;
      const email = `margaret.${Date.now()}@example.com`;
      const added = await api.post(`${HELOC}/${borrower.uuid}/signers`, {
        headers: { authorization: borrower.authorization },
        data: { ...coOwner, email, phoneNumber: '(415) 555-0134', role: 'CO_DEEDER' },
      });
      expect(added.status(), await added.text()).toBe(201);
      await borrowerOnTo(api, borrower, 'DEED_SIGNING');

      await test.step('the borrower who has signed sees whom they wait for and what comes next', async () => {
        await signIn(page, borrower);
        await page.goto(at(urlOf(borrower)));
        await expectHeading(page, 'Waiting for your co-signers');
        await expect(page.getByText(`We’re waiting for ${coOwnerName} to sign`)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
        await check(page, 'co-owner-closing/borrower-waiting');
      });

      const signerContext = await browser.newContext({
        baseURL: server.url,
        viewport: page.viewportSize() ?? undefined,
      });
      const signer = await signerContext.newPage();
      await test.step('the co-owner accepts, signs her deed and is notarized', async () => {
        const message = await latestMessageTo(api, email);
        const link = message.links.find((href) => href.includes('/heloc-signer/resume')) ?? '';
        const { pathname, hash } = new URL(link, server.url);
        await signer.goto(at(`${pathname}${hash}`));
        await signer.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await signer.getByLabel('Confirm password').fill(PASSWORD);
        await signer.getByRole('button', { name: 'Create password and continue' }).click();
        await signer.getByLabel('I agree to use electronic records and signatures').check();
        await signer.getByRole('button', { name: 'Agree and continue' }).click();
        await signer.getByRole('button', { name: 'Continue without sharing' }).click();
        await expectHeading(signer, 'Review and sign your documents');
        // Only the deed: nobody e-signs a notice of the right to cancel.
        await expect(signer.getByRole('button', { name: /^Review and sign/ })).toHaveCount(1);
        const review = await openNextDocument(signer);
        await readToTheEnd(review);
        await review.getByLabel('Your full name').fill(coOwnerName);
        await review.getByRole('button', { name: 'Sign this document' }).click();
        await signer.getByRole('link', { name: 'Continue to the notary' }).click();
        await signer.getByRole('link', { name: 'Start the online session' }).click();
        await expectHeading(signer, 'Your eNotary session');
        await expect(signer.getByText('Have your photo ID ready.')).toBeVisible();

        const notaryContext = await browser.newContext({ baseURL: server.url });
        const notary = await notaryContext.newPage();
        await signInAsOps(notary, OPS_USERS.notary, `${BASE_PATH}/ops/notary`);
        const waiting = notary.getByRole('listitem').filter({ hasText: 'Coowner' });
        await waiting.getByRole('link', { name: /^Open the session with/ }).click();
        const signers = notary.getByRole('region', { name: 'Additional signers' });
        await signers.getByRole('button', { name: `Notarize ${coOwnerName}` }).click();
        await expect(signers).toContainText('Notarized');
        await notaryContext.close();
        await expect(signer.getByRole('status').first()).toContainText(
          'Your notarization is complete.',
        );
        await expect(signer.getByText('Have your photo ID ready.')).toHaveCount(0);
      });

      await test.step('the borrower is e-mailed that it is their turn, and is notarized', async () => {
        const turn = await latestMessageTo(api, borrower.email, { subjectContains: 'Your turn' });
        expect(turn.text).toContain('It is your turn');
        await notarizeByApi(api, borrower);
      });

      const { closing } = await applicationOf<HelocApplication>(api, borrower);
      const lastDay = closing.rescissionLastDay ?? '';
      const deadline = formatRescissionDeadline(lastDay);
      await test.step('each owner receives their own notice with its end date, delivered at the notarization', async () => {
        for (const to of [borrower.email, email]) {
          const notice = await latestMessageTo(api, to, { subjectContains: 'right to cancel' });
          expect(notice.subject).toContain(`ends at ${deadline} (Pacific Time)`);
          expect(notice.attachments).toEqual([
            expect.objectContaining({
              filename: expect.stringMatching(/^right_to_cancel_notice-/),
              contentType: 'application/pdf',
            }),
          ]);
        }
        // Before the insurance: the period runs from the notarization.
        expect((await signingOf(api, borrower)).documents.map((d) => d.type)).not.toContain(
          'RIGHT_TO_CANCEL_NOTICE',
        );
        await signer.goto(at(`${BASE_PATH}/heloc-signer/documents`));
        await expectHeading(signer, 'Your documents');
        await expect(signer.getByText(`until ${deadline} (Pacific Time)`)).toBeVisible();
        const download = signer.waitForEvent('download');
        await signer
          .getByRole('button', { name: 'Download your notice of the right to cancel' })
          .click();
        expect((await download).suggestedFilename()).toMatch(/^right_to_cancel_notice-/);
        // Her copy of the notarized instrument she signed, as the borrower has his.
        const notarized = signer.waitForEvent('download');
        await signer.getByRole('button', { name: /^Download .* \(notarized\)$/ }).click();
        expect((await notarized).suggestedFilename()).toMatch(/-notarized\.pdf$/);
        await signer.getByRole('button', { name: 'I received my notice' }).click();
        await expect(signer.getByText(/You acknowledged receiving your notice/)).toBeVisible();
        await expect(
          signer.getByRole('button', { name: 'Cancel the line of credit' }),
        ).toBeVisible();
        await check(signer, 'co-owner-closing/signer-right-to-cancel');
      });

      await test.step('insurance, then the right to cancel runs out and the line funds', async () => {
        const insured = await send(api, borrower, 'POST', '/insurance', {
          kind: 'HAZARD',
          carrier: 'Sandbox Mutual',
          policyNumber: 'HZ-2026-7',
          coverageAmount: 50_000_000,
          expirationDate: '2030-12-31',
        });
        expect(insured.state).toBe('RESCISSION');
        await page.goto(at(urlOf(borrower, 'complete')));
        await expectHeading(page, 'Your right to cancel has started');
        await expect(
          page.getByText(`until ${deadline} (Pacific Time)`).filter({ visible: true }).first(),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: 'Download your notice of the right to cancel' }),
        ).toBeVisible();
        await advanceClockPast(api, closing.rescissionEndsAt ?? '');
        await waitForState(api, await signedInAgain(api, borrower), 'COMPLETE');
      });

      await test.step('the amount paid out is said the same on the funded page, the e-mail and the signed Statement of loan', async () => {
        const funded = await signedInAgain(api, borrower);
        const application = await applicationOf<HelocApplication>(api, funded);
        const quote = application.selectedOffer?.quote;
        if (!quote) throw new Error('no quote');
        const figures = closingMoney(quote);
        const paid = formatClosingMoney(figures.paidToYou);
        expect(application.closing.disbursement?.amount).toBe(figures.paidToYou);

        // The moved clock outlived the borrower's session: a fresh credential for the same tab.
        await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), funded.authorization);
        await page.goto(at(urlOf(funded, 'complete')));
        await expectHeading(page, 'Your line of credit is open');
        await expect(page.getByText(`${paid} arrived in your account ending 1234`)).toBeVisible();
        await expect(page.getByText(`${paidToYouSentence(figures, 'paid')}.`)).toBeVisible();
        await check(page, 'co-owner-closing/borrower-funded');

        const mail = await latestMessageTo(api, funded.email, { subjectContains: 'is funded' });
        expect(mail.text).toContain(
          `${paidToYouSentence(figures, 'paid')}, into your account ending 1234.`,
        );

        const { documents } = (await (
          await api.get(`${HELOC}/${funded.uuid}/signing`, {
            headers: { authorization: funded.authorization },
          })
        ).json()) as SigningView;
        const statement = documents.find((d) => d.type === 'STATEMENTOFLOAN');
        const { pages } = await signedCopyOf(api, funded, statement?.uuid ?? '');
        const text = pages.join(' ').replace(/\s+/g, ' ');
        expect(text).toContain(`Paid to you ${paid}`);
        expect(text).toContain(paidToYouSentence(figures));
      });

      await test.step('after funding the co-owner keeps her signed deed and signs out', async () => {
        // The moved clock outlived her session: she signs in again at her own sign-in.
        await signer.evaluate(() => window.localStorage.clear());
        await signer.goto(at(`${BASE_PATH}/heloc-signer/login`));
        await signer.getByLabel('Email').fill(email);
        await signer.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await signer.getByRole('button', { name: 'Sign in' }).click();
        await expectHeading(signer, 'Your documents');
        await expect(signer.getByText('Your documents are not ready to sign yet')).toHaveCount(0);
        await expect(signer.getByText(`Your right to cancel ended at ${deadline}`)).toBeVisible();
        const download = signer.waitForEvent('download');
        await signer.getByRole('button', { name: /\(signed\)$/ }).click();
        expect((await download).suggestedFilename()).toMatch(/-signed\.pdf$/);
        await check(signer, 'co-owner-closing/signer-funded');
        await signer.getByRole('button', { name: 'Sign out' }).click();
        await expect(signer).toHaveURL(/\/heloc-signer\/login$/);
      });
      await signerContext.close();
    },
  );
});
