import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ProviderBudget } from '@openheloc/domain';
import { registerBorrower, statusOf, waitForState } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { enterOpsCode, OPS_PASSWORD, OPS_USERS, opsAuthorization } from './support/ops';
import { startOwnServer, type OwnServer } from './support/own-server';
import { check, expectHeading, signIn, urlOf } from './support/pages';

// Its own server: a spent budget would hold every other spec's applications.
let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startOwnServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

const BUDGETS = '/ops/api/v1/provider-budgets';

async function budgetOf(authorization: string, orgCode: string): Promise<ProviderBudget> {
  const response = await api.get(BUDGETS, { headers: { authorization } });
  expect(response.status()).toBe(200);
  const budget = ((await response.json()) as ProviderBudget[]).find((b) => b.orgCode === orgCode);
  if (!budget) throw new Error(`no budget for ${orgCode}`);
  return budget;
}

async function setBudget(authorization: string, orgCode: string, callsPerDay: number) {
  const response = await api.put(`${BUDGETS}/${orgCode}`, {
    headers: { authorization },
    data: { callsPerDay },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("a lender's daily budget of paid checks", () => {
  test.setTimeout(120_000);

  test(
    'an application past the budget waits in line, and goes on once operations raise it',
    { tag: '@layout' },
    async ({ page }) => {
      const admin = await opsAuthorization(api, OPS_USERS.admin);
      const registered = await registerBorrower(api, 'Sample');
      await waitForState(api, registered, 'OFFER_SELECTION');
      const orgCode = (await budgetOf(admin, 'OPENHELOC')).orgCode;
      await setBudget(admin, orgCode, (await budgetOf(admin, orgCode)).usedToday);

      const borrower = await registerBorrower(api, 'Sample');
      await expect
        .poll(async () => (await statusOf(api, borrower)) as { budgetHold?: object })
        .toMatchObject({ state: 'WAITING_FOR_OFFER_SELECTION', budgetHold: expect.anything() });
      await signIn(page, borrower);
      await page.goto(`${server.url}${urlOf(borrower)}`);
      await expectHeading(page, 'Your application is in line');
      await expect(
        page.getByText(/nothing is lost: we’ll continue automatically by/),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await check(page, 'budget-hold');

      // The operations home page counts it.
      const ops = await page.context().newPage();
      await ops.goto(`${server.url}${BASE_PATH}/ops/login?redirectUrl=%2Fops`);
      await ops.getByLabel('Work email').fill(OPS_USERS.admin);
      await ops.getByLabel('Password', { exact: true }).fill(OPS_PASSWORD);
      await ops.getByRole('button', { name: 'Sign in' }).click();
      await enterOpsCode(ops, OPS_USERS.admin);
      await expect(ops.getByRole('heading', { name: 'Paid checks today' })).toBeVisible();
      await expect(
        ops.getByText(
          /^OpenHELOC: [\d,]+ of [\d,]+ paid checks used today \(UTC\), 1 application waiting\.$/,
        ),
      ).toBeVisible();
      await check(ops, 'ops-home-budgets');
      await ops.close();

      await setBudget(admin, orgCode, 100_000);
      await waitForState(api, borrower, 'OFFER_SELECTION');
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(page.getByRole('heading', { name: 'Your application is in line' })).toHaveCount(
        0,
      );
      await expect(page).not.toHaveURL(new RegExp(`${urlOf(borrower)}$`));
    },
  );
});
