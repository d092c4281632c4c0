import { formatCents } from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { lienDescription } from '@/features/application/liens/liens-form';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { MERCHANT_CAPTION } from './merchant-caption';

/**
 * merchant/lien-attestation: the loans your documents will name, shown again before signing; a
 * change since they were confirmed is told to a person, who corrects the documents.
 */
export function LienAttestationPage() {
  const { application, resolved, pathTo } = useApplicationContext();
  const organization = useOrganization();
  const { liens } = application;
  return (
    <ApplicationScreen caption={MERCHANT_CAPTION} title="Check the loans on your home">
      <p className="mb-6">
        Your documents will say that your line of credit comes after these loans. Please check that
        they are still right.
      </p>
      {liens.length === 0 ? (
        <p className="mb-6">We found no other loans on your home.</p>
      ) : (
        <ul className="mb-6 divide-y divide-line rounded-xl border border-line">
          {liens.map((lien) => (
            <li
              key={`${lien.position}-${lien.lenderName}`}
              className="flex flex-wrap items-baseline justify-between gap-2 p-4"
            >
              <span>
                <span className="block font-semibold">{lien.lenderName}</span>
                <span className="block text-sm text-muted">
                  {lienDescription(lien.position, lien.lienType)}
                </span>
              </span>
              <span className="font-semibold">{formatCents(lien.estimatedBalance, 0)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        If one of them has been paid off or isn’t yours, call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>{' '}
        before you sign, so that we can correct your documents.
      </p>
      <Link to={pathTo(resolved.path)} className={`${buttonClasses()} mt-8`}>
        Continue
      </Link>
    </ApplicationScreen>
  );
}
