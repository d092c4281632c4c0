import type { ApplicationStatus, HelocApplication } from '../application/application-schema';
import type { IdType } from '../enums/id-type';
import { ID_TYPE_DOCUMENT_TYPES, ID_TYPES } from '../enums/id-type';
import type { DocumentType } from '../enums/document-type';

/**
 * The status answer as routing reads it. The state is a plain string: a state this client does
 * not know yet must route (to the timeout page), not break the page.
 */
export type RoutingStatus = Omit<ApplicationStatus, 'state' | 'updatedAt' | 'uuid'> & {
  state: string;
};

/** The parts of the application routing reads. */
export type RoutingApplication = Pick<
  HelocApplication,
  | 'amount'
  | 'term'
  | 'selectedOffer'
  | 'selectedPropertyUuid'
  | 'property'
  | 'consents'
  | 'documents'
  | 'disburseAccount'
  | 'autopayAccount'
  | 'payType'
  | 'hasHmda'
  | 'assetDepletion'
  | 'insurance'
  | 'coDeedStatus'
  | 'requestedManualNotaryTime'
  | 'adverseActionReasons'
  | 'product'
>;

/**
 * What the signed-in identity knows that the application does not carry (the v1_1 identity:
 * name, dob, hasSsn, addresses with ownership). Optional: without it these are read from how far
 * the server has moved the application.
 */
export interface RoutingIdentity {
  hasName: boolean;
  hasBirthdate: boolean;
  hasSsn: boolean;
  propertyOwned: boolean;
}

/** Every condition the fallback machine tests, each one read from the status or the application. */
export interface RoutingFacts {
  // Main path.
  softCreditConsent: boolean;
  hasName: boolean;
  hasBirthdate: boolean;
  hasSelectedProperty: boolean;
  underwritingDone: boolean;
  liensConfirmed: boolean;
  assetDepletionPending: boolean;
  offerChosen: boolean;
  propertyOwned: boolean;
  hasSsn: boolean;
  hardCreditConsent: boolean;
  hasHmda: boolean;
  summaryReady: boolean;
  summarySubmitted: boolean;
  incomeVerified: boolean;
  paystubUploadPending: boolean;
  disbursementAccountSet: boolean;
  idUploaded: boolean;
  valueEstimateNeeded: boolean;
  closingDocumentsReady: boolean;
  documentsSigned: boolean;
  coSignersPending: boolean;
  manualNotaryReserved: boolean;
  notarized: boolean;
  insuranceComplete: boolean;
  // Jumps.
  cancelled: boolean;
  declined: boolean;
  dtiDeclined: boolean;
  creditScoreDeclined: boolean;
  delinquencyReview: boolean;
  creditFrozen: boolean;
  pinRejected: boolean;
  noCreditFile: boolean;
  propertyNotMatched: boolean;
  propertyLookupFailed: boolean;
  valueEstimateProcessing: boolean;
  documentRequested: boolean;
  autopayAccountMissing: boolean;
  autopayAccountRejected: boolean;
  employmentVerificationNeeded: boolean;
  fundingStarted: boolean;
  funded: boolean;
}

/** Sub-decisions that count as verified income (spec section 4). */
export const VERIFIED_INCOME_SUB_DECISIONS = ['VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER'];

/** Texas properties wait for a value estimate when it is required or its need is unknown. */
export const VALUE_ESTIMATE_STATE = 'TX';
export const VALUE_ESTIMATE_OPEN_STATUSES = ['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS'];

const ID_FRONT_DOCUMENTS: readonly DocumentType[] = ID_TYPES.map(
  (idType: IdType) => ID_TYPE_DOCUMENT_TYPES[idType].front,
);

/** States reached only once the more-profile answers (SSN, ownership) were saved. */
const PAST_MORE_PROFILE = 'HMDA';

