import { z } from 'zod';

/** How the borrower repays: the application's payType. */
export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export const zPaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof zPaymentMethod>;

export const BYPASS_STATUSES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
export const zBypassStatus = z.enum(BYPASS_STATUSES);
export type BypassStatus = z.infer<typeof zBypassStatus>;

export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export const zVerificationStatus = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof zVerificationStatus>;

export const STAGE_PROGRESSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export const zStageProgress = z.enum(STAGE_PROGRESSES);
export type StageProgress = z.infer<typeof zStageProgress>;
