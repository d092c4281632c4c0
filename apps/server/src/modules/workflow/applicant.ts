import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileAddresses, profiles } from '../../db/schema';
import { decryptField } from '../../security/field-encryption';
import type { PersonName, PostalAddress } from '../../providers';
import type { AddressRow, ApplicationRow, ProfileRow } from '../../db/rows';

/** The borrower and the property, as the providers are asked about them. */
export type Applicant = {
  profile: ProfileRow;
  property: AddressRow;
  name: PersonName;
  address: PostalAddress;
  dateOfBirth: string;
  ssn: string | undefined;
};

export async function loadApplicant(
  db: Db,
  application: ApplicationRow,
  encryptionKey: Uint8Array,
): Promise<Applicant> {
  const [[profile], [property]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(
        and(
          eq(profiles.identityUuid, application.identityUuid),
          eq(profiles.orgCode, application.orgCode),
        ),
      ),
    db
      .select()
      .from(profileAddresses)
      .where(eq(profileAddresses.uuid, application.selectedPropertyUuid)),
  ]);
  if (!profile || !property || property.profileUuid !== profile.uuid || profile.dob === null) {
    throw new Error(`Application ${application.uuid} has no complete profile and property`);
  }
  return {
    profile,
    property,
    name: nameOf(profile),
    address: addressOf(property),
    dateOfBirth: profile.dob,
    ssn: profile.ssnCiphertext ? decryptField(encryptionKey, profile.ssnCiphertext) : undefined,
  };
}

export function nameOf(profile: ProfileRow): PersonName {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.middleName ? { middleName: profile.middleName } : {}),
    ...(profile.suffix ? { suffix: profile.suffix } : {}),
  };
}

export function addressOf(address: AddressRow): PostalAddress {
  return {
    street1: address.street1,
    ...(address.street2 ? { street2: address.street2 } : {}),
    city: address.city,
    state: address.state as PostalAddress['state'],
    zip: address.zip,
  };
}
