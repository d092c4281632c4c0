/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { BASE_PATH, expect, storeCredential, test } from './support/fixtures';
import { check } from './support/pages';

const APPLICATION = '5b1c2d3e-1111-4222-8333-444455556666';

test.describe('signed out', () => {
  test('a page that needs sign-in sends the visitor to login with the way back', async ({
    page,
  }) => {
    await page.goto(`${BASE_PATH}/dashboard?tab=offers`);
    await expect(page).toHaveURL(
      `${BASE_PATH}/auth/login?redirectUrl=${encodeURIComponent('/dashboard?tab=offers')}`,
    );
  });

  test('an application page does the same', async ({ page }) => {
    await page.goto(`${BASE_PATH}/${APPLICATION}/start/profile`);
    await expect(page).toHaveURL(
      `${BASE_PATH}/auth/login?redirectUrl=${encodeURIComponent(`/${APPLICATION}/start/profile`)}`,
    );
  });

  test('an unknown path under a public route is simply not found', async ({ page }) => {
    await page.goto(`${BASE_PATH}/register/no-such-step`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(`${BASE_PATH}/register/no-such-step`);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await storeCredential(page);
  });

  test('an unknown path shows the not-found page', { tag: '@layout' }, async ({ page }) => {
    await page.goto(`${BASE_PATH}/no/such/page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found – OpenHELOC');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await check(page, 'routing/1');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Signed in: the landing page offers the application rather than a new rate check.
    await expect(page.getByRole('link', { name: 'Continue your application' })).toBeVisible();
  });
});

test.describe('when a screen cannot be loaded', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|dynamically imported module/ });

  test(
    'the page reloads itself 5 times, then shows the generic error screen',
    { tag: '@layout' },
    async ({ page }) => {
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documentLoads += 1;
      });
      await page.route('**/assets/landing-page-*.js', (route) => route.abort());

      await page.goto(`${BASE_PATH}/`);

      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
      ).toBeVisible({ timeout: 20_000 });
      expect(documentLoads).toBe(6);
      expect(await page.evaluate(() => window.sessionStorage.getItem('CHUNK_RELOAD_COUNT'))).toBe(
        '5',
      );
      await expect(page.getByRole('link', { name: '(888) 555-0142' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'support@openheloc.example' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/dashboard`,
      );
      await check(page, 'routing/2');

      await page.unroute('**/assets/landing-page-*.js');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('link', { name: 'Check your rate' })).toBeVisible();
    },
  );
});

test.describe('without an organisation record', () => {
  test.use({ allowedConsoleErrors: /status of 503/ });

  test("the app stops with 'No private label data found'", async ({ page }) => {
    await page.route(`**${BASE_PATH}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script id="org-record"[^>]*>[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/service-organization/api/v1/organization', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ code: 'unavailable', message: 'Organisation service unavailable' }],
        }),
      }),
    );

    await page.goto(`${BASE_PATH}/`);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeVisible();
    await expect(page.getByText('No private label data found')).toBeVisible();
    await expect(page.getByText('Organisation service unavailable.')).toBeVisible();
  });
});
