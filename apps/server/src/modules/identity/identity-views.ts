import { zRegistrationIncomeSource } from '@openheloc/domain';
import type { BorrowerRecord } from '../profile/service';
import type { IdentityResponse, LegacyIdentityResponse } from './schemas';

/** The legacy identity: who signed in, under which organisation, and their login e-mail. */
export function toLegacyIdentity(
  { identity }: BorrowerRecord,
  { twoFactorEnabled }: { twoFactorEnabled: boolean },
): LegacyIdentityResponse {
  return {
    uuid: identity.uuid,
    organizationCode: identity.orgCode,
    profileType: identity.type,
    aliases: [{ type: 'EMAIL', value: identity.email }],
    updatedDate: identity.updatedAt.toISOString(),
    passwordExpired: identity.passwordExpired,
    twoFactorEnabled,
    totpVerified: twoFactorEnabled,
  };
}

/** The identity with its profile; the SSN shows only as whether one is on file. */
export function toIdentity({ identity, profile }: BorrowerRecord): IdentityResponse {
  return {
    uuid: identity.uuid,
    email: identity.email,
    phoneNumbers: profile?.phoneNumber ? [profile.phoneNumber] : [],
    name: profile
      ? {
          firstName: profile.firstName,
          middleName: profile.middleName,
          lastName: profile.lastName,
          suffix: profile.suffix,
        }
      : null,
    dob: profile?.dob ?? null,
    addresses: (profile?.addresses ?? []).map((address) => ({
      uuid: address.uuid,
      ownership: address.ownership,
      kind: address.kind,
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      state: address.state,
      zip: address.zip,
      occupancyType: address.occupancyType,
    })),
    hasSsn: profile?.ssnCiphertext != null,
    ssnLast4: profile?.ssnLast4 ?? null,
    statedIncome: profile
      ? {
          annual: profile.annualIncome,
          other: profile.otherIncome,
          employmentType: zRegistrationIncomeSource.safeParse(profile.employmentType).data ?? null,
        }
      : null,
    type: identity.type,
  };
}
