import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, opsAuthorization, signInAsOps } from './support/ops';
import { check, gotoPastRedirect } from './support/pages';
import {
  fillPasswordStep,
  LEGACY,
  openWithAnswers,
  seededAnswers,
  SUBMIT_LABEL,
  uniqueEmail,
  V2,
} from './registration-helpers';

/** Issue 31: the registration experiment, from v2/decision to the operations' conversions. */

const lender = 'OPENHELOC_WHOLESALE';
const EXPERIMENT = 'fe-heloc-redesign-2025';
const FLAG_PATH = `/service-optimize/admin/api/v1/organizations/${lender}/features/${EXPERIMENT}`;
const ADMIN_HEADERS = { Authorization: 'Bearer e2e-ops-token' };

test.describe('the registration experiment at a lender running it', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ extraHTTPHeaders: { 'x-org': lender } });
  test.afterEach(async ({ request }) => {
    await request.delete(FLAG_PATH, { headers: ADMIN_HEADERS });
  });

  test(
    'assigns a variation, shows its registration, saves it and counts it',
    { tag: '@layout' },
    async ({ browser, page, request }) => {
      const split = await request.put(FLAG_PATH, {
        headers: ADMIN_HEADERS,
        data: { enabled: true, variables: { treatmentPercent: 50 } },
      });
      expect(split.status(), await split.text()).toBe(200);

      const decision = page.waitForResponse('**/service-optimize/heloc/api/v2/decision');
      await openWithAnswers(page, `${V2}/set-password`, seededAnswers(uniqueEmail('experiment')));
      const answer = (await (await decision).json()) as {
        decisions: { key: string; variationKey: string }[];
      };
      const variation = answer.decisions.find((d) => d.key === EXPERIMENT)?.variationKey;
      expect(['register-v2', 'register']).toContain(variation);
      await expect(page).toHaveURL(
        variation === 'register' ? `${LEGACY}/login-info` : `${V2}/set-password`,
      );

      await fillPasswordStep(page);
      const saved = page.waitForRequest(
        (req) => req.method() === 'PATCH' && req.url().endsWith('/experiments'),
      );
      const profile = page.waitForRequest(
        (req) => req.method() === 'PATCH' && req.url().includes('/optermizerly-profile'),
      );
      await page.getByRole('button', { name: SUBMIT_LABEL }).click();
      expect((await saved).postDataJSON()).toMatchObject({
        experiments: [{ name: EXPERIMENT, variation }],
      });
      const { optimizelyProfileUuid: tracker } = (await profile).postDataJSON() as {
        optimizelyProfileUuid: string;
      };
      expect(tracker).toMatch(/^[0-9a-f-]{36}$/);
      await expect(page).toHaveURL(/\/[0-9a-f-]{36}(\/[a-z/-]+)?$/);

      // On another device the signed-in borrower's browser adopts the profile (GET
      // optermizerly-profile), and the experiment decides there on the same tracker.
      const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
      const laptop = await browser.newContext({ extraHTTPHeaders: { 'x-org': lender } });
      const other = await laptop.newPage();
      await other.addInitScript((token) => {
        if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
        window.sessionStorage.setItem('e2e-signed-in', 'yes');
        window.localStorage.setItem('jwt', token ?? '');
      }, jwt);
      const read = other.waitForResponse(
        (res) => res.request().method() === 'GET' && res.url().includes('/optermizerly-profile'),
      );
      await other.goto(page.url());
      expect(await (await read).json()).toMatchObject({ optimizelyProfileUuid: tracker });
      await expect
        .poll(() => other.evaluate(() => window.localStorage.getItem('EXPERIMENT_PROFILE_UUID')))
        .toBe(tracker);
      await other.evaluate(() => window.localStorage.removeItem('jwt'));
      const decided = other.waitForRequest('**/service-optimize/heloc/api/v2/decision');
      await gotoPastRedirect(other, V2);
      expect((await decided).postDataJSON()).toMatchObject({ trackerId: tracker });
      await laptop.close();

      const conversions = await request.get('/ops/api/v1/experiments/conversions', {
        headers: { authorization: await opsAuthorization(request, OPS_USERS.admin) },
      });
      expect(conversions.status()).toBe(200);
      const { conversions: rows } = (await conversions.json()) as {
        conversions: { experiment: string; variation: string; applications: number }[];
      };
      const row = rows.find(
        (entry) => entry.experiment === EXPERIMENT && entry.variation === variation,
      );
      expect(row?.applications).toBeGreaterThanOrEqual(1);

      // Operations read the same figures on their Experiments screen.
      await page.context().clearCookies();
      await signInAsOps(page, OPS_USERS.admin, `${BASE_PATH}/ops/experiments`);
      const table = page.getByRole('table', {
        name: `Applications and pre-qualified offers per variation of ${EXPERIMENT}`,
      });
      const line = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: variation, exact: true }) });
      await expect(line.getByRole('cell').first()).toHaveText(String(row?.applications));
      await check(page, 'ops/experiments');
    },
  );
});
