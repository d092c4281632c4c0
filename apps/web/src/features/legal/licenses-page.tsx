import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { linkClasses } from '@/components/link-classes';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { LenderContact } from './lender-contact';
import { lenderFacts } from './lender-facts';
import { LicensedStates } from './licensed-states';

/** The lender's NMLS number, where to check it, and the states it is licensed in. */
export function LicensesPage() {
  const organization = useOrganization();
  const lender = lenderFacts(organization);
  useDocumentTitle('Licenses');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption={lender.brandName}>Licenses</PageHeading>
      <p className="text-lg">
        {lender.legalName} makes home equity lines of credit in the states listed below, under the
        licenses those states require.
      </p>

      <section aria-labelledby="licenses-nmls" className="mt-10">
        <h2 id="licenses-nmls">NMLS</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-muted">Company</dt>
          <dd className="font-semibold">{lender.legalName}</dd>
          <dt className="text-muted">NMLS ID</dt>
          <dd className="font-semibold">{lender.nmls}</dd>
        </dl>
        <p className="mt-4">
          The Nationwide Multistate Licensing System (NMLS) lists every license we hold and its
          status.{' '}
          <ExternalLink href={lender.nmlsUrl} newTab>
            Look up {lender.legalName} on NMLS Consumer Access
          </ExternalLink>
        </p>
      </section>

      <section aria-labelledby="licenses-states" className="mt-10">
        <h2 id="licenses-states">States where we lend</h2>
        <div className="mt-4">
          <LicensedStates orgCode={organization.orgCode} legalName={lender.legalName} />
        </div>
        <p className="mt-6">
          Is your home in a state that is not listed?{' '}
          <Link className={linkClasses} to="/coming-soon">
            See what you can do
          </Link>
        </p>
      </section>

      <section aria-labelledby="licenses-contact" className="mt-10">
        <h2 id="licenses-contact">Questions about our licenses</h2>
        <div className="mt-3">
          <LenderContact lender={lender} />
        </div>
      </section>
    </div>
  );
}
