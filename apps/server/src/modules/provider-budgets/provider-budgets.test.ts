import { PROVIDER_BUDGET_MESSAGES, type ProviderBudget } from '@openheloc/domain';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { applications, jobs, providerCallBudgets, providerCalls } from '../../db/schema';
import { withRecording } from '../../providers/record-provider-calls';
import { providerBudgetCheck, ProviderBudgetExceededError } from '../workflow/provider-budget';
import { makeDue } from '../../jobs/test-support';
import { opsTokenFor } from '../chat/test-support/agents';

const BUDGETS = '/ops/api/v1/provider-budgets';
const ORG = 'OPENHELOC';

describe("a lender's daily budget of paid calls", () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-23T18:00:00Z');
  let admin: string;
  let underwriter: string;
  let registered = 0;

  const register = async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: `budget-${registered++}@example.com` }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ jwt: string; applicationUuid: string }>();
  };
  const status = async (borrower: { jwt: string; applicationUuid: string }) =>
    (
      await ctx.app.inject({
        url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
        headers: { authorization: `Bearer ${borrower.jwt}` },
      })
    ).json();
  const budgets = async (token = admin): Promise<ProviderBudget[]> =>
    (await ctx.app.inject({ url: BUDGETS, headers: { authorization: `Bearer ${token}` } })).json();
  const ours = async () => (await budgets()).find((budget) => budget.orgCode === ORG)!;
  const setBudget = (callsPerDay: unknown, token = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${BUDGETS}/${ORG}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { callsPerDay },
    });
  const stepOf = async (applicationUuid: string) => {
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.applicationUuid, applicationUuid), eq(jobs.kind, 'application.prequalify')),
      );
    return job!;
  };
  const callsOf = async (applicationUuid: string) =>
    ctx.database.db
      .select({ provider: providerCalls.provider })
      .from(providerCalls)
      .where(eq(providerCalls.applicationUuid, applicationUuid));

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock, config: { paidCallsPerDay: 1000 } });
    admin = await opsTokenFor(ctx, {
      email: 'budget.admin@example.com',
      name: 'Ada',
      roles: ['ADMIN'],
    });
    underwriter = await opsTokenFor(ctx, {
      email: 'budget.uw@example.com',
      name: 'Uma',
      roles: ['UNDERWRITER'],
    });
  });
  afterAll(() => ctx.close());

  it('holds an application past the budget, tells the borrower, and resumes it the next day', async () => {
    const first = await register();
    await ctx.drainJobs();
    expect((await status(first)).state).toBe('OFFER_SELECTION');
    const used = (await ours()).usedToday;
    expect(used).toBeGreaterThan(1);
    expect(await ours()).toMatchObject({
      callsPerDay: 1000,
      isDefault: true,
      waitingApplications: 0,
    });

    // Room for one more call today: the next application's soft pull, not its property check.
    expect((await setBudget(used + 1)).statusCode).toBe(200);
    const second = await register();
    await ctx.drainJobs();
    const held = await status(second);
    expect(held).toMatchObject({
      state: 'WAITING_FOR_OFFER_SELECTION',
      waiting: true,
      budgetHold: { resumesAt: '2026-11-24T00:00:00.000Z' },
    });
    expect(await callsOf(second.applicationUuid)).toEqual([{ provider: 'credit' }]);
    expect(await stepOf(second.applicationUuid)).toMatchObject({
      status: 'queued',
      lastError: null,
    });
    expect(await ours()).toMatchObject({
      callsPerDay: used + 1,
      isDefault: false,
      usedToday: used + 1,
      waitingApplications: 1,
      resetsAt: '2026-11-24T00:00:00.000Z',
    });

    clock = new Date('2026-11-24T00:00:01Z');
    await makeDue(ctx.database.db, (await stepOf(second.applicationUuid)).id);
    await ctx.drainJobs();
    // A day later the borrower's sign-in has lapsed: the row says what the next one will read.
    const [resumed] = await ctx.database.db
      .select({ state: applications.state, heldUntil: applications.budgetHeldUntil })
      .from(applications)
      .where(eq(applications.uuid, second.applicationUuid));
    expect(resumed).toEqual({ state: 'OFFER_SELECTION', heldUntil: null });
    // The soft pull's answer was kept: only the checks after it were made.
    const calls = await callsOf(second.applicationUuid);
    expect(calls.filter((call) => call.provider === 'credit')).toHaveLength(1);
    expect(await ours()).toMatchObject({ usedToday: calls.length - 1, waitingApplications: 0 });
  });

  it('lets waiting applications go on at once when an administrator raises the budget', async () => {
    const { usedToday } = await ours();
    expect((await setBudget(usedToday)).statusCode).toBe(200);
    const waiting = await register();
    await ctx.drainJobs();
    expect((await status(waiting)).budgetHold).toBeDefined();
    expect(await callsOf(waiting.applicationUuid)).toEqual([]);

    expect((await setBudget(usedToday + 50)).json()).toMatchObject({ waitingApplications: 1 });
    await ctx.drainJobs();
    expect(await status(waiting)).toMatchObject({ state: 'OFFER_SELECTION', waiting: false });
    expect((await status(waiting)).budgetHold).toBeUndefined();
  });

  it('shows the budgets to underwriters, lets only administrators set them, and refuses bad input', async () => {
    expect((await budgets(underwriter)).map((b) => b.orgCode)).toContain(ORG);
    expect((await setBudget(10, underwriter)).statusCode).toBe(403);
    const bad = await setBudget(-1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      code: 'invalid_input',
      field: 'callsPerDay',
      message: 'Enter a whole number of calls, 0 or more.',
    });
    expect((await setBudget('many')).json().errors[0].message).toBe(
      'Enter a whole number of calls.',
    );
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `${BUDGETS}/NO_SUCH_LENDER`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { callsPerDay: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: BUDGETS })).statusCode).toBe(401);
  });

  it('refuses a paid call past the budget before it is made, keeping no row, with a clear 503', async () => {
    const { db } = ctx.database;
    await db
      .insert(providerCallBudgets)
      .values({ orgCode: 'SPENT_LENDER', callsPerDay: 0, updatedBy: 'test' });
    let made = 0;
    const provider = {
      kind: 'credit' as const,
      sandbox: true,
      softPull: async (_request: object) => {
        made++;
        return { score: 700 };
      },
    };
    const applicationUuid = randomUUID();
    const recorded = withRecording(provider, {
      db,
      applicationUuid,
      orgCode: 'SPENT_LENDER',
      now: () => clock,
      budget: providerBudgetCheck(db, 1000),
    });
    const refused = await recorded.softPull({}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderBudgetExceededError);
    expect(refused).toMatchObject({ status: 503, message: PROVIDER_BUDGET_MESSAGES.exhausted });
    expect(made).toBe(0);
    expect(await callsOf(applicationUuid)).toEqual([]);
    // A call the lender does not pay per use is not budgeted.
    const bank = withRecording(
      { kind: 'bank' as const, sandbox: true, verify: async (_request: object) => ({ ok: true }) },
      { db, applicationUuid, orgCode: 'SPENT_LENDER', budget: providerBudgetCheck(db, 1000) },
    );
    await expect(bank.verify({})).resolves.toEqual({ ok: true });
  });
});
