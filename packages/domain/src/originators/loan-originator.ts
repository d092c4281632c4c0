import { z } from 'zod';

/** Answer of GET /service-lead-portal/api/lo/{loanOriginatorUuid}: who referred the borrower. */
export const zLoanOriginatorInfo = z.object({
  userInfo: z.object({
    uuid: z.uuid(),
    /** LOAN_OFFICER: a loan officer of the lender; BROKER: a mortgage broker's office. */
    type: z.enum(['LOAN_OFFICER', 'BROKER']),
  }),
  originatorDisplayInfo: z.object({
    originatorName: z.string(),
    brokerName: z.string(),
    /** Empty when there is no picture; the card then shows initials. */
    avatarUri: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    nmls: z.string(),
  }),
});
export type LoanOriginatorInfo = z.infer<typeof zLoanOriginatorInfo>;
export type OriginatorDisplayInfo = LoanOriginatorInfo['originatorDisplayInfo'];

export const INVALID_ORIGINATOR_ID_MESSAGE = 'Invalid loan originator id';
export const ORIGINATOR_NOT_FOUND_MESSAGE = 'Loan originator not found';

export type OriginatorCard =
  | { shown: false }
  | { shown: true; label: 'broker' | 'loan officer'; name: string; brokerName: string };

/**
 * The spec's rule for the panel: hidden when neither name exists; labelled 'broker' when only a
 * broker name exists, otherwise 'loan officer'.
 */
export function originatorCard(info: OriginatorDisplayInfo): OriginatorCard {
  const originatorName = info.originatorName.trim();
  const brokerName = info.brokerName.trim();
  if (!originatorName && !brokerName) return { shown: false };
  if (!originatorName) return { shown: true, label: 'broker', name: brokerName, brokerName };
  return { shown: true, label: 'loan officer', name: originatorName, brokerName };
}
