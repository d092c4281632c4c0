import type { Page } from '@playwright/test';
import { borrowerAtOfferSelection } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { signIn, urlOf } from './support/pages';

/**
 * What a first visit fetches (compressed, as sent), checked against budgets: sizes of a build are
 * deterministic, so a change that makes the first page heavier fails here. Times are never
 * checked here; `npm run bench` measures them. Issue 27's goals are 150 KB of JavaScript on
 * /register-v2 and 200 KB on an application screen (docs/decisions/0035, 0051, 0054). The
 * application screen's budget is its goal; the registration's is what it fetches today, 171,122 B
 * measured, above the goal: React DOM, React Router, zod (classic), react-hook-form and TanStack
 * Query are most of it (decision 0054).
 */
const KB = 1000 / 1024;
const BUDGET_KIB = {
  registration: { script: 172 * KB, stylesheet: 15 * KB },
  application: { script: 200 * KB, stylesheet: 15 * KB },
};
/** Nothing moves while the browser takes over the page or a lazily loaded screen arrives. */
const MAX_LAYOUT_SHIFT = 0.01;

async function weighFirstVisit(page: Page, path: string) {
  await page.addInitScript(() => {
    const shift = { value: 0 };
    Object.assign(window, { __layoutShift: shift });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shift.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize })),
    );
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(sizes);
  const kib = (type: string) =>
    fetched.filter((f) => f.type === type).reduce((sum, f) => sum + f.bytes, 0) / 1024;
  const layoutShift = await page.evaluate(
    () => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value,
  );
  return { script: kib('script'), stylesheet: kib('stylesheet'), layoutShift };
}

test.describe('first-visit weight', () => {
  test('the registration page stays within its budget', async ({ page }) => {
    const weight = await weighFirstVisit(page, `${BASE_PATH}/register-v2`);
    expect(weight.script).toBeLessThanOrEqual(BUDGET_KIB.registration.script);
    expect(weight.stylesheet).toBeLessThanOrEqual(BUDGET_KIB.registration.stylesheet);
    expect(weight.layoutShift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });

  test('an application screen stays within its budget', async ({ page, request }) => {
    const borrower = await borrowerAtOfferSelection(request, 'Weigh');
    await signIn(page, borrower);
    const weight = await weighFirstVisit(page, urlOf(borrower, 'liens'));
    expect(weight.script).toBeLessThanOrEqual(BUDGET_KIB.application.script);
    expect(weight.stylesheet).toBeLessThanOrEqual(BUDGET_KIB.application.stylesheet);
    expect(weight.layoutShift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
});
