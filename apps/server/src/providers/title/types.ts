import { z } from 'zod';
import { zPropertyOwner } from '../property/types';
import {
  zIsoDate,
  zLien,
  zPersonName,
  zPostalAddress,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zPrequalTitleRequest = z.object({ address: zPostalAddress, applicant: zPersonName });
export type PrequalTitleRequest = z.infer<typeof zPrequalTitleRequest>;

/** The final commitment insures the line's amount. */
export const zFinalTitleRequest = zPrequalTitleRequest.extend({
  loanAmount: z.number().positive(),
});
export type FinalTitleRequest = z.infer<typeof zFinalTitleRequest>;

export const zTitleReport = z.object({
  reportId: z.string(),
  status: z.enum(['PREQUAL_TITLE_COMPLETE', 'FINAL_TITLE_COMPLETE']),
  effectiveDate: zIsoDate,
  vestedOwners: z.array(zPropertyOwner).min(1),
  /** The applicant holds title (false: the ownership review path). */
  ownershipMatch: z.boolean(),
  parcelNumber: z.string(),
  legalDescription: z.string(),
  liens: z.array(zLien),
  /** Schedule B exceptions: what the policy will not cover. */
  exceptions: z.array(z.string()),
  /** Null for a prequal report. */
  insuredAmount: z.number().positive().nullable(),
  clearToClose: z.boolean(),
});
export type TitleReport = z.infer<typeof zTitleReport>;

/** A prequal title search before the offer, the final commitment before closing. */
export interface TitleProvider extends ProviderInfo {
  readonly kind: 'title';
  prequal(request: PrequalTitleRequest, options?: ProviderCallOptions): Promise<TitleReport>;
  final(request: FinalTitleRequest, options?: ProviderCallOptions): Promise<TitleReport>;
}
