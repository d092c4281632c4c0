import { useApplication } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';

/**
 * Pulling credit again once the borrower lifted the freeze: offered only while the server
 * allows it. A conflict or a lost application needs no message here: the layout moves on.
 */
export function useRetryCredit() {
  const { status } = useApplication();
  const mutation = useApplicationMutation('/credit/retry');
  const { failure } = mutation;
  const failureMessage =
    failure === null || failure.kind === 'conflict' || failure.kind === 'not-found'
      ? null
      : failure.kind === 'invalid'
        ? (failure.formMessage ?? null)
        : failure.message;
  return {
    canRetry: status.actions.includes('RETRY_CREDIT'),
    retry: () => void mutation.submit(undefined),
    busy: mutation.isPending,
    failureMessage,
  };
}
