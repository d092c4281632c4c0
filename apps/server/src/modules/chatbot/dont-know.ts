import { welcomeHoursText, type OperatingHoursDay, type Organization } from '@openheloc/domain';

export const DONT_KNOW_OPENING = "I don't know the answer to that. Here is how to reach a person:";
/** The widget's buttons under the conversation, named as the replies name them. */
export const TALK_TO_A_PERSON = 'Talk to a person';
export const LEAVE_A_MESSAGE = 'Leave a message';

const callOrWrite = (org: Organization) =>
  `call ${org.footerData.phoneFormatted} or e-mail ${org.theme.supportEmail}`;

/** The reply to a question outside the fact sheet: how to reach a person, now or later. */
export function dontKnowReply(
  org: Organization,
  chatOpen: boolean,
  chatWeek: readonly OperatingHoursDay[],
): string {
  return chatOpen
    ? `${DONT_KNOW_OPENING} a live agent is available now; choose '${TALK_TO_A_PERSON}' below and this conversation goes to them, or ${callOrWrite(org)}.`
    : `${DONT_KNOW_OPENING} choose '${LEAVE_A_MESSAGE}' below and we will answer by e-mail or call you back, chat with an agent during our hours (${welcomeHoursText(chatWeek)}), or ${callOrWrite(org)}.`;
}

/** "Can I talk to a person?" and its like. */
const ASKS_FOR_A_PERSON =
  /\b(talk|speak|chat|connect me)\b.*\b(person|human|agent|someone|somebody|representative|rep|real people|loan officer)\b|\b(live|real|human) (agent|person|chat)\b|\brepresentative\b/i;

export const asksForAPerson = (question: string): boolean => ASKS_FOR_A_PERSON.test(question);

/** The reply to a request for a person: the hand-over now, or a message and the hours. */
export function personReply(
  org: Organization,
  chatOpen: boolean,
  chatWeek: readonly OperatingHoursDay[],
): string {
  return chatOpen
    ? `Yes. Choose '${TALK_TO_A_PERSON}' below and an agent picks up this conversation, with what you have asked so far. You can also ${callOrWrite(org)}.`
    : `Our agents are not available right now; live chat is open ${welcomeHoursText(chatWeek)}. Choose '${LEAVE_A_MESSAGE}' below to write to us or ask for a call back, and we will answer by e-mail. You can also ${callOrWrite(org)}.`;
}

export const SIGN_IN_FOR_APPLICATION =
  'I can answer questions about your application once you are signed in. Sign in and ask me again.';
export const NO_APPLICATION = 'You do not have an application with us yet.';
