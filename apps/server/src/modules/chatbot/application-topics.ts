import { documentRequestText, type Condition, type HelocApplication } from '@openheloc/domain';
import { applicationSituation } from '../application/application-situation';

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

/**
 * The answer about the borrower's own application, from its current state and the document
 * requests the lender has open on it (oldest first).
 */
export function answerApplicationTopic(
  topic: ApplicationTopic,
  application: HelocApplication,
  openRequests: readonly Condition[] = [],
): string {
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
