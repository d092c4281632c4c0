import { z } from 'zod';
import { APP_ID_REQUIRED_MESSAGE, NO_PROFILE_UUID_MESSAGE } from '../constants/messages';
import { zIdType } from '../enums/id-type';
import { zIncomeSource } from '../enums/income-source';
import { zCheckingAccountInput } from '../validation/bank-account';
import { zPhoneNumber } from '../validation/contact';
import { zApplicationConsentType } from './consent-types';
import { zHmdaAnswers } from './hmda';
import { zInsuranceKind } from './insurance';

export const SSN_MESSAGE = 'Please enter a valid Social Security number';
export const SSN_REQUIRED_MESSAGE = 'Please enter your Social Security number';

/** Nine digits; dashes and spaces as typed are dropped. Area 000, 666 and 9xx are never issued. */
export const zSsnInput = z
  .string({ error: SSN_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/, { error: SSN_MESSAGE }));

export const zCreditSsnRequest = z.object({ ssn: zSsnInput });
export type CreditSsnRequest = z.input<typeof zCreditSsnRequest>;

export const LIENS_CONFIRMATION_MESSAGE =
  'Please tell us whether these are all the loans on your property';
export const LIENS_EXPLANATION_MAX_LENGTH = 1000;
export const LIENS_EXPLANATION_TOO_LONG_MESSAGE = `Please keep your explanation to ${LIENS_EXPLANATION_MAX_LENGTH} characters or fewer`;

/**
 * The borrower's answer on the liens found: confirmed, or 'something is wrong' with an optional
 * explanation in their words (blank counts as none).
 */
export const zLiensConfirmationRequest = z.discriminatedUnion(
  'confirmed',
  [
    z.object({ confirmed: z.literal(true) }),
    z.object({
      confirmed: z.literal(false),
      explanation: z
        .string({ error: 'Please explain in words what is wrong' })
        .trim()
        .max(LIENS_EXPLANATION_MAX_LENGTH, { error: LIENS_EXPLANATION_TOO_LONG_MESSAGE })
        .optional()
        .transform((text) => (text === '' ? undefined : text)),
    }),
  ],
  { error: LIENS_CONFIRMATION_MESSAGE },
);
export type LiensConfirmationRequest = z.input<typeof zLiensConfirmationRequest>;

export const zOfferSelectionRequest = z.object({
  offerId: z.string({ error: 'Please choose an offer' }).trim().min(1, 'Please choose an offer'),
  /** Cents of a whole number of dollars; the offer's limits are checked against the stored offer. */
  amount: z
    .number({ error: 'Please enter an amount' })
    .int('Amount must be a whole number of dollars')
    .brand<'Cents'>(),
  autopay: z.boolean().default(true),
});
export type OfferSelectionRequest = z.input<typeof zOfferSelectionRequest>;

export const PROPERTY_OWNERSHIP_ANSWERS = ['OWNED', 'NOT_OWNED'] as const;

/** More profile: what the hard pull and the title need before HMDA. */
export const zProfileRequest = z.object({
  /** Left out to keep the number on file; required while there is none. */
  ssn: zSsnInput.optional(),
  propertyOwnership: z.enum(PROPERTY_OWNERSHIP_ANSWERS, {
    error: 'Please tell us whether you own this property',
  }),
});
export type ProfileRequest = z.input<typeof zProfileRequest>;

export const zContactRequest = z.object({ phoneNumber: zPhoneNumber });

export const zHmdaRequest = zHmdaAnswers;

export const HARD_PULL_BEFORE_SUBMIT_MESSAGE =
  'Please authorize the hard credit pull before submitting';
export const DISCLOSURES_BEFORE_SUBMIT_MESSAGE =
  'Please read and accept the disclosures before submitting';

export const zConsentRequest = z.object({
  type: zApplicationConsentType,
  granted: z.literal(true, { error: 'Required' }),
  /** Which text the borrower agreed to. */
  textVersion: z.string().trim().min(1).max(64),
});
export type ConsentRequest = z.input<typeof zConsentRequest>;

