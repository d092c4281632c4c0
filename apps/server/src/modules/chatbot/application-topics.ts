import {
  centsToDollars,
  closingMoney,
  documentRequestText,
  formatBasisPoints,
  formatMoney,
  formatPacificDay,
  formatRescissionDeadline,
  paidToYouSentence,
  type Condition,
  type HelocApplication,
  type Organization,
} from '@openheloc/domain';
import { applicationSituation } from '../application/application-situation';

export type ApplicationTopic =
  'status' | 'next-step' | 'documents' | 'funding' | 'cancel' | 'money' | 'my-amount';

/** Questions about the asker's own application, rather than about the product (first wins). */
const TOPICS: readonly [ApplicationTopic, RegExp][] = [
  [
    'cancel',
    /\b(cancel|rescind|back out of|withdraw)\b.*\b(my|the) (line|loan|heloc|application)\b|\bhow do i cancel\b|\b(my|the) right to cancel\b|\bcan i (still )?(cancel|rescind)\b/i,
  ],
  [
    'funding',
    /\bwhen\b.*\b(get|receive|see|have)\b.*\b(money|funds?|cash|draw)\b|\bwhen\b.*\bmy (line|loan|heloc)\b.*\bfunded\b|\bwhere is my (money|draw|funds?)\b/i,
  ],
  [
    'money',
    /\bhow much (will|do|would) i (get|receive)\b|\b(paid|sent|deposited) to me\b|\bmy (closing )?fees\b|\bhow much (money )?(will|did) you (send|pay|deposit)\b/i,
  ],
  [
    'my-amount',
    /\bhow much\b.*\b(approved|offered|did i get|is my line)\b|\bmy (line|loan|credit line) (amount|size|limit)\b|\b(amount|size|limit) of my (line|loan)\b|\bwhat is my (rate|apr)\b/i,
  ],
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

/**
 * The answer about the borrower's own application, from its current state and the document
 * requests the lender has open on it (oldest first).
 */
export function answerApplicationTopic(
  topic: ApplicationTopic,
  application: HelocApplication,
  openRequests: readonly Condition[] = [],
  context: { org: Organization; now: Date } | null = null,
): string {
  if (topic === 'money') return moneyAnswer(application);
  if (topic === 'cancel') return cancelAnswer(application, context);
  const { stage, nextStep, documentRequest } = applicationSituation(application);
  const loan = `Your application ${application.loanNumber}`;
  if (topic === 'funding') return fundingAnswer(application, stage, nextStep);
  if (topic === 'my-amount') {
    return application.amount !== null && application.rate !== null
      ? `${loan} is for a line of ${money(application.amount)} at ${formatBasisPoints(application.rate, 2)} APR.`
      : `${loan} has no offer chosen yet. Next, ${nextStep ?? 'wait for your offers'}.`;
  }
  if (topic === 'status') return `${loan} is at this stage: ${stage}.`;
  if (topic === 'next-step') {
    return nextStep
      ? `${loan} is at this stage: ${stage}. Next, ${nextStep}.`
      : `${loan} is at this stage: ${stage}. There is nothing for you to do right now; we will let you know when there is.`;
  }
  const named = openRequests.flatMap((request) => {
    const text = documentRequestText(request);
    return text ? [text.header] : [];
  });
  if (named.length > 0) {
    const count =
      named.length === 1 ? 'one open document request' : `${named.length} open document requests`;
    return `${loan} has ${count}: ${named.join('; ')}. You can answer them from your application page.`;
  }
  return documentRequest
    ? `${loan} is waiting for ${documentRequest}. You can send them from your application page.`
    : `${loan} has no open document requests.`;
}

/** Amounts as the Statement of loan says them: in whole cents. */
const money = (cents: Parameters<typeof centsToDollars>[0]) =>
  formatMoney(centsToDollars(cents), 2);
const day = (iso: string) => formatPacificDay(new Date(iso));

/** When the money arrives: sent, waiting for the right to cancel to end, or not yet signed. */
function fundingAnswer(
  application: HelocApplication,
  stage: string,
  nextStep: string | null,
): string {
  const { disbursement, rescissionLastDay } = application.closing;
  if (disbursement?.settledAt) {
    return `${money(disbursement.amount)} reached the account ending ${disbursement.accountLast4} on ${day(disbursement.settledAt)}.`;
  }
  if (disbursement) {
    return `${money(disbursement.amount)} is on its way to the account ending ${disbursement.accountLast4}; expect it by ${day(disbursement.expectedSettlementAt)}.`;
  }
  if (rescissionLastDay) {
    return `Your right to cancel runs until ${formatRescissionDeadline(rescissionLastDay)} (Pacific Time). We send what is paid to you to your bank account after it ends.`;
  }
  return `Your money is sent after you sign with the notary and your 3-business-day right to cancel ends. Your application is at this stage: ${stage}.${nextStep ? ` Next, ${nextStep}.` : ''}`;
}

/** The closing figures as the Statement of loan and the complete page say them. */
function moneyAnswer(application: HelocApplication): string {
  const quote = application.selectedOffer?.quote;
  if (!quote) {
    return `Your application ${application.loanNumber} has no line chosen yet: once you choose one, we show the initial draw, the fees deducted from it and what is paid to you.`;
  }
  return `For your application ${application.loanNumber}: ${paidToYouSentence(closingMoney(quote))}. The fees are deducted from the initial draw; nothing is paid before your right to cancel ends.`;
}

/** How to cancel: within the right to cancel (online), after it, or before signing. */
function cancelAnswer(
  application: HelocApplication,
  context: { org: Organization; now: Date } | null,
): string {
  const reach = context
    ? ` call ${context.org.footerData.phoneFormatted} or e-mail ${context.org.theme.supportEmail}`
    : ' contact us';
  const lastDay = application.closing.rescissionLastDay;
  if (!lastDay) {
    return `You can stop your application at any time before you sign with the notary, at no cost. To withdraw it,${reach}. Once you sign, you have three business days to cancel (Sundays and federal holidays don't count), and your notice of the right to cancel states the date it ends.`;
  }
  return application.state === 'RESCISSION'
    ? `You can cancel your line of credit until ${formatRescissionDeadline(lastDay)} (Pacific Time), from your application page.`
    : `Your right to cancel ended at ${formatRescissionDeadline(lastDay)} (Pacific Time). To close your line now,${reach}.`;
}
