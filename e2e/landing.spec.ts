/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { BASE_PATH, expect, ORGS, test } from './support/fixtures';
import { check } from './support/pages';

test.describe('the landing page for the product’s own brand', () => {
  test(
    'is branded, states the offer and links to registration and sign-in',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(`${BASE_PATH}/`);

      await expect(page).toHaveTitle('Home equity line of credit – OpenHELOC');
      await expect(page.getByRole('img', { name: 'OpenHELOC' })).toBeVisible();
      await expect(page.getByText('OpenHELOC home equity line of credit')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('5 business days');
      await expect(page.getByRole('main')).toContainText('about 5 minutes');
      await expect(page.getByRole('main')).toContainText('does not affect your credit score');
      await expect(page.getByRole('main')).toContainText('$15,000 to $400,000');
      await expect(page.getByRole('main')).toContainText('7.60% to 17.20%');
      // The redesign flag is on for this lender: the redesigned registration.
      await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/register-v2`,
      );
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `${BASE_PATH}/auth/login`,
      );

      await check(page, 'landing/1');
    },
  );

  test('a signed-in visitor is offered to continue the application', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('jwt', 'Bearer signed-in-token'));
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/dashboard`,
    );
    await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveCount(0);
  });

  test('has the footer: legal links, company, licences, contacts and disclosures', async ({
    page,
  }) => {
    await page.goto(`${BASE_PATH}/`);
    const footer = page.getByRole('contentinfo');

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    // The lender's own /terms is served by this product, under its base path.
    await expect(legal.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/terms`,
    );
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(legal.getByRole('link', { name: 'Licenses' })).toBeVisible();

    await expect(footer).toContainText('OpenHELOC Lending, LLC');
    await expect(footer).toContainText('500 Market Street, Suite 1200, San Francisco, CA 94105');
    await expect(footer).toContainText('NMLS ID 2046113');
    await expect(footer.getByRole('link', { name: /NMLS Consumer Access/ })).toHaveAttribute(
      'href',
      /nmlsconsumeraccess\.org.*2046113$/,
    );
    await expect(footer).toContainText('with more states to come');
    await expect(footer.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    await expect(footer.getByRole('link', { name: 'support@openheloc.example' })).toBeVisible();
    await expect(footer).toContainText('Equal Housing Lender');
    await expect(footer).toContainText('New York residents');

    const disclosures = footer.getByRole('region', { name: 'Disclosures' }).getByRole('listitem');
    await expect(disclosures).toHaveCount(11);
    await expect(disclosures.first()).toHaveText('Loan amounts range from $15,000 to $400,000.');
    await expect(footer).toContainText('soft credit pull');
    await expect(footer).toContainText('256-bit encryption');
  });

  test('records a page view with a new telemetry session', async ({ page }) => {
    const event = page.waitForRequest(
      (request) => request.url().endsWith('/ft/heloc/event') && request.method() === 'POST',
    );
    await page.goto(`${BASE_PATH}/?utm_source=cloc`);
    const body = (await event).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'PAGE_VIEW',
      eventType: 'PAGE_VIEW',
      productType: 'HELOC',
      pagePath: `${BASE_PATH}/`,
      queryParams: { utm_source: 'cloc' },
    });
    const stored = await page.evaluate(() => window.localStorage.getItem('FT_SESSION_KEY'));
    expect(JSON.parse(stored ?? 'null')).toEqual(body.sessionKey);
  });
});

test.describe('the landing page for a private-label lender', () => {
  test.use({ extraHTTPHeaders: { 'x-org': ORGS.privateLabel } });

  test("carries the lender's brand, colours and footer", { tag: '@layout' }, async ({ page }) => {
    await page.goto(`${BASE_PATH}/`);
    const record = JSON.parse((await page.locator('#org-record').textContent()) ?? '{}') as {
      theme: { brand: Record<string, string> };
    };

    await expect(page).toHaveTitle('Home equity line of credit – Granite Hollow Credit Union');
    await expect(page.getByRole('img', { name: 'Granite Hollow Credit Union' })).toBeVisible();
    await expect(
      page.getByText('Granite Hollow Credit Union home equity line of credit'),
    ).toBeVisible();
    const brand600 = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-600').trim(),
    );
    expect(brand600).toBe(record.theme.brand['600']);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Granite Hollow Federal Credit Union');
    await expect(footer).toContainText('Equal Opportunity Lender');
    await expect(footer).toContainText('Licensed in NH, VT.');
    await expect(footer).not.toContainText('with more states to come');
    await expect(footer.getByRole('listitem').filter({ hasText: 'encryption' })).toHaveCount(1);

    await check(page, 'landing/2');
  });
});

test.describe('a lender whose privacy policy is on another site', () => {
  test.use({ extraHTTPHeaders: { 'x-org': ORGS.externalPrivacy } });

  test('links to it in a new tab and says so', async ({ page }) => {
    await page.goto(`${BASE_PATH}/`);
    const privacy = page.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('href', 'https://www.prairielantern.example/privacy');
  });
});

test.describe('the New York lender', () => {
  test.use({ extraHTTPHeaders: { 'x-org': ORGS.newYork } });

  test("shows its own limits and the regulator's review", async ({ page }) => {
    await page.goto(`${BASE_PATH}/`);
    await expect(page.getByRole('main')).toContainText('$15,000 to $350,000');
    await expect(page.getByRole('contentinfo')).toContainText(
      'New York State Department of Financial Services, which may review',
    );
  });
});
