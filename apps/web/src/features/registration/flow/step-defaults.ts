import type { DefaultValues } from 'react-hook-form';
import type { StepInput } from './step-schemas';
import type { StepKind } from './step-kinds';

type Defaults<K extends StepKind> = DefaultValues<StepInput<K>>;

/**
 * Each step's blank form. An address is undefined until one is chosen; radios and selects
 * start unanswered ('INIT' is the occupancy placeholder the spec names).
 */
export const STEP_DEFAULTS: { [K in StepKind]: Defaults<K> } = {
  property: { propertyAddress: undefined, occupancyType: 'INIT' },
  home: { homeAddress: undefined },
  forSale: { isListedForSale: undefined },
  income: { income: { income: '', otherIncome: '', employmentType: undefined } },
  name: { name: { firstName: '', middleName: '', lastName: '', suffix: '' } },
  birthdate: { dateOfBirth: { day: '', month: '', year: '' } },
  contact: {
    phoneNumber: '',
    email: '',
    smsMarketingConsent: false,
    smsTransactionalConsent: false,
  },
  account: {
    password: '',
    confirmPassword: '',
    termPrivacyConsent: false,
    communicationConsent: false,
  },
};
