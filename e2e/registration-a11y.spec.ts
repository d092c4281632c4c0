import { BASE_PATH, expect, test } from './support/fixtures';
import {
  chooseFirstSuggestion,
  LEGACY,
  openWithAnswers,
  PASSWORD,
  seededAnswers,
  uniqueEmail,
  V2,
  warmUpTypeahead,
} from './registration-helpers';
import { check, screenshot } from './support/pages';

interface Screen {
  name: string;
  path: string;
  /** Whether Continue with the blank form shows errors (the help pages have no form). */
  form: boolean;
  answers?: Record<string, unknown>;
}

const INVESTMENT = {
  REGISTRATION_PROPERTY: {
    ...seededAnswers('x').REGISTRATION_PROPERTY,
    occupancyType: 'INVESTMENT',
  },
};

const SCREENS: Screen[] = [
  { name: 'v2-1-property', path: V2, form: true },
  { name: 'v2-2-home-address', path: `${V2}/home-address`, form: true, answers: INVESTMENT },
  { name: 'v2-3-for-sale', path: `${V2}/for-sale`, form: true },
  { name: 'v2-4-annual-income', path: `${V2}/annual-income`, form: true },
  { name: 'v2-5-legal-name', path: `${V2}/legal-name`, form: true },
  { name: 'v2-6-birthdate', path: `${V2}/birthdate`, form: true },
  { name: 'v2-7-phone-and-email', path: `${V2}/phone-and-email`, form: true },
  { name: 'v2-8-set-password', path: `${V2}/set-password`, form: true },
  { name: 'legacy-1-property-info', path: `${LEGACY}/property-info`, form: true },
  {
    name: 'legacy-1b-home-address',
    path: `${LEGACY}/home-address`,
    form: true,
    answers: INVESTMENT,
  },
  { name: 'legacy-2-sale-status', path: `${LEGACY}/sale-status`, form: true },
  { name: 'legacy-3-income-info', path: `${LEGACY}/income-info`, form: true },
  { name: 'legacy-4-name', path: `${LEGACY}/name`, form: true },
  { name: 'legacy-5-birthdate', path: `${LEGACY}/birthdate`, form: true },
  { name: 'legacy-6-contact-info', path: `${LEGACY}/contact-info`, form: true },
  { name: 'legacy-7-login-info', path: `${LEGACY}/login-info`, form: true },
  { name: 'legacy-account-setup', path: `${LEGACY}/account-setup`, form: false },
  { name: 'legacy-support', path: `${LEGACY}/support`, form: false },
];

test.beforeAll(async ({ request }) => {
  await warmUpTypeahead(request);
});

test.describe('every registration page passes axe (WCAG 2 A/AA, 2.2 AA)', () => {
  // Four axe runs each (two states at two widths): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const screen of SCREENS) {
    test(
      `${screen.name}, blank${screen.form ? ' and with errors' : ''}`,
      { tag: '@layout' },
      async ({ page }) => {
        await openWithAnswers(page, screen.path, {
          ...seededAnswers(uniqueEmail('axe')),
          ...screen.answers,
        });
        await expect(page).toHaveURL(screen.path);
        await check(page, `registration/${screen.name}`);
        if (!screen.form) return;
        await page
          .getByRole('button', {
            name: /^(Continue|Agree and check my rate)$/,
          })
          .click();
        await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
        await check(page, `registration/${screen.name}-errors`);
      },
    );
  }

  test('the address lookup, open and after choosing', { tag: '@layout' }, async ({ page }) => {
    await page.goto(V2);
    await page.getByRole('combobox', { name: 'Property address' }).fill('100 Main');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await check(page, 'registration/v2-1-property-typeahead-open');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'Secondary property' }).check();
    await check(page, 'registration/v2-1-property-chosen');
  });

  test(
    'the password step filled in, with the meter and both fields shown',
    { tag: '@layout' },
    async ({ page }) => {
      await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('axe-meter')));
      await page.getByLabel('Password', { exact: true }).fill('weakpass');
      await screenshot(page, 'registration/v2-8-set-password-weak');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Show password', exact: true }).click();
      await page.getByRole('button', { name: 'Show password confirmation' }).click();
      await check(page, 'registration/v2-8-set-password-strong');
    },
  );

  test('a revealed address with its own errors', { tag: '@layout' }, async ({ page }) => {
    await page.goto(V2);
    await chooseFirstSuggestion(page, 'Property address', '100 Main St');
    await page.getByLabel('City').fill('');
    await page.getByLabel('ZIP code').fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await check(page, 'registration/v2-1-property-address-errors');
  });

  test('the known-identity progress on the older flow', { tag: '@layout' }, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('jwt', 'Bearer e2e-test-token'));
    await page.goto(`${BASE_PATH}/register`);
    await check(page, 'registration/legacy-known-identity');
  });
});
