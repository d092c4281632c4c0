import { zProfileRequest, zSsnInput } from '@openheloc/domain';
import { z } from 'zod';
import { zSsnForm } from '@/features/application/credit/social/ssn-schema';
import { HARD_PULL_REQUIRED_MESSAGE } from '../hard-pull-authorization';

/** With a number on file the field may stay empty: the server keeps the number it has. */
const zOptionalSsn = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(zSsnInput.optional());

/**
 * The more-profile page: ownership of the home and the SSN the server's profile call takes,
 * and, until it is on record, the hard-pull authorisation the server needs before HMDA.
 */
export function profileFormSchema({
  consentNeeded,
  ssnOnFile,
}: {
  consentNeeded: boolean;
  ssnOnFile: boolean;
}) {
  return z.object({
    propertyOwnership: zProfileRequest.shape.propertyOwnership,
    ssn: ssnOnFile ? zOptionalSsn : zSsnForm.shape.ssn,
    hardPullConsent: consentNeeded
      ? z.boolean().refine((given) => given, { error: HARD_PULL_REQUIRED_MESSAGE })
      : z.boolean(),
  });
}
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

export const PROFILE_FIELDS = ['propertyOwnership', 'ssn', 'hardPullConsent'] as const;
