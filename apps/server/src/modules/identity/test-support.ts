import { count } from 'drizzle-orm';
import { formatApiDate, pacificClock, type RegistrationInput } from '@openheloc/domain';
import type { Db } from '../../db/client';
import {
  applications,
  consents,
  identities,
  jobs,
  profileAddresses,
  profiles,
} from '../../db/schema';

/**
 * A birth date `years` years (plus `extraDays`) before today (the Pacific day, as the age rule
 * counts), as the API writes dates.
 */
export function bornYearsAgo(years: number, extraDays = 0): string {
  const today = pacificClock(new Date());
  return formatApiDate(new Date(today.year - years, today.month - 1, today.day - extraDays));
}

/** A registration that passes every rule: a primary residence in Colorado. */
export function validRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    propertyAddress: {
      street1: '1234 Maple Street',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 125_000, otherIncome: 5_000, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: 'Q', lastName: 'Lee', suffix: '' },
    dob: bornYearsAgo(40),
    email: 'pat.lee@example.com',
    phoneNumber: '(303) 555-0142',
    password: 'Blue-Canyon-42!x',
    communicationConsent: true,
    termPrivacyConsent: true,
    smsMarketingConsent: false,
    smsTransactionalConsent: true,
    ...overrides,
  };
}

/** Rows in every table a registration writes, to prove that a refused one wrote nothing. */
export async function registrationRowCounts(db: Db) {
  const tables = { identities, profiles, profileAddresses, consents, applications, jobs };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
