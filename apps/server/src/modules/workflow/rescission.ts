import { rescissionDeadline } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';
import { isBusinessPurpose } from './business-purpose';

/**
 * Notarization is consummation. The notices of the right to cancel were delivered with the
 * documents signed before it (SIGN_DOCUMENTS precedes COMPLETE_NOTARY), so the later of the two
 * is the notarization, and the right to cancel runs from it (Reg Z 1026.15(a)(3)). Business-purpose
 * credit (the DSCR loan) has no right to cancel.
 */
export function notarizationStamp(
  application: Pick<ApplicationRow, 'product'>,
  now: Date,
): { notarizedAt: Date; rescissionEndsAt?: Date } {
  if (isBusinessPurpose(application)) return { notarizedAt: now };
  return {
    notarizedAt: now,
    rescissionEndsAt: rescissionDeadline({ consummatedAt: now, noticesDeliveredAt: now }).endsAt,
  };
}
