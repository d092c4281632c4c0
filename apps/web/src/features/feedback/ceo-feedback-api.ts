import { PRODUCT_TYPE, type CeoFeedbackForm } from '@openheloc/domain';
import { api } from '@/lib/api-client';

export const CEO_FEEDBACK_PATH = '/service-profile/api/v1/feedback/ceo';

/** Sends the feedback with the page it was written on and the application, when there is one. */
export async function sendCeoFeedback(
  feedback: CeoFeedbackForm,
  where: { pathname: string; applicationUuid?: string },
): Promise<void> {
  await api.request(CEO_FEEDBACK_PATH, {
    method: 'POST',
    body: {
      ...feedback,
      pathname: where.pathname,
      productType: PRODUCT_TYPE,
      ...(where.applicationUuid ? { applicationUuid: where.applicationUuid } : {}),
    },
  });
}
