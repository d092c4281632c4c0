import { z } from 'zod';
import { APP_ID_REQUIRED_MESSAGE, NO_PROFILE_UUID_MESSAGE } from '../constants/messages';
import { UPLOAD_MESSAGES } from '../documents/upload-rules';
import { zDocumentUuid } from '../documents/uploaded-document';
import { zIdType } from '../enums/id-type';
import { zOwnerPropertyCondition } from '../enums/property-status';
import { zIncomeLinkSource } from './income';
import { zCheckingAccountInput } from '../validation/bank-account';
import { zPhoneNumber } from '../validation/contact';
import { zApplicationConsentType } from './consent-types';
import { zHmdaAnswers } from './hmda';
import { zInsuranceKind } from './insurance';

export const SSN_MESSAGE = 'Please enter a valid Social Security number';
export const SSN_REQUIRED_MESSAGE = 'Please enter your Social Security number';

/** What is wrong with a number that cannot be a Social Security number, after the spec-style message. */
export function ssnProblem(digits: string): string | null {
  const detail = !/^\d*$/.test(digits)
    ? 'Use digits only.'
    : digits.length !== 9
      ? `It has 9 digits; you entered ${digits.length}.`
      : /^(000|666|9)/.test(digits)
        ? 'No number starts with 000, 666 or 9.'
        : digits.slice(3, 5) === '00'
          ? 'The middle two digits cannot be 00.'
          : digits.slice(5) === '0000'
            ? 'The last four digits cannot be 0000.'
            : null;
  return detail === null ? null : `${SSN_MESSAGE}. ${detail}`;
}

/** Nine digits; dashes and spaces as typed are dropped. Area 000, 666 and 9xx are never issued. */
export const zSsnInput = z
  .string({ error: SSN_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .superRefine((digits, ctx) => {
    const problem = ssnProblem(digits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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

/** A linked source; with the link dialog's session, the session's result is what counts. */
export const zIncomeLinkRequest = z.object({
  source: zIncomeLinkSource,
  linkSessionUuid: z.uuid().optional(),
});

export const PAYSTUB_REQUIRED_MESSAGE = 'Please upload your paystub';
export const MAX_PAYSTUB_UPLOADS = 5;

/** Paystubs uploaded first (documents of type USER_UPLOADED_PAYSTUB), sent by reference. */
export const zPaystubUploadRequest = z.object({
  documentUuids: z
    .array(zDocumentUuid)
    .min(1, PAYSTUB_REQUIRED_MESSAGE)
    .max(MAX_PAYSTUB_UPLOADS)
    .refine((uuids) => new Set(uuids).size === uuids.length, UPLOAD_MESSAGES.duplicate),
});
export type PaystubUploadRequest = z.input<typeof zPaystubUploadRequest>;

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

export const ESTIMATED_VALUE_MESSAGE = 'Please enter what you think your home is worth';

/** The owner's estimate and the home's condition, with which the value estimate is ordered. */
export const zValueEstimateOrderRequest = z.object({
  estimatedValue: z
    .number({ error: ESTIMATED_VALUE_MESSAGE })
    .int('Please enter a whole number of dollars')
    .min(10_000, 'Please check the value: it should be at least $10,000')
    .max(100_000_000, 'Please check the value: it should be less than $100,000,000'),
  condition: zOwnerPropertyCondition,
});
export type ValueEstimateOrderRequest = z.input<typeof zValueEstimateOrderRequest>;

/** The ID's sides, uploaded first as documents of the ID type's front and back types. */
export const zIdentityUploadRequest = z.object({
  idType: zIdType,
  frontDocumentUuid: zDocumentUuid,
  backDocumentUuid: zDocumentUuid.optional(),
});
export type IdentityUploadRequest = z.input<typeof zIdentityUploadRequest>;

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
  /** The declarations page, uploaded first (PROOFOFHAZARDINSURANCE or PROOFOFFLOODINSURANCE). */
  declarationPageDocumentUuid: zDocumentUuid.optional(),
});

/** Experiment and variation keys as experimentation tools write them. */
const EXPERIMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
export const EXPERIMENT_KEY_MESSAGE =
  'Use letters, digits, dots, colons, hyphens and underscores only';
/** Distinct experiments one application keeps; a save that would pass it is refused. */
export const MAX_EXPERIMENTS_PER_APPLICATION = 50;
export const TOO_MANY_EXPERIMENTS_MESSAGE = `An application takes part in at most ${MAX_EXPERIMENTS_PER_APPLICATION} experiments`;

const zExperimentKey = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(EXPERIMENT_KEY, EXPERIMENT_KEY_MESSAGE);
export const zExperiment = z.object({ name: zExperimentKey, variation: zExperimentKey });

export const zExperimentsRequest = z.object({
  experiments: z
    .array(zExperiment)
    .max(MAX_EXPERIMENTS_PER_APPLICATION, TOO_MANY_EXPERIMENTS_MESSAGE),
  appUuid: z.uuid({ error: APP_ID_REQUIRED_MESSAGE }).optional(),
});

export const zOptimizelyProfileRequest = z.object({
  optimizelyProfileUuid: z.string({ error: NO_PROFILE_UUID_MESSAGE }).trim().max(128).optional(),
});
