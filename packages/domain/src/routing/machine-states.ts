import { MANUAL_PAYSTUB_UPLOAD_PATH, type ApplicationRoute } from './routes';

/** The client-side fallback machine's states (spec section 4, 'Fallback machine'). */
export const MACHINE_STATES = [
  'profile',
  'ssnCredit',
  'errorCredit',
  'incorrectPin',
  'noCredit',
  'noProperty',
  'datatreeError',
  'uwReview',
  'assetDepletion',
  'liens',
  'product',
  'moreProfile',
  'hmda',
  'waitSummary',
  'appSummary',
  'docVerify',
  'documents',
  'manualPaystubUpload',
  'incomeReview',
  'emplVerify',
  'waitMerchant',
  'lienAttestation',
  'autopay',
  'manualAutopay',
  'ach',
  'waitSign',
  'sign',
  'codeed',
  'waitNotary',
  'notary',
  'insurance',
  'waitFund',
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
  'delinquency',
  'complete',
  'bpo',
  'bpoProcessing',
] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

export interface MachineStateRoute {
  /** Where the borrower lands in this state. */
  path: string;
  /** The other pages of the same step the borrower may move between while in it. */
  pages: readonly ApplicationRoute[];
}

const only = (path: string): MachineStateRoute => ({ path, pages: [] });

/** Each machine state's screen ('the machine state maps to its route'). */
export const MACHINE_STATE_ROUTES: Readonly<Record<MachineState, MachineStateRoute>> = {
  profile: only('start/profile'),
  ssnCredit: only('credit/social'),
  errorCredit: only('credit/error'),
  incorrectPin: only('review-app/incorrect-pin'),
  noCredit: only('review-app/no-credit'),
  noProperty: only('review-app/property'),
  datatreeError: only('review-app/datatree'),
  uwReview: only('review-app/uw'),
  assetDepletion: only('product/assets'),
  liens: only('liens'),
  // The winback summary shows the same offers again, so it belongs to the same step.
  product: { path: 'product/select', pages: ['product/prequal-winback'] },
  moreProfile: { path: 'start/profile', pages: ['start/contact'] },
  hmda: only('start/hmda'),
  waitSummary: only('start/app-summary'),
  appSummary: only('start/app-summary'),
  docVerify: only('identity'),
  documents: {
    path: 'conditions',
    pages: ['conditions/upload-document', 'conditions/phone-number'],
  },
  manualPaystubUpload: { path: MANUAL_PAYSTUB_UPLOAD_PATH, pages: ['income/review'] },
  incomeReview: {
    path: 'income/review',
    pages: ['income/link/{type}', 'income/pointserv-callback', 'income/upload/{type}'],
  },
  emplVerify: only('income/employer-verification'),
  waitMerchant: only('merchant/review'),
  lienAttestation: only('merchant/lien-attestation'),
  autopay: { path: 'bank/autopay', pages: ['bank/autopay-manual', 'bank/confirm'] },
  manualAutopay: { path: 'bank/autopay-manual', pages: ['bank/autopay', 'bank/confirm'] },
  ach: {
    path: 'bank/disburse',
    pages: ['bank/manual-disburse', 'bank/autopay', 'bank/autopay-manual', 'bank/confirm'],
  },
  waitSign: only('signing/intro'),
  sign: { path: 'signing/intro', pages: ['signing/sign', 'signing/support'] },
  codeed: { path: 'signing/additional', pages: ['signing/support'] },
  waitNotary: { path: 'notary/reserve-manual', pages: ['notary/intro', 'notary/schedule-manual'] },
  notary: {
    path: 'notary/intro',
    pages: ['notary/schedule-manual', 'notary/reserve-manual', 'notary/session', 'notary/error'],
  },
  insurance: { path: 'insurance/requirements', pages: ['insurance/upload'] },
  waitFund: only('complete'),
  declined: only('error/decline'),
  dtiDeclined: only('error/income'),
  creditScoreDeclined: only('error/credit'),
  delinquency: only('review-app/delinquency'),
  complete: only('complete'),
  bpo: { path: 'bpo/estimate-value', pages: ['bpo/condition', 'bpo/order-bpo'] },
  bpoProcessing: { path: 'bpo/waiting', pages: ['bpo/hold'] },
};

/** The machine's decline states: a decline screen forces the borrower onto it. */
export const DECLINE_MACHINE_STATES: readonly MachineState[] = [
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
];

export function isDeclineMachineState(state: MachineState | null): boolean {
  return state !== null && DECLINE_MACHINE_STATES.includes(state);
}
