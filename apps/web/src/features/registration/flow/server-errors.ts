import { joinServerErrors, type FieldMessage } from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { STEP_KINDS, type StepKind } from './step-kinds';

/** Where each field of the registration payload is asked, and its name in that step's form. */
const PAYLOAD_FIELDS: ReadonlyArray<{ path: string; kind: StepKind; formName?: string }> = [
  { path: 'propertyAddress.occupancyType', kind: 'property', formName: 'occupancyType' },
  { path: 'propertyAddress', kind: 'property' },
  { path: 'homeAddress', kind: 'home' },
  { path: 'isListedForSale', kind: 'forSale' },
  { path: 'income', kind: 'income' },
  { path: 'name', kind: 'name' },
  { path: 'dob', kind: 'birthdate', formName: 'dateOfBirth' },
  { path: 'email', kind: 'contact' },
  { path: 'phoneNumber', kind: 'contact' },
  { path: 'smsMarketingConsent', kind: 'contact' },
  { path: 'smsTransactionalConsent', kind: 'contact' },
  { path: 'password', kind: 'account' },
  { path: 'termPrivacyConsent', kind: 'account' },
  { path: 'communicationConsent', kind: 'account' },
];

function locate(field: string): { kind: StepKind; name: string } | null {
  const match = PAYLOAD_FIELDS.find(({ path }) => field === path || field.startsWith(`${path}.`));
  if (!match) return null;
  return { kind: match.kind, name: match.formName ?? field };
}

export interface StepServerErrors {
  /** The step to show them on: the earliest with a field error, else the password step. */
  kind: StepKind;
  fieldErrors: NamedError[];
  /** The messages that belong to no field of that step, as one sentence. */
  formMessage?: string;
}

/**
 * Sorts the registration call's errors onto the steps that ask for their fields. A message
 * whose field no step asks for (or without a field) is shown as a message about the form.
 */
export function routeServerErrors(errors: readonly FieldMessage[]): StepServerErrors {
  const located = errors.map((error) => ({
    error,
    place: error.field === undefined ? null : locate(error.field),
  }));
  const kind =
    STEP_KINDS.find((candidate) => located.some(({ place }) => place?.kind === candidate)) ??
    'account';
  const fieldErrors = located.flatMap(({ error, place }) =>
    place?.kind === kind ? [{ name: place.name, message: error.message }] : [],
  );
  const unplaced = located.filter(({ place }) => place === null).map(({ error }) => error);
  return {
    kind,
    fieldErrors,
    ...(unplaced.length > 0 || fieldErrors.length === 0
      ? { formMessage: joinServerErrors(unplaced) }
      : {}),
  };
}
