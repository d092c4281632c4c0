import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { SIGNER_MESSAGES } from '@openheloc/domain';
import { applicationOf, HELOC, send, signedInAgain, waitForState } from './support/borrowers';
import {
  acceptByApi,
  addCoBorrower,
  creditByApi,
  expectCreditReplayRefused,
  passCoBorrowerChecks,
} from './support/co-borrower';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { borrowerAt, borrowerOnTo } from './support/journey-api';
import { latestMessageTo } from './support/mailbox';
import { NOTARY_ACKNOWLEDGMENT, notarizeByApi, notaryAuthorization } from './support/notary-api';
import { advanceClockPast, startOwnServer, type OwnServer } from './support/own-server';
import { check, errorSummary, expectHeading, signIn, urlOf } from './support/pages';
import { openNextDocument, readToTheEnd } from './support/steps';

const PASSWORD = 'Blue!Harbor2026';
const SIGNER_V1 = '/service-application/api/v1/heloc-signer';

// The refused self-invitation answers 400; after the moved clock a session meets a 401.
test.use({ allowedConsoleErrors: /status of 40[01]/ });

// The funding at the end moves the sandbox clock: this spec runs on a server of its own, and its
// tests one after the other on that one server (not a server per parallel worker).
test.describe.configure({ mode: 'default' });
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

