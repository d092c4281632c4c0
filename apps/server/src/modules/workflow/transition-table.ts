import { FINAL_STATES, SIGNER_STATES, type ApplicationState } from '@openheloc/domain';
import type { ApplicationChanges, ApplicationRow } from '../../db/rows';
import { notarizationStamp } from './rescission';

/** What moves an application: borrower actions and the results of the jobs that call providers. */
export const BORROWER_EVENTS = [
  'PROVIDE_SSN',
  'RETRY_CREDIT',
  'CONFIRM_LIENS',
  'SELECT_OFFER',
  'SAVE_PROFILE',
  'SAVE_CONTACT',
  'GIVE_CONSENT',
  'SAVE_HMDA',
  'SUBMIT',
  'LINK_INCOME',
  'UPLOAD_PAYSTUBS',
  'ADD_BANK_ACCOUNT',
  'UPLOAD_ID',
  'SIGN_DOCUMENTS',
  'SCHEDULE_NOTARY',
  'ADD_INSURANCE',
  'ORDER_VALUE_ESTIMATE',
  'ADD_SIGNER',
  'CANCEL',
] as const;
export type BorrowerEvent = (typeof BORROWER_EVENTS)[number];

export const SYSTEM_EVENTS = [
  'PREQUAL_NO_MATCH',
  'PREQUAL_FROZEN',
  'PREQUAL_PROPERTY_MISMATCH',
  'PREQUAL_DECIDED',
  'SUMMARY_READY',
  'HARD_PULL_FROZEN',
  'HARD_PULL_DECIDED',
  'INCOME_VERIFIED',
  'INCOME_NOT_VERIFIED',
  'ACCOUNT_VERIFIED',
  'ACCOUNT_REJECTED',
  'ID_VERIFIED',
  'ID_REJECTED',
  'BPO_COMPLETED',
  'DOCUMENTS_READY',
  'RESCISSION_ENDED',
  'FUNDS_SETTLED',
] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

/** What an operations user does to an application: the notary completes the notarization. */
export const OPS_EVENTS = ['NOTARIZE'] as const;
export type OpsEvent = (typeof OPS_EVENTS)[number];

export type WorkflowEvent = BorrowerEvent | SystemEvent | OpsEvent;

/** A precondition beyond the state: null when it holds, else the message the borrower sees. */
export type Guard = (application: ApplicationRow) => string | null;

export type Transition = {
  from: ApplicationState;
  event: WorkflowEvent;
  /** Every state this event may lead to from `from`; the service picks one from what it learnt. */
  to: readonly [ApplicationState, ...ApplicationState[]];
  guard?: Guard;
  /** What the event always records, whoever sends it (merged under the effect's own changes). */
  stamp?: (application: ApplicationRow, now: Date) => ApplicationChanges;
};

const liensConfirmed: Guard = (app) =>
  app.status.liensComplete ? null : 'Please confirm the liens on your property first';
const paystubsAsked: Guard = (app) =>
  app.status.manualPaystubUpload ? null : 'Please link your income first';
const offerChosen: Guard = (app) => (app.offerId === null ? 'Please choose an offer first' : null);

const t = (
  from: ApplicationState,
  event: WorkflowEvent,
  to: Transition['to'],
  guard?: Guard,
): Transition => (guard ? { from, event, to, guard } : { from, event, to });

