import { eq } from 'drizzle-orm';
import { identities, profiles } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

export type Recipient = { identityUuid: string; email: string; firstName: string };

/** Whom a message about an application goes to: its owner's e-mail and first name. */
export async function recipientOf(tx: DbExecutor, identityUuid: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({ email: identities.email, firstName: profiles.firstName })
    .from(identities)
    .leftJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(eq(identities.uuid, identityUuid))
    .limit(1);
  if (!row) return null;
  return { identityUuid, email: row.email, firstName: row.firstName ?? '' };
}
