import { Button } from '@/components/button';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';

/**
 * error/flood-cert: the flood zone determination is not back yet. Nothing is wrong; the page
 * says what the certificate decides and reads the application again to move on.
 */
export function FloodCertPage() {
  const { retry, application } = useApplicationContext();
  const organization = useOrganization();
  const waiting = application.status.waitingOnFloodCert;
  return (
    <ApplicationScreen
      caption="Your application"
      title={waiting ? 'We’re waiting for your flood certificate' : 'Your flood certificate is in'}
      actions={
        <Button type="button" onClick={retry}>
          {waiting ? 'Check again' : 'Continue'}
        </Button>
      }
    >
      <p>
        For every home we lend on, a flood zone determination tells us whether the property is in a
        special flood hazard area on FEMA’s flood maps.
        {waiting
          ? ' It usually arrives within minutes, but sometimes the provider needs longer.'
          : ' It has arrived, so your application can go on.'}
      </p>
      <h2 className="mt-6 text-lg font-semibold">If your home is in a flood zone</h2>
      <p className="mt-2">
        Federal law requires flood insurance for the life of your line of credit. You don’t need it
        to continue now: we’ll ask for your flood insurance policy together with your homeowner’s
        insurance before closing.
      </p>
      <p className="mt-6">
        Questions? Call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>
        .
      </p>
    </ApplicationScreen>
  );
}
