import type { Page } from '@playwright/test';
import { uniquePng } from './support/borrowers';
import { expect, test } from './support/fixtures';
import { borrowerAt } from './support/journey-api';
import { check, expectError, expectHeading, pathPattern, signIn, urlOf } from './support/pages';

const TITLE = 'Verify your identity';
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: uniquePng() });

async function uploadPhoto(page: Page, label: string, name: string): Promise<void> {
  await page.getByLabel(label).setInputFiles(photo(name));
  await expect(page.getByText(`${name} uploaded`, { exact: false }).first()).toBeVisible();
}

test.describe('identity', () => {
  // A borrower taken through the API to the ID step: a few sandbox steps on a shared machine.
  test.setTimeout(120_000);

  test(
    'a driver’s license, front and back, passes the check and the borrower moves on',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAt(request, 'Idpass', 'IDENTITY_VERIFICATION');
      await signIn(page, borrower);
      await page.goto(urlOf(borrower));
      await expect(page).toHaveURL(pathPattern(borrower, 'identity'));
      await page.reload();
      await expectHeading(page, TITLE);
      await check(page, 'identity/choose');

      await page.getByRole('button', { name: 'Verify my ID' }).click();
      await expectError(page, 'idType', 'Please choose the ID you will use');
      await page.getByRole('radio', { name: "US Driver's License" }).check();
      const front = page.getByLabel("Front of your US Driver's License");
      await expect(front).toHaveAttribute('capture', 'environment');
      // A PDF is refused by its content, whatever its name: an ID check reads photos.
      await front.setInputFiles({
        name: 'license.png',
        mimeType: 'image/png',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj\n'),
      });
      await expect(page.locator('#front-error')).toHaveText(
        'Error: Please upload a photo: a JPEG, PNG or HEIC image',
      );
      await uploadPhoto(page, "Front of your US Driver's License", 'license-front.png');
      await page.getByRole('button', { name: 'Verify my ID' }).click();
      await expectError(page, 'back', "Please upload the back of your US Driver's License");
      await check(page, 'identity/errors');
      await uploadPhoto(page, "Back of your US Driver's License", 'license-back.png');
      await check(page, 'identity/uploaded');
      await page.getByRole('button', { name: 'Verify my ID' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'signing/intro'), { timeout: 30_000 });
    },
  );

  test(
    'a failed check says why, raises a document request, and the borrower tries again',
    { tag: '@layout' },
    async ({ page, request }) => {
      // The sandbox cannot match an ID to the first name Idfail.
      const borrower = await borrowerAt(request, 'Idretry', 'IDENTITY_VERIFICATION', {
        firstName: 'Idfail',
      });
      await signIn(page, borrower);
      await page.goto(urlOf(borrower, 'identity'));
      await page.getByRole('radio', { name: 'US Passport' }).check();
      await expect(page.getByLabel('Photo page of your US Passport')).toBeVisible();
      await expect(page.getByLabel(/Back of your/)).toHaveCount(0);
      await uploadPhoto(page, 'Photo page of your US Passport', 'passport.png');
      await page.getByRole('button', { name: 'Verify my ID' }).click();

      const failure = page.getByRole('alert').filter({ hasText: 'We could not verify your' });
      await expect(failure).toContainText('We could not verify your US Passport', {
        timeout: 30_000,
      });
      await expect(failure).toContainText(
        'The name on the ID does not match the name on your application.',
      );
      await expect(page).toHaveURL(pathPattern(borrower, 'identity'));
      // The photos of the ID that failed are not sent again: the borrower starts afresh.
      await expect(page.getByRole('radio', { name: 'US Passport' })).not.toBeChecked();
      await check(page, 'identity/failed');

      // The failed check is a document request on the dashboard, which leads back here.
      await page.goto(urlOf(borrower, 'conditions'));
      await expect(page.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
      await page.getByRole('link', { name: 'Verify Identity' }).click();
      await expect(page).toHaveURL(pathPattern(borrower, 'identity'));

      await page.getByRole('radio', { name: 'US State ID Card' }).check();
      await uploadPhoto(page, 'Front of your US State ID Card', 'state-id.png');
      await page.getByRole('button', { name: 'Verify my ID' }).click();
      // Sent and checked again: the same name fails the same way, and the form is fresh again.
      await expect(failure).toContainText('We could not verify your US State ID Card', {
        timeout: 30_000,
      });
      await expect(page.getByRole('radio', { name: 'US State ID Card' })).not.toBeChecked();
    },
  );
});
