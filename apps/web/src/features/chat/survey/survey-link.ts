import { toDocumentPath } from '@/lib/base-path';

export const CHAT_SURVEY_PATH = '/chat/survey';

/**
 * The satisfaction survey's address: the interaction (contact) id alone. The borrower's name and
 * e-mail stay out of the URL, where history, logs and referrers would keep them.
 */
export function chatSurveyUrl(contactId: string): string {
  const query = new URLSearchParams({ interactionId: contactId });
  return `${toDocumentPath(CHAT_SURVEY_PATH)}?${query.toString()}`;
}
