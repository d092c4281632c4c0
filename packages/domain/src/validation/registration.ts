import { z } from 'zod';
import { parseApiDate } from '../format/date';
import { zAddress } from './address';
import { zOccupancyTypeAnswer } from './choices';
import { zEmail, zPhoneNumber } from './contact';
import { zOptionalConsent, zRequiredConsent } from './consent';
import { dateOfBirthIssue, zDateOfBirth } from './date-of-birth';
import { zAnnualIncome, zOtherIncome, zRegistrationEmploymentType } from './income';
import { VALIDATION_MESSAGES as M } from './messages';
import { zPassword } from './password';
import { zPersonName } from './person-name';
import { whenValid } from './when-valid';

/**
 * The registration payload (spec section 3, 'Registration data'), plus the password the account
 * is created with: the registration call creates the login, so it needs one.
 * homeAddress may be left out when the property is the primary residence (it is that address).
 */
export const zRegistration = z
  .object({
    propertyAddress: zAddress.extend({ occupancyType: zOccupancyTypeAnswer }),
    homeAddress: z.optional(zAddress),
    isListedForSale: z.boolean({ error: M.required }),
    income: z.object(
      {
        income: zAnnualIncome,
        otherIncome: zOtherIncome.default(0),
        employmentType: zRegistrationEmploymentType,
      },
      { error: M.required },
    ),
    name: zPersonName,
    dob: zDateOfBirth,
    email: zEmail,
    phoneNumber: zPhoneNumber,
    password: zPassword,
    communicationConsent: zRequiredConsent,
    termPrivacyConsent: zRequiredConsent,
    smsMarketingConsent: zOptionalConsent,
    smsTransactionalConsent: zOptionalConsent,
  })
  .superRefine(
    ({ dob, propertyAddress }, ctx) => {
      const issue = dateOfBirthIssue(parseApiDate(dob), { state: propertyAddress.state });
      if (issue !== null) ctx.addIssue({ code: 'custom', message: issue, path: ['dob'] });
    },
    { when: whenValid(['dob'], ['propertyAddress', 'state']) },
  )
  .superRefine(
    ({ homeAddress, propertyAddress }, ctx) => {
      if (propertyAddress.occupancyType !== 'PRIMARY' && homeAddress === undefined) {
        ctx.addIssue({ code: 'custom', message: M.typeahead, path: ['homeAddress'] });
      }
    },
    { when: whenValid(['homeAddress'], ['propertyAddress', 'occupancyType']) },
  );
export type Registration = z.output<typeof zRegistration>;
export type RegistrationInput = z.input<typeof zRegistration>;
