import {
  chatSkillFor,
  findUuidSegment,
  type ChatSkill,
  type Organization,
} from '@openheloc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth/token';
import { useOrganization } from '@/lib/organization/organization-context';

const PROFILE_PATH = '/service-profile/api/v1/profile';

const zChatProfile = z.object({
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string(),
});

const profileQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['chat', 'profile', signedIn],
    queryFn: ({ signal }) => api.request(PROFILE_PATH, { schema: zChatProfile, signal }),
    enabled: signedIn,
  });

/** Who is chatting, from where, and which agent queue the conversation belongs to. */
export interface ChatVisitor {
  organization: Organization;
  signedIn: boolean;
  /** The borrower's name and e-mail when the profile is known; the form is skipped then. */
  known: { friendlyName: string; emailAddress: string } | null;
  /** Still finding out whether the visitor is known. */
  loading: boolean;
  applicationUuid: string | null;
  skill: ChatSkill;
  pageUrl: string;
}

/** The product's own organisations are not private label; every other lender is white label. */
export function useChatVisitor(): ChatVisitor {
  const organization = useOrganization();
  const { pathname, search } = useLocation();
  const signedIn = tokenStore.authorization() !== null;
  const profile = useQuery(profileQueryOptions(signedIn));
  const isCrypto =
    organization.offersCryptoHeloc && new URLSearchParams(search).get('utm_source') === 'cloc';
  const name = profile.data
    ? `${profile.data.name.firstName} ${profile.data.name.lastName}`.trim()
    : '';
  return {
    organization,
    signedIn,
    known: profile.data && name ? { friendlyName: name, emailAddress: profile.data.email } : null,
    loading: signedIn && profile.isPending,
    applicationUuid: findUuidSegment(pathname),
    skill: chatSkillFor({ isCrypto, isOwnOrganization: !organization.isPrivateLabel }),
    pageUrl: window.location.href,
  };
}
