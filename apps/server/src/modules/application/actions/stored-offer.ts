import type { Offer } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { applicationOffers } from '../../../db/schema';
import type { DbTransaction } from '../../../jobs';
import type { ApplicationRow } from '../../../db/rows';

/** One of the offers of the application's latest underwriting round, or null. */
export async function storedOffer(
  tx: DbTransaction,
  app: ApplicationRow,
  offerId: string | null,
): Promise<Offer | null> {
  if (offerId === null) return null;
  const [row] = await tx
    .select({ offer: applicationOffers.offer })
    .from(applicationOffers)
    .where(
      and(
        eq(applicationOffers.applicationUuid, app.uuid),
        eq(applicationOffers.round, app.underwritingRound),
        eq(applicationOffers.offerId, offerId),
      ),
    );
  return row?.offer ?? null;
}
