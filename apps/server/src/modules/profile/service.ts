import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  dollarsToCents,
  type Address,
  type OccupancyType,
  type PersonName,
  type Registration,
} from '@openheloc/domain';
import type { Db } from '../../db/client';
import { identities, profileAddresses, profiles } from '../../db/schema';
import { encryptField } from '../../security/field-encryption';
import type { AddressRow, IdentityRow, ProfileRow } from '../../db/rows';

export type NewProfile = {
  identityUuid: string;
  orgCode: string;
  name: PersonName;
  dob: string;
  phoneNumber: string;
  income: Registration['income'];
  propertyAddress: Address & { occupancyType: OccupancyType };
  /** Where the borrower lives when the property is not their primary residence. */
  homeAddress: Address | null;
};

export type CreatedProfile = {
  profileUuid: string;
  propertyAddressUuid: string;
  homeAddressUuid: string | null;
};

/** Writes the profile and its addresses; pass the registration's transaction. */
export async function createProfile(tx: Db, input: NewProfile): Promise<CreatedProfile> {
  const profileUuid = randomUUID();
  await tx.insert(profiles).values({
    uuid: profileUuid,
    identityUuid: input.identityUuid,
    orgCode: input.orgCode,
    firstName: input.name.firstName,
    middleName: input.name.middleName,
    lastName: input.name.lastName,
    suffix: input.name.suffix,
    dob: input.dob,
    phoneNumber: input.phoneNumber,
    // The registration carries dollars as typed; the profile keeps cents.
    annualIncome: dollarsToCents(input.income.income),
    otherIncome: dollarsToCents(input.income.otherIncome),
    employmentType: input.income.employmentType,
  });

  const propertyAddressUuid = randomUUID();
  const homeAddressUuid = input.homeAddress ? randomUUID() : null;
  const { occupancyType, ...property } = input.propertyAddress;
  await tx.insert(profileAddresses).values([
    {
      uuid: propertyAddressUuid,
      profileUuid,
      kind: 'PROPERTY',
      occupancyType,
      ...street(property),
    },
    ...(input.homeAddress && homeAddressUuid
      ? [
          {
            uuid: homeAddressUuid,
            profileUuid,
            kind: 'HOME' as const,
            ...street(input.homeAddress),
          },
        ]
      : []),
  ]);
  return { profileUuid, propertyAddressUuid, homeAddressUuid };
}

/** The stored columns of an address; the typeahead's display text is not kept. */
function street({ street1, street2, city, state, zip }: Address) {
  return { street1, street2, city, state, zip };
}

export type BorrowerRecord = {
  identity: IdentityRow;
  profile: (ProfileRow & { addresses: AddressRow[] }) | null;
};

/**
 * An identity of the organisation with its profile and addresses (property first), or null.
 * Identities created outside registration (operations users) may have no profile.
 */
export async function loadBorrower(
  db: Db,
  orgCode: string,
  identityUuid: string,
): Promise<BorrowerRecord | null> {
  const [row] = await db
    .select({ identity: identities, profile: profiles })
    .from(identities)
    .leftJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(and(eq(identities.uuid, identityUuid), eq(identities.orgCode, orgCode)))
    .limit(1);
  if (!row) return null;
  if (!row.profile) return { identity: row.identity, profile: null };
  const addresses = await db
    .select()
    .from(profileAddresses)
    .where(eq(profileAddresses.profileUuid, row.profile.uuid))
    .orderBy(asc(profileAddresses.createdAt), asc(profileAddresses.uuid));
  addresses.sort((a, b) => kindOrder(a) - kindOrder(b));
  return { identity: row.identity, profile: { ...row.profile, addresses } };
}

const kindOrder = (address: AddressRow) => (address.kind === 'PROPERTY' ? 0 : 1);

/** 'Pat Q. Lee JR': the name parts that are present, in order. */
export function fullName(name: Record<keyof PersonName, string>): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** Whose profile: the identity and its organisation. */
export type ProfileOwner = { identityUuid: string; orgCode: string };

const ownedBy = (owner: ProfileOwner) =>
  and(eq(profiles.identityUuid, owner.identityUuid), eq(profiles.orgCode, owner.orgCode));

/** Keeps the SSN encrypted and its last four digits in clear (for display). */
export async function saveSsn(
  tx: Db,
  owner: ProfileOwner,
  ssn: string,
  { encryptionKey, now }: { encryptionKey: Uint8Array; now: Date },
): Promise<void> {
  await tx
    .update(profiles)
    .set({
      ssnCiphertext: encryptField(encryptionKey, ssn),
      ssnLast4: ssn.slice(-4),
      updatedAt: now,
    })
    .where(ownedBy(owner));
}

export async function hasSsnOnFile(tx: Db, owner: ProfileOwner): Promise<boolean> {
  const [row] = await tx
    .select({ ssn: profiles.ssnCiphertext })
    .from(profiles)
    .where(ownedBy(owner));
  return row?.ssn != null;
}

export async function savePhoneNumber(
  tx: Db,
  owner: ProfileOwner,
  phoneNumber: string,
  now: Date,
): Promise<void> {
  await tx.update(profiles).set({ phoneNumber, updatedAt: now }).where(ownedBy(owner));
}

/** The employment type given at registration, if the profile exists. */
export async function employmentTypeOf(tx: Db, owner: ProfileOwner) {
  const [row] = await tx
    .select({ employmentType: profiles.employmentType })
    .from(profiles)
    .where(ownedBy(owner));
  return row?.employmentType ?? null;
}

export type PropertyOwnership = AddressRow['ownership'];

/** The borrower's answer to whether they own the property at this address. */
export async function savePropertyOwnership(
  tx: Db,
  addressUuid: string,
  ownership: PropertyOwnership,
): Promise<void> {
  await tx
    .update(profileAddresses)
    .set({ ownership })
    .where(eq(profileAddresses.uuid, addressUuid));
}

export async function propertyOwnershipOf(
  tx: Db,
  addressUuid: string,
): Promise<PropertyOwnership | null> {
  const [row] = await tx
    .select({ ownership: profileAddresses.ownership })
    .from(profileAddresses)
    .where(eq(profileAddresses.uuid, addressUuid));
  return row?.ownership ?? null;
}

/** An additional signer's profile: the name and phone the borrower gave (no address or income). */
export async function createSignerProfile(
  tx: Db,
  input: {
    identityUuid: string;
    orgCode: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
  },
): Promise<void> {
  await tx.insert(profiles).values({ uuid: randomUUID(), ...input });
}
