import { zChatLinkHostsResponse, type Organization } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { linkAllowList } from './link-allow-list';

const LINK_HOSTS = '/service-csp/external/api/v1/webchat/link-hosts';

/**
 * The hosts chat links may point to: the server's list (the product's and every partner
 * lender's domains) joined to the page's own; the page's own alone until it answers.
 */
export function useLinkAllowList(organization: Organization): string[] {
  const { data } = useQuery({
    queryKey: ['chat', 'link-hosts'],
    queryFn: ({ signal }) => api.request(LINK_HOSTS, { schema: zChatLinkHostsResponse, signal }),
  });
  const own = linkAllowList(organization, window.location.hostname);
  return data ? [...new Set([...own, ...data.hosts])] : own;
}
