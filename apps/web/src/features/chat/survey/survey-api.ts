import { zChatSurveyView, type ChatSurveyAnswers } from '@openheloc/domain';
import { conversationRequest } from '../live/conversation-fetch';

const SURVEY = '/service-csp/external/api/v1/survey';

/** With the chat's token: the survey is its customer's only. */
export function fetchChatSurvey(contactId: string, token: string) {
  return conversationRequest(`${SURVEY}/${encodeURIComponent(contactId)}`, {
    token,
    method: 'GET',
    schema: zChatSurveyView,
  });
}

export async function answerChatSurvey(
  contactId: string,
  token: string,
  answers: ChatSurveyAnswers,
) {
  await conversationRequest(`${SURVEY}/${encodeURIComponent(contactId)}`, {
    token,
    body: answers,
    schema: zChatSurveyView,
  });
}