const MAIN: readonly Transition[] = [
  // Pre-qualification: soft pull, property records, valuation, flood, underwriting.
  t('WAITING_FOR_OFFER_SELECTION', 'PREQUAL_NO_MATCH', ['CREDIT_NO_MATCH']),
  t('WAITING_FOR_OFFER_SELECTION', 'PREQUAL_FROZEN', ['CREDIT_FROZEN']),
  t('WAITING_FOR_OFFER_SELECTION', 'PREQUAL_PROPERTY_MISMATCH', ['PROPERTY_REVIEW']),
  t('WAITING_FOR_OFFER_SELECTION', 'PREQUAL_DECIDED', [
    'OFFER_SELECTION',
    'DECLINED',
    'DELINQUENCY_REVIEW',
    'BPO_ORDER_REQUEST',
  ]),
  t('CREDIT_NO_MATCH', 'PROVIDE_SSN', ['WAITING_FOR_OFFER_SELECTION']),
  t('CREDIT_FROZEN', 'RETRY_CREDIT', [
    'WAITING_FOR_OFFER_SELECTION',
    'WAITING_FOR_HARD_CREDIT_PULL',
  ]),
  // Liens, then the offer.
  // A borrower who says the liens are wrong goes to the property review with their explanation.
  t('OFFER_SELECTION', 'CONFIRM_LIENS', ['OFFER_SELECTION', 'PROPERTY_REVIEW']),
  t('OFFER_SELECTION', 'SELECT_OFFER', ['IN_PROGRESS'], liensConfirmed),
  // More profile: SSN, ownership, contact and the hard-pull consent, then HMDA.
  t('IN_PROGRESS', 'SELECT_OFFER', ['IN_PROGRESS']),
  t('IN_PROGRESS', 'SAVE_PROFILE', ['IN_PROGRESS', 'HMDA', 'PROPERTY_REVIEW']),
  t('IN_PROGRESS', 'SAVE_CONTACT', ['IN_PROGRESS', 'HMDA']),
  t('IN_PROGRESS', 'GIVE_CONSENT', ['IN_PROGRESS', 'HMDA']),
  t('HMDA', 'SELECT_OFFER', ['HMDA']),
  t('HMDA', 'SAVE_PROFILE', ['HMDA', 'PROPERTY_REVIEW']),
  t('HMDA', 'SAVE_CONTACT', ['HMDA']),
  t('HMDA', 'SAVE_HMDA', ['GEN_APP_SUBMISSION']),
  // The application summary is generated, reviewed, then submitted with the hard pull.
  t('GEN_APP_SUBMISSION', 'SUMMARY_READY', ['APP_SUBMISSION']),
  // Answers changed from the summary's Change links; what the summary document holds
  // (the offer, the HMDA answers) is generated again.
  t('APP_SUBMISSION', 'SELECT_OFFER', ['GEN_APP_SUBMISSION']),
  t('APP_SUBMISSION', 'SAVE_PROFILE', ['APP_SUBMISSION', 'PROPERTY_REVIEW']),
  t('APP_SUBMISSION', 'SAVE_CONTACT', ['APP_SUBMISSION']),
  t('APP_SUBMISSION', 'SAVE_HMDA', ['GEN_APP_SUBMISSION']),
  t('APP_SUBMISSION', 'GIVE_CONSENT', ['APP_SUBMISSION']),
  t('APP_SUBMISSION', 'SUBMIT', ['WAITING_FOR_HARD_CREDIT_PULL'], offerChosen),
  t('WAITING_FOR_HARD_CREDIT_PULL', 'HARD_PULL_FROZEN', ['CREDIT_FROZEN']),
  t('WAITING_FOR_HARD_CREDIT_PULL', 'HARD_PULL_DECIDED', [
    'INCOME_VERIFICATION',
    // The DSCR loan: qualified on the property's rent, so no income verification.
    'DISBURSEMENT_ACCOUNT',
    'OFFER_SELECTION',
    'DECLINED',
    'DELINQUENCY_REVIEW',
  ]),
  // Income: linked, or paystubs when linking fails.
  t('INCOME_VERIFICATION', 'LINK_INCOME', ['WAITING_FOR_INCOME_VERIFICATION']),
  t('INCOME_VERIFICATION', 'UPLOAD_PAYSTUBS', ['WAITING_FOR_INCOME_VERIFICATION'], paystubsAsked),
  t('WAITING_FOR_INCOME_VERIFICATION', 'INCOME_VERIFIED', ['DISBURSEMENT_ACCOUNT', 'DECLINED']),
  t('WAITING_FOR_INCOME_VERIFICATION', 'INCOME_NOT_VERIFIED', ['INCOME_VERIFICATION']),
  // The account the line is paid into (and autopay drawn from).
  t('DISBURSEMENT_ACCOUNT', 'ADD_BANK_ACCOUNT', ['WAITING_FOR_DISBURSEMENT_ACCOUNT']),
  t('WAITING_FOR_DISBURSEMENT_ACCOUNT', 'ACCOUNT_VERIFIED', ['IDENTITY_VERIFICATION']),
  t('WAITING_FOR_DISBURSEMENT_ACCOUNT', 'ACCOUNT_REJECTED', ['DISBURSEMENT_ACCOUNT']),
  // Identity; a property that needs a value estimate waits for it before the ID counts.
  t('IDENTITY_VERIFICATION', 'UPLOAD_ID', ['WAITING_FOR_IDENTITY_VERIFICATION']),
  t('WAITING_FOR_IDENTITY_VERIFICATION', 'ID_VERIFIED', [
    'GEN_NOTE_SIGNING',
    'BPO_ORDER_REQUEST',
    'WAITING_FOR_BPO_ORDER_REQUEST',
  ]),
  // The borrower gives their estimate and the home's condition, and orders the value estimate.
  t('BPO_ORDER_REQUEST', 'ORDER_VALUE_ESTIMATE', ['WAITING_FOR_BPO_ORDER_REQUEST']),
  t('WAITING_FOR_IDENTITY_VERIFICATION', 'ID_REJECTED', ['IDENTITY_VERIFICATION']),
  t('WAITING_FOR_BPO_ORDER_REQUEST', 'BPO_COMPLETED', [
    'OFFER_SELECTION',
    'GEN_NOTE_SIGNING',
    'DECLINED',
  ]),
  // Closing: documents, signing, notary, insurance, funding.
  t('GEN_NOTE_SIGNING', 'DOCUMENTS_READY', ['NOTE_SIGNING']),
  t('NOTE_SIGNING', 'SIGN_DOCUMENTS', ['DEED_SIGNING']),
  t('DEED_SIGNING', 'SCHEDULE_NOTARY', ['DEED_SIGNING']),
  // Only the notary completes the notarization, never the borrower. Notarization is
  // consummation: it starts the right to cancel.
  { ...t('DEED_SIGNING', 'NOTARIZE', ['TRUST_AND_INSURANCE']), stamp: notarizationStamp },
  // With every policy given, the application waits out the right to cancel, unless it has ended.
  t('TRUST_AND_INSURANCE', 'ADD_INSURANCE', [
    'TRUST_AND_INSURANCE',
    'RESCISSION',
    'WAITING_FOR_FUNDING_DECISION',
  ]),
  t('RESCISSION', 'RESCISSION_ENDED', ['WAITING_FOR_FUNDING_DECISION']),
  t('WAITING_FOR_FUNDING_DECISION', 'FUNDS_SETTLED', ['COMPLETE']),
];

