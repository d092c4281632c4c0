import type { Organization } from '@openheloc/domain';

/**
 * The link allow-list: every host the lenders' own data names (base URL, host names, footer and
 * additional links), lower case and without duplicates.
 */
export function allowedLinkHosts(organizations: readonly Organization[]): string[] {
  const hosts = new Set<string>();
  const add = (url: string) => {
    try {
      hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // Relative footer links (/privacy) are the product's own pages, already covered.
    }
  };
  for (const org of organizations) {
    add(org.baseUrl);
    for (const host of org.hostNames) hosts.add(host.toLowerCase());
    const { footer, additionalUrls } = org.footerData;
    for (const url of [
      footer.companyNmlsURL,
      footer.termsOfUseUrl,
      footer.privacyPolicyUrl,
      footer.licensesUrl,
      footer.companyLegalUrl,
    ]) {
      add(url);
    }
    for (const extra of additionalUrls) add(extra.url);
  }
  return [...hosts].sort();
}
