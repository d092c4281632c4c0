import { BASE_PATH, expect, test } from './support/fixtures';
import { check } from './support/pages';

/** Issue 12, shell: the Illinois community reinvestment notice, where the lender has one. */

test.describe('a lender with an Illinois community reinvestment notice', () => {
  test.use({ extraHTTPHeaders: { 'x-org': 'PRAIRIE_FORGE_CU' } });

  test(
    'links it in the footer beside the other legal pages',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(`${BASE_PATH}/register-v2`);
      const legal = page.getByRole('navigation', { name: 'Legal' });
      const notice = legal.getByRole('link', { name: /Illinois Community Reinvestment Notice/ });
      await expect(notice).toHaveAttribute(
        'href',
        'https://www.prairieforge.example/community-reinvestment',
      );
      await check(page, 'footer/illinois-notice');
    },
  );
});

test('a lender without one shows no Illinois notice', async ({ page }) => {
  await page.goto(`${BASE_PATH}/register-v2`);
  await expect(page.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Illinois/ })).toHaveCount(0);
});
