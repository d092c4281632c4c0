import { Button } from '@/components/button';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';

/**
 * Asset depletion: the borrower may qualify on their savings and investments rather than their
 * income. The server offers no step to take here (its team reviews the assets), so the page
 * explains and reads the application again to move on once the review is done.
 */
export function AssetsPage() {
  const { retry } = useApplicationContext();
  const organization = useOrganization();
  return (
    <ApplicationScreen
      caption="Select Offer"
      title="We’re reviewing your assets"
      actions={
        <Button type="button" onClick={retry}>
          Check again
        </Button>
      }
    >
      <p>
        Your income alone doesn’t support a line of credit, but your savings and investments may.
        With asset depletion, we count part of what you hold as monthly income.
      </p>
      <p className="mt-3">
        Our team is reviewing your assets now. When the review is done, you’ll be able to choose
        your offer. We’ll contact you if we need statements from you.
      </p>
      <p className="mt-3">
        Questions? Call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>
        .
      </p>
    </ApplicationScreen>
  );
}
