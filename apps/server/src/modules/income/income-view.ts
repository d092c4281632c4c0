import {
  DEFAULT_NUM_DOCS_REQUIRED,
  ZERO_CENTS,
  zEmploymentType,
  zIncomeSource,
  type IncomeView,
} from '@openheloc/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationIncomeSources, conditions, profiles } from '../../db/schema';
import { INCOME_LINK_SOURCES_BY_EMPLOYMENT_TYPE } from '../../providers';
import { LIVE_STATUSES } from '../conditions/condition-store';
import type { ApplicationRow } from '../../db/rows';

/**
 * What the income screens show: the income the borrower stated, the ways their employment type's
 * income can be verified, and whether (and how many) paystubs are asked for instead.
 */
export async function incomeView(db: Db, app: ApplicationRow): Promise<IncomeView> {
  const [profile] = await db
    .select({
      employmentType: profiles.employmentType,
      annualIncome: profiles.annualIncome,
      otherIncome: profiles.otherIncome,
    })
    .from(profiles)
    .where(and(eq(profiles.identityUuid, app.identityUuid), eq(profiles.orgCode, app.orgCode)));
  const [paystubRequest] = await db
    .select({ numDocsRequired: conditions.numDocsRequired })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, app.uuid),
        eq(conditions.category, 'HELOC_MANUAL_PAYSTUB_UPLOAD'),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(desc(conditions.createdAt))
    .limit(1);
  const sources = await db
    .select()
    .from(applicationIncomeSources)
    .where(eq(applicationIncomeSources.applicationUuid, app.uuid))
    .orderBy(asc(applicationIncomeSources.createdAt));
  const parsed = zEmploymentType.safeParse(profile?.employmentType);
  const employmentType = parsed.success ? parsed.data : null;
  return {
    employmentType,
    annualIncome: profile?.annualIncome ?? ZERO_CENTS,
    otherIncome: profile?.otherIncome ?? ZERO_CENTS,
    linkSources: employmentType ? [...INCOME_LINK_SOURCES_BY_EMPLOYMENT_TYPE[employmentType]] : [],
    paystubsAsked: app.status.manualPaystubUpload && !app.status.manualPaystubTasksComplete,
    paystubsRequired: paystubRequest?.numDocsRequired ?? DEFAULT_NUM_DOCS_REQUIRED,
    sources: sources.map((row) => ({
      source: zIncomeSource.catch('UNKNOWN').parse(row.source),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
