import type { Organization } from '@openheloc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrganizationContext } from '@/lib/organization/organization-context';
import { organizationFixture } from '@/testing/organization-fixture';
import { ComingSoonPage } from './coming-soon-page';
import { CommunicationsPage } from './communications-page';
import { LicensesPage } from './licenses-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const retail = organizationFixture();

const privateLabel = organizationFixture({
  orgCode: 'GRANITE_CU',
  kind: 'PRIVATE_LABEL',
  brandName: 'Granite Hollow Credit Union',
  isPrivateLabel: true,
  licensedStates: ['NH', 'VT'],
  footerData: {
    ...retail.footerData,
    footer: {
      ...retail.footerData.footer,
      companyName: 'Granite Hollow Federal Credit Union',
      companyNMLS: '1079126',
      companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1079126',
    },
    companyAddress: '120 Quarry Lane, Concord, NH 03301',
    phoneFormatted: '(603) 555-0110',
    email: 'homeequity@granitehollow.example',
  },
});

const externalPrivacy = organizationFixture({
  footerData: {
    ...retail.footerData,
    footer: {
      ...retail.footerData.footer,
      privacyPolicyUrl: 'https://www.lender.example/privacy',
      privacyLinkIsExternal: true,
    },
  },
});

function render(Page: ComponentType, organization: Organization, path = '/'): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OrganizationContext.Provider value={organization}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </OrganizationContext.Provider>
    </QueryClientProvider>,
  );
}

/** The text a reader sees, without tags. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const PAGES: [string, ComponentType][] = [
  ['terms', TermsPage],
  ['privacy', PrivacyPage],
  ['communications', CommunicationsPage],
  ['licenses', LicensesPage],
  ['coming-soon', ComingSoonPage],
];

describe.each([
  ['the product’s own lender', retail],
  ['a private-label lender', privateLabel],
])('the legal pages for %s', (_case, organization) => {
  const { companyName, companyNMLS } = organization.footerData.footer;

  it.each(PAGES)('/%s names the lender and leaves no gaps', (_path, Page) => {
    const page = text(render(Page, organization));
    expect(page).toContain(companyName);
    expect(page).toContain(organization.brandName);
    expect(page).toContain(organization.footerData.email);
    expect(page).not.toMatch(/undefined|null|lorem|\{|\}/i);
  });

  it.each([
    ['terms', TermsPage],
    ['privacy', PrivacyPage],
    ['licenses', LicensesPage],
  ] as const)('/%s gives the NMLS ID', (_path, Page) => {
    expect(text(render(Page, organization))).toContain(`NMLS ID ${companyNMLS}`);
  });
});

describe('the terms of use', () => {
  it.each([
    [retail, 'the laws of the State of California, where OpenHELOC Lending, LLC is located'],
    [
      privateLabel,
      'the laws of the State of New Hampshire, where Granite Hollow Federal Credit Union is located',
    ],
  ])('are governed by the law of the lender’s state', (organization, law) => {
    expect(text(render(TermsPage, organization))).toContain(law);
  });

  it('link to the other policies and the licenses', () => {
    const html = render(TermsPage, retail);
    for (const path of ['/privacy', '/communications', '/licenses']) {
      expect(html).toContain(`href="${path}"`);
    }
  });
});

describe('the privacy policy', () => {
  it('is the full notice when the lender has no policy elsewhere', () => {
    const page = text(render(PrivacyPage, retail));
    expect(page).toContain('What does OpenHELOC Lending, LLC do with your personal information?');
    expect(page).toContain('256-bit encryption');
    expect(page).toContain('Credit bureaus');
  });

  it('points to the lender’s own policy when it is on another site', () => {
    const html = render(PrivacyPage, externalPrivacy);
    expect(html).toContain('href="https://www.lender.example/privacy"');
    expect(text(html)).toContain('publishes its privacy policy on its own website');
    expect(text(html)).not.toContain('256-bit encryption');
  });
});

describe('the coming-soon page', () => {
  it.each([
    ['/coming-soon?state=tx', 'We are not lending in Texas yet'],
    ['/coming-soon', 'We are not lending in your state yet'],
    ['/coming-soon?state=CA', 'We are not lending in your state yet'],
    ['/coming-soon?state=ZZ', 'We are not lending in your state yet'],
  ])('at %s says “%s”', (path, heading) => {
    expect(text(render(ComingSoonPage, retail, path))).toContain(heading);
  });

  it('says more states are coming for the product’s own brand only', () => {
    const more = 'We are working to bring our line of credit to more states.';
    expect(text(render(ComingSoonPage, retail))).toContain(more);
    expect(text(render(ComingSoonPage, privateLabel))).not.toContain(more);
  });
});

describe('the licenses page', () => {
  it('shows a loading skeleton until the states arrive', () => {
    const html = render(LicensesPage, retail);
    expect(html).toContain('aria-busy="true"');
    expect(text(html)).toContain('Loading the states where we are licensed');
  });
});
