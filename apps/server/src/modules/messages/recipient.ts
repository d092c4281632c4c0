import { and, desc, eq } from 'drizzle-orm';
import { consents, identities, profiles } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

export type Recipient = {
  identityUuid: string;
  email: string;
  firstName: string;
  /** The phone number, when its owner agreed to transactional text messages; else null. */
  smsPhone: string | null;
};

/** Whom a message about an application goes to: its owner's e-mail, name and texting phone. */
export async function recipientOf(tx: DbExecutor, identityUuid: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({
      email: identities.email,
      firstName: profiles.firstName,
      phoneNumber: profiles.phoneNumber,
    })
    .from(identities)
    .leftJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(eq(identities.uuid, identityUuid))
    .limit(1);
  if (!row) return null;
  // The latest answer counts: a consent can be withdrawn.
  const [sms] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.identityUuid, identityUuid), eq(consents.type, 'SMS_TRANSACTIONAL')))
    .orderBy(desc(consents.recordedAt), desc(consents.id))
    .limit(1);
  return {
    identityUuid,
    email: row.email,
    firstName: row.firstName ?? '',
    smsPhone: sms?.granted && row.phoneNumber ? row.phoneNumber : null,
  };
}
