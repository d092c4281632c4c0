import { ExternalLink } from '@/components/external-link';
import { useOrganization } from '@/lib/organization/organization-context';

/**
 * The service that finds the borrower's existing debts (mortgages, other liens) with its own
 * soft pull; the notice must name it and link to its policies.
 */
export const LIABILITY_SERVICE = {
  name: 'Method Financial',
  privacyPolicyUrl: 'https://methodfi.com/legal/privacy',
  endUserTermsUrl: 'https://methodfi.com/legal/end-user-terms',
} as const;

export const CREDIT_AUTHORIZATION_ID = 'credit-authorization';

/**
 * The soft-pull authorisation: the borrower's written instructions under the Fair Credit
 * Reporting Act, given by pressing the button under it.
 */
export function CreditAuthorizationNotice({ buttonLabel }: { buttonLabel: string }) {
  const { legalName } = useOrganization().meta.companyInfo;
  return (
    <section
      id={CREDIT_AUTHORIZATION_ID}
      aria-labelledby={`${CREDIT_AUTHORIZATION_ID}-title`}
      className="mt-2 rounded-lg border border-line bg-gray-50 p-4 text-sm leading-6 text-ink"
    >
      <h2 id={`${CREDIT_AUTHORIZATION_ID}-title`} className="text-base font-semibold">
        Authorization to check your credit
      </h2>
      <p className="mt-2">
        By selecting &lsquo;{buttonLabel}&rsquo;, you are providing written instructions to{' '}
        {legalName} under the Fair Credit Reporting Act, authorizing {legalName} to obtain
        information from your personal credit profile or other information from a consumer reporting
        agency to pre-qualify you for a home equity line of credit. This is a soft credit pull: it
        does not affect your credit score.
      </p>
      <p className="mt-2">
        You also authorize {LIABILITY_SERVICE.name}, a third-party service, to obtain your credit
        report with a soft credit pull to find your existing debts, such as your mortgage. Read{' '}
        {LIABILITY_SERVICE.name}&rsquo;s{' '}
        <ExternalLink href={LIABILITY_SERVICE.privacyPolicyUrl} newTab>
          privacy policy
        </ExternalLink>{' '}
        and{' '}
        <ExternalLink href={LIABILITY_SERVICE.endUserTermsUrl} newTab>
          end user terms
        </ExternalLink>
        .
      </p>
    </section>
  );
}
