import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  closingMoney,
  formatClosingMoney,
  formatRescissionDeadline,
  paidToYouSentence,
  type HelocApplication,
} from '@openheloc/domain';
import { applyInBrowser } from './support/apply-in-browser';
import { applicationOf, signedInAgain, waitForState } from './support/borrowers';
import {
  addHomeInsurance,
  giveBankAccount,
  linkPayroll,
  signEachDocument,
  verifyLicense,
} from './support/closing-screens';
import { BASE_PATH, expect, test } from './support/fixtures';
import { messageInMailbox } from './support/mailbox-page';
import { completeNotarizationInRoom, NOTARY_ACKNOWLEDGMENT } from './support/notary-api';
import { OPS_USERS, signInAsOps } from './support/ops';
import { advanceClockPast, startOwnServer, type OwnServer } from './support/own-server';
import { check, expectHeading, pathPattern } from './support/pages';
import { signInAgainIfAsked } from './support/sign-in-again';
import { pdfPages } from './support/signing-api';
import { PASSWORD, uniqueEmail, warmUpTypeahead } from './registration-helpers';
import { linesOf } from '../apps/server/src/modules/documents/testing/signature-lines';

const SIGNER_PASSWORD = 'Blue!Harbor2026';
/** The sandbox notary's name, as the room and the acknowledgment give it. */
const NOTARY = 'Nico Notary';

// After the moved clock a session meets a 401 before signing in again.
test.use({ allowedConsoleErrors: /status of 401/ });

// The right to cancel is waited out by moving the sandbox clock: a server of this spec's own.
let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startOwnServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  await warmUpTypeahead(api);
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

