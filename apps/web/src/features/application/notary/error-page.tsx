import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { telHref } from '@/lib/tel-href';
import { useOrganization } from '@/lib/organization/organization-context';
import { useApplicationContext } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { NOTARY_CAPTION } from './notary-api';

/** notary/error: the online session could not start or was cut; how to try again or get help. */
export function NotaryErrorPage() {
  const { pathTo } = useApplicationContext();
  const organization = useOrganization();
  return (
    <ApplicationScreen
      caption={NOTARY_CAPTION}
      title="We couldn’t connect you to a notary"
      actions={
        <Link to={pathTo('notary/session')} className={buttonClasses()}>
          Try the online session again
        </Link>
      }
    >
      <p>Your documents are signed and safe. To meet the notary online you need:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>a camera and a microphone that your browser may use</li>
        <li>a steady internet connection</li>
        <li>a recent version of Chrome, Edge, Firefox or Safari</li>
      </ul>
      <p className="mt-4">
        You can also{' '}
        <Link to={pathTo('notary/schedule-manual')} className={linkClasses}>
          schedule an in-person notary
        </Link>{' '}
        instead. Need help? Call us at{' '}
        <a href={telHref(organization.theme.supportPhoneNumber)} className={linkClasses}>
          {organization.theme.supportPhoneNumber}
        </a>
        .
      </p>
    </ApplicationScreen>
  );
}
