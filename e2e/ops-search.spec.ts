import { borrowerAt } from './support/journey-api';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, expectHeading } from './support/pages';

test(
  'operations find an application by name, accents and case aside, and open it',
  { tag: '@layout' },
  async ({ page, request }) => {
    // The borrower is walked to a submitted application through the sandbox first.
    test.setTimeout(300_000);
    const surname = test.info().retry === 0 ? 'Searchable' : 'Searchableagain';
    const borrower = await borrowerAt(request, surname, 'APP_SUBMISSION');
    await signInAsOps(page, OPS_USERS.notary, `${BASE_PATH}/ops`);
    await page.getByRole('link', { name: 'Find an application' }).first().click();
    await expectHeading(page, 'Find an application');
    const box = page.getByLabel('Name, e-mail or loan number');

    await box.fill('pa');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please enter at least 3 characters')).toBeVisible();
    await check(page, 'ops-search/too-short');

    await box.fill('zzqx nobody');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('No application matches “zzqx nobody”');
    await check(page, 'ops-search/empty');

    await box.fill(`PÂT ${surname.toLowerCase()}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page.getByRole('link', { name: new RegExp(`^Pat ${surname}, HEL\\d{7}$`) });
    await expect(result).toHaveCount(1);
    await check(page, 'ops-search/results');
    await result.click();
    await expectHeading(page, 'Application');
    await expect(page.getByText(borrower.uuid)).toBeVisible();
  },
);
