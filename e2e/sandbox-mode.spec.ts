import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_LOGIN } from './support/ops';

/** The e2e server is a sandbox (playwright.config.ts): every page says it is a demo. */
test.describe('the sandbox', () => {
  for (const path of [`${BASE_PATH}/`, `${BASE_PATH}/auth/login`, OPS_LOGIN]) {
    test(`says it is a demo on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page
          .getByRole('complementary', { name: 'Demo' })
          .getByText('Demo: no real credit or money'),
      ).toBeVisible();
    });
  }
});
