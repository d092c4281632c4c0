import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerCalls } from '../db/schema';
import { redactForLog, redactText } from './redact';
import type { ProviderCallRow } from '../db/rows';

export type ProviderCallContext = {
  /** The application the call was made for (no foreign key: any application id is accepted). */
  applicationUuid: string;
  /** The lender the call is made for, whose budget it spends. */
  orgCode?: string;
  provider: string;
  operation: string;
  sandbox: boolean;
};

/**
 * Refuses a call (by throwing) that its lender's budget does not allow. It runs once the call's
 * row is written, so that calls in parallel, on any instance, count each other; a refused call's
 * row is removed and the call not made.
 */
export type ProviderBudgetCheck = (call: {
  orgCode: string;
  provider: string;
  startedAt: Date;
}) => Promise<void>;

/**
 * Runs one provider call and records it against the application: the redacted request before
 * the call, then the redacted response or the error after it. The call's own result or error is
 * passed through unchanged.
 */
export async function recordCall<T>(
  db: Db,
  context: ProviderCallContext,
  request: unknown,
  call: () => Promise<T>,
  now: () => Date = () => new Date(),
  budget?: ProviderBudgetCheck,
): Promise<T> {
  const startedAt = now();
  const [row] = await db
    .insert(providerCalls)
    .values({ ...context, request: redactForLog(request), startedAt })
    .returning({ id: providerCalls.id });
  if (!row) throw new Error('provider call insert returned no row');
  if (budget && context.orgCode !== undefined) {
    try {
      await budget({ orgCode: context.orgCode, provider: context.provider, startedAt });
    } catch (error) {
      await db.delete(providerCalls).where(eq(providerCalls.id, row.id));
      throw error;
    }
  }

  const finish = async (outcome: { response: unknown } | { error: string }) => {
    const finishedAt = now();
    await db
      .update(providerCalls)
      .set({
        ...outcome,
        finishedAt,
        durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
      })
      .where(eq(providerCalls.id, row.id));
  };

  let result: T;
  try {
    result = await call();
  } catch (error) {
    await finish({ error: describeError(error) });
    throw error;
  }
  await finish({ response: redactForLog(result) });
  return result;
}

/** An application's provider calls, oldest first. */
export function listProviderCalls(db: Db, applicationUuid: string): Promise<ProviderCallRow[]> {
  return db
    .select()
    .from(providerCalls)
    .where(eq(providerCalls.applicationUuid, applicationUuid))
    .orderBy(asc(providerCalls.startedAt), asc(providerCalls.id));
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redactText(text);
}
