import type { Organization } from '@openheloc/domain';

/** The product's own domains, whichever lender the page is branded for. */
export const PRODUCT_LINK_HOSTS = ['openheloc.example'] as const;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Hosts whose links a chat message may make clickable (spec section 5): the product's own
 * domains, the page's host and the lender's own site and host names.
 */
export function linkAllowList(organization: Organization, pageHost: string): string[] {
  const hosts = [
    ...PRODUCT_LINK_HOSTS,
    pageHost,
    hostOf(organization.baseUrl),
    ...organization.hostNames,
  ];
  return [...new Set(hosts.filter((host): host is string => Boolean(host)))].map((host) =>
    host.toLowerCase(),
  );
}

/** An http(s) link to an allowed host or one of its subdomains; anything else stays text. */
export function isAllowedLink(url: string, allowList: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return allowList.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Stops before trailing punctuation, so 'see https://x.com/a.' links to https://x.com/a.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Splits a message into text and the links the allow-list lets through. */
export function splitMessageLinks(text: string, allowList: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    if (!isAllowedLink(url, allowList)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: url, href: url });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
