import { welcomeHoursText, type OperatingHoursDay, type Organization } from '@openheloc/domain';

export const DONT_KNOW_OPENING = "I don't know the answer to that. Here is how to reach a person:";

/** The reply to a question outside the fact sheet: how to reach a person, now or later. */
export function dontKnowReply(
  org: Organization,
  chatOpen: boolean,
  chatWeek: readonly OperatingHoursDay[],
): string {
  const call = `call ${org.footerData.phoneFormatted} or e-mail ${org.theme.supportEmail}`;
  return chatOpen
    ? `${DONT_KNOW_OPENING} a live agent is available now; choose 'Start new chat' to talk to one, or ${call}.`
    : `${DONT_KNOW_OPENING} chat with an agent during our hours (${welcomeHoursText(chatWeek)}), or ${call}.`;
}

export const SIGN_IN_FOR_APPLICATION =
  'I can answer questions about your application once you are signed in. Sign in and ask me again.';
export const NO_APPLICATION = 'You do not have an application with us yet.';
