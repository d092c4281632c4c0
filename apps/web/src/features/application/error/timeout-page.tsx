import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplicationContext } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';

/**
 * Where a wait ends that took longer than the processing modal allows (or a state this site
 * does not know): the work goes on, so 'Try again' reads the status again and moves on.
 */
export function TimeoutPage() {
  const { retry } = useApplicationContext();
  const organization = useOrganization();
  return (
    <ApplicationScreen
      caption="Your application"
      title="This is taking longer than usual"
      actions={
        <>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
          <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
            Go to dashboard
          </Link>
        </>
      }
    >
      <p>We’re still working on your application. Your answers are saved, so nothing is lost.</p>
      <p className="mt-3">
        Try again in a moment, or come back later and we’ll pick up where you left off.
      </p>
      <p className="mt-3">
        If this keeps happening, call us at{' '}
        <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
          {organization.footerData.phoneFormatted}
        </a>
        .
      </p>
    </ApplicationScreen>
  );
}
