import { CONDITION_MESSAGES, documentRequestText, type Condition } from '@openheloc/domain';
import { useSearchParams } from 'react-router';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useConditions } from './use-conditions';

/**
 * The document request a page answers, named by ?condition= (the dashboard's card links so):
 * still loading, the request waiting for the borrower, or why there is nothing to answer.
 */
export type AskedCondition =
  | { kind: 'loading' }
  | { kind: 'open'; condition: Condition }
  | { kind: 'unavailable'; message: string };

export function useAskedCondition(target: 'upload-document' | 'phone-number'): AskedCondition {
  const { uuid } = useApplicationContext();
  const [params] = useSearchParams();
  const conditions = useConditions(uuid);
  if (conditions.isPending) return { kind: 'loading' };
  if (conditions.isError) return { kind: 'unavailable', message: conditions.error.message };
  const asked = params.get('condition');
  const condition = conditions.data.find(
    (candidate) => candidate.uuid === asked && documentRequestText(candidate)?.target === target,
  );
  if (!condition) return { kind: 'unavailable', message: CONDITION_MESSAGES.notFound };
  if (!condition.actionNeeded) return { kind: 'unavailable', message: CONDITION_MESSAGES.notOpen };
  return { kind: 'open', condition };
}
