import { toDocumentPath } from '@/lib/base-path';

export const CHAT_SURVEY_PATH = '/chat/survey';

/** The satisfaction survey's address: the interaction (contact) id, the applicant's name and e-mail. */
export function chatSurveyUrl(contactId: string, name: string, email: string): string {
  const query = new URLSearchParams({ interactionId: contactId, name, email });
  return `${toDocumentPath(CHAT_SURVEY_PATH)}?${query.toString()}`;
}
