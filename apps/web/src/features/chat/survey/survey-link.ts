import { toDocumentPath } from '@/lib/base-path';

export const CHAT_SURVEY_PATH = '/chat/survey';

/**
 * The satisfaction survey's address: the interaction (contact) id, the applicant's name and
 * e-mail, and the chat's token, which the survey requires. The token goes in the fragment, which
 * the browser sends to no server and puts in no Referer.
 */
export function chatSurveyUrl(
  contactId: string,
  name: string,
  email: string,
  token: string,
): string {
  const query = new URLSearchParams({ interactionId: contactId, name, email });
  const fragment = new URLSearchParams({ token });
  return `${toDocumentPath(CHAT_SURVEY_PATH)}?${query.toString()}#${fragment.toString()}`;
}

/** The chat's token from the survey's address, or '' when it has none. */
export function surveyTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
