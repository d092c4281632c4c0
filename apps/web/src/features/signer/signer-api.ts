import {
  zInvitationPreview,
  zNotaryRoomTicket,
  zSignerHome,
  type ESignConsentRequest,
  type SignDocumentRequest,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The signer's own API: what they sign, nothing of the borrower's application else. */
const SIGNER_V1 = '/service-application/api/v1/heloc-signer';

export const signerKeys = {
  home: ['heloc-signer', 'me'] as const,
  file: (documentUuid: string) => ['heloc-signer', 'file', documentUuid] as const,
};

export const signerPaths = {
  content: (documentUuid: string) => `${SIGNER_V1}/me/documents/${documentUuid}/content`,
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

export const signDocument = (documentUuid: string, body: SignDocumentRequest) =>
  api.request(`${SIGNER_V1}/me/documents/${documentUuid}/signatures`, {
    method: 'POST',
    body,
    schema: zSignerHome,
  });

export const requestSignerRoomTicket = () =>
  api.request(`${SIGNER_V1}/me/notary/room-ticket`, { method: 'POST', schema: zNotaryRoomTicket });

/** What the signer must sign and where they stand; polled while they wait for someone else. */
export function useSignerHome(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: signerKeys.home,
    queryFn: ({ signal }) => api.request(`${SIGNER_V1}/me`, { schema: zSignerHome, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    ...options,
  });
}
