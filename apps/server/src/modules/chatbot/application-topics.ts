import {
  closingMoney,
  documentRequestText,
  formatRescissionDeadline,
  paidToYouSentence,
  type Condition,
  type HelocApplication,
} from '@openheloc/domain';
import { applicationSituation } from '../application/application-situation';

export type ApplicationTopic = 'status' | 'next-step' | 'documents' | 'money' | 'cancel';

/** Questions about the asker's own application, rather than about the product. */
const TOPICS: readonly [ApplicationTopic, RegExp][] = [
  [
    'cancel',
    /\b(my|the) right to cancel\b|\bcan i (still )?(cancel|rescind)\b|\b(cancel|rescind) my (line|loan|heloc)\b/i,
  ],
  [
    'money',
    /\bhow much (will|do|did|would) i (get|receive)\b|\b(paid|sent|deposited) to me\b|\bmy (closing )?fees\b|\bhow much (money )?(will|did) you (send|pay|deposit)\b/i,
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
): string {
  if (topic === 'money') return moneyAnswer(application);
  if (topic === 'cancel') return cancelAnswer(application);
  const { stage, nextStep, documentRequest } = applicationSituation(application);
  const loan = `Your application ${application.loanNumber}`;
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

/** The closing figures as the Statement of loan and the complete page say them. */
function moneyAnswer(application: HelocApplication): string {
  const quote = application.selectedOffer?.quote;
  if (!quote) {
    return `Your application ${application.loanNumber} has no line chosen yet: once you choose one, we show the initial draw, the fees deducted from it and what is paid to you.`;
  }
  return `For your application ${application.loanNumber}: ${paidToYouSentence(closingMoney(quote))}. The fees are deducted from the initial draw; nothing is paid before your right to cancel ends.`;
}

/** The deadline in the one form the screen and the e-mail use. */
function cancelAnswer(application: HelocApplication): string {
  const lastDay = application.closing.rescissionLastDay;
  if (!lastDay) {
    return `Your right to cancel starts when you sign with the notary, and lasts three business days (Sundays and federal holidays don't count). Your notice of the right to cancel will state the date it ends.`;
  }
  return application.state === 'RESCISSION'
    ? `You can cancel your line of credit until ${formatRescissionDeadline(lastDay)} (Pacific Time), from your application page.`
    : `Your right to cancel ended at ${formatRescissionDeadline(lastDay)} (Pacific Time).`;
}
