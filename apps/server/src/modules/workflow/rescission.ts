import { rescissionDeadline } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';

/**
 * Notarization is consummation. The notices of the right to cancel were delivered with the
 * documents signed before it (SIGN_DOCUMENTS precedes COMPLETE_NOTARY), so the later of the two
 * is the notarization, and the right to cancel runs from it (Reg Z 1026.15(a)(3)).
 */
export function notarizationStamp(
  _application: ApplicationRow,
  now: Date,
): { notarizedAt: Date; rescissionEndsAt: Date } {
  return {
    notarizedAt: now,
    rescissionEndsAt: rescissionDeadline({ consummatedAt: now, noticesDeliveredAt: now }).endsAt,
  };
}
