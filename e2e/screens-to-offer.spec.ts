import type { Locator, Page } from '@playwright/test';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check } from './support/pages';
import { PASSWORD, uniqueEmail, V2, warmUpTypeahead } from './registration-helpers';

/**
 * Issue 12 asked for 8 screens and 25 controls; issue 31 gives the date of birth its own screen, as
 * the spec lists the steps (where the two conflict the spec wins): 9 screens and 26 controls.
 */
const MAX_SCREENS = 9;
const MAX_CONTROLS = 26;

const OFFER = /\/product\/select(\?.*)?$/;
const SUBMIT = /^(Continue|Agree and check my rate)$/;

/**
 * Counts what the borrower must do: each field filled, option chosen, box ticked or button
 * pressed is one control, and each address where they do any of it is one screen.
 */
class Walk {
  readonly screens: string[] = [];
  controls = 0;

  constructor(private readonly page: Page) {}

  /** The screen is read before the action: a submit may have navigated by the time it returns. */
  private async act(action: () => Promise<unknown>) {
    this.see();
    this.controls += 1;
    await action();
  }

  see() {
    const path = new URL(this.page.url()).pathname;
    if (!this.screens.includes(path)) this.screens.push(path);
  }

  fill = (field: Locator, value: string) => this.act(() => field.fill(value));
  check = (choice: Locator) => this.act(() => choice.check());
  select = (field: Locator, value: string) => this.act(() => field.selectOption(value));
  click = (target: Locator) => this.act(() => target.click());
}

const shown = async (locator: Locator) =>
  (await locator.count()) > 0 && locator.first().isVisible();

/** Answers whatever the current screen asks of the default persona, then submits it. */
async function answerScreen(page: Page, walk: Walk, email: string) {
  const address = page.getByRole('combobox', { name: 'Property address' });
  if (await shown(address)) {
    await walk.fill(address, '100 Main St');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible({ timeout: 15_000 });
    await walk.click(option);
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
  }
  const primary = page.getByRole('radio', { name: 'Primary property' });
  if (await shown(primary)) await walk.check(primary);
  const forSale = page.getByRole('group', { name: /currently for sale/ });
  if (await shown(forSale)) await walk.check(forSale.getByRole('radio', { name: 'No' }));
  const income = page.getByLabel('Annual pre-tax income');
  if (await shown(income)) {
    await walk.fill(income, '85000');
    await walk.select(page.getByLabel('Primary source of annual income'), 'FULL_TIME');
  }
  const firstName = page.getByLabel('First name');
  if (await shown(firstName)) {
    await walk.fill(firstName, 'Ada');
    await walk.fill(page.getByLabel('Last name'), 'Lovelace');
  }
  const month = page.getByLabel('Month');
  if (await shown(month)) {
    await walk.fill(month, '03');
    await walk.fill(page.getByLabel('Day'), '27');
    await walk.fill(page.getByLabel('Year'), '1985');
  }
  const phone = page.getByLabel('Mobile phone number');
  if (await shown(phone)) {
    await walk.fill(phone, '4155550123');
    await walk.fill(page.getByLabel('Email address'), email);
  }
  const password = page.getByLabel('Password', { exact: true });
  if (await shown(password)) {
    await walk.fill(password, PASSWORD);
    await walk.fill(page.getByLabel('Confirm password'), PASSWORD);
    await walk.check(page.getByRole('checkbox', { name: /Terms of use/ }));
    await walk.check(page.getByRole('checkbox', { name: /communications electronically/ }));
  }
  const liensRight = page.getByRole('radio', { name: 'Yes, that’s right' });
  if (await shown(liensRight)) await walk.check(liensRight);
  await walk.click(page.getByRole('button', { name: SUBMIT }));
}

/** A registration step, or an application step (not the bare /{uuid} that routes on). */
const isScreen = (url: URL, before: string) =>
  url.pathname !== before &&
  (url.pathname.startsWith(V2) || /\/[0-9a-f-]{36}\/[a-z]/.test(url.pathname));

test.describe('screens to the offer', () => {
  test.setTimeout(180_000);

  test(
    `a new borrower sees the offer within ${MAX_SCREENS} screens and ${MAX_CONTROLS} controls`,
    { tag: '@layout' },
    async ({ page, request }) => {
      await warmUpTypeahead(request);
      const walk = new Walk(page);
      const email = uniqueEmail('fewer');
      await page.goto(V2);

      while (!OFFER.test(page.url())) {
        expect(walk.screens.length, 'screens walked without reaching the offer').toBeLessThan(12);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        const before = new URL(page.url()).pathname;
        const question = await page.getByRole('heading', { level: 1 }).textContent();
        if (before === `${V2}/birthdate`) await check(page, 'registration/birthdate');
        await answerScreen(page, walk, email);
        await page.waitForURL((url) => isScreen(url, before), { timeout: 30_000 });
        // The address changes before the next screen (a lazy route) replaces this one.
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(question ?? '');
      }
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choose your offer' }),
      ).toBeVisible();
      walk.see();

      const counts = `${walk.screens.length} screens, ${walk.controls} controls: ${walk.screens
        .map((path) => path.replace(BASE_PATH, ''))
        .join(' → ')}`;
      test.info().annotations.push({ type: 'walk', description: counts });
      expect(walk.screens.length, counts).toBeLessThanOrEqual(MAX_SCREENS);
      expect(walk.controls, counts).toBeLessThanOrEqual(MAX_CONTROLS);
    },
  );
});
