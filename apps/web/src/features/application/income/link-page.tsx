import { zIncomeLinkSource } from '@openheloc/domain';
import { Navigate, useParams } from 'react-router';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { LinkScreen } from './link-screen';

/** income/link/{type}: linking one source; a type that cannot be linked goes to the review. */
export function LinkPage() {
  const { type } = useParams();
  const { pathTo } = useApplicationContext();
  const source = zIncomeLinkSource.safeParse(type);
  if (!source.success) return <Navigate to={pathTo('income/review')} replace />;
  return <LinkScreen key={source.data} source={source.data} />;
}
