import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { ApplicationScreen } from './application-screen';

/**
 * A screen that is itself a wait on the lender's side: what is happening and how long it takes,
 * that nothing is asked of the borrower, and how to reach a person meanwhile.
 */
export function WaitScreen({
  caption,
  title,
  children,
}: {
  caption: string;
  title: string;
  children: ReactNode;
}) {
  const organization = useOrganization();
  return (
    <ApplicationScreen caption={caption} title={title}>
      {children}
      <p className="mt-6">
        Questions? Call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>
        , or go to your{' '}
        <Link className={linkClasses} to="/dashboard">
          dashboard
        </Link>
        .
      </p>
    </ApplicationScreen>
  );
}
