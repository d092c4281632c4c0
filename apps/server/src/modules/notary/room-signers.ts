import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notaryPresence } from '../../db/schema';
import { checksOf, signersOf } from '../signers/signer-store';
import { livePresence } from './room-store';

/** The signers of each application, with whether each has signed, been notarized, is in the room. */
export async function roomSigners(db: Db, applicationUuids: string[], now: Date) {
  if (applicationUuids.length === 0) return new Map<string, never[]>();
  const present = await db
    .select({ participantId: notaryPresence.participantId })
    .from(notaryPresence)
    .where(and(inArray(notaryPresence.applicationUuid, applicationUuids), livePresence(now)));
  const here = new Set(present.map((row) => row.participantId));
  const byApplication = new Map<
    string,
    ({
      uuid: string;
      name: string;
      signed: boolean;
      notarized: boolean;
      present: boolean;
    } & ReturnType<typeof checksOf>)[]
  >();
  for (const applicationUuid of applicationUuids) {
    const rows = await signersOf(db, applicationUuid);
    byApplication.set(
      applicationUuid,
      rows.map((row) => ({
        uuid: row.signer.uuid,
        name: `${row.firstName} ${row.lastName}`,
        signed: row.signer.signedAt !== null,
        notarized: row.signer.notarizedAt !== null,
        present: here.has(row.signer.identityUuid),
        ...checksOf(row.signer),
      })),
    );
  }
  return byApplication;
}