export function routingFactsOf(
  status: RoutingStatus,
  application: RoutingApplication,
  identity?: RoutingIdentity,
): RoutingFacts {
  const flags = status.status;
  const { uwDecision, uwSubDecision } = status.decision;
  const reasons = new Set(status.decision.adverseActionReasons.map((reason) => reason.code));
  const consents = new Set(application.consents.map((consent) => consent.type));
  const documents = new Set(application.documents.map((document) => document.type));
  // The server moves to HMDA only once SSN and ownership are saved; an application that has
  // HMDA answers is past that point.
  const moreProfileSaved = application.hasHmda || status.state === PAST_MORE_PROFILE;
  return {
    softCreditConsent: consents.has('SOFT_CREDIT_PULL'),
    // Registration creates the application only with a name and a birth date.
    hasName: identity?.hasName ?? true,
    hasBirthdate: identity?.hasBirthdate ?? true,
    hasSelectedProperty: application.selectedPropertyUuid !== '',
    underwritingDone: !['INITIAL', 'UNKNOWN'].includes(uwDecision),
    liensConfirmed: flags.liensComplete,
    assetDepletionPending: uwDecision === 'ASSET_DEPLETION' && !application.assetDepletion.complete,
    offerChosen:
      application.amount !== null &&
      (application.term !== null || application.selectedOffer !== null),
    propertyOwned: identity?.propertyOwned ?? moreProfileSaved,
    hasSsn: identity?.hasSsn ?? moreProfileSaved,
    hardCreditConsent: consents.has('HARD_CREDIT_PULL'),
    hasHmda: application.hasHmda,
    summaryReady: flags.disclosurelistSummaryReady,
    summarySubmitted: flags.disclosurelistSummaryComplete,
    incomeVerified: VERIFIED_INCOME_SUB_DECISIONS.includes(uwSubDecision),
    paystubUploadPending: flags.manualPaystubUpload && !flags.manualPaystubTasksComplete,
    disbursementAccountSet: application.disburseAccount !== null,
    idUploaded: ID_FRONT_DOCUMENTS.some((type) => documents.has(type)),
    valueEstimateNeeded:
      application.property.state === VALUE_ESTIMATE_STATE &&
      VALUE_ESTIMATE_OPEN_STATUSES.includes(flags.bpo),
    closingDocumentsReady: flags.disclosurelistClosingReady,
    documentsSigned: flags.disclosurelistClosingComplete && flags.primaryParticipantAcceptComplete,
    coSignersPending: application.coDeedStatus === 'PENDING',
    manualNotaryReserved: flags.manualNotary && application.requestedManualNotaryTime !== null,
    notarized: flags.disclosurelistNotaryComplete || flags.manualDeedSigningComplete,
    insuranceComplete: application.insurance.complete,
    cancelled: status.state === 'CANCELLED',
    declined: uwDecision === 'DECLINE' || uwDecision === 'INELIGIBLE',
    dtiDeclined: flags.dtiDecline,
    creditScoreDeclined: flags.creditScoreDecline,
    // A review that is not waiting for a value estimate is the mortgage-delinquency review.
    delinquencyReview: uwDecision === 'REVIEW' && uwSubDecision !== 'BPO_PENDING',
    creditFrozen: flags.creditFrozenWithPin,
    // The bureau still reports the freeze although the PIN hold was lifted: the PIN was wrong.
    pinRejected: uwSubDecision === 'CREDIT_FROZEN' && !flags.creditFrozenWithPin,
    noCreditFile: reasons.has('NO_CREDIT_FILE') || reasons.has('NO_CREDIT_SCORE'),
    propertyNotMatched: flags.datatreeNoMatch,
    propertyLookupFailed:
      uwDecision === 'ERROR' && uwSubDecision !== 'CREDIT_FROZEN' && !flags.propertyComplete,
    valueEstimateProcessing: flags.bpo === 'BPO_PROCESSING' || uwSubDecision === 'BPO_PENDING',
    documentRequested: flags.condition,
    autopayAccountMissing:
      application.payType === 'AUTOPAY' &&
      application.disburseAccount !== null &&
      application.autopayAccount === null,
    autopayAccountRejected:
      flags.giactAccountStatus === 'CLOSED' || flags.giactAccountStatus === 'HIGH_RISK',
    employmentVerificationNeeded: flags.employmentVerificationNeeded,
    fundingStarted: flags.checklistStatus === 'IN_PROGRESS',
    funded: flags.checklistStatus === 'COMPLETE',
  };
}
