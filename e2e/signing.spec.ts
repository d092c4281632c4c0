import { createHash } from 'node:crypto';
import { formatDisplayDate, LOCATION_EXPLAINER, SIGNING_MESSAGES } from '@openheloc/domain';
import { BASE_PATH, expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { check, expectError, expectHeading, pathPattern, signIn, urlOf } from './support/pages';
import { signedCopyOf, signingOf } from './support/signing-api';
import { drawSignature, openNextDocument, readToTheEnd } from './support/steps';

const INTRO = 'Sign your closing documents';
const DOCUMENTS = 'Review and sign your documents';
const DENVER = { latitude: 39.7392, longitude: -104.9903, accuracy: 25 };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('e-signing', () => {
  // A borrower walked through the API to signing, then a dozen documents read and signed.
  test.setTimeout(240_000);

  test(
    'consent, location shared, every document read to the end and signed (typed and drawn), then the notary',
    { tag: '@layout' },
    async ({ page, request, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(DENVER);
      const borrower = await borrowerAt(request, 'Signer', 'NOTE_SIGNING');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'signing/intro'));
      await page.reload();
      await expectHeading(page, INTRO);
      await check(page, 'signing/intro');

      await page.getByRole('button', { name: 'Agree and continue' }).click();
      await expectError(page, 'agreed', SIGNING_MESSAGES.consentBox);
      await check(page, 'signing/intro-error');
      await page.getByLabel('I agree to use electronic records and signatures').check();
      await page.getByRole('button', { name: 'Agree and continue' }).click();

      await expect(page).toHaveURL(pathPattern(borrower, 'signing/sign'));
      await expectHeading(page, LOCATION_EXPLAINER.title);
      await page.reload();
      await expectHeading(page, LOCATION_EXPLAINER.title);
      await check(page, 'signing/location');
      await page.getByRole('button', { name: 'Share my location' }).click();
      await expectHeading(page, DOCUMENTS);
      await expect(page.getByText('Your location is recorded with each signature.')).toBeVisible();
      await page.reload();
      await expectHeading(page, DOCUMENTS);
      await check(page, 'signing/sign');

      // The E-SIGN consent just given is listed as agreed, never asked for again as a signature.
      const listed = (await signingOf(request, borrower)).documents;
      const [consent] = listed;
      expect(consent).toMatchObject({ type: 'ESIGN_CONSENT', status: 'AGREED' });
      if (!consent?.agreedAt) throw new Error('no agreed E-SIGN consent');
      const consentRow = page.getByRole('listitem').filter({ hasText: consent.title });
      await expect(consentRow).toContainText(
        `Agreed ${formatDisplayDate(new Date(consent.agreedAt))}`,
      );
      await expect(consentRow.getByRole('button', { name: /^Review and sign/ })).toHaveCount(0);
      const agreedDownload = page.waitForEvent('download');
      await consentRow.getByRole('button', { name: /^Download agreed copy/ }).click();
      expect((await agreedDownload).suggestedFilename()).toMatch(/-agreed\.pdf$/);
      const agreed = await signedCopyOf(request, borrower, consent.uuid, 'agreed');
      expect(agreed.pages.at(-1)).toContain('Consent record');
      expect(agreed.pages.at(-1)).toContain(consent.agreedAt);

      const total = listed.filter((document) => document.status === 'TO_SIGN').length;
      expect(total).toBeGreaterThan(1);
      await expect(page.getByRole('status').filter({ hasText: 'documents signed' })).toHaveText(
        `0 of ${total} documents signed.`,
      );

      // Closed without signing: nothing signed, focus back on the button that opened it.
      let dialog = await openNextDocument(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Review and sign/ }).first()).toBeFocused();

      let gated = 0;
      for (let signed = 0; signed < total; signed += 1) {
        dialog = await openNextDocument(page);
        if (signed === 0) {
          await check(page, 'signing/review', false);
          const download = page.waitForEvent('download');
          await dialog.getByRole('button', { name: /^Download/ }).click();
          expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
        }
        if (await readToTheEnd(dialog)) gated += 1;
        if (signed === 1) {
          await drawSignature(page, dialog);
          await check(page, 'signing/review-drawn', false);
        } else {
          await dialog.getByLabel('Your full name').fill('Pat Signer');
        }
        await dialog.getByRole('button', { name: 'Sign this document' }).click();
        if (signed === total - 1) break;
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: 'documents signed' })).toHaveText(
          `${signed + 1} of ${total} documents signed.`,
        );
        // The signed document's row takes focus: its button is gone.
        await expect(page.locator('h2:focus')).toHaveCount(1);
      }

      expect(gated, 'documents of several pages, signable only once read').toBeGreaterThan(0);
      // The last signature moves the application on to the notary.
      await expect(page).toHaveURL(pathPattern(borrower, 'notary/intro'), { timeout: 30_000 });
      const view = await signingOf(request, borrower);
      const signedDocuments = view.documents.filter((document) => document.status === 'SIGNED');
      expect(signedDocuments).toHaveLength(total);
      for (const [index, document] of signedDocuments.entries()) {
        const copy = await signedCopyOf(request, borrower, document.uuid);
        expect(sha256(copy.bytes)).toBe(document.signedSha256);
        const certificate = copy.pages.at(-1) ?? '';
        expect(certificate).toContain('Signing certificate');
        expect(certificate).toContain('Latitude 39.739200, longitude -104.990300');
        expect(certificate).toContain(index === 1 ? 'Signature (drawn)' : 'Signature (typed)');
        expect(certificate.replace(/\s/g, '')).toContain(document.sha256);
        // The consent each signature rests on, at the time it was first given.
        expect(certificate).toContain(`Given ${consent.agreedAt}`);
      }

      // The dashboard lists the signed documents, each to download.
      await page.goto(`${BASE_PATH}/dashboard`);
      const [first] = signedDocuments;
      if (!first) throw new Error('no document');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${first.title} (signed)` }).click();
      expect((await download).suggestedFilename()).toMatch(/-signed\.pdf$/);
      await expect(
        page.getByRole('button', { name: `Download ${consent.title} (agreed)` }),
      ).toBeVisible();
      await check(page, 'signing/dashboard');
    },
  );

  test.describe('with a name refused', () => {
    // Somebody else's name is refused with a 400, which the browser logs.
    test.use({ allowedConsoleErrors: /status of 400/ });

    test(
      'location refused: signing goes on and records it; who else signs, and where to get help',
      { tag: '@layout' },
      async ({ page, request, context }) => {
        await context.clearPermissions();
        const borrower = await borrowerAt(request, 'Nolocation', 'NOTE_SIGNING');
        await signIn(page, borrower);
        await page.goto(urlOf(borrower, 'signing/sign'));
        // No consent yet: the documents wait for it.
        await expect(page).toHaveURL(pathPattern(borrower, 'signing/intro'));
        await page.getByLabel('I agree to use electronic records and signatures').check();
        await page.getByRole('button', { name: 'Agree and continue' }).click();
        await expectHeading(page, LOCATION_EXPLAINER.title);
        await page.getByRole('button', { name: 'Share my location' }).click();
        await expect(page.getByRole('alert')).toContainText('did not share your location');
        await expectHeading(page, DOCUMENTS);
        await check(page, 'signing/sign-refused');

        const dialog = await openNextDocument(page);
        await readToTheEnd(dialog);
        await dialog.getByRole('button', { name: 'Sign this document' }).click();
        await expect(dialog.locator('#signature-name-error')).toContainText(
          SIGNING_MESSAGES.typedName,
        );
        // Somebody else's name is refused at the field, which takes the focus back.
        await dialog.getByLabel('Your full name').fill('Mickey Mouse');
        await dialog.getByRole('button', { name: 'Sign this document' }).click();
        await expect(dialog.locator('#signature-name-error')).toContainText(
          'Please type your full name as it appears on your application: Pat Nolocation',
        );
        await expect(dialog.getByLabel('Your full name')).toBeFocused();
        await expect(dialog.getByLabel('Your full name')).toHaveAttribute('aria-invalid', 'true');
        await dialog.getByLabel('Your full name').fill('pat  NOLOCATION');
        await dialog.getByRole('button', { name: 'Sign this document' }).click();
        await expect(dialog).toBeHidden();
        const [signed] = (await signingOf(request, borrower)).documents.filter(
          (document) => document.status === 'SIGNED',
        );
        if (!signed) throw new Error('nothing signed');
        const copy = await signedCopyOf(request, borrower, signed.uuid);
        expect(copy.pages.at(-1)).toContain('declined to share their location');

        await page.getByRole('link', { name: 'Does anyone else need to sign?' }).click();
        await expectHeading(page, 'Does anyone else need to sign?');
        await page.reload();
        await expectHeading(page, 'Does anyone else need to sign?');
        await check(page, 'signing/additional');
        await page.getByRole('link', { name: 'Back to your documents' }).click();
        await page.getByRole('link', { name: 'Get help with signing' }).click();
        await expectHeading(page, 'Help with signing');
        await page.reload();
        await expectHeading(page, 'Help with signing');
        await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
        await check(page, 'signing/support');
      },
    );
  });
});