export const zIncomeLinkRequest = z.object({
  source: zIncomeSource.exclude(['MANUAL_PAYSTUB', 'OTHER', 'UNKNOWN']),
});

/** An uploaded file, base64 in JSON (images of IDs, paystubs, insurance declarations). */
export const zUploadedFile = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf'], {
    error: 'Files must be JPEG, PNG or PDF',
  }),
  contentBase64: z
    .string()
    .min(1, 'The file is empty')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file is not valid base64'),
});
export type UploadedFile = z.infer<typeof zUploadedFile>;

export const zPaystubUploadRequest = z.object({
  files: z.array(zUploadedFile).min(1, 'Please upload at least one paystub').max(5),
});

export const AUTOPAY_CHOICES = ['SAME_ACCOUNT', 'OTHER_ACCOUNT', 'MANUAL'] as const;
export const zAutopayChoice = z.enum(AUTOPAY_CHOICES, {
  error: 'Please choose how you’ll make your monthly payments',
});
export type AutopayChoice = z.infer<typeof zAutopayChoice>;

export const AUTOPAY_ACCOUNT_REQUIRED_MESSAGE = 'Please enter the account autopay draws from';
export const AUTOPAY_AUTHORIZATION_REQUIRED_MESSAGE = 'Please accept the autopay authorization';

/**
 * The checking account the line is paid into, and how the monthly payments are made: autopay
 * from that account or another one (with the borrower's written authorization), or by hand.
 */
export const zBankAccountRequest = z
  .object({
    disbursement: zCheckingAccountInput,
    autopay: zAutopayChoice,
    autopayAccount: zCheckingAccountInput.optional(),
    /** The version of the autopay authorization text the borrower accepted. */
    autopayAuthorization: z.object({ textVersion: z.string().trim().min(1).max(64) }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.autopay === 'OTHER_ACCOUNT' && !body.autopayAccount) {
      ctx.addIssue({
        code: 'custom',
        path: ['autopayAccount'],
        message: AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
      });
    }
    if (body.autopay !== 'MANUAL' && !body.autopayAuthorization) {
      ctx.addIssue({
        code: 'custom',
        path: ['autopayAuthorization'],
        message: AUTOPAY_AUTHORIZATION_REQUIRED_MESSAGE,
      });
    }
  });
export type BankAccountRequest = z.input<typeof zBankAccountRequest>;

export const zIdentityUploadRequest = z.object({
  idType: zIdType,
  front: zUploadedFile,
  back: zUploadedFile.optional(),
});

export const zSigningRequest = z.object({
  /** The borrower agrees to sign electronically (recorded as the E_SIGN consent). */
  textVersion: z.string().trim().min(1).max(64),
});

export const zNotaryScheduleRequest = z.object({
  /** A manual (in person) notary at this time instead of the online notary. */
  requestedTime: z.iso.datetime({ error: 'Please choose a time' }),
});

export const zInsuranceRequest = z.object({
  kind: zInsuranceKind,
  carrier: z.string().trim().min(2, 'Please enter the insurance company').max(128),
  policyNumber: z.string().trim().min(3, 'Please enter the policy number').max(64),
  /** Cents; at most $100,000,000. */
  coverageAmount: z
    .number({ error: 'Please enter the coverage amount' })
    .int('Please enter the coverage amount in dollars and cents')
    .positive('Please enter the coverage amount')
    .max(10_000_000_000, 'Please enter a coverage amount of at most $100,000,000')
    .brand<'Cents'>(),
  expirationDate: z.iso.date({ error: 'Please enter the expiration date' }),
  declarationPage: zUploadedFile.optional(),
});

export const zExperiment = z.object({
  name: z.string().trim().min(1).max(128),
  variation: z.string().trim().min(1).max(128),
});

export const zExperimentsRequest = z.object({
  experiments: z.array(zExperiment).max(50),
  appUuid: z.uuid({ error: APP_ID_REQUIRED_MESSAGE }).optional(),
});

export const zOptimizelyProfileRequest = z.object({
  optimizelyProfileUuid: z.string({ error: NO_PROFILE_UUID_MESSAGE }).trim().max(128).optional(),
});
