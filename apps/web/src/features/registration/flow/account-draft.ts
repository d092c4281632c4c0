import type { SetPasswordStepInput } from '@openheloc/domain';

/**
 * The password step's values, kept in memory only (a password never goes to storage), so that a
 * trip back to fix the e-mail the server refused does not empty the password fields.
 */
let draft: Partial<SetPasswordStepInput> = {};

export const accountDraft = {
  get: (): Partial<SetPasswordStepInput> => draft,
  set: (values: Partial<SetPasswordStepInput>): void => {
    draft = values;
  },
  clear: (): void => {
    draft = {};
  },
};