/** Clicks the download button (or the one named `name`); answers the file's bytes and name. */
async function download(page: Page, button: string | RegExp | Locator) {
  const file = page.waitForEvent('download');
  await (
    button instanceof RegExp || typeof button === 'string'
      ? page.getByRole('button', { name: button })
      : button
  ).click();
  const done = await file;
  return { bytes: await readFile((await done.path()) ?? ''), filename: done.suggestedFilename() };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const oneLine = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

test.describe('a borrower and a co-owner close together', () => {
  // Registration to funding for two owners and a notary, in three browsers.
  test.setTimeout(600_000);

  test(
    'from registration to funding on the screens: the amount paid out agrees, each owner signs on their line, the notary acknowledges, each owner gets their own right to cancel',
    { tag: '@layout' },
    async ({ page, browser }) => {
      const at = (path: string) => `${server.url}${path}`;
      const email = uniqueEmail('coowner-borrower');
      const signerEmail = uniqueEmail('coowner-signer');
      const borrower = await applyInBrowser(page, server.url, 'Coowner', email);
      let coOwnerName = '';

      await test.step('the borrower invites the owner the property records name', async () => {
        await page.getByRole('link', { name: 'Add co-owners or a co-borrower' }).click();
        await expectHeading(page, 'Does anyone else need to sign?');
        const suggestion = await page.getByText(/Property records also list/).textContent();
        coOwnerName = /also list ([^,.]+?)(?: as|,|\.|$)/.exec(suggestion ?? '')?.[1] ?? '';
        const [firstName = '', lastName = ''] = coOwnerName.split(' ');
        expect(lastName, suggestion ?? '').not.toBe('');
        await page.getByLabel('First name').fill(firstName);
        await page.getByLabel('Last name').fill(lastName);
        await page.getByLabel('Email').fill(signerEmail);
        await page.getByLabel('Mobile phone').fill('4155550134');
        await page.getByRole('radio', { name: 'Co-owner on title (co-deeder)' }).check();
        await page.getByRole('button', { name: 'Add and send invitation' }).click();
        await expect(page.getByRole('listitem').filter({ hasText: coOwnerName })).toContainText(
          'Invited',
        );
        await page.getByRole('link', { name: 'Back' }).click();
        await expectHeading(page, 'Check your answers before you submit');
        await page.getByRole('button', { name: 'Submit application' }).click();
      });

      await test.step('the borrower verifies income, bank and identity, and signs', async () => {
        await expect(page).toHaveURL(pathPattern(borrower, 'income/review'), { timeout: 30_000 });
        await linkPayroll(page);
        await expect(page).toHaveURL(pathPattern(borrower, 'bank/disburse'), { timeout: 30_000 });
        await giveBankAccount(page);
        await expect(page).toHaveURL(pathPattern(borrower, 'identity'), { timeout: 30_000 });
        await verifyLicense(page);
        await expect(page).toHaveURL(pathPattern(borrower, 'signing/intro'), { timeout: 30_000 });
        await page.getByLabel('I agree to use electronic records and signatures').check();
        await page.getByRole('button', { name: 'Agree and continue' }).click();
        await page.getByRole('button', { name: 'Continue without sharing' }).click();
        await signEachDocument(page, borrower.name);
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
      const notaryContext = await browser.newContext({
        baseURL: server.url,
        viewport: page.viewportSize() ?? undefined,
      });
      const notary = await notaryContext.newPage();
      await test.step('the co-owner opens her invitation, signs her mortgage and is notarized', async () => {
        const invitation = await messageInMailbox(signer, server.url, signerEmail, /sign/i);
        await invitation.getByRole('link', { name: /\/heloc-signer\/resume/ }).click();
        await expectHeading(signer, 'Create your password');
        await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
        await signer.getByLabel('Confirm password').fill(SIGNER_PASSWORD);
        await signer.getByRole('button', { name: 'Create password and continue' }).click();
        await signer.getByLabel('I agree to use electronic records and signatures').check();
        await signer.getByRole('button', { name: 'Agree and continue' }).click();
        await signer.getByRole('button', { name: 'Continue without sharing' }).click();
        // Only the mortgage: nobody e-signs a notice of the right to cancel.
        await expect(signer.getByRole('button', { name: /^Review and sign/ })).toHaveCount(1);
        await signEachDocument(signer, coOwnerName);
        await signer.getByRole('link', { name: 'Continue to the notary' }).click();
        await signer.getByRole('link', { name: 'Start the online session' }).click();
        await expectHeading(signer, 'Your eNotary session');

        await signInAsOps(notary, OPS_USERS.notary, `${BASE_PATH}/ops/notary`);
        const waiting = notary.getByRole('listitem').filter({ hasText: borrower.name });
        await waiting.getByRole('link', { name: /^Open the session with/ }).click();
        await expectHeading(notary, 'Notary session');
        const signers = notary.getByRole('region', { name: 'Additional signers' });
        await expect(signers).toContainText('Signed, in the session');
        await signers.getByRole('button', { name: `Notarize ${coOwnerName}` }).click();
        await expect(signers).toContainText('Notarized');
        await expect(signer.getByRole('status').first()).toContainText(
          'Your notarization is complete.',
        );
      });

      await test.step('the borrower opens the e-mail that it is their turn, and is notarized', async () => {
        const turn = await messageInMailbox(page, server.url, email, /^Your turn/);
        await expect(turn).toContainText('It is your turn');
        await turn.getByRole('link').first().click();
        await page.getByRole('link', { name: 'Start the online session' }).click();
        await expectHeading(page, 'Your eNotary session');
        await expect(notary.getByTestId('room-presence')).toContainText(borrower.name);
        await completeNotarizationInRoom(notary);
        await expect(notary.getByRole('status').first()).toContainText('Notarization complete');
        await notaryContext.close();
        await expect(page).toHaveURL(pathPattern(borrower, 'insurance/requirements'), {
          timeout: 30_000,
        });
      });

      // The figures the screens and files are held to, read as the app reads them.
      const { closing } = await applicationOf<HelocApplication>(api, borrower);
      const lastDay = closing.rescissionLastDay ?? '';
      const deadline = formatRescissionDeadline(lastDay);
      const noticeEnds = `Your right to cancel ends ${deadline}, ${lastDay.slice(0, 4)} (Pacific Time)`;

      await test.step('each owner is e-mailed their own notice, with its end date', async () => {
        for (const [tab, to] of [
          [page, email],
          [signer, signerEmail],
        ] as const) {
          const notice = await messageInMailbox(tab, server.url, to, /right to cancel/);
          await expect(notice.getByRole('heading')).toContainText(
            `ends at ${deadline} (Pacific Time)`,
          );
          await expect(notice).toContainText(/Attached\s*right_to_cancel_notice-\S+\.pdf/);
        }
      });

      await test.step('the co-owner downloads her notice and the notarized mortgage, and acknowledges', async () => {
        await signer.goto(at(`${BASE_PATH}/heloc-signer/documents`));
        await expectHeading(signer, 'Your documents');
        await expect(signer.getByText(`until ${deadline} (Pacific Time)`)).toBeVisible();
        const notice = await download(signer, 'Download your notice of the right to cancel');
        expect(notice.filename).toMatch(/^right_to_cancel_notice-/);
        const noticeText = oneLine(await pdfPages(notice.bytes));
        expect(noticeText).toContain(`For ${coOwnerName}`);
        expect(noticeText).toContain(noticeEnds);
        await signer.getByText('Read your notice here').click();
        const readable = signer.locator(`article[data-sha256="${sha256(notice.bytes)}"]`);
        await expect(readable).toContainText(`For ${coOwnerName}`);

        // Her copy of the instrument: both owners on their lines, the acknowledgment filled in.
        const notarized = await download(signer, /^Download .* \(notarized\)$/);
        const lines = await linesOf(notarized.bytes);
        expect(lines.signatures('BORROWER')).toEqual([borrower.name]);
        expect(lines.signatures('CO_OWNER')).toEqual([coOwnerName]);
        expect(lines.signatures('NOTARY')).toEqual([NOTARY]);
        expect(lines.blank('county')).toBe(NOTARY_ACKNOWLEDGMENT.county);
        expect(lines.blank('notaryName')).toBe(NOTARY);
        expect(lines.blank('commissionNumber')).toBe(NOTARY_ACKNOWLEDGMENT.commissionNumber);
        expect(lines.blank('commissionExpires')).toBe('June 30, 2030');
        expect(lines.blank('notarialAct')).toContain('remote online notarization');

        await signer.getByRole('button', { name: 'I received my notice' }).click();
        await expect(signer.getByText(/You acknowledged receiving your notice/)).toBeVisible();
        await expect(
          signer.getByRole('button', { name: 'Cancel the line of credit' }),
        ).toBeVisible();
        await check(signer, 'co-owner-closing/signer-right-to-cancel');
      });

      await test.step('the borrower insures the home and downloads their own notice', async () => {
        await page.goto(at(`${BASE_PATH}/${borrower.uuid}`));
        await addHomeInsurance(page);
        await expect(page).toHaveURL(pathPattern(borrower, 'complete'), { timeout: 60_000 });
        await expectHeading(page, 'Your right to cancel has started');
        await expect(
          page.getByText(`until ${deadline} (Pacific Time)`).filter({ visible: true }).first(),
        ).toBeVisible();
        const notice = await download(page, 'Download your notice of the right to cancel');
        const noticeText = oneLine(await pdfPages(notice.bytes));
        expect(noticeText).toContain(`For ${borrower.name}`);
        expect(noticeText).toContain(noticeEnds);
        // The same notice read on the page, as text bound to that PDF.
        await page.getByText('Read your notice here').click();
        const readable = page.locator(`article[data-sha256="${sha256(notice.bytes)}"]`);
        await expect(readable).toContainText(`For ${borrower.name}`);
        await expect(readable).toContainText(
          `so your right to cancel ends at ${deadline}, ${lastDay.slice(0, 4)} (Pacific Time)`,
        );
        await check(page, 'co-owner-closing/borrower-notice-text');
      });

      // The sandbox clock has no screen: moved through its admin API, as the other specs do.
      await advanceClockPast(api, closing.rescissionEndsAt ?? '');
      const account = { email, password: PASSWORD };
      const funded = await signedInAgain(api, borrower, PASSWORD);
      await waitForState(api, funded, 'COMPLETE');
      const application = await applicationOf<HelocApplication>(api, funded);
      const quote = application.selectedOffer?.quote;
      if (!quote) throw new Error('no quote');
      const figures = closingMoney(quote);
      const paid = formatClosingMoney(figures.paidToYou);
      expect(application.closing.disbursement?.amount).toBe(figures.paidToYou);

      await test.step('the amount paid out is the same on the funded page, the e-mail and the signed Statement of loan', async () => {
        await page.goto(at(`${BASE_PATH}/${borrower.uuid}`));
        await signInAgainIfAsked(page, account, 'Your line of credit is open');
        // The sign-in honours only a redirectUrl that starts with a letter, which a uuid may not.
        await page.goto(at(`${BASE_PATH}/${borrower.uuid}`));
        await expectHeading(page, 'Your line of credit is open');
        await expect(page.getByText(`${paid} arrived in your account ending 1234`)).toBeVisible();
        await expect(page.getByText(`${paidToYouSentence(figures, 'paid')}.`)).toBeVisible();
        await check(page, 'co-owner-closing/borrower-funded');

        const mail = await messageInMailbox(page, server.url, email, /is funded/);
        await expect(mail).toContainText(
          `${paidToYouSentence(figures, 'paid')}, into your account ending 1234.`,
        );

        await page.goto(at(`${BASE_PATH}/dashboard`));
        const statement = await download(page, 'Download Statement of loan (signed)');
        const text = oneLine(await pdfPages(statement.bytes));
        expect(text).toContain(`Paid to you ${paid}`);
        expect(text).toContain(paidToYouSentence(figures));
      });

      await test.step('every PDF the borrower signed has their name on its signature lines', async () => {
        const buttons = page.getByRole('button', { name: /^Download .* \(signed\)$/ });
        const count = await buttons.count();
        expect(count).toBeGreaterThanOrEqual(8);
        for (let index = 0; index < count; index += 1) {
          const signed = await download(page, buttons.nth(index));
          const written = (await linesOf(signed.bytes)).signatures('BORROWER');
          expect(written.length, signed.filename).toBeGreaterThan(0);
          for (const line of written) expect(line, signed.filename).toBe(borrower.name);
        }
      });

      await test.step('after funding the co-owner signs in again, keeps her signed mortgage and signs out', async () => {
        // The moved clock outlived her session: she signs in again at her own sign-in.
        await signer.evaluate(() => window.localStorage.clear());
        await signer.goto(at(`${BASE_PATH}/heloc-signer/login`));
        await signer.getByLabel('Email').fill(signerEmail);
        await signer.getByLabel('Password', { exact: true }).fill(SIGNER_PASSWORD);
        await signer.getByRole('button', { name: 'Sign in' }).click();
        await expectHeading(signer, 'Your documents');
        await expect(signer.getByText(`Your right to cancel ended at ${deadline}`)).toBeVisible();
        const signed = await download(signer, /\(signed\)$/);
        expect(signed.filename).toMatch(/-signed\.pdf$/);
        expect((await linesOf(signed.bytes)).signatures('CO_OWNER')).toEqual([coOwnerName]);
        await check(signer, 'co-owner-closing/signer-funded');
        await signer.getByRole('button', { name: 'Sign out' }).click();
        await expect(signer).toHaveURL(/\/heloc-signer\/login$/);
      });
      await signerContext.close();
    },
  );
});