test.describe('additional signers', () => {
  test.setTimeout(300_000);

  test(
    'a borrower adds a co-deeder, who signs from the mailed invitation and meets the notary; only then does the line fund',
    { tag: '@layout' },
    async ({ page, browser }) => {
      const borrower = await borrowerAt(api, 'Coowner', 'APP_SUBMISSION');
      const listed = await api.get(`${HELOC}/${borrower.uuid}/signers`, {
        headers: { authorization: borrower.authorization },
      });
      const { ownersOnRecord } = (await listed.json()) as {
        ownersOnRecord: { firstName: string; lastName: string }[];
      };
      const owner = ownersOnRecord[0] ?? { firstName: '', lastName: '' };
      const ownerName = `${owner.firstName} ${owner.lastName}`;
      const email = `co-owner.${Date.now()}@example.com`;
      const at = (path: string) => `${server.url}${path}`;

      await test.step('the borrower adds the owner the records name', async () => {
        await signIn(page, borrower);
        await page.goto(at(urlOf(borrower, 'start/app-summary')));
        await page.getByRole('link', { name: 'Add co-owners or a co-borrower' }).click();
        await expectHeading(page, 'Does anyone else need to sign?');
        await expect(page.getByText(`Property records also list ${ownerName}`)).toBeVisible();
        await check(page, 'signers/additional');

        const add = page.getByRole('button', { name: 'Add and send invitation' });
        await add.click();
        await expect(errorSummary(page)).toBeVisible();
        await expect(errorSummary(page)).toContainText('Please enter the first name');
        await check(page, 'signers/additional-errors');

        await page.getByLabel('First name').fill(owner.firstName);
        await page.getByLabel('Last name').fill(owner.lastName);
        await page.getByLabel('Email').fill(borrower.email);
        await page.getByLabel('Mobile phone').fill('4155550134');
        await page.getByRole('radio', { name: 'Co-owner on title (co-deeder)' }).check();
        await add.click();
        await expect(errorSummary(page)).toContainText(SIGNER_MESSAGES.selfInvite);

        await page.getByLabel('Email').fill(email);
        await add.click();
        const row = page.getByRole('listitem').filter({ hasText: ownerName });
        await expect(row).toContainText('Invited');
        await expect(page.getByText(/Property records also list/)).toBeHidden();
        await check(page, 'signers/additional-invited');
      });

      await borrowerOnTo(api, borrower, 'DEED_SIGNING');

      await test.step('the borrower waits for the co-owner, as co-deed/status tells', async () => {
        const status = page.waitForResponse(`**${HELOC}/co-deed/status`);
        await page.goto(at(urlOf(borrower, 'signing/additional')));
        expect((await status).status()).toBe(200);
        await expect(
          page.getByText('Waiting for 1 of 1 person to sign and meet the notary.'),
        ).toBeVisible();
      });

      const signerContext = await browser.newContext({
        baseURL: server.url,
        viewport: page.viewportSize() ?? undefined,
      });
      const signer = await signerContext.newPage();
      await test.step('the co-deeder opens the invitation and sets a password', async () => {
        const message = await latestMessageTo(api, email);
        const link = message.links.find((href) => href.includes('/heloc-signer/resume'));
        expect(link).toBeDefined();
        const { pathname, hash } = new URL(link ?? '', server.url);
        await signer.goto(at(`${pathname}${hash}`));
        await expectHeading(signer, 'Create your password');
        await expect(signer.getByText(/has asked you to sign/)).toBeVisible();
        await check(signer, 'signers/resume');
        await signer.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await signer.getByLabel('Confirm password').fill(PASSWORD);
        await signer.getByRole('button', { name: 'Create password and continue' }).click();
        await expectHeading(signer, 'Sign as an owner of the home');
      });

      await test.step('the invitation cannot be used twice', async () => {
        const message = await latestMessageTo(api, email);
        const link = message.links.find((href) => href.includes('/heloc-signer/resume')) ?? '';
        const token = link.split('#invitation=')[1] ?? '';
        const again = await api.post(`${SIGNER_V1}/invitations/preview`, { data: { token } });
        expect(again.status()).toBe(409);
      });

      await test.step('the co-deeder signs only their documents', async () => {
        await signer.getByLabel('I agree to use electronic records and signatures').check();
        await check(signer, 'signers/intro');
        await signer.getByRole('button', { name: 'Agree and continue' }).click();
        await signer.getByRole('button', { name: 'Continue without sharing' }).click();
        await expectHeading(signer, 'Review and sign your documents');
        await check(signer, 'signers/sign');
        const total = await signer.getByRole('button', { name: /^Review and sign/ }).count();
        // The deed: each owner's notice of the right to cancel comes at the notarization.
        expect(total).toBe(1);
        for (let signed = 0; signed < total; signed += 1) {
          const review = await openNextDocument(signer);
          await readToTheEnd(review);
          await review.getByLabel('Your full name').fill(ownerName);
          await review.getByRole('button', { name: 'Sign this document' }).click();
          await expect(review).toBeHidden();
        }
        await signer.getByRole('link', { name: 'Continue to the notary' }).click();
        await expectHeading(signer, 'Meet your notary');
        await check(signer, 'signers/notary-intro');
      });

      await test.step("the signer cannot read the borrower's application", async () => {
        const token = await signer.evaluate(() => window.localStorage.getItem('jwt'));
        const read = await api.get(`${HELOC}/${borrower.uuid}`, {
          headers: { authorization: token ?? '' },
        });
        expect(read.status()).toBe(403);
        expect(await read.json()).toEqual({
          errors: [{ code: 'forbidden', message: SIGNER_MESSAGES.borrowerOnly }],
        });
      });

      await test.step('the application cannot close before the co-deeder is notarized', async () => {
        const early = await api.post(`/ops/api/v1/notary/sessions/${borrower.uuid}/complete`, {
          headers: { authorization: await notaryAuthorization(api) },
          data: NOTARY_ACKNOWLEDGMENT,
        });
        expect(early.status()).toBe(409);
        expect(await early.json()).toEqual({
          errors: [{ code: 'conflict', message: SIGNER_MESSAGES.signersPending }],
        });
      });

      await test.step('the co-deeder meets the notary, who notarizes them', async () => {
        await signer.getByRole('link', { name: 'Start the online session' }).click();
        await expectHeading(signer, 'Your eNotary session');
        const signerHere = `${ownerName}, Co-owner on title (co-deeder)`;
        await expect(signer.getByTestId('room-presence')).toContainText(signerHere);
        await check(signer, 'signers/notary-session');
        const notaryContext = await browser.newContext({
          baseURL: server.url,
          viewport: page.viewportSize() ?? undefined,
        });
        const notary = await notaryContext.newPage();
        await signInAsOps(notary, OPS_USERS.notary, `${BASE_PATH}/ops/notary`);
        const waiting = notary.getByRole('listitem').filter({ hasText: 'Coowner' });
        await expect(waiting).toContainText('In the waiting room');
        await waiting.getByRole('link', { name: /^Open the session with/ }).click();
        await expectHeading(notary, 'Notary session');
        await expect(notary.getByTestId('room-presence')).toContainText(signerHere);
        const signers = notary.getByRole('region', { name: 'Additional signers' });
        await expect(signers).toContainText('Signed, in the session');
        await check(notary, 'signers/ops-notary-room');
        await signers.getByRole('button', { name: `Notarize ${ownerName}` }).click();
        await expect(signers).toContainText('Notarized');
        await notaryContext.close();
        await expect(signer.getByRole('status').first()).toContainText(
          'Your notarization is complete.',
        );
        await signer.getByRole('link', { name: 'See your documents' }).click();
        await expectHeading(signer, 'Your documents');
        await check(signer, 'signers/documents');
      });

      await test.step('the signer signs in again at their own sign-in', async () => {
        await signer.evaluate(() => window.localStorage.clear());
        await signer.goto(at('/account/heloc-signer/login'));
        await expect(signer).toHaveURL(`${server.url}${BASE_PATH}/heloc-signer/login`);
        await expect(signer.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
        await check(signer, 'signers/login');
        await signer.getByLabel('Email').fill(email);
        await signer.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await signer.getByRole('button', { name: 'Sign in' }).click();
        await expectHeading(signer, 'Your documents');
        await expect(signer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      });
      await signerContext.close();

      await test.step('then the borrower is notarized and the line funds', async () => {
        await notarizeByApi(api, borrower);
        const insured = await send(api, borrower, 'POST', '/insurance', {
          kind: 'HAZARD',
          carrier: 'Sandbox Mutual',
          policyNumber: 'HZ-2026-7',
          coverageAmount: 50_000_000,
          expirationDate: '2030-12-31',
        });
        expect(insured.state).toBe('RESCISSION');
        const { closing } = await applicationOf<{ closing: { rescissionEndsAt: string } }>(
          api,
          borrower,
        );
        await advanceClockPast(api, closing.rescissionEndsAt);
        await waitForState(api, await signedInAgain(api, borrower), 'COMPLETE');
      });
    },
  );

  test(
    "a co-borrower's credit and ID are checked before they sign; a held result waits for operations",
    { tag: '@layout' },
    async ({ page, browser }) => {
      const borrower = await borrowerAt(api, 'Coowner', 'APP_SUBMISSION');
      const at = (path: string) => `${server.url}${path}`;
      const stamp = Date.now();
      const howard = {
        firstName: 'Howard',
        lastName: 'Aldridge',
        email: `howard.${stamp}@example.com`,
      };
      const dale = { firstName: 'Dale', lastName: 'Decline', email: `dale.${stamp}@example.com` };
      const howardLink = await addCoBorrower(api, borrower, howard);
      const daleLink = await addCoBorrower(api, borrower, dale);

      await test.step('the co-borrower sets a password, then passes the credit and ID checks', async () => {
        const { pathname, hash } = new URL(howardLink, server.url);
        await page.goto(at(`${pathname}${hash}`));
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Create password and continue' }).click();
        await passCoBorrowerChecks(page);
        await page.getByRole('link', { name: 'Continue' }).click();
        await expectHeading(page, 'Sign as an owner of the home');
      });

      await test.step('a replay is refused, and Continue goes back only into the signer flow', async () => {
        const token = await page.evaluate(() => window.localStorage.getItem('jwt'));
        await expectCreditReplayRefused(api, token ?? '');
        await page.goto(at(`${BASE_PATH}/heloc-signer/identity?returnTo=/heloc-signer/documents`));
        await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
          'href',
          `${BASE_PATH}/heloc-signer/documents`,
        );
        await page.goto(at(`${BASE_PATH}/heloc-signer/identity?returnTo=//evil.example/x`));
        await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
          'href',
          `${BASE_PATH}/heloc-signer/intro`,
        );
      });

      await test.step('a credit result below the rules holds the co-borrower and the application', async () => {
        const authorization = await acceptByApi(api, daleLink, PASSWORD);
        expect((await creditByApi(api, authorization)).status()).toBe(200);
        const context = await browser.newContext({
          baseURL: server.url,
          viewport: page.viewportSize() ?? undefined,
        });
        await context.addInitScript(
          (jwt) => window.localStorage.setItem('jwt', jwt),
          authorization,
        );
        const held = await context.newPage();
        await held.goto(at(`${BASE_PATH}/heloc-signer/resume`));
        await expectHeading(held, 'Your credit check needs a review');
        await expect(held.getByRole('link', { name: 'Continue' })).toHaveCount(0);
        await check(held, 'signers/co-borrower-held');
        await context.close();
        const status = await api.get(`${HELOC}/co-deed/status`, {
          headers: { authorization: borrower.authorization },
        });
        const { ownApplications } = (await status.json()) as {
          ownApplications: {
            coDeedStatus: string;
            signers: { firstName: string; credit: string }[];
          }[];
        };
        expect(ownApplications[0]?.coDeedStatus).toBe('ON_HOLD');
        expect(ownApplications[0]?.signers).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ firstName: 'Dale', credit: 'BELOW_MINIMUM' }),
            expect.objectContaining({ firstName: 'Howard', credit: 'PASSED' }),
          ]),
        );
      });
    },
  );
});
