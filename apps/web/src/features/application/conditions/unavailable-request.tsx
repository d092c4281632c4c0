import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import type { AskedCondition } from './use-asked-condition';
import { CONDITIONS_CAPTION } from './conditions-caption';

/** While the request loads, or when there is none to answer: says so, and leads back to the list. */
export function UnavailableRequest({
  asked,
}: {
  asked: Exclude<AskedCondition, { kind: 'open' }>;
}) {
  const { pathTo } = useApplicationContext();
  if (asked.kind === 'loading') {
    return (
      <ApplicationScreen caption={CONDITIONS_CAPTION} title="Document request" back="conditions">
        <p role="status">Loading your document request…</p>
      </ApplicationScreen>
    );
  }
  return (
    <ApplicationScreen caption={CONDITIONS_CAPTION} title="Document request" back="conditions">
      <p role="alert">{asked.message}.</p>
      <Link to={pathTo('conditions')} className={`${buttonClasses()} mt-6`}>
        See your document requests
      </Link>
    </ApplicationScreen>
  );
}
