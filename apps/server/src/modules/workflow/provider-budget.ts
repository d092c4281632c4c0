import { PROVIDER_BUDGET_MESSAGES } from '@openheloc/domain';
import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, providerCallBudgets, providerCalls } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ProviderBudgetCheck } from '../../providers';

/** The providers a lender pays per call; bank checks and funding transfers are not budgeted. */
export const PAID_PROVIDERS: readonly string[] = [
  'credit',
  'property',
  'flood',
  'bpo',
  'title',
  'income',
  'identity',
];

/** How often a held step looks again, in case operations raised the budget meanwhile. */
export const BUDGET_RECHECK_MS = 15 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Budgets are per UTC day: one boundary for every lender and instance. */
export function utcDayStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

export function nextUtcDay(at: Date): Date {
  return new Date(utcDayStart(at).getTime() + DAY_MS);
}

/** A paid call the lender's budget for today does not allow; in a request, a clear 503. */
export class ProviderBudgetExceededError extends AppError {
  constructor(
    readonly orgCode: string,
    readonly resumesAt: Date,
  ) {
    super('unavailable', PROVIDER_BUDGET_MESSAGES.exhausted);
    this.name = 'ProviderBudgetExceededError';
  }
}

/** The lender's own budget, or the deployment's default. */
export async function callsPerDayOf(
  db: Db,
  orgCode: string,
  defaultPerDay: number,
): Promise<{ callsPerDay: number; isDefault: boolean }> {
  const [row] = await db
    .select({ callsPerDay: providerCallBudgets.callsPerDay })
    .from(providerCallBudgets)
    .where(eq(providerCallBudgets.orgCode, orgCode));
  return row
    ? { callsPerDay: row.callsPerDay, isDefault: false }
    : { callsPerDay: defaultPerDay, isDefault: true };
}

/** The lender's paid calls since `since` (the rows of calls being made included). */
export async function paidCallsSince(db: Db, orgCode: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(providerCalls)
    .where(
      and(
        eq(providerCalls.orgCode, orgCode),
        inArray(providerCalls.provider, PAID_PROVIDERS),
        gte(providerCalls.startedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The check `recordCall` runs for each call once its row is written. */
export function providerBudgetCheck(db: Db, defaultPerDay: number): ProviderBudgetCheck {
  return async ({ orgCode, provider, startedAt }) => {
    if (!PAID_PROVIDERS.includes(provider)) return;
    const { callsPerDay } = await callsPerDayOf(db, orgCode, defaultPerDay);
    const used = await paidCallsSince(db, orgCode, utcDayStart(startedAt));
    if (used > callsPerDay) throw new ProviderBudgetExceededError(orgCode, nextUtcDay(startedAt));
  };
}

/**
 * Marks the application as waiting for the budget, so that the borrower is told (its status
 * answer) and operations can count it. The workflow version is left alone: the job still applies.
 */
export async function holdForBudget(db: Db, applicationUuid: string, until: Date): Promise<void> {
  await db
    .update(applications)
    .set({ budgetHeldUntil: until })
    .where(eq(applications.uuid, applicationUuid));
}

/** The step ran past the budget: the application no longer waits for it. */
export async function releaseBudgetHold(db: Db, applicationUuid: string): Promise<void> {
  await db
    .update(applications)
    .set({ budgetHeldUntil: null })
    .where(and(eq(applications.uuid, applicationUuid), isNotNull(applications.budgetHeldUntil)));
}
