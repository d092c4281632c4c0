import { BASE_PATH, expect, test } from './support/fixtures';
import { check } from './support/pages';

/** Issue 12, shell: the non-production developer tools and their Shift+Alt+X toggle. */

test(
  'Shift+Alt+X and window.toggleDevTools open and close the developer tools',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto(`${BASE_PATH}/auth/login`);
    // The shortcut is heard once the app has drawn its first screen.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
