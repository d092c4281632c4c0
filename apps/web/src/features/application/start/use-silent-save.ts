import { useQueryClient } from '@tanstack/react-query';
import { applicationKeys, sendMutation, type MutationMethod } from '../routing/application-api';
import { useApplicationContext } from '../routing/application-context';
import { mutationOutcomeOf, type MutationOutcome } from '../routing/mutation-outcome';

/**
 * Sends the first call of a save made of several (the profile before the hard-pull consent,
 * the consent before the submission) without moving on, which the last call's
 * useApplicationMutation does. A conflict is handled as that hook handles it: the status is
 * read again and the borrower is moved to where the application is, with the server's message.
 */
export function useSilentSave() {
  const { uuid, followResolvedRoute } = useApplicationContext();
  const queryClient = useQueryClient();
  return async function send(
    path: string,
    method: MutationMethod,
    body: unknown,
  ): Promise<MutationOutcome> {
    try {
      return { kind: 'done', status: await sendMutation(uuid, path, method, body) };
    } catch (error) {
      const outcome = mutationOutcomeOf(error);
      if (outcome.kind === 'conflict' || outcome.kind === 'not-found') {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
        if (outcome.kind === 'conflict') followResolvedRoute({ notice: outcome.message });
      }
      return outcome;
    }
  };
}

/**
 * Moves on after a silent save that turned out to be the last (the state moved on by itself):
 * the new status is kept and the layout follows it to `next` when allowed.
 */
export function useFollowStatus() {
  const { uuid, followResolvedRoute } = useApplicationContext();
  const queryClient = useQueryClient();
  return (outcome: Extract<MutationOutcome, { kind: 'done' }>, next?: string) => {
    queryClient.setQueryData(applicationKeys.status(uuid), outcome.status);
    followResolvedRoute(next === undefined ? {} : { next });
  };
}
