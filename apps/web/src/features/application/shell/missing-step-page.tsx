import { useOrganization } from '@/lib/organization/organization-context';
import { linkClasses } from '@/components/link-classes';
import { telHref } from '@/lib/tel-href';
import { ApplicationScreen } from './application-screen';

/**
 * A page the application allows but this version of the site has no screen for: say so and how
 * to go on, instead of a blank page.
 */
export function MissingStepPage() {
  const organization = useOrganization();
  return (
    <ApplicationScreen caption="Your application" title="This step can’t be shown here yet">
      <p>
        Your application is saved and waiting for you at this step, but it can’t be completed on
        this site yet.
      </p>
      <p className="mt-3">
        Call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>{' '}
        and we’ll help you continue.
      </p>
    </ApplicationScreen>
  );
}
