import { useOrganization } from '@/lib/organization/organization-context';

/**
 * The version of the words below, recorded with the consent. Change it whenever they change, so
 * that every stored consent says which words the borrower agreed to.
 */
export const HARD_PULL_TEXT_VERSION = 'fcra-hard-pull-2026-11-01';

/** Asked once, on the profile page: the server needs it on record before HMDA. */
export const HARD_PULL_REQUIRED_MESSAGE = 'Please authorize the hard credit pull to continue';

/**
 * The hard-pull authorisation: the borrower's written instructions under the Fair Credit
 * Reporting Act, given by ticking the box this labels.
 */
export function HardPullAuthorization() {
  const { legalName } = useOrganization().meta.companyInfo;
  return (
    <>
      I am providing written instructions to {legalName} under the Fair Credit Reporting Act,
      authorizing {legalName} to obtain my consumer report from one or more consumer reporting
      agencies to evaluate my application for a home equity line of credit. I understand this is a
      hard credit inquiry that may affect my credit score.
    </>
  );
}
