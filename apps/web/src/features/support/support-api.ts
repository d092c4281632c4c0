import {
  zSupportRequestCreated,
  type SupportRequestForm,
  type SupportRequestSource,
} from '@openheloc/domain';
import { api } from '@/lib/api-client';

export const SUPPORT_REQUESTS_PATH = '/service-csp/external/api/v1/support/requests';

/** Sends a message or call-back request to operations, with where it was written. */
export function sendSupportRequest(
  form: SupportRequestForm,
  where: {
    source: SupportRequestSource;
    pathname: string;
    applicationUuid?: string | null;
    chatbotConversationId?: string;
  },
) {
  return api.request(SUPPORT_REQUESTS_PATH, {
    method: 'POST',
    body: {
      ...form,
      source: where.source,
      pathname: where.pathname,
      ...(where.applicationUuid ? { applicationUuid: where.applicationUuid } : {}),
      ...(where.chatbotConversationId
        ? { chatbotConversationId: where.chatbotConversationId }
        : {}),
    },
    schema: zSupportRequestCreated,
  });
}
