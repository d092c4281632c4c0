import {
  documentTitle,
  NOTARY_MESSAGES,
  pacificToday,
  US_STATE_NAMES,
  type CompleteNotarizationRequest,
  type UsState,
} from '@openheloc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { ApplicationRow } from '../../db/rows';
import { applicationDocuments, notaryRooms, signatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';

const SECURITY_INSTRUMENTS = ['DEED_OF_TRUST', 'MORTGAGE'];

/** What the acknowledgment says of the notary, kept on the room (notary_rooms.acknowledgment). */
export type NotaryAcknowledgment = CompleteNotarizationRequest & {
  notaryName: string;
  state: string;
  notarizedAt: string;
  method: 'ENOTARY' | 'MANUAL';
};

/** A commission that ended before today (Pacific Time) notarizes nothing. */
export function assertCommissionCurrent(request: CompleteNotarizationRequest, now: Date): void {
  if (request.commissionExpires < pacificToday(now)) {
    throw AppError.badRequest(NOTARY_MESSAGES.commissionExpired, 'commissionExpires');
  }
}

/**
 * Makes and keeps the notarized security instrument, in the notarization's transaction: every
 * owner's signature on their line, the acknowledgment filled in with `request` and sealed, the
 * signing certificates and the notarial certificate (signing/notarized-copy.ts).
 */
export async function storeNotarizedInstrument(
  tx: DbExecutor,
  application: ApplicationRow,
  request: CompleteNotarizationRequest,
  notary: { name: string; method: 'ENOTARY' | 'MANUAL'; now: Date },
): Promise<void> {
  const [document] = await tx
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'GENERATED'),
        inArray(applicationDocuments.type, SECURITY_INSTRUMENTS),
      ),
    );
  const state = (document?.sourceData as { property?: { state?: UsState } } | null)?.property
    ?.state;
  const acknowledgment: NotaryAcknowledgment = {
    ...request,
    notaryName: notary.name,
    state: state ? US_STATE_NAMES[state] : '',
    notarizedAt: notary.now.toISOString(),
    method: notary.method,
  };
  if (!document?.content) {
    await tx
      .update(notaryRooms)
      .set({ acknowledgment })
      .where(eq(notaryRooms.applicationUuid, application.uuid));
    return;
  }
  const rows = await tx.select().from(signatures).where(eq(signatures.documentUuid, document.uuid));
  const owners = rows
    .map((row) => ({
      kind:
        row.identityUuid === application.identityUuid
          ? ('BORROWER' as const)
          : ('CO_OWNER' as const),
      name: row.signerName,
      signedAt: row.signedAt,
      signature:
        row.kind === 'DRAWN' && row.drawnPng
          ? { kind: 'DRAWN' as const, png: row.drawnPng }
          : { kind: 'TYPED' as const, name: row.typedName ?? row.signerName },
      signedContent: row.signedContent,
      signedSha256: row.signedSha256,
    }))
    .sort((a, b) =>
      a.kind === b.kind
        ? a.signedAt.getTime() - b.signedAt.getTime()
        : a.kind === 'BORROWER'
          ? -1
          : 1,
    );
  // The PDF library loads with the first document a process makes (decision 0034).
  const { notarizedCopy } = await import('../signing/notarized-copy');
  const content = await notarizedCopy(
    document.content,
    { title: documentTitle(document.type), fileName: document.fileName, sha256: document.sha256 },
    owners,
    {
      notaryName: notary.name,
      county: request.county,
      state: acknowledgment.state,
      commissionNumber: request.commissionNumber,
      commissionExpires: request.commissionExpires,
      notarizedAt: notary.now,
      method: notary.method,
    },
  );
  await tx
    .update(notaryRooms)
    .set({
      acknowledgment,
      notarizedContent: content,
      notarizedSha256: createHash('sha256').update(content).digest('hex'),
    })
    .where(eq(notaryRooms.applicationUuid, application.uuid));
}
