import {
  applicationStageLabel,
  resolveApplicationRoute,
  routingStatusOfApplication,
  type HelocApplication,
  type MachineState,
} from '@openheloc/domain';

/** What the borrower does next in each screen state of the journey. */
const NEXT_STEPS: Readonly<Record<MachineState, string>> = {
  profile: 'tell us about yourself on the profile page',
  ssnCredit: 'enter your Social Security number so we can find your credit file',
  errorCredit: 'unfreeze your credit report with the bureaus, then try again',
  incorrectPin: 'check the PIN for your credit report',
  noCredit: 'contact us: we could not find a credit file for you',
  noProperty: 'wait for our review of who owns the property',
  datatreeError: 'wait for our review of the property records',
  uwReview: 'wait while our team reviews your application',
  assetDepletion: 'tell us about your assets',
  liens: 'confirm the loans on your home',
  product: 'choose your offer',
  moreProfile: 'complete your profile',
  hmda: 'answer the government monitoring questions',
  waitSummary: 'wait a moment while we prepare your application summary',
  appSummary: 'review your application summary and submit it',
  docVerify: 'verify your identity with a photo of your ID',
  documents: 'send the documents we asked for',
  manualPaystubUpload: 'upload your recent paystubs',
  incomeReview: 'link your income',
  emplVerify: 'verify your employer',
  waitMerchant: 'wait while we review the loans on your home',
  lienAttestation: 'confirm the loans on your home',
  autopay: 'set up autopay',
  manualAutopay: 'enter the account for autopay',
  ach: 'link the bank account the money is sent to',
  waitSign: 'wait a moment while we prepare your documents',
  sign: 'sign your documents',
  codeed: 'wait for the other owners of the home to sign',
  waitNotary: 'schedule your notary session',
  notary: 'meet the notary',
  insurance: 'add your insurance policies',
  waitFund: 'wait for your funding',
  declined: 'read the reasons we gave: we could not approve this application',
  dtiDeclined: 'read the reasons we gave: your debt-to-income ratio is too high',
  creditScoreDeclined: 'read the reasons we gave: your credit score is below our minimum',
  delinquency: 'wait for our review of your mortgage payments',
  complete: 'nothing: your line is funded',
  bpo: 'tell us about the condition of your home for the value estimate',
  bpoProcessing: 'wait for the value estimate of your home',
};

/** Document requests the borrower has open, by the screen the journey is at. */
const DOCUMENT_REQUESTS: Partial<Record<MachineState, string>> = {
  docVerify: 'a photo of your government ID',
  manualPaystubUpload: 'your recent paystubs',
  documents: 'the documents listed on your application page',
  insurance: 'proof of your insurance policies',
};

export type ApplicationSituation = {
  /** The dashboard's words for where the application stands. */
  stage: string;
  /** What the borrower does next, in a phrase; null when nothing is theirs to do. */
  nextStep: string | null;
  /** The document the journey waits for, if any. */
  documentRequest: string | null;
};

/** Where an application stands, said for a person (the chatbot and the agent console). */
export function applicationSituation(application: HelocApplication): ApplicationSituation {
  const resolved = resolveApplicationRoute({
    status: routingStatusOfApplication(application),
    application,
  });
  const state = resolved.machineState;
  return {
    stage: applicationStageLabel(application),
    nextStep: state ? NEXT_STEPS[state] : null,
    documentRequest: (state ? DOCUMENT_REQUESTS[state] : undefined) ?? null,
  };
}
