import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { WaitScreen } from '@/features/application/shell/wait-screen';
import { HOLD_CAPTION } from './hold-caption';

/** hold: the lender's team stopped the application to look at something; a person follows up. */
export function HoldPage() {
  const { pathTo } = useApplicationContext();
  return (
    <WaitScreen caption={HOLD_CAPTION} title="Your application is on hold">
      <p>
        Our team needs to look at something before your application can go on. This usually takes 1
        to 3 business days.
      </p>
      <p className="mt-3">
        There’s nothing you need to do now. If we need a document from you, we’ll e-mail you and it
        will show under your{' '}
        <Link className={linkClasses} to={pathTo('conditions')}>
          document requests
        </Link>
        .
      </p>
    </WaitScreen>
  );
}
