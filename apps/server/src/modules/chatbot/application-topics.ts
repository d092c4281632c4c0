import {
  applicationStageLabel,
  resolveApplicationRoute,
  routingStatusOfApplication,
  type HelocApplication,
  type MachineState,
} from '@openheloc/domain';

export type ApplicationTopic = 'status' | 'next-step' | 'documents';

/** Questions about the asker's own application, rather than about the product. */
const TOPICS: readonly [ApplicationTopic, RegExp][] = [
  [
    'documents',
    /\b(documents?|paperwork|uploads?|paystubs?|statements?)\b.*\b(need|needed|missing|open|request(ed)?|outstanding|send|upload)\b|\b(need|missing|open|outstanding|requested)\b.*\b(documents?|paperwork|uploads?)\b|document requests?/i,
  ],
  [
    'next-step',
    /\bnext steps?\b|\bwhat('s| is| do i do| should i do| now)\b.*\b(next|now)\b|\bwhat happens next\b|\bwhat do i need to do\b/i,
  ],
  [
    'status',
    /\b(status|progress)\b.*\b(application|loan|line|heloc)\b|\b(my|the) (application|loan|heloc)\b.*\b(status|stand|going|approved|where|progress)\b|\bwhere is my (application|loan|heloc)\b|\b(am i|was i|have i been|is it) approved\b/i,
  ],
];

export function applicationTopicOf(question: string): ApplicationTopic | null {
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

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

/** The answer about the borrower's own application, from its current state. */
export function answerApplicationTopic(
  topic: ApplicationTopic,
  application: HelocApplication,
): string {
  const resolved = resolveApplicationRoute({
    status: routingStatusOfApplication(application),
    application,
  });
  const state = resolved.machineState;
  const stage = applicationStageLabel(application);
  const loan = `Your application ${application.loanNumber}`;
  if (topic === 'status') return `${loan} is at this stage: ${stage}.`;
  if (topic === 'next-step') {
    return state
      ? `${loan} is at this stage: ${stage}. Next, ${NEXT_STEPS[state]}.`
      : `${loan} is at this stage: ${stage}. There is nothing for you to do right now; we will let you know when there is.`;
  }
  const request = state ? DOCUMENT_REQUESTS[state] : undefined;
  return request
    ? `${loan} is waiting for ${request}. You can send them from your application page.`
    : `${loan} has no open document requests.`;
}
