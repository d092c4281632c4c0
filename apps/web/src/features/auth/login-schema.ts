import { VALIDATION_MESSAGES as M, zEmail } from '@openheloc/domain';
import { z } from 'zod';

/**
 * The sign-in form, checked with the server's rules and words: the shared e-mail schema, and a
 * password that must only be present (old passwords need not meet today's strength rules).
 */
export const zLoginForm = z.object({
  email: zEmail,
  password: z.string({ error: M.required }).min(1, { error: M.required }),
});
export type LoginFormInput = z.input<typeof zLoginForm>;
export type LoginFormValues = z.output<typeof zLoginForm>;
