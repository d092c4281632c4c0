import { z } from 'zod';
import { zBasisPoints } from '../money/basis-points';
import { zCents } from '../money/cents-schema';
import { zDecision, zSubDecision } from '../enums/decision';
import { zApplicationDocumentType } from '../enums/document-type';
import { zEmploymentType } from '../enums/employment-type';
import { zIdCheck, zIdType } from '../enums/id-type';
import { zIncomeSource } from '../enums/income-source';
import { zPaymentMethod, zVerificationStatus } from '../enums/application-status';
import { zAdverseActionReason } from '../underwriting/adverse-action';
import { zDscrFigures } from '../underwriting/dscr-offers';
import { zOffer, zOfferQuote } from '../underwriting/offer-schema';
import { zApplicationState } from './application-state';
import { zRightToCancelView } from './right-to-cancel';
import { zApplicationConsentType } from './consent-types';
import { zHmdaAnswersView } from './hmda';
import { zInsuranceView } from './insurance';
import { zApplicationStatusFlags } from './status-flags';
import { SIGNER_CREDIT_STATES, SIGNER_IDENTITY_STATES } from '../signers/co-borrower-checks';

export const zApplicationDecision = z.object({
  uwDecision: zDecision,
  uwSubDecision: zSubDecision,
  adverseActionReasons: z.array(zAdverseActionReason),
});

/** GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status: what routing and polling need. */
export const zApplicationStatus = z.object({
  uuid: z.uuid(),
  state: zApplicationState,
  /** The server is working: poll until this is false. */
  waiting: z.boolean(),
  /** Nothing moves without the borrower acting elsewhere or operations deciding: stop polling. */
  terminal: z.boolean(),
  /** What the borrower may do now (the workflow's borrower events allowed in this state). */
  actions: z.array(z.string()),
  status: zApplicationStatusFlags,
  decision: zApplicationDecision,
  updatedAt: z.iso.datetime(),
  /**
   * Set while a step waits for the lender's daily budget of paid checks: it resumes on its own
   * by `resumesAt` (decision 0037). Absent or null otherwise.
   */
  budgetHold: z.object({ resumesAt: z.iso.datetime() }).nullable().optional(),
});
export type ApplicationStatus = z.infer<typeof zApplicationStatus>;

export const LIEN_TYPES = ['FIRST_MORTGAGE', 'HELOC', 'OTHER'] as const;
export const zLienType = z.enum(LIEN_TYPES);
export type LienType = z.infer<typeof zLienType>;

export const zLienView = z.object({
  position: z.number(),
  lenderName: z.string(),
  estimatedBalance: zCents,
  /** From the credit report; null when it shows no loan at this position. */
  monthlyPayment: zCents.nullable(),
  lienType: zLienType.nullable(),
});
export type LienView = z.infer<typeof zLienView>;

/**
 * The credit score disclosure an adverse-action notice carries when the decision used a credit
 * report (FCRA §615(a), Reg B): the score, its range, its date, up to four key factors and the
 * agency's contact. Nothing else from the report (no SSN, no accounts) leaves the server.
 */
