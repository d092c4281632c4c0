import { z } from 'zod';
import { zAddress } from './address';
import { zOccupancyTypeField, zYesNoField } from './choices';
import { zEmail, zPhoneNumber } from './contact';
import { zOptionalConsent, zRequiredConsent } from './consent';
import type { AgeRuleContext } from './date-of-birth';
import { zDateOfBirthParts } from './date-of-birth';
import { zAnnualIncomeField, zOtherIncomeField, zRegistrationEmploymentType } from './income';
import { VALIDATION_MESSAGES as M } from './messages';
import { zConfirmPassword, zPassword } from './password';
import { zPersonName } from './person-name';
import { whenValid } from './when-valid';

/*
 * One schema per registration v2 screen. Each takes the screen's form values (for
 * react-hook-form's zod resolver) and outputs the matching pieces of the registration payload:
 * Yes/No becomes a boolean, typed amounts become numbers, the date fields become yyyy-MM-dd.
 */

/** register-v2: the property to finance (typeahead) and how it is occupied. */
export const zPropertyAddressStep = z.object({
  propertyAddress: zAddress,
  occupancyType: zOccupancyTypeField,
});
export type PropertyAddressStep = z.output<typeof zPropertyAddressStep>;
export type PropertyAddressStepInput = z.input<typeof zPropertyAddressStep>;

/** home-address: asked when the property is not the primary residence. */
export const zHomeAddressStep = z.object({ homeAddress: zAddress });
export type HomeAddressStep = z.output<typeof zHomeAddressStep>;
export type HomeAddressStepInput = z.input<typeof zHomeAddressStep>;

export const zForSaleStep = z.object({ isListedForSale: zYesNoField });
export type ForSaleStep = z.output<typeof zForSaleStep>;
export type ForSaleStepInput = z.input<typeof zForSaleStep>;

export const zAnnualIncomeStep = z.object({
  income: z.object({
    income: zAnnualIncomeField,
    otherIncome: zOtherIncomeField,
    employmentType: zRegistrationEmploymentType,
  }),
});
export type AnnualIncomeStep = z.output<typeof zAnnualIncomeStep>;
export type AnnualIncomeStepInput = z.input<typeof zAnnualIncomeStep>;

export const zLegalNameStep = z.object({ name: zPersonName });
export type LegalNameStep = z.output<typeof zLegalNameStep>;
export type LegalNameStepInput = z.input<typeof zLegalNameStep>;

/** birthdate: the minimum age depends on the property's state, hence a factory. */
export function zBirthdateStep(context: AgeRuleContext = {}) {
  return z.object({ dateOfBirth: zDateOfBirthParts(context) });
}
export type BirthdateStep = z.output<ReturnType<typeof zBirthdateStep>>;
export type BirthdateStepInput = z.input<ReturnType<typeof zBirthdateStep>>;

/** phone-and-email: both SMS consents are optional. */
export const zPhoneAndEmailStep = z.object({
  phoneNumber: zPhoneNumber,
  email: zEmail,
  smsMarketingConsent: zOptionalConsent,
  smsTransactionalConsent: zOptionalConsent,
});
export type PhoneAndEmailStep = z.output<typeof zPhoneAndEmailStep>;
export type PhoneAndEmailStepInput = z.input<typeof zPhoneAndEmailStep>;

export const zSetPasswordStep = z
  .object({
    password: zPassword,
    confirmPassword: zConfirmPassword,
    termPrivacyConsent: zRequiredConsent,
    communicationConsent: zRequiredConsent,
  })
  .check(
    z.refine(({ password, confirmPassword }) => password === confirmPassword, {
      error: M.passwordsDontMatch,
      path: ['confirmPassword'],
      when: whenValid(['confirmPassword']),
    }),
  );
export type SetPasswordStep = z.output<typeof zSetPasswordStep>;
export type SetPasswordStepInput = z.input<typeof zSetPasswordStep>;
