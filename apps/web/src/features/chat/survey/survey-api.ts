import { zChatSurveyView, type ChatSurveyAnswers } from '@openheloc/domain';
import { api } from '@/lib/api-client';

const SURVEY = '/service-csp/external/api/v1/survey';

export function fetchChatSurvey(contactId: string, signal?: AbortSignal) {
  return api.request(`${SURVEY}/${encodeURIComponent(contactId)}`, {
    schema: zChatSurveyView,
    signal,
  });
}

export async function answerChatSurvey(contactId: string, answers: ChatSurveyAnswers) {
  await api.request(`${SURVEY}/${encodeURIComponent(contactId)}`, {
    method: 'POST',
    body: answers,
  });
}
