import { and, desc, eq } from 'drizzle-orm';
import { consents } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

/** An owner's E-SIGN consent as recorded: when, which disclosure version, from where. */
export type ESignConsent = {
  recordedAt: Date;
  textVersion: string;
  ipAddress: string;
  userAgent: string;
};

/** The E-SIGN consent `identityUuid` gave for the application, or null before they agreed. */
export async function eSignConsentOf(
  db: DbExecutor,
  applicationUuid: string,
  identityUuid: string,
): Promise<ESignConsent | null> {
  const [consent] = await db
    .select({
      recordedAt: consents.recordedAt,
      textVersion: consents.textVersion,
      ipAddress: consents.ipAddress,
      userAgent: consents.userAgent,
    })
    .from(consents)
    .where(
      and(
        eq(consents.applicationUuid, applicationUuid),
        eq(consents.identityUuid, identityUuid),
        eq(consents.type, 'E_SIGN'),
        eq(consents.granted, true),
      ),
    )
    .orderBy(desc(consents.recordedAt))
    .limit(1);
  return consent ?? null;
}
