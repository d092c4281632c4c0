/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { BASE_PATH, expect, ORGS, test } from './support/fixtures';
import { check, screenshot } from './support/pages';

const STATE_LICENSES = '**/service-application/external/api/v1/heloc/state-licenses?*';

/** Marks the current document, so that a test can tell a full page load from a client one. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-old-document', ''));
}

async function expectNewDocument(page: Page): Promise<void> {
  await expect(page.locator('html[data-e2e-old-document]')).toHaveCount(0);
}

const LENDERS = [
  {
    orgCode: ORGS.retail,
    brandName: 'OpenHELOC',
    legalName: 'OpenHELOC Lending, LLC',
    nmls: '2046113',
    governingLaw: 'the laws of the State of California, where OpenHELOC Lending, LLC is located',
    someStates: ['Alabama', 'California', 'New Hampshire', 'Wisconsin'],
    stateCount: 38,
    unservedState: { code: 'NY', name: 'New York' },
  },
  {
    orgCode: ORGS.privateLabel,
    brandName: 'Granite Hollow Credit Union',
    legalName: 'Granite Hollow Federal Credit Union',
    nmls: '1079126',
    governingLaw:
      'the laws of the State of New Hampshire, where Granite Hollow Federal Credit Union is located',
    someStates: ['New Hampshire', 'Vermont'],
    stateCount: 2,
    unservedState: { code: 'TX', name: 'Texas' },
  },
] as const;

for (const lender of LENDERS) {
  test.describe(`the legal pages of ${lender.orgCode}`, () => {
    test.use({ extraHTTPHeaders: { 'x-org': lender.orgCode } });

    test(
      'terms of use name the lender, its NMLS ID and the law of its state',
      { tag: '@layout' },
      async ({ page }) => {
        await page.goto(`${BASE_PATH}/terms`);
        const main = page.getByRole('main');
        await expect(page).toHaveTitle(`Terms of use – ${lender.brandName}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
        await expect(main).toContainText(
          `${lender.legalName} (“we”, “us”), NMLS ID ${lender.nmls}`,
        );
        await expect(main).toContainText(lender.governingLaw);
        for (const heading of [
          'Electronic signatures and records',
          'Checking your rate is not a promise to lend',
          'Acceptable use',
          'Governing law',
        ]) {
          await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        }
        await expect(main.getByRole('navigation', { name: 'On this page' })).toBeVisible();
        await check(page, `legal/terms-${lender.orgCode}`);
      },
    );

    test(
      'the privacy policy is a privacy notice in the lender’s name',
      { tag: '@layout' },
      async ({ page }) => {
        await page.goto(`${BASE_PATH}/privacy`);
        const main = page.getByRole('main');
        await expect(page).toHaveTitle(`Privacy policy – ${lender.brandName}`);
        await expect(main).toContainText(
          `What does ${lender.legalName} do with your personal information?`,
        );
        const table = main.getByRole('table', { name: `Reasons ${lender.legalName} can share` });
        await expect(table.getByRole('row')).toHaveCount(7);
        await expect(main).toContainText('Credit bureaus');
        await expect(main).toContainText('256-bit encryption');
        await expect(main).toContainText(`NMLS ID ${lender.nmls}`);
        await check(page, `legal/privacy-${lender.orgCode}`);
      },
    );

    test(
      'the communications policy is the E-SIGN consent in the lender’s name',
      { tag: '@layout' },
      async ({ page }) => {
        await page.goto(`${BASE_PATH}/communications`);
        const main = page.getByRole('main');
        await expect(page).toHaveTitle(`Electronic communications policy – ${lender.brandName}`);
        await expect(main).toContainText(`${lender.legalName} gives you disclosures`);
        for (const heading of [
          'What we send you electronically',
          'What you need',
          'Paper copies',
          'Withdrawing your consent',
          'Keeping your e-mail address up to date',
        ]) {
          await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        }
        await check(page, `legal/communications-${lender.orgCode}`);
      },
    );

    test(
      'licenses give the NMLS ID and the licensed states by full name',
      { tag: '@layout' },
      async ({ page }) => {
        const call = page.waitForRequest((request) => request.url().includes('/state-licenses?'));
        await page.goto(`${BASE_PATH}/licenses`);
        expect(new URL((await call).url()).searchParams.get('orgCode')).toBe(lender.orgCode);

        const main = page.getByRole('main');
        await expect(page).toHaveTitle(`Licenses – ${lender.brandName}`);
        await expect(main).toContainText(lender.legalName);
        await expect(main).toContainText(lender.nmls);
        await expect(
          main.getByRole('link', { name: `Look up ${lender.legalName} on NMLS Consumer Access` }),
        ).toHaveAttribute('href', new RegExp(`nmlsconsumeraccess\\.org/.*${lender.nmls}$`));

        const states = page
          .getByRole('region', { name: 'States where we lend' })
          .getByRole('listitem');
        await expect(states).toHaveCount(lender.stateCount);
        for (const name of lender.someStates) {
          await expect(states.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
        }
        await check(page, `legal/licenses-${lender.orgCode}`);
      },
    );

    test(
      'coming soon names the state, the lender and how to reach it',
      { tag: '@layout' },
      async ({ page }) => {
        await page.goto(`${BASE_PATH}/coming-soon?state=${lender.unservedState.code}`);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: `We are not lending in ${lender.unservedState.name} yet`,
          }),
        ).toBeVisible();
        const main = page.getByRole('main');
        await expect(main).toContainText(`${lender.brandName} home equity line of credit`);
        await expect(main).toContainText(`where ${lender.legalName} is licensed to lend`);
        await expect(main.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
          'href',
          /^tel:\+1\d{10}$/,
        );
        await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
        await check(page, `legal/coming-soon-${lender.orgCode}`);

        await markDocument(page);
        await main.getByRole('link', { name: 'licenses page' }).click();
        await expect(page).toHaveURL(`${BASE_PATH}/licenses`);
        await expectNewDocument(page);
      },
    );

    test('the footer’s legal links open the pages with full page loads', async ({ page }) => {
      const pages = [
        ['Terms of use', '/terms', 'Terms of use'],
        ['Privacy policy', '/privacy', 'Privacy policy'],
        ['Licenses', '/licenses', 'Licenses'],
        ['Electronic communications policy', '/communications', 'Electronic communications policy'],
      ] as const;
      await page.goto(`${BASE_PATH}/`);
      for (const [link, path, heading] of pages) {
        await markDocument(page);
        const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
        await legal.getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(`${BASE_PATH}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNewDocument(page);
      }
    });
  });
}

test.describe('a lender whose privacy policy is on its own site', () => {
  test.use({ extraHTTPHeaders: { 'x-org': ORGS.externalPrivacy } });

  test(
    'the footer links there, and /privacy says where it is',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(`${BASE_PATH}/`);
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Privacy policy (opens in a new tab)' }),
      ).toHaveAttribute('href', 'https://www.prairielantern.example/privacy');

      await page.goto(`${BASE_PATH}/privacy`);
      const main = page.getByRole('main');
      await expect(main).toContainText('Prairie Lantern Credit Union publishes its privacy policy');
      await expect(
        main.getByRole('link', { name: 'Read the Prairie Lantern Credit Union privacy policy' }),
      ).toHaveAttribute('href', 'https://www.prairielantern.example/privacy');
      await expect(main).not.toContainText('256-bit encryption');
      await check(page, 'legal/privacy-external');
    },
  );
});

test.describe('the licenses page when the states cannot be shown', () => {
  test('says when no state is licensed yet', { tag: '@layout' }, async ({ page }) => {
    await page.route(STATE_LICENSES, (route) => route.fulfill({ json: [] }));
    await page.goto(`${BASE_PATH}/licenses`);
    await expect(page.getByRole('main')).toContainText(
      'OpenHELOC Lending, LLC is not licensed in any state yet.',
    );
    await check(page, 'legal/licenses-empty');
  });

  test.describe('when the call fails', () => {
    test.use({ allowedConsoleErrors: /status of 503/ });

    test('says so in the product’s words and tries again', { tag: '@layout' }, async ({ page }) => {
      await page.route(STATE_LICENSES, (route) =>
        route.fulfill({
          status: 503,
          json: { errors: [{ code: 'unavailable', message: 'Service unavailable' }] },
        }),
      );
      await page.goto(`${BASE_PATH}/licenses`);
      const states = page.getByRole('region', { name: 'States where we lend' });
      await expect(states).toContainText('Something went wrong. Please try again later.');
      await check(page, 'legal/licenses-error');

      await page.unroute(STATE_LICENSES);
      await states.getByRole('button', { name: 'Try again' }).click();
      await expect(states.getByRole('listitem').filter({ hasText: /^California$/ })).toBeVisible();
    });
  });

  test('shows a skeleton while the states load', { tag: '@layout' }, async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(STATE_LICENSES, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_PATH}/licenses`);
    const states = page.getByRole('region', { name: 'States where we lend' });
    await expect(states.locator('[aria-busy="true"]')).toBeVisible();
    await expect(states).toContainText('Loading the states where we are licensed');
    await screenshot(page, 'legal/licenses-loading');
    release();
    await expect(states.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(states.getByRole('listitem').filter({ hasText: /^Wisconsin$/ })).toBeVisible();
  });
});
