import { findLinks, isAllowedLinkHost, type Organization } from '@openheloc/domain';

/** The product's own domain, whichever lender the page is branded for. */
export const PRODUCT_LINK_HOST = 'openheloc.example';

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Hosts a chat message may link to before the server's list is known (spec section 5): the
 * product's own domain, the page's host and the lender's own site and host names.
 */
export function linkAllowList(organization: Organization, pageHost: string): string[] {
  const hosts = [
    PRODUCT_LINK_HOST,
    pageHost,
    hostOf(organization.baseUrl),
    ...organization.hostNames,
  ];
  return [
    ...new Set(
      hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase()),
    ),
  ];
}

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits a message into text and the links the allow-list lets through; others stay text. */
export function splitMessageLinks(text: string, allowList: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const link of findLinks(text)) {
    if (!isAllowedLinkHost(link.host, allowList)) continue;
    if (link.index > last) parts.push({ kind: 'text', text: text.slice(last, link.index) });
    parts.push({ kind: 'link', text: link.url, href: link.url });
    last = link.index + link.url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
