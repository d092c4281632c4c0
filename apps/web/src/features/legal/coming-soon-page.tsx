import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { LegalPageLink } from './legal-page-link';
import { LenderContact } from './lender-contact';
import { lenderFacts, stateName } from './lender-facts';

/**
 * The state the visitor was turned away for (`?state=TX`), when it names a state the lender
 * does not lend in; otherwise the page speaks of "your state".
 */
function unservedStateName(
  code: string | null,
  licensedStates: readonly string[],
): string | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return licensedStates.includes(upper) ? undefined : stateName(upper);
}

/** The product is not available to this visitor yet: say so calmly, and how to reach us. */
export function ComingSoonPage() {
  const organization = useOrganization();
  const lender = lenderFacts(organization);
  const [searchParams] = useSearchParams();
  const state = unservedStateName(searchParams.get('state'), organization.licensedStates);
  const title = state
    ? `We are not lending in ${state} yet`
    : 'We are not lending in your state yet';
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption={lender.brandName}>{title}</PageHeading>
      <p className="text-lg">
        Thank you for your interest in a {lender.brandName} home equity line of credit. We can only
        take applications for homes in the states where {lender.legalName} is licensed to lend
        {state ? `, and ${state} is not one of them yet` : ''}.
      </p>
      {lender.isProductBrand ? (
        <p className="mt-3">We are working to bring our line of credit to more states.</p>
      ) : null}

      <section aria-labelledby="coming-soon-where" className="mt-10">
        <h2 id="coming-soon-where">Where we lend today</h2>
        <p className="mt-3">
          You can see every state we lend in, and our NMLS ID, on our{' '}
          <LegalPageLink to="/licenses">licenses page</LegalPageLink>.
        </p>
      </section>

      <section aria-labelledby="coming-soon-contact" className="mt-10">
        <h2 id="coming-soon-contact">Talk to us</h2>
        <p className="mt-3">
          If you have a question, or think we got your state wrong, our customer service team is
          happy to help.
        </p>
        <div className="mt-3">
          <LenderContact lender={lender} />
        </div>
      </section>

      <div className="mt-10">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
