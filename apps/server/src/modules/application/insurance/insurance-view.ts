import {
  missingInsurance,
  requiredInsurance,
  type InsuranceKind,
  type InsuranceView,
} from '@openheloc/domain';
import { asc, eq } from 'drizzle-orm';
import { applicationInsurance } from '../../../db/schema';
import type { DbExecutor } from '../../../jobs';
import type { ApplicationRow } from '../../../db/rows';

type InsuranceRow = typeof applicationInsurance.$inferSelect;

/** Flood insurance is asked for once the certificate says so (its zone is in the facts). */
export function floodInsuranceRequired(application: ApplicationRow): boolean {
  return application.facts.flood?.floodInsuranceRequired ?? false;
}

/** The policies on record (the latest of each kind), what is required and what is missing. */
export async function insuranceView(
  db: DbExecutor,
  application: ApplicationRow,
): Promise<InsuranceView> {
  const rows = await db
    .select()
    .from(applicationInsurance)
    .where(eq(applicationInsurance.applicationUuid, application.uuid))
    .orderBy(asc(applicationInsurance.createdAt));
  return insuranceViewOf(application, rows);
}

/** The same, from the application's policies as read, oldest first. */
export function insuranceViewOf(application: ApplicationRow, rows: InsuranceRow[]): InsuranceView {
  const latest = new Map<InsuranceKind, InsuranceRow>();
  for (const row of rows) latest.set(row.kind, row);
  const required = requiredInsurance(floodInsuranceRequired(application));
  const missing = missingInsurance(required, latest.keys());
  return {
    complete: missing.length === 0,
    floodZone: application.facts.flood?.zone ?? null,
    required,
    missing,
    policies: [...latest.values()].map((row) => ({
      kind: row.kind,
      carrier: row.carrier,
      coverageAmount: row.coverageAmount,
      expirationDate: row.expirationDate,
      recordedAt: row.createdAt.toISOString(),
    })),
  };
}
