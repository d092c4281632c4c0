/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const BASE_PATH = '/account/heloc';

/** Organisation codes from the server's lender data, chosen for what each one shows. */
export const ORGS = {
  retail: 'OPENHELOC',
  newYork: 'OPENHELOC_NY',
  /** Private label, Equal Opportunity Lender mark, licensed in two states. */
  privateLabel: 'GRANITE_CU',
  /** Private label whose privacy policy lives on another site. */
  externalPrivacy: 'PRAIRIE_LANTERN_CU',
} as const;

/**
 * Every test fails on a console error or an uncaught exception: a CSP violation, a failed API
 * call (the browser logs 4xx and 5xx answers) or a React warning all show up there. A test
 * that provokes a failure on purpose lists the messages it expects.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp | undefined;
  consoleErrors: string[];
}>({
  allowedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text());
      });
      page.on('pageerror', (error) => record(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe with the WCAG 2 A/AA and 2.2 AA rules finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Pretends to be signed in: the guard only checks that a credential is stored. */
export async function storeCredential(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('jwt', 'Bearer e2e-test-token'));
}
