import { registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectHeading, signIn } from './support/pages';

/** Issue 31: the profile menu shows the wallet service's account, access and authorized wallet. */

const WALLET = '/service-wallet/secure/api/v4';

test(
  'the profile menu names the account, its shortened address, the access and the wallet',
  { tag: '@layout' },
  async ({ page }) => {
    const borrower = await registerBorrower(page.request, 'Wallet', { firstName: 'Ada' });
    await signIn(page, borrower);
    const access = page.waitForResponse(`**${WALLET}/account/access`);
    const accounts = page.waitForResponse(`**${WALLET}/account`);
    await page.goto(`${BASE_PATH}/dashboard`);
    await expectHeading(page, 'Your applications');
    const { account } = (await (await access).json()) as { account: { address: string } };
    expect((await accounts).status()).toBe(200);

    const address = account.address;
    expect(address.length).toBeGreaterThan(11);
    const shortened = `${address.slice(0, 6)}...${address.slice(-5)}`;
    const button = page.getByRole('button', { name: /account menu/ });
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu.getByText('Ada Wallet', { exact: true })).toBeVisible();
    await expect(menu.getByText(`Signed in as ${borrower.email}`)).toBeVisible();
    await expect(menu.getByText(shortened, { exact: true })).toHaveCount(2);
    await expect(menu.getByText('Owner', { exact: true })).toBeVisible();
    // Screen readers hear the whole address, not the shortened one.
    await expect(menu.getByText(address, { exact: true })).toHaveCount(2);
    await check(page, 'application/profile-menu-account');
  },
);

test.describe('when the wallet service fails', () => {
  test.use({ allowedConsoleErrors: /503 \(Service Unavailable\)/ });

  test('a failed account call says so in the menu', async ({ page }) => {
    const borrower = await registerBorrower(page.request, 'Wallet', { label: 'wallet-down' });
    await signIn(page, borrower);
    await page.route(`**${WALLET}/account/access`, (route) =>
      route.fulfill({ status: 503, json: { errors: [{ message: 'Service unavailable' }] } }),
    );
    await page.goto(`${BASE_PATH}/dashboard`);
    await expectHeading(page, 'Your applications');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByText('Failed to fetch profile details.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
