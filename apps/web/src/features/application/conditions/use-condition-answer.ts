import { conditionAnswerPath, zCondition, type Condition } from '@openheloc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { useApplicationContext } from '@/features/application/routing/application-context';
import {
  mutationOutcomeOf,
  type FailedMutationOutcome,
} from '@/features/application/routing/mutation-outcome';
import { conditionsQueryKey } from './use-conditions';

export type ConditionAnswer =
  | { answer: 'documents'; body: { documentUuids: string[] } }
  | { answer: 'phone-number'; body: { phoneNumber: string } };

/**
 * Sends the borrower's answer to one document request, then shows the requests again, where the
 * answered one now says it was received. A failure is answered for the form to show.
 */
export function useConditionAnswer(conditionUuid: string) {
  const { uuid, pathTo } = useApplicationContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: ({ answer, body }: ConditionAnswer): Promise<Condition> =>
      api.request(conditionAnswerPath(uuid, conditionUuid, answer), {
        method: 'POST',
        body,
        schema: zCondition,
      }),
  });

  async function submit(answer: ConditionAnswer): Promise<FailedMutationOutcome | null> {
    try {
      await mutation.mutateAsync(answer);
    } catch (error) {
      const outcome = mutationOutcomeOf(error);
      // Answered elsewhere, or not this borrower's: the list says where things stand.
      if (outcome.kind === 'conflict' || outcome.kind === 'not-found') {
        await queryClient.invalidateQueries({ queryKey: conditionsQueryKey(uuid) });
      }
      return outcome;
    }
    await queryClient.invalidateQueries({ queryKey: conditionsQueryKey(uuid) });
    await navigate(pathTo('conditions'));
    return null;
  }

  return { submit, isPending: mutation.isPending };
}
