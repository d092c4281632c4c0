import { queryOptions } from '@tanstack/react-query';
import { zCents, zRegistrationIncomeSource } from '@openheloc/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const IDENTITY_PATH = '/identity/secure/api/v1_1/identity';

/**
 * The parts of the signed-in identity the start screens read: the login e-mail, the phone, the
 * name and birthdate, each address's ownership, whether an SSN is on file (only its last 4
 * digits are ever sent back) and the income stated at registration.
 */
export const zStartIdentity = z.object({
  email: z.string(),
  phoneNumbers: z.array(z.string()),
  name: z
    .object({
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      suffix: z.string(),
    })
    .nullable(),
  dob: z.string().nullable(),
  addresses: z.array(
    z.object({ uuid: z.string(), ownership: z.enum(['OWNED', 'NOT_OWNED', 'UNKNOWN']) }),
  ),
  hasSsn: z.boolean(),
  ssnLast4: z.string().nullable(),
  /** The income stated at registration, in cents. */
  statedIncome: z
    .object({
      annual: zCents.nullable(),
      other: zCents.nullable(),
      employmentType: z.nullable(zRegistrationIncomeSource),
    })
    .nullable(),
});
export type StartIdentity = z.infer<typeof zStartIdentity>;

export const IDENTITY_QUERY_KEY = ['identity', 'v1_1'] as const;

/** Saving the profile or the contact changes it: those mutations invalidate this key. */
export function identityQueryOptions() {
  return queryOptions({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => api.request(IDENTITY_PATH, { schema: zStartIdentity, signal }),
  });
}

/** The borrower's answer about owning the property of the application, if given. */
export function propertyOwnership(
  identity: StartIdentity,
  propertyUuid: string,
): 'OWNED' | 'NOT_OWNED' | null {
  const ownership = identity.addresses.find((address) => address.uuid === propertyUuid)?.ownership;
  return ownership === 'OWNED' || ownership === 'NOT_OWNED' ? ownership : null;
}
