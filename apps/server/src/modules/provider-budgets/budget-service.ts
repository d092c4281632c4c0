import type { ProviderBudget } from '@openheloc/domain';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrganizationResolver } from '../../app-types';
import type { Db } from '../../db/client';
import { applications, jobs, providerCallBudgets } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  callsPerDayOf,
  nextUtcDay,
  paidCallsSince,
  utcDayStart,
} from '../workflow/provider-budget';

export type BudgetDeps = {
  db: Db;
  organizations: OrganizationResolver;
  now: () => Date;
  /** The deployment's default for a lender without a budget of its own. */
  paidCallsPerDay: number;
};

async function heldApplications(db: Db, orgCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.orgCode, orgCode), isNotNull(applications.budgetHeldUntil)));
  return row?.n ?? 0;
}

/** One lender's budget, what today used of it and how many applications wait for it. */
export async function budgetOf(deps: BudgetDeps, orgCode: string): Promise<ProviderBudget> {
  const organization = deps.organizations.byCode(orgCode);
  if (!organization) throw AppError.notFound('Lender not found');
  const now = deps.now();
  const [budget, usedToday, waitingApplications] = await Promise.all([
    callsPerDayOf(deps.db, orgCode, deps.paidCallsPerDay),
    paidCallsSince(deps.db, orgCode, utcDayStart(now)),
    heldApplications(deps.db, orgCode),
  ]);
  return {
    orgCode,
    brandName: organization.brandName,
    ...budget,
    usedToday,
    waitingApplications,
    resetsAt: nextUtcDay(now).toISOString(),
  };
}

/** The budgets of the lenders `serves` accepts, in the registry's order. */
export async function listBudgets(
  deps: BudgetDeps,
  serves: (orgCode: string) => boolean,
): Promise<ProviderBudget[]> {
  const budgets: ProviderBudget[] = [];
  for (const organization of deps.organizations.all()) {
    if (serves(organization.orgCode)) budgets.push(await budgetOf(deps, organization.orgCode));
  }
  return budgets;
}

/**
 * Sets the lender's budget. The waiting applications' steps are made due at once: a raised
 * budget lets them run now, a budget still spent holds them again.
 */
export async function setBudget(
  deps: BudgetDeps,
  orgCode: string,
  callsPerDay: number,
  updatedBy: string,
): Promise<ProviderBudget> {
  if (!deps.organizations.byCode(orgCode)) throw AppError.notFound('Lender not found');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(providerCallBudgets)
      .values({ orgCode, callsPerDay, updatedBy, updatedAt: now })
      .onConflictDoUpdate({
        target: providerCallBudgets.orgCode,
        set: { callsPerDay, updatedBy, updatedAt: now },
      });
    const held = tx
      .select({ uuid: applications.uuid })
      .from(applications)
      .where(and(eq(applications.orgCode, orgCode), isNotNull(applications.budgetHeldUntil)));
    await tx
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.status, 'queued'), inArray(jobs.applicationUuid, held)));
  });
  return budgetOf(deps, orgCode);
}
