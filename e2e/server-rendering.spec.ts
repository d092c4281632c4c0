/// <reference lib="dom" />
// page.evaluate and addInitScript callbacks run in the browser.
import { BASE_PATH, expect, ORGS, test } from './support/fixtures';

const FIRST_QUESTION = 'Which property do you want to borrow against?';

/**
 * The first screens arrive as HTML rendered by React on the server (decision 0035), in the brand
 * of the lender the request resolves to; the browser then takes the page over without
 * rendering it again.
 */
test.describe('the first screen rendered on the server', () => {
  test.use({ extraHTTPHeaders: { 'x-org': ORGS.privateLabel } });

  test("is in the HTML of /register-v2: the first question and the lender's name", async ({
    request,
  }) => {
    const response = await request.get(`${BASE_PATH}/register-v2`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(FIRST_QUESTION);
    expect(html).toContain('Granite Hollow Credit Union');
    expect(html).toContain('Granite Hollow Federal Credit Union');
    // No inline script: the CSP would refuse it. The hydration data is a JSON data block.
    expect(html).toMatch(/<script id="server-hydration" type="application\/json">/);
    expect(html.match(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/g)).toBe(null);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, heading] of [
      ['/register-v2', FIRST_QUESTION],
      ['/auth/login', 'Sign in'],
      ['/', 'Put your home equity to work'],
    ] as const) {
      test(`${path} shows its first screen, branded, with the footer`, async ({ page }) => {
        await page.goto(`${BASE_PATH}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await expect(page.getByRole('img', { name: 'Granite Hollow Credit Union' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(
          'Granite Hollow Federal Credit Union',
        );
        const record = JSON.parse((await page.locator('#org-record').textContent()) ?? '{}') as {
          theme: { brand: Record<string, string> };
        };
        const brand600 = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-600').trim(),
        );
        expect(brand600).toBe(record.theme.brand['600']);
      });
    }
  });

  test('is taken over by React: the root is a React root and the markup is kept', async ({
    page,
  }) => {
    // Hydrating keeps the server's elements; rendering again would remove them from #root.
    await page.addInitScript(() => {
      const removed = { count: 0 };
      Object.assign(window, { __removedFromRoot: removed });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          for (const record of records) removed.count += record.removedNodes.length;
        }).observe(root, { childList: true });
      });
    });
    await page.goto(`${BASE_PATH}/register-v2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_QUESTION);
    const reactKeys = (selector: string) =>
      page.evaluate(
        (found) => Object.keys(document.querySelector(found) ?? {}).map((key) => key.split('$')[0]),
        selector,
      );
    await expect.poll(() => reactKeys('#root')).toContain('__reactContainer');
    // The server's heading, now React's: hydrated, not rendered again.
    await expect.poll(() => reactKeys('h1')).toContain('__reactFiber');
    // Interactive: the form answers Continue without answers with its error summary.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const removed = await page.evaluate(
      () => (window as unknown as { __removedFromRoot: { count: number } }).__removedFromRoot.count,
    );
    expect(removed).toBe(0);
  });
});
