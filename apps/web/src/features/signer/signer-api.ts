import {
  CONDITIONS_REFETCH_INTERVAL_MS,
  SIGNER_CONDITIONS_PATH,
  signerConditionAnswerPath,
  zCondition,
  zConditionList,
  zInvitationPreview,
  zNotaryRoomTicket,
  zSignerHome,
  type ESignConsentRequest,
  type SignerCreditRequest,
  type SignerIdentityRequest,
  type SignDocumentRequest,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isFetchError } from '@/lib/fetch-error';

/** The signer's own API: what they sign, nothing of the borrower's application else. */
const SIGNER_V1 = '/service-application/api/v1/heloc-signer';

export const signerKeys = {
  home: ['heloc-signer', 'me'] as const,
  file: (documentUuid: string) => ['heloc-signer', 'file', documentUuid] as const,
  rendition: (documentUuid: string) => ['heloc-signer', 'rendition', documentUuid] as const,
  conditions: ['heloc-signer', 'conditions'] as const,
};

export const signerPaths = {
  content: (documentUuid: string) => `${SIGNER_V1}/me/documents/${documentUuid}/content`,
  /** The signer's signed copy, with its certificate page. */
  signed: (documentUuid: string) => `${SIGNER_V1}/me/documents/${documentUuid}/signed`,
  /** The document as readable text, bound to the PDF's hash. */
  rendition: (documentUuid: string) => `${SIGNER_V1}/me/documents/${documentUuid}/rendition`,
  /** The notarized security instrument, for an owner who signed it. */
  notarized: (documentUuid: string) => `${SIGNER_V1}/me/documents/${documentUuid}/notarized`,
  /** A co-borrower's own ID photos. */
  uploads: `${SIGNER_V1}/me/documents`,
};

const zJwt = z.object({ jwt: z.string().min(1) });

export const previewInvitation = (token: string) =>
  api.request(`${SIGNER_V1}/invitations/preview`, {
    method: 'POST',
    body: { token },
    schema: zInvitationPreview,
  });

/** Sets the password through the invitation; the client stores the returned credential. */
export const acceptInvitation = (body: {
  token: string;
  password: string;
  confirmPassword: string;
}) => api.request(`${SIGNER_V1}/invitations/accept`, { method: 'POST', body, schema: zJwt });

export const giveConsent = (body: ESignConsentRequest) =>
  api.request(`${SIGNER_V1}/me/consent`, { method: 'POST', body, schema: zSignerHome });

export const sendSignerId = (body: SignerIdentityRequest) =>
  api.request(`${SIGNER_V1}/me/identity`, { method: 'POST', body, schema: zSignerHome });

export const pullSignerCredit = (body: SignerCreditRequest) =>
  api.request(`${SIGNER_V1}/me/credit`, { method: 'POST', body, schema: zSignerHome });

export const signDocument = (documentUuid: string, body: SignDocumentRequest) =>
  api.request(`${SIGNER_V1}/me/documents/${documentUuid}/signatures`, {
    method: 'POST',
    body,
    schema: zSignerHome,
  });

/** Acknowledges receiving their notice of the right to cancel (not a cancellation). */
export const acknowledgeSignerNotice = () =>
  api.request(`${SIGNER_V1}/me/rescission-notice/acknowledgment`, {
    method: 'POST',
    schema: zSignerHome,
  });

/** An owner cancels the line within their right to cancel. */
export const cancelAsSigner = () =>
  api.request(`${SIGNER_V1}/me/cancel`, { method: 'POST', schema: zSignerHome });

export const requestSignerRoomTicket = () =>
  api.request(`${SIGNER_V1}/me/notary/room-ticket`, { method: 'POST', schema: zNotaryRoomTicket });

export const fetchSignerHome = (signal?: AbortSignal) =>
  api.request(`${SIGNER_V1}/me`, { schema: zSignerHome, ...(signal ? { signal } : {}) });

/** What the signer must sign and where they stand; polled while they wait for someone else. */
export function useSignerHome(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: signerKeys.home,
    queryFn: ({ signal }) => fetchSignerHome(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    ...options,
  });
}

const MAX_RETRIES = 2;

/**
 * The signer's own document requests, read again every 60 s as the borrower's are; a 400 is an
 * answer, not a hiccup, so it is not retried.
 */
export function useSignerConditions() {
  return useQuery({
    queryKey: signerKeys.conditions,
    queryFn: ({ signal }) =>
      api.request(SIGNER_CONDITIONS_PATH, { schema: zConditionList, signal }),
    refetchInterval: CONDITIONS_REFETCH_INTERVAL_MS,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: (failures, error) =>
      !(isFetchError(error) && error.status === 400) && failures < MAX_RETRIES,
  });
}

export const answerSignerCondition = (conditionUuid: string, documentUuids: string[]) =>
  api.request(signerConditionAnswerPath(conditionUuid), {
    method: 'POST',
    body: { documentUuids },
    schema: zCondition,
  });
