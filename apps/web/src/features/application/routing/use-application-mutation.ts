import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationKeys, sendMutation, type MutationMethod } from './application-api';
import { useApplicationContext } from './application-context';
import {
  mutationOutcomeOf,
  type FailedMutationOutcome,
  type MutationOutcome,
} from './mutation-outcome';

export interface ApplicationMutationOptions {
  /** POST by default; the offer, profile, contact and HMDA answers are PUT. */
  method?: MutationMethod;
}

export interface SubmitOptions {
  /** Where to go next when the new state allows it (start/contact after start/profile, say). */
  next?: string;
  /**
   * False for the first calls of a save made of several: the new status is kept but the
   * borrower stays (the guard still moves them if the page is no longer allowed).
   */
  follow?: boolean;
}

/**
 * Sends one of the journey's mutations ('/liens/confirm', '/profile'…, relative to the
 * application), then follows the application: the answer is the new status, the application is
 * read again, and the borrower moves to the newly resolved route (after the processing modal if
 * the server is working). A 409 (the step is closed, the state moved on) reads the status again
 * and moves the borrower where they belong, with the server's message shown there.
 */
export function useApplicationMutation<TBody = void>(
  path: string,
  { method = 'POST' }: ApplicationMutationOptions = {},
) {
  const { uuid, followResolvedRoute } = useApplicationContext();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: TBody) => sendMutation(uuid, path, method, body),
  });
  const [failure, setFailure] = useState<FailedMutationOutcome | null>(null);

  async function submit(body: TBody, options: SubmitOptions = {}): Promise<MutationOutcome> {
    setFailure(null);
    try {
      const status = await mutation.mutateAsync(body);
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
      if (options.follow !== false) {
        followResolvedRoute(options.next === undefined ? {} : { next: options.next });
      }
      return { kind: 'done', status };
    } catch (error) {
      const outcome = mutationOutcomeOf(error);
      if (outcome.kind === 'conflict' || outcome.kind === 'not-found') {
        // A 404 makes the layout leave for the dashboard once the status is read again.
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
        if (outcome.kind === 'conflict') followResolvedRoute({ notice: outcome.message });
      }
      setFailure(outcome);
      return outcome;
    }
  }

  return {
    submit,
    isPending: mutation.isPending,
    /** The last failure, until the next submit. */
    failure,
  };
}
