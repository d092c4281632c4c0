import { eq } from 'drizzle-orm';
import { notaryRooms } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

const SECURITY_INSTRUMENTS: readonly string[] = ['DEED_OF_TRUST', 'MORTGAGE'];

/** The notarized copy of the security instrument, when `type` is one and it is notarized. */
export async function notarizedInstrumentOf(
  db: DbExecutor,
  applicationUuid: string,
  type: string,
): Promise<{ content: Uint8Array; sha256: string } | null> {
  if (!SECURITY_INSTRUMENTS.includes(type)) return null;
  const [room] = await db
    .select({ content: notaryRooms.notarizedContent, sha256: notaryRooms.notarizedSha256 })
    .from(notaryRooms)
    .where(eq(notaryRooms.applicationUuid, applicationUuid));
  return room?.content && room.sha256 ? { content: room.content, sha256: room.sha256 } : null;
}