export const zCreditScoreDisclosure = z.object({
  score: z.number().int(),
  range: z.object({ min: z.number().int(), max: z.number().int() }),
  /** When the report was pulled. */
  date: z.iso.datetime(),
  keyFactors: z.array(z.string()).max(4),
  bureau: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type CreditScoreDisclosure = z.infer<typeof zCreditScoreDisclosure>;

export const zSelectedOffer = z.object({ offerId: z.string(), quote: zOfferQuote });

/** The HELOC application as the spec's section 3 lists it, plus what the screens show of it. */
export const zHelocApplication = z.object({
  uuid: z.uuid(),
  loanNumber: z.string(),
  state: zApplicationState,
  /** The lender's product name the application is on: `heloc`, or `dscr` (decision 0050). */
  product: z.string(),
  /** The chosen offer's APR. */
  rate: zBasisPoints.nullable(),
  amount: zCents.nullable(),
  /** Years; null until an offer is chosen (and for the interest-only product). */
  term: z.number().nullable(),
  uwCalculatedDrawAmount: zCents.nullable(),
  adjustedHomeAmount: zCents.nullable(),
  property: z.object({
    uuid: z.uuid(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    occupancyType: z.string().nullable(),
  }),
  status: zApplicationStatusFlags,
  consents: z.array(z.object({ type: zApplicationConsentType })),
  documents: z.array(
    z.object({ uuid: z.uuid(), type: zApplicationDocumentType, created: z.iso.datetime() }),
  ),
  incomeSources: z.array(
    z.object({
      employmentType: z.nullable(zEmploymentType),
      source: zIncomeSource,
      status: zVerificationStatus,
    }),
  ),
  disburseAccount: z
    .object({
      uuid: z.uuid(),
      routingNumber: z.string(),
      mask: z.string(),
      bankName: z.string().nullable(),
    })
    .nullable(),
  autopayAccount: z
    .object({ uuid: z.uuid(), mask: z.string(), bankName: z.string().nullable() })
    .nullable(),
  /** The account the bank check refused in the borrower's latest answer (a new one is due). */
  rejectedAccount: z
    .object({
      mask: z.string(),
      accountStatus: z.enum(['CLOSED', 'HIGH_RISK']),
      usedFor: z.enum(['DISBURSEMENT', 'AUTOPAY']),
    })
    .nullable(),
  payType: zPaymentMethod.nullable(),
  selectedPropertyUuid: z.uuid(),
  hasHmda: z.boolean(),
  /** The HMDA answers given, null until then. */
  hmda: zHmdaAnswersView.nullable(),
  assetDepletion: z.object({ complete: z.boolean() }),
  insurance: zInsuranceView,
  coDeedStatus: z.enum(['NOT_REQUIRED', 'PENDING', 'COMPLETE']),
  isCrypto: z.boolean(),
  requestedManualNotaryTime: z.iso.datetime().nullable(),
  additionalSignerVersion: z.string().nullable(),
  helocSigners: z.array(z.object({ identityUuid: z.uuid() })),
  referrer: z.object({ referrerUuid: z.uuid() }).nullable(),
  auditFields: z.object({ createdDate: z.iso.datetime() }),
  /** After notarization: the right to cancel, and the initial draw once it is sent. */
  closing: z.object({
    notarizedAt: z.iso.datetime().nullable(),
    /** Midnight (Pacific) ending the right to cancel; null before notarization. */
    rescissionEndsAt: z.iso.datetime().nullable(),
    /** yyyy-MM-dd, Pacific: the last day on which the borrower may cancel. */
    rescissionLastDay: z.iso.date().nullable(),
    /** The borrower's own right to cancel and notice; null before the notarization. */
    rightToCancel: zRightToCancelView.nullable(),
    disbursement: z
      .object({
        amount: zCents,
        accountLast4: z.string().regex(/^\d{4}$/),
        submittedAt: z.iso.datetime(),
        expectedSettlementAt: z.iso.datetime(),
        settledAt: z.iso.datetime().nullable(),
      })
      .nullable(),
  }),
  /** When the hard pull confirmed the offer and the application went in; null before. */
  submittedAt: z.iso.datetime().nullable(),
  adverseActionReasons: z.array(zAdverseActionReason),
  /** Null until a decision used a credit report with a score. */
  creditScoreDisclosure: zCreditScoreDisclosure.nullable(),
  offers: z.array(zOffer),
  /**
   * The DSCR loan's rent, debt service and ratio as underwriting computed them (at the largest
   * offer, or at the smallest line on a decline); null for other products and before a decision.
   */
  dscr: zDscrFigures.nullable(),
  selectedOffer: zSelectedOffer.nullable(),
  liens: z.array(zLienView),
  /**
   * The government ID last sent and the checks it failed (none while it is checked or once it
   * passed); null until one is sent. The identity screen says why a check failed.
   */
  idVerification: z.object({ idType: zIdType, failedChecks: z.array(zIdCheck) }).nullable(),
});
export type HelocApplication = z.infer<typeof zHelocApplication>;

/**
 * GET …/heloc/co-deed/status: the applications on which the caller is an additional signer, and
 * for a borrower, the additional signers of each of their applications with their progress.
 */
export const zCoDeedStatus = z.object({
  isAdditionalSigner: z.boolean(),
  applications: z.array(
    z.object({ applicationUuid: z.uuid(), loanNumber: z.string(), state: zApplicationState }),
  ),
  ownApplications: z.array(
    z.object({
      applicationUuid: z.uuid(),
      /** ON_HOLD: a co-borrower's check waits for operations (the application waits with it). */
      coDeedStatus: z.enum(['NOT_REQUIRED', 'PENDING', 'ON_HOLD', 'COMPLETE']),
      signers: z.array(
        z.object({
          uuid: z.uuid(),
          firstName: z.string(),
          lastName: z.string(),
          role: z.enum(['CO_DEEDER', 'CO_BORROWER']),
          status: z.enum(['INVITED', 'ACCEPTED', 'SIGNED', 'NOTARIZED']),
          identity: z.enum(SIGNER_IDENTITY_STATES),
          credit: z.enum(SIGNER_CREDIT_STATES),
        }),
      ),
    }),
  ),
});
