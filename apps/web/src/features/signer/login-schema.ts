import { VALIDATION_MESSAGES as M, zEmail } from '@openheloc/domain';
import { z } from 'zod';

/** The signer's sign-in: the shared e-mail rule, and a password that must only be present. */
export const zSignerLoginForm = z.object({
  email: zEmail,
  password: z.string({ error: M.required }).min(1, { error: M.required }),
});
export type SignerLoginInput = z.input<typeof zSignerLoginForm>;

export const zLoginAnswer = z.object({ jwt: z.string().min(1) });