/**
 * The borrower adds co-deeders and co-borrowers until the closing documents are generated (they
 * name every owner); the state does not change, the event log records whom they added.
 */
const ADDING_SIGNERS: readonly Transition[] = SIGNER_STATES.map((state) =>
  t(state, 'ADD_SIGNER', [state]),
);

/** States an application passes through; each can be cancelled by the borrower. */
const LIVE_STATES: readonly ApplicationState[] = [
  ...new Set(MAIN.flatMap((row) => [row.from, ...row.to])),
].filter((state) => !FINAL_STATES.includes(state));

export const TRANSITIONS: readonly Transition[] = [
  ...MAIN,
  ...ADDING_SIGNERS,
  ...LIVE_STATES.map((from) => t(from, 'CANCEL', ['CANCELLED'])),
];

export function findTransition(
  state: ApplicationState,
  event: WorkflowEvent,
): Transition | undefined {
  return TRANSITIONS.find((row) => row.from === state && row.event === event);
}

export function isBorrowerEvent(event: WorkflowEvent): event is BorrowerEvent {
  return (BORROWER_EVENTS as readonly string[]).includes(event);
}

/** The borrower events whose row exists in this state and whose guard holds. */
export function borrowerActions(application: ApplicationRow): BorrowerEvent[] {
  return TRANSITIONS.filter(
    (row) =>
      row.from === application.state &&
      isBorrowerEvent(row.event) &&
      (row.guard?.(application) ?? null) === null,
  ).map((row) => row.event as BorrowerEvent);
}
