import type { Page } from '@playwright/test';
import { BORROWER_PASSWORD, registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, expectHeading } from './support/pages';

/** Issue 12, shell: the non-production developer tools and their Shift+Alt+X toggle. */

test(
  'Shift+Alt+X and window.toggleDevTools open and close the developer tools',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto(`${BASE_PATH}/auth/login`);
    // The heading comes with the server's HTML; the shortcut is heard once React has taken over.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => 'toggleDevTools' in window);
    const panel = page.getByRole('region', { name: 'Developer tools' });
    await expect(panel).toHaveCount(0);

    await page.keyboard.press('Shift+Alt+KeyX');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Developer tools' })).toBeFocused();
    await expect(panel).toContainText('OPENHELOC');
    await expect(panel).toContainText('Signed in');
    await check(page, 'shell/dev-tools', false);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await page.evaluate(() =>
      (window as Window & { toggleDevTools?: () => void }).toggleDevTools?.(),
    );
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('jwt', 'Bearer stale'));
    await panel.getByRole('button', { name: 'Clear this browser’s session' }).click();
    await expect(panel.getByRole('status')).toContainText('The stored credential');
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
    await page.keyboard.press('Shift+Alt+KeyX');
    await expect(panel).toHaveCount(0);
  },
);

test.describe('signing in from the developer tools', () => {
  // The refused attempts are 401 answers, which the browser logs.
  test.use({ allowedConsoleErrors: /401 \(Unauthorized\)/ });

  async function openTools(page: Page) {
    await page.goto(`${BASE_PATH}/auth/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => 'toggleDevTools' in window);
    await page.keyboard.press('Shift+Alt+KeyX');
    return page.getByRole('region', { name: 'Developer tools' });
  }

  test('by e-mail and password, after a refused one', async ({ page, request }) => {
    const borrower = await registerBorrower(request, 'Toolbar', { label: 'devtools' });
    const tools = await openTools(page);

    await tools.getByRole('button', { name: 'Sign in with e-mail and password' }).click();
    await expect(tools.getByText('Please enter your email')).toBeVisible();

    await tools.getByLabel('E-mail').fill(borrower.email);
    await tools.getByLabel('Password', { exact: true }).fill('not-the-password');
    await tools.getByRole('button', { name: 'Sign in with e-mail and password' }).click();
    await expect(tools.getByRole('alert')).toHaveText(
      'Something unexpected happened logging you in',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();

    await tools.getByLabel('Password', { exact: true }).fill(BORROWER_PASSWORD);
    await tools.getByRole('button', { name: 'Sign in with e-mail and password' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
    await expect(tools.getByRole('status')).toHaveText(`Signed in as ${borrower.email}`);
    await expectHeading(page, 'Your applications');
  });

  test('by JWT, after a refused one', async ({ page, request }) => {
    const borrower = await registerBorrower(request, 'Toolbar', { label: 'devtools-jwt' });
    const tools = await openTools(page);

    await tools.getByLabel('JWT').fill('not.a.token');
    await tools.getByRole('button', { name: 'Sign in with a JWT' }).click();
    await expect(tools.getByRole('alert')).toHaveText(
      'Something unexpected happened logging you in',
    );
    await expect(page).toHaveURL(`${BASE_PATH}/auth/login`);

    await tools.getByLabel('JWT').fill(borrower.authorization.replace(/^Bearer /, ''));
    await tools.getByRole('button', { name: 'Sign in with a JWT' }).click();
    await expect(page).toHaveURL(`${BASE_PATH}/dashboard`);
    await expectHeading(page, 'Your applications');
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBe(
      borrower.authorization,
    );
  });
});

test.describe('the chat debug keys', () => {
  test('0, 1 and 2 show the test alerts, Backspace the chat ended, not while typing', async ({
    page,
  }) => {
    await page.route(
      '**/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
      (route) => route.fulfill({ json: true }),
    );
    await page.goto(`${BASE_PATH}/?pop-webchat=true`);
    const chat = page.getByRole('dialog', { name: /Chat with us/ });
    const name = chat.getByLabel('Name');
    await expect(name).toBeVisible();

    await name.fill('Ada');
    await name.press('1');
    await name.press('Backspace');
    await expect(name).toHaveValue('Ada');
    await expect(chat.getByText('Something went wrong. Please try again later.')).toHaveCount(0);

    await chat.getByRole('heading', { level: 2 }).focus();
    await page.keyboard.press('0');
    await expect(chat.getByRole('status')).toContainText(
      'Connection lost. Attempting to reconnect.',
    );
    await page.keyboard.press('1');
    await expect(chat.getByRole('alert')).toContainText(
      'Something went wrong. Please try again later.',
    );
    await page.keyboard.press('2');
    await expect(chat.getByRole('status')).toContainText('Token state is invalid.');

    await page.keyboard.press('Backspace');
    await expect(chat.getByRole('heading', { name: 'Thanks for chatting with us!' })).toBeFocused();
    await chat.getByRole('button', { name: 'Start new chat' }).click();
    await expect(chat.getByRole('button', { name: 'Start chat' })).toBeVisible();
  });
});
