import { dollarsToCents, isWholeCents, zInsuranceRequest } from '@openheloc/domain';
import { z } from 'zod';
import { zUploadField } from '@/components/form/upload-field-value';

export const COVERAGE_MESSAGE = 'Please enter the coverage amount';
export const DECLARATIONS_REQUIRED_MESSAGE = 'Please choose the declarations page of your policy';

/** The policy as typed: money with '$' and commas, a date from the date input, one upload. */
export const zInsuranceForm = z.object({
  carrier: zInsuranceRequest.shape.carrier,
  policyNumber: zInsuranceRequest.shape.policyNumber,
  coverageAmount: z
    .string()
    .transform((value) => value.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, COVERAGE_MESSAGE)
        .transform(Number)
        .pipe(
          z
            .number({ error: COVERAGE_MESSAGE })
            .positive(COVERAGE_MESSAGE)
            .max(100_000_000, 'Please check the coverage amount')
            .refine(isWholeCents, 'Please enter the coverage amount in dollars and cents')
            // Typed dollars; the request carries cents.
            .transform(dollarsToCents),
        ),
    ),
  expirationDate: z.iso.date({ error: 'Please enter the date the policy expires' }),
  declarationPage: zUploadField(DECLARATIONS_REQUIRED_MESSAGE),
});
export type InsuranceFormInput = z.input<typeof zInsuranceForm>;
export type InsuranceFormValues = z.output<typeof zInsuranceForm>;
