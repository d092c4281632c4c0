import { US_STATE_NAMES } from '@openheloc/domain';
import { Fragment } from 'react';
import { ExternalLink } from '@/components/external-link';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { Disclosures } from './disclosures';
import { EqualHousingMark } from './equal-housing-mark';
import { licensedStatesSuffix, newYorkNotice, sortedStates } from './footer-text';
import { LegalLinks } from './legal-links';

function stateName(code: string): string | undefined {
  return (US_STATE_NAMES as Record<string, string>)[code];
}

/** The lender's legal identity, contacts, licences and disclosures, on every page. */
export function Footer() {
  const organization = useOrganization();
  const { footerData } = organization;
  const { footer } = footerData;
  const states = sortedStates(organization.licensedStates);
  return (
    <footer className="mt-16 border-t border-line bg-gray-50 text-sm leading-6 text-gray-700">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6">
        <LegalLinks organization={organization} />

        <div className="grid gap-8 md:grid-cols-3">
          <div>
            <h2 className="text-base font-semibold text-ink">{footer.companyName}</h2>
            <address className="mt-2 not-italic">{footerData.companyAddress}</address>
            <p className="mt-2">
              NMLS ID {footer.companyNMLS} ·{' '}
              <ExternalLink href={footer.companyNmlsURL} newTab>
                NMLS Consumer Access
              </ExternalLink>
            </p>
          </div>

          <div>
            <h2 className="text-base font-semibold text-ink">Customer service</h2>
            <ul className="mt-2 space-y-1">
              <li>
                Phone:{' '}
                <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
                  {footerData.phoneFormatted}
                </a>
              </li>
              <li>
                Email:{' '}
                <a className={linkClasses} href={`mailto:${footerData.email}`}>
                  {footerData.email}
                </a>
              </li>
            </ul>
          </div>

          <div className="space-y-3">
            <p>
              Licensed in{' '}
              {states.map((code, index) => (
                <Fragment key={code}>
                  {index > 0 ? ', ' : ''}
                  <abbr title={stateName(code)} className="no-underline">
                    {code}
                  </abbr>
                </Fragment>
              ))}
              {licensedStatesSuffix(organization)}.
            </p>
            <EqualHousingMark kind={footer.footerImage} />
          </div>
        </div>

        <p>{newYorkNotice(organization)}</p>

        <Disclosures disclosureCopy={footer.disclosureCopy} />

        <p>
          © {new Date().getFullYear()}{' '}
          <ExternalLink href={footer.companyLegalUrl}>{footer.companyName}</ExternalLink>. All
          rights reserved.
        </p>
      </div>
    </footer>
  );
}
