/// <reference lib="dom" />
// page.evaluate and addInitScript callbacks run in the browser.
import { borrowerAt } from './support/journey-api';
import { HELOC, statusOf } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { completeNotarizationInRoom } from './support/notary-api';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, expectHeading, pathPattern, signIn, urlOf } from './support/pages';
import { remoteVideoWidth } from './support/steps';

// Each test walks a borrower to signed documents through the sandbox first.
test.describe.configure({ timeout: 120_000 });

test.describe('the notary', () => {
  test(
    'a borrower and a notary meet in the eNotary room: presence, chat, video, and only the notary completes',
    { tag: '@layout' },
    async ({ page, browser, request }) => {
      // A retry meets the first attempt's borrower in the lists: it brings a borrower of its own name.
      const surname = test.info().retry === 0 ? 'Notaryroom' : 'Notaryroomagain';
      const borrower = await borrowerAt(request, surname, 'DEED_SIGNING');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'notary/intro'));
      await expectHeading(page, 'Meet your notary');
      await page.getByRole('link', { name: 'Start the online session' }).click();
      await expectHeading(page, 'Your eNotary session');
      await expect(page.getByRole('status').first()).toContainText('You are in the waiting room');
      await expect(page.getByTestId('room-presence')).toContainText(`Pat ${surname}`);

      // The borrower cannot complete the notarization themselves.
      const self = await request.post(`${HELOC}/${borrower.uuid}/notary/complete`, {
        headers: { authorization: borrower.authorization },
      });
      expect(self.status()).toBe(403);
      expect(await self.json()).toEqual({
        errors: [{ code: 'forbidden', message: 'Only your notary can complete the notarization' }],
      });

      const notaryContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
      });
      const notary = await notaryContext.newPage();
      await signInAsOps(notary, OPS_USERS.notary, `${BASE_PATH}/ops/notary`);
      const waiting = notary.getByRole('listitem').filter({ hasText: `Pat ${surname}` });
      await expect(waiting).toContainText('In the waiting room');
      await check(notary, 'notary/ops-sessions');
      await waiting.getByRole('link', { name: `Open the session with Pat ${surname}` }).click();
      await expectHeading(notary, 'Notary session');

      // Presence on both sides.
      await expect(page.getByTestId('room-presence')).toContainText('Nico Notary');
      await expect(notary.getByTestId('room-presence')).toContainText(`Pat ${surname}`);

      // Chat both ways.
      await page.getByLabel('Message').fill('Hello, I have my ID ready');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(notary.getByTestId('room-chat-log')).toContainText(
        `Pat ${surname}: Hello, I have my ID ready`,
      );
      await notary.getByLabel('Message').fill('Thank you, please hold it up to the camera');
      await notary.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('room-chat-log')).toContainText(
        'Nico Notary: Thank you, please hold it up to the camera',
      );
      await expect(page.getByTestId('room-chat-log')).toContainText(
        'You: Hello, I have my ID ready',
      );

      // Video both ways: each side's remote video plays the other's fake camera.
      await expect.poll(() => remoteVideoWidth(page), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => remoteVideoWidth(notary), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect(page.getByRole('status').first()).toContainText(
        'You are connected with Nico Notary.',
      );
      await check(page, 'notary/session');
      await check(notary, 'notary/ops-room');

      // The notary completes; the borrower's screen moves on.
      await completeNotarizationInRoom(notary);
      await expect(notary.getByRole('status').first()).toContainText('Notarization complete');
      await expect(page).toHaveURL(pathPattern(borrower, 'insurance/requirements'));
      expect((await statusOf(request, borrower)).state).not.toBe('DEED_SIGNING');
      await notaryContext.close();
    },
  );

  test(
    'whoever joins later, or reloads, is called: the notary sees the signed deed and the photo ID',
    { tag: '@layout' },
    async ({ page, browser, request }) => {
      // Three browsers and two video calls on top of the walk to signed documents.
      test.setTimeout(300_000);
      const surname = test.info().retry === 0 ? 'Latejoiner' : 'Latejoineragain';
      const borrower = await borrowerAt(request, surname, 'DEED_SIGNING');
      const notaryContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
      });
      const notary = await notaryContext.newPage();
      await signInAsOps(notary, OPS_USERS.notary, `${BASE_PATH}/ops/notary`);
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'notary/session'));
      await expectHeading(page, 'Your eNotary session');
      await notary
        .getByRole('listitem')
        .filter({ hasText: `Pat ${surname}` })
        .getByRole('link', { name: `Open the session with Pat ${surname}` })
        .click();
      await expectHeading(notary, 'Notary session');
      await expect(notary.getByRole('status').first()).toContainText(
        `Connected with Pat ${surname}.`,
        { timeout: 30_000 },
      );
      await expect(page.getByRole('status').first()).toContainText(
        'You are connected with Nico Notary.',
        { timeout: 30_000 },
      );

      // The borrower on a second device joins while the call is on: it is called too.
      const laterContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
      });
      const later = await laterContext.newPage();
      await signIn(later, borrower);
      await later.goto(urlOf(borrower, 'notary/session'));
      // A new browser loads the app cold.
      await expect(
        later.getByRole('heading', { level: 1, name: 'Your eNotary session' }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(later.getByRole('status').first()).toContainText(
        'You are connected with Nico Notary.',
        { timeout: 30_000 },
      );
      await expect.poll(() => remoteVideoWidth(later), { timeout: 30_000 }).toBeGreaterThan(0);
      await laterContext.close();

      // A reload is a new connection: it is called again.
      await page.reload();
      await expect(page.getByRole('status').first()).toContainText(
        'You are connected with Nico Notary.',
        { timeout: 30_000 },
      );
      await expect.poll(() => remoteVideoWidth(page), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => remoteVideoWidth(notary), { timeout: 30_000 }).toBeGreaterThan(0);

      // The notary in the room sees what is notarized and the ID the borrower uploaded.
      const files = notary.getByRole('region', { name: 'Documents and photo IDs' });
      await expect(
        files.getByRole('heading', { name: `Pat ${surname}, the borrower` }),
      ).toBeVisible();
      await expect(
        files.getByRole('img', { name: `Pat ${surname}’s photo ID: US Passport, front` }),
      ).toBeVisible();
      const download = notary.waitForEvent('download');
      await files
        .getByRole('button', { name: /^Download the (deed of trust|mortgage) signed by/ })
        .click();
      expect((await download).suggestedFilename()).toMatch(/-signed\.pdf$/);
      await check(notary, 'notary/ops-room-files');
      await notaryContext.close();
    },
  );

  test(
    'a refused camera keeps the chat; a manual notary is scheduled in Pacific Time with the fee',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Notaryslots', 'DEED_SIGNING');
      await signIn(page, borrower);
      // The borrower says no to the camera prompt.
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      await page.goto(urlOf(borrower, 'notary/intro'));
      await expectHeading(page, 'Meet your notary');
      await expect(page.getByText(/A manual notarization costs \$300, added/)).toBeVisible();
      await check(page, 'notary/intro');

      await page.getByRole('link', { name: 'Start the online session' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Your browser is not letting us use your camera and microphone',
      );
      await page.getByLabel('Message').fill('My camera does not work');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('room-chat-log')).toContainText('You: My camera does not work');
      await check(page, 'notary/session-camera-refused');

      await page.goto(urlOf(borrower, 'notary/error'));
      await expectHeading(page, 'We couldn’t connect you to a notary');
      await check(page, 'notary/error');

      await page.getByRole('link', { name: 'schedule an in-person notary' }).click();
      await expectHeading(page, 'Choose a time for your notary');
      await expect(page.getByText(/A manual notarization costs \$300, added/)).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('link', { name: 'Choose a time for your appointment' }),
      ).toBeVisible();
      await check(page, 'notary/schedule-manual-error');
      const day = page.getByLabel('Day');
      const secondDay = await day.locator('option').nth(1).getAttribute('value');
      await day.selectOption(secondDay ?? '');
      // The first time still free that day (other tests may hold some).
      const time = page.getByRole('radio').first();
      const label = await time.evaluate(
        (input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '',
      );
      expect(label).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
      await time.check();
      await check(page, 'notary/schedule-manual');
      await page.getByRole('button', { name: 'Continue' }).click();

      await expectHeading(page, 'Confirm your notary appointment');
      await expect(page.getByText(`at ${label} Pacific Time`)).toBeVisible();
      await expect(page.getByText('$300, added to your closing costs')).toBeVisible();
      await check(page, 'notary/reserve-manual-confirm');
      await page.getByRole('button', { name: 'Reserve this time' }).click();
      await expectHeading(page, 'Your notary appointment is reserved');
      await expect(page.getByText(`at ${label} Pacific Time`)).toBeVisible();
      await check(page, 'notary/reserve-manual');
      const status = await statusOf(request, borrower);
      expect(status.state).toBe('DEED_SIGNING');
    },
  );
});
