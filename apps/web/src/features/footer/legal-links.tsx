import type { Organization } from '@openheloc/domain';
import { ExternalLink } from '@/components/external-link';
import { legalPageHref } from '../legal/legal-paths';

const FOOTER_LINK_TYPE = 'FOOTER';
/** Illinois lenders publish a community reinvestment notice; the footer links it where one exists. */
const ILLINOIS_NOTICE_TYPE = 'IL_COMMUNITY_REINVESTMENT_NOTICE';

function isOtherSite(url: string, baseUrl: string): boolean {
  try {
    return new URL(url).origin !== new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Terms, privacy, licenses, the Illinois community reinvestment notice where the lender has one,
 * communications and the lender's own footer links. Pages of the
 * lender's site open in place (full page loads); another site's page opens in a new tab.
 */
export function LegalLinks({ organization }: { organization: Organization }) {
  const { footerData, baseUrl } = organization;
  const { footer } = footerData;
  const links = [
    { name: 'Terms of use', url: footer.termsOfUseUrl, newTab: false },
    { name: 'Privacy policy', url: footer.privacyPolicyUrl, newTab: footer.privacyLinkIsExternal },
    { name: 'Licenses', url: footer.licensesUrl, newTab: false },
    ...footerData.additionalUrls
      .filter((link) => link.type === ILLINOIS_NOTICE_TYPE)
      .map((link) => ({ name: link.name, url: link.url, newTab: isOtherSite(link.url, baseUrl) })),
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
