import type { Organization } from '@openheloc/domain';
import { ExternalLink } from '@/components/external-link';
import { legalPageHref } from '../legal/legal-paths';

const FOOTER_LINK_TYPE = 'FOOTER';

function isOtherSite(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin !== new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Terms, privacy, licenses, communications and the lender's own footer links. Pages of the
 * lender's site open in place (full page loads); another site's page opens in a new tab.
 */
export function LegalLinks({ organization }: { organization: Organization }) {
  const { footerData, baseUrl } = organization;
  const { footer } = footerData;
  const links = [
    { name: 'Terms of use', url: footer.termsOfUseUrl, newTab: false },
    { name: 'Privacy policy', url: footer.privacyPolicyUrl, newTab: footer.privacyLinkIsExternal },
    { name: 'Licenses', url: footer.licensesUrl, newTab: false },
    { name: 'Electronic communications policy', url: footerData.termsOfService, newTab: false },
    ...footerData.additionalUrls
      .filter((link) => link.type === FOOTER_LINK_TYPE)
      .map((link) => ({ name: link.name, url: link.url, newTab: isOtherSite(link.url, baseUrl) })),
  ];
  return (
    <nav aria-label="Legal">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={`${link.name}:${link.url}`}>
            <ExternalLink href={legalPageHref(link.url, baseUrl)} newTab={link.newTab}>
              {link.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
