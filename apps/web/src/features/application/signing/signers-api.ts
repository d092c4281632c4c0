import { zSignerList, type AddSignerRequest } from '@openheloc/domain';
import { api } from '@/lib/api-client';
import { applicationApiPath } from '@/features/application/routing/application-api';

export const signersKey = (uuid: string) => ['application', uuid, 'signers'] as const;

export const fetchSigners = (uuid: string, signal?: AbortSignal) =>
  api.request(`${applicationApiPath(uuid)}/signers`, { schema: zSignerList, signal });

export const addSigner = (uuid: string, body: AddSignerRequest) =>
  api.request(`${applicationApiPath(uuid)}/signers`, {
    method: 'POST',
    body,
    schema: zSignerList,
  });

export const resendInvitation = (uuid: string, signerUuid: string) =>
  api.request(`${applicationApiPath(uuid)}/signers/${signerUuid}/invitation`, {
    method: 'POST',
    schema: zSignerList,
  });
