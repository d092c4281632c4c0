import { ID_TYPE_DOCUMENT_TYPES, ID_TYPE_LABELS, zIdCheck, zIdType } from '@openheloc/domain';
import { z } from 'zod';
import {
  zDocumentFile,
  zIsoDate,
  zIsoDateTime,
  zPersonName,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zIdImage = zDocumentFile.extend({
  contentType: z.enum(['image/jpeg', 'image/png', 'image/heic']),
});
export type IdImage = z.infer<typeof zIdImage>;

/** Front always; the back exactly when the ID type has one (only a driver's license). */
export const zIdVerificationRequest = z
  .object({
    applicant: zPersonName,
    dateOfBirth: zIsoDate,
    idType: zIdType,
    front: zIdImage,
    back: zIdImage.optional(),
  })
  .superRefine((request, ctx) => {
    const hasBack = ID_TYPE_DOCUMENT_TYPES[request.idType].back !== undefined;
    const label = ID_TYPE_LABELS[request.idType];
    if (hasBack && !request.back) {
      ctx.addIssue({ code: 'custom', path: ['back'], message: `${label} needs the back image` });
    }
    if (!hasBack && request.back) {
      ctx.addIssue({ code: 'custom', path: ['back'], message: `${label} has no back image` });
    }
  });
export type IdVerificationRequest = z.infer<typeof zIdVerificationRequest>;

export type { IdCheck } from '@openheloc/domain';

export const zIdVerification = z.object({
  verificationId: z.string(),
  idType: zIdType,
  status: z.enum(['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW']),
  /** Checks that did not pass (empty when VERIFIED). */
  failedChecks: z.array(zIdCheck),
  verifiedAt: zIsoDateTime,
});
export type IdVerification = z.infer<typeof zIdVerification>;

/** Verifies a government ID (images of the front and, for a driver's license, the back). */
export interface IdentityProvider extends ProviderInfo {
  readonly kind: 'identity';
  verifyId(request: IdVerificationRequest, options?: ProviderCallOptions): Promise<IdVerification>;
}
