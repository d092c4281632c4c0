import { toDocumentPath } from '@/lib/base-path';

export const CHAT_SURVEY_PATH = '/chat/survey';

/**
 * The satisfaction survey's address: the interaction (contact) id, and the chat's token, which the
 * survey requires. The borrower's name and e-mail stay out of the URL, where history, logs and
 * referrers would keep them; the token goes in the fragment, which the browser sends to no server
 * and puts in no Referer.
 */
export function chatSurveyUrl(contactId: string, token: string): string {
  const query = new URLSearchParams({ interactionId: contactId });
  const fragment = new URLSearchParams({ token });
  return `${toDocumentPath(CHAT_SURVEY_PATH)}?${query.toString()}#${fragment.toString()}`;
}

/** The chat's token from the survey's address, or '' when it has none. */
export function surveyTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
