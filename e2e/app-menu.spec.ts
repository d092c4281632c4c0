import { registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectHeading, signIn } from './support/pages';

/**
 * Issue 12, shell: the app menu's links from the spec. Issue 30: the platform's products only
 * where the lender's data gives them an address (the sandbox lenders give none), so every
 * entry opens a real page.
 */

const FLAG_PATH = (orgCode: string) =>
  `/service-optimize/admin/api/v1/organizations/${orgCode}/features/fe-heloc-portfolio-manager`;
const ADMIN_HEADERS = { Authorization: 'Bearer e2e-ops-token' };
const SPEC_LINKS: [string, string][] = [
  ['Dashboard', `${BASE_PATH}/dashboard`],
  ['Settings', `${BASE_PATH}/dashboard/settings`],
  ['Support', `${BASE_PATH}/contact`],
];

test(
  'opens from the top bar with the spec links, reaches settings, closes on Escape',
  { tag: '@layout' },
  async ({ page }) => {
    const borrower = await registerBorrower(page.request, 'Menu', { label: 'menu' });
    await signIn(page, borrower);
    await page.goto(`${BASE_PATH}/dashboard`);
    await expectHeading(page, 'Your applications');

    const nav = page.getByRole('navigation', { name: 'App' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(SPEC_LINKS.map(([label]) => label));
    for (const [label, href] of SPEC_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Portfolio Manager' })).toHaveCount(0);
    await check(page, 'shell/app-menu');

    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();

    await button.click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');

    await button.click();
    await nav.getByRole('link', { name: 'Support' }).click();
    await expectHeading(page, 'Contact us');
  },
);

test.describe('a lender with Portfolio Manager switched on', () => {
  const lender = 'OPENHELOC_WHOLESALE';
  test.use({ extraHTTPHeaders: { 'x-org': lender } });
  test.afterEach(async ({ request }) => {
    await request.delete(FLAG_PATH(lender), { headers: ADMIN_HEADERS });
  });

  test('without an address for it, Portfolio Manager stays out of the menu', async ({
    page,
    request,
  }) => {
    const response = await request.put(FLAG_PATH(lender), {
      headers: ADMIN_HEADERS,
      data: { enabled: true, variables: {} },
    });
    expect(response.status(), await response.text()).toBe(200);
    const borrower = await registerBorrower(page.request, 'Portfolio', { label: 'menu' });
    await signIn(page, borrower);
    await page.goto(`${BASE_PATH}/dashboard`);
    await page
      .getByRole('navigation', { name: 'App' })
      .getByRole('button', { name: 'Menu' })
      .click();
    const links = page.getByRole('navigation', { name: 'App' }).getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Settings', 'Support']);
  });
});
