import type { RegistrationInput, SetPasswordStep } from '@openheloc/domain';
import type { StoredAnswers } from './answers-store';
import { needsHomeAddress, parseStep } from './parse-answers';

/**
 * The registration call's body from the stored steps and the password step, or null when a
 * stored step is missing or no longer valid (the step guard sends the user back to it).
 */
export function buildRegistration(
  answers: StoredAnswers,
  account: SetPasswordStep,
  now?: Date,
): RegistrationInput | null {
  const property = parseStep('property', answers, now);
  const home = needsHomeAddress(answers) ? parseStep('home', answers, now) : undefined;
  const forSale = parseStep('forSale', answers, now);
  const income = parseStep('income', answers, now);
  const name = parseStep('name', answers, now);
  const birthdate = parseStep('birthdate', answers, now);
  const contact = parseStep('contact', answers, now);
  if (!property || home === null || !forSale || !income || !name || !birthdate || !contact) {
    return null;
  }
  return {
    propertyAddress: { ...property.propertyAddress, occupancyType: property.occupancyType },
    ...(home ? { homeAddress: home.homeAddress } : {}),
    isListedForSale: forSale.isListedForSale,
    income: income.income,
    name: name.name,
    dob: birthdate.dateOfBirth,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    smsMarketingConsent: contact.smsMarketingConsent,
    smsTransactionalConsent: contact.smsTransactionalConsent,
    password: account.password,
    termPrivacyConsent: account.termPrivacyConsent,
    communicationConsent: account.communicationConsent,
  };
}
