import { ALL_ORGANIZATIONS, type ExperimentConversion } from '@openheloc/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationOffers, applications } from '../../db/schema';
import { conversionsOf } from './conversions';

/**
 * Conversions per experiment variation for the lenders an operations user serves: an application
 * converts once it has pre-qualified offers.
 */
export async function experimentConversions(
  db: Db,
  user: { orgCodes: readonly string[] },
): Promise<ExperimentConversion[]> {
  const everyLender = user.orgCodes.includes(ALL_ORGANIZATIONS);
  const rows = await db
    .select({
      experiments: applications.experiments,
      reachedOffer: sql<boolean>`exists (select 1 from ${applicationOffers} where ${applicationOffers.applicationUuid} = ${applications.uuid})`,
    })
    .from(applications)
    .where(
      and(
        sql`${applications.experiments} <> '[]'::jsonb`,
        everyLender ? undefined : inArray(applications.orgCode, [...user.orgCodes]),
      ),
    );
  return conversionsOf(rows);
}
