import { Navigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { INCOME_CAPTION } from './income-caption';
import { incomeKeys, linkSessionApi } from './income-api';
import { LinkScreen } from './link-screen';
import { SESSION_PARAM } from './use-link-flow';

const TITLE = 'Finishing your link';

/**
 * income/pointserv-callback: where Pointserv hands the borrower back (?session=): the link's
 * result in the dialog, to send or to try again. Without a session it goes to the review.
 */
export function PointservCallbackPage() {
  const { uuid, pathTo } = useApplicationContext();
  const [params] = useSearchParams();
  const sessionUuid = params.get(SESSION_PARAM);
  const session = useQuery({
    queryKey: incomeKeys.session(uuid, sessionUuid ?? ''),
    queryFn: ({ signal }) => linkSessionApi.read(uuid, sessionUuid ?? '', signal),
    enabled: sessionUuid !== null,
    retry: false,
  });
  if (sessionUuid === null || session.isError) {
    return <Navigate to={pathTo('income/review')} replace />;
  }
  if (!session.data) {
    return (
      <ApplicationScreen caption={INCOME_CAPTION} title={TITLE}>
        <p aria-busy="true">Reading the result of your link…</p>
      </ApplicationScreen>
    );
  }
  return <LinkScreen source={session.data.source} title={TITLE} />;
}
