import { createHash } from 'node:crypto';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { isIdVerificationFailureName } from '../sandbox-rules';
import { nameParts, seedFrom } from '../stable-hash';
import {
  zIdVerification,
  zIdVerificationRequest,
  type IdCheck,
  type IdentityProvider,
} from './types';

/** VERIFIED, except for the first name Idfail: the document cannot be matched to the applicant. */
export function createSandboxIdentityProvider(options: ResolvedSandboxOptions): IdentityProvider {
  return {
    kind: 'identity',
    sandbox: true,

    async verifyId(input, callOptions) {
      const request = zIdVerificationRequest.parse(input);
      await sandboxDelay(options.delays.identity, callOptions?.signal);
      const failedChecks: IdCheck[] = isIdVerificationFailureName(request.applicant)
        ? ['DOCUMENT_AUTHENTIC', 'NAME_MATCH']
        : [];
      const verifiedAt = options.now().toISOString();
      const images = [request.front, request.back].map((image) =>
        image ? createHash('sha256').update(image.content).digest('hex') : '',
      );
      return zIdVerification.parse({
        verificationId: `idv_${seedFrom('identity', ...nameParts(request.applicant), request.idType, ...images, verifiedAt).hex('verification', 16)}`,
        idType: request.idType,
        status: failedChecks.length === 0 ? 'VERIFIED' : 'FAILED_VERIFICATION',
        failedChecks,
        verifiedAt,
      });
    },
  };
}
