import { zChatSurveyResults, type ChatSurveyResultsQuery } from '@openheloc/domain';
import { opsApi } from '@/lib/ops-auth/ops-api';

/** Answered satisfaction surveys, filtered, with their averages. */
export function fetchSurveyResults(filters: ChatSurveyResultsQuery, signal?: AbortSignal) {
  return opsApi.request('/ops/api/v1/chat/surveys', {
    query: { ...filters },
    schema: zChatSurveyResults,
    signal,
  });
}
