import type { APIRequestContext } from '@playwright/test';
import { BASE_PATH, expect, ORGS, test } from './support/fixtures';
import { check } from './support/pages';

const FLAG = 'fe-heloc-maintenance';
const ADMIN_HEADERS = { Authorization: 'Bearer e2e-ops-token' };

/**
 * Each browser project switches maintenance on for its own lender, so that the projects,
 * which run in parallel, never see each other's override.
 */
const LENDER_BY_PROJECT: Record<string, string> = {
  desktop: 'CEDARMARK_BANK',
  phone: 'SUNDIAL_BANK',
};

function adminPath(orgCode: string): string {
  return `/service-optimize/admin/api/v1/organizations/${orgCode}/features/${FLAG}`;
}

async function setMaintenance(
  request: APIRequestContext,
  orgCode: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const response = await request.put(adminPath(orgCode), {
    headers: ADMIN_HEADERS,
    data: { enabled: true, variables },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('maintenance mode', () => {
  test.describe.configure({ mode: 'serial' });

  let lender = '';

  test.beforeEach(() => {
    const { name } = test.info().project;
    const code = LENDER_BY_PROJECT[name];
    if (!code) throw new Error(`No maintenance lender for project ${name}`);
    lender = code;
  });

  test.afterEach(async ({ request }) => {
    const response = await request.delete(adminPath(lender), { headers: ADMIN_HEADERS });
    expect([200, 404]).toContain(response.status());
  });

  test(
    "shows the flag's notice to the lender it is on for, everywhere",
    { tag: '@layout' },
    async ({ page, request, browser }) => {
      await setMaintenance(request, lender, {
        routes: [],
        pageTitle: 'Upgrading our systems',
        message: 'We will be back at 6 a.m. Pacific Time.',
        shouldShowDashboardLink: true,
      });

      await page.setExtraHTTPHeaders({ 'x-org': lender });
      await page.goto(`${BASE_PATH}/`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Upgrading our systems' }),
      ).toBeVisible();
      await expect(page.getByText('We will be back at 6 a.m. Pacific Time.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/dashboard`,
      );
      await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveCount(0);
      await expect(page).toHaveTitle(/^Upgrading our systems – /);
      await check(page, 'maintenance/1');

      const other = await browser.newContext({ extraHTTPHeaders: { 'x-org': ORGS.retail } });
      const otherPage = await other.newPage();
      await otherPage.goto(`${BASE_PATH}/`);
      await expect(otherPage.getByRole('link', { name: 'Check your rate' })).toBeVisible();
      await expect(otherPage.getByRole('heading', { name: 'Upgrading our systems' })).toHaveCount(
        0,
      );
      await other.close();
    },
  );

  test('covers only the listed routes, with the default title and message', async ({
    page,
    request,
  }) => {
    await setMaintenance(request, lender, {
      routes: ['/register'],
      shouldShowDashboardLink: false,
    });

    await page.setExtraHTTPHeaders({ 'x-org': lender });
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('link', { name: 'Check your rate' })).toBeVisible();

    await page.goto(`${BASE_PATH}/register`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  });

  test('is gone on the next page load once switched off', async ({ page, request }) => {
    await setMaintenance(request, lender, { routes: [] });
    await page.setExtraHTTPHeaders({ 'x-org': lender });
    await page.goto(`${BASE_PATH}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' }),
    ).toBeVisible();

    await request.delete(adminPath(lender), { headers: ADMIN_HEADERS });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Check your rate' })).toBeVisible();
  });
});
