import { SSN_REQUIRED_MESSAGE, zSsnInput } from '@openheloc/domain';
import { z } from 'zod';

export { SSN_REQUIRED_MESSAGE };

/**
 * The credit/social form: an empty field asks for the number, anything else must be a number
 * the domain accepts (its message: 'Please enter a valid Social Security number'). The output
 * is the nine digits the server expects.
 */
export const zSsnForm = z.object({
  ssn: z.string().trim().min(1, SSN_REQUIRED_MESSAGE).pipe(zSsnInput),
});
export type SsnFormInput = z.input<typeof zSsnForm>;
export type SsnFormOutput = z.output<typeof zSsnForm>;
