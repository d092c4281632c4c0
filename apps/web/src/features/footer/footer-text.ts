import type { Organization } from '@openheloc/domain';

const ALL_STATES = 50;

/**
 * The licensed-states line. The product's own brand, still growing, says that more states
 * are coming; a private-label lender's footer states its licences only.
 */
export function licensedStatesSuffix(organization: Organization): string {
  const growing = !organization.isPrivateLabel && organization.licensedStates.length < ALL_STATES;
  return growing ? ', with more states to come' : '';
}

/** Licensed states in a stable, case-insensitive alphabetical order. */
export function sortedStates(states: readonly string[]): string[] {
  return [...states].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

const NY_CONSUMER_ASSISTANCE_PHONE = '1-800-342-3736';

/**
 * The New York notice. Where the lender has agreed to it (allowRegulatorReview) the notice
 * names the regulator's review and how to reach it; otherwise it points to the lender itself.
 */
export function newYorkNotice(organization: Organization): string {
  const { footerData } = organization;
  const company = footerData.footer.companyName;
  if (footerData.allowRegulatorReview) {
    return `New York residents: ${company} is regulated by the New York State Department of Financial Services, which may review our records and practices. You may file a complaint with, or get more information from, the Department's Consumer Assistance Unit at ${NY_CONSUMER_ASSISTANCE_PHONE}.`;
  }
  return `New York residents: ${company} makes home equity lines of credit on New York properties only where it holds the required license. For a question or complaint about your loan, contact us at ${footerData.phoneFormatted} or ${footerData.email}.`;
}
