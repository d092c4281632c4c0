import { formFailureFrom, type FormFailure } from '@/lib/form-failure';

const FORM_FIELDS = ['email', 'password'];

/** Sorts a failed sign-in into field messages and one message about the form (a wrong password, too many attempts, no connection). */
export function loginFailureFrom(error: unknown): FormFailure {
  return formFailureFrom(error, FORM_FIELDS);
}
