import {
  zIncomeView,
  zLinkSessionView,
  type IncomeLinkSource,
  type LinkSignInRequest,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationApiPath } from '@/features/application/routing/application-api';

const incomePath = (uuid: string) => `${applicationApiPath(uuid)}/income`;
const sessionsPath = (uuid: string) => `${incomePath(uuid)}/link-sessions`;

export const incomeKeys = {
  view: (uuid: string) => ['application', uuid, 'income'] as const,
  session: (uuid: string, sessionUuid: string) =>
    ['application', uuid, 'income', 'link-session', sessionUuid] as const,
};

/** The stated income, the ways to verify it and the paystubs asked for. */
export function useIncomeView(uuid: string) {
  return useQuery({
    queryKey: incomeKeys.view(uuid),
    queryFn: ({ signal }) => api.request(incomePath(uuid), { schema: zIncomeView, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The link dialog's calls: the aggregator's steps, run by the server's income provider. */
export const linkSessionApi = {
  start: (uuid: string, source: IncomeLinkSource) =>
    api.request(sessionsPath(uuid), {
      method: 'POST',
      body: { source },
      schema: zLinkSessionView,
    }),
  read: (uuid: string, sessionUuid: string, signal?: AbortSignal) =>
    api.request(`${sessionsPath(uuid)}/${sessionUuid}`, { schema: zLinkSessionView, signal }),
  signIn: (uuid: string, sessionUuid: string, body: LinkSignInRequest) =>
    api.request(`${sessionsPath(uuid)}/${sessionUuid}/sign-in`, {
      method: 'POST',
      body,
      schema: zLinkSessionView,
    }),
  consent: (uuid: string, sessionUuid: string) =>
    api.request(`${sessionsPath(uuid)}/${sessionUuid}/consent`, {
      method: 'POST',
      body: { granted: true },
      schema: zLinkSessionView,
    }),
};
