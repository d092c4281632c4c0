/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { BASE_PATH, expect, storeCredential, test } from './support/fixtures';
import { atPhoneWidth } from './support/pages';
import {
  APPLICATION_URL,
  continueButton,
  fillBirthdateStep,
  fillContactStep,
  fillIncomeStep,
  fillNameStep,
  fillPasswordStep,
  fillPropertyStep,
  LEGACY,
  openWithAnswers,
  seededAnswers,
  SUBMIT_LABEL,
  uniqueEmail,
  warmUpTypeahead,
} from './registration-helpers';

/** Where the page says the borrower is: the side list at desktop width, one line on phones. */
async function expectProgress(page: Page, section: string, line: string) {
  await atPhoneWidth(page, async () => {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  });
  const list = page.getByRole('navigation', { name: 'Registration progress' });
  await expect(list.locator('[aria-current="step"]').first()).toContainText(section);
}

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

test.describe('the older registration at /register', () => {
  test('registers a borrower through every step and opens the application, signed in', async ({
    page,
  }) => {
    await page.goto(LEGACY);
    await expect(page).toHaveURL(LEGACY);
    await expectProgress(page, 'Property Info', 'Step 1 of 5: Property Info');
    await fillPropertyStep(page);
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/sale-status`);
    await expectProgress(page, 'Property Info', 'Step 1 of 5: Property Info');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/income-info`);
    await expectProgress(page, 'Income Info', 'Step 2 of 5: Income Info');
    await fillIncomeStep(page);
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/name`);
    await expectProgress(page, 'Personal Info', 'Step 3 of 5: Personal Info');
    await fillNameStep(page);
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/birthdate`);
    await fillBirthdateStep(page);
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/contact-info`);
    await expectProgress(page, 'Contact Info', 'Step 4 of 5: Contact Info');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How can we contact you?' }),
    ).toBeVisible();
    await fillContactStep(page, uniqueEmail('legacy'));
    await continueButton(page).click();

    await expect(page).toHaveURL(`${LEGACY}/login-info`);
    await expectProgress(page, 'Login Info', 'Step 5 of 5: Login Info');
    await fillPasswordStep(page);
    await page.getByRole('button', { name: SUBMIT_LABEL }).click();

    await expect(page).toHaveURL(APPLICATION_URL, { timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toMatch(/^Bearer \S+/);
  });

  test('stays the older flow while the redesign flag is on', async ({ page }) => {
    await page.goto(`${LEGACY}?utm_source=cloc`);
    await expect(page).toHaveURL(`${LEGACY}?utm_source=cloc`);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('/register resumes at the first step without an answer', async ({ page }) => {
    await openWithAnswers(page, LEGACY, {
      ...seededAnswers(uniqueEmail('resume')),
      REGISTRATION_NAME: undefined,
    });
    await expect(page).toHaveURL(`${LEGACY}/name`);
  });

  test('asks for the home address of an investment property, under Address', async ({ page }) => {
    await page.goto(LEGACY);
    await fillPropertyStep(page, 'Investment property');
    await continueButton(page).click();
    await expect(page).toHaveURL(`${LEGACY}/home-address`);
    const list = page.getByRole('navigation', { name: 'Registration progress' });
    await expect(list.locator('li li[aria-current="step"]')).toHaveText('Address (current)');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${LEGACY}/property-info`);
    await expect(page.getByRole('radio', { name: 'Investment property' })).toBeChecked();
  });
});

test.describe('the older registration for a known identity', () => {
  test.beforeEach(async ({ page }) => {
    await storeCredential(page);
  });

  test('leaves Contact Info out of the progress list', async ({ page }) => {
    await page.goto(LEGACY);
    await atPhoneWidth(page, async () => {
      await expect(page.getByText('Step 1 of 4: Property Info', { exact: true })).toBeVisible();
    });
    const list = page.getByRole('navigation', { name: 'Registration progress' });
    await expect(list.locator(':scope > ol > li')).toHaveCount(4);
    await expect(list).not.toContainText('Contact Info');
  });
});

test.describe('registration help pages', () => {
  test('account setup explains what happens after registering and links to sign in', async ({
    page,
  }) => {
    await page.goto(`${LEGACY}/account-setup`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Setting up your account' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We check your rate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/auth/login`,
    );
    await page.getByRole('link', { name: 'Start registration' }).click();
    await expect(page).toHaveURL(LEGACY);
  });

  test("support shows the lender's phone, e-mail and hours", async ({ page }) => {
    await page.goto(`${LEGACY}/support`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get help with registration' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    await expect(main.getByRole('link', { name: 'support@openheloc.example' })).toHaveAttribute(
      'href',
      'mailto:support@openheloc.example',
    );
    await expect(page.getByText('Pacific Time (PT)')).toBeVisible();
  });
});
