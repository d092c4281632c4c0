/** http(s) links as they appear in chat text; trailing punctuation is not part of a link. */
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;
/** The host name after the scheme and any user info: https://a@b.example links to b.example. */
const HOST_PATTERN = /^https?:\/\/(?:[^/?#@]*@)?([^/?#:@]+)/i;

export interface TextLink {
  url: string;
  host: string;
  index: number;
}

/** The links in a message, in order. */
export function findLinks(text: string): TextLink[] {
  const links: TextLink[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const host = HOST_PATTERN.exec(url)?.[1];
    // Without a host name (https://:80, say) it is not a link; it stays plain text.
    if (host) links.push({ url, host: host.toLowerCase(), index: match.index });
  }
  return links;
}

/** A host is allowed when it is on the list or a subdomain of a listed host. */
export function isAllowedLinkHost(host: string, allowedHosts: readonly string[]): boolean {
  const lower = host.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => lower === allowed || lower.endsWith(`.${allowed}`));
}

/** Whether every link in the text points to an allowed host. */
export function hasOnlyAllowedLinks(text: string, allowedHosts: readonly string[]): boolean {
  return findLinks(text).every((link) => isAllowedLinkHost(link.host, allowedHosts));
}

/** The text with each link to a host off the list replaced by its bare host name, unclickable. */
export function withoutDisallowedLinks(text: string, allowedHosts: readonly string[]): string {
  let result = '';
  let from = 0;
  for (const link of findLinks(text)) {
    if (isAllowedLinkHost(link.host, allowedHosts)) continue;
    result += `${text.slice(from, link.index)}${link.host}`;
    from = link.index + link.url.length;
  }
  return result + text.slice(from);
}
