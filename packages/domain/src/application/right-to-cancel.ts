import { z } from 'zod';

/**
 * One owner's right to cancel, as their own screen shows it: the last day and their own notice
 * (delivered at the notarization) with its acknowledgment. No clock: whether it is still open
 * is `endsAt` against now.
 */
export const zRightToCancelView = z.object({
  /** yyyy-MM-dd, Pacific: the last day on which the owner may cancel. */
  lastDay: z.iso.date(),
  /** Midnight ending that day: the first instant at which cancelling is refused. */
  endsAt: z.iso.datetime(),
  notice: z
    .object({
      documentUuid: z.uuid(),
      fileName: z.string(),
      deliveredAt: z.iso.datetime(),
      /** When the owner acknowledged receiving it; an acknowledgment is not a cancellation. */
      acknowledgedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type RightToCancelView = z.infer<typeof zRightToCancelView>;

export const RIGHT_TO_CANCEL_MESSAGES = {
  noNotice: 'Your notice of the right to cancel has not been delivered yet',
} as const;
