import type { SetPasswordStep } from '@openheloc/domain';
import type { NavigateFunction } from 'react-router';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { experimentStore } from '@/lib/experiments/experiment-store';
import { saveExperiments } from '@/lib/experiments/save-experiments';
import { storedTrackerId } from '@/lib/telemetry/stored-tracker-id';
import { accountDraft } from '../flow/account-draft';
import { answersStore } from '../flow/answers-store';
import { stepPath, type RegistrationFlow } from '../flow/flow-definitions';
import { firstIncompleteStep } from '../flow/flows';
import type { ServerErrorsState } from '../flow/navigation-errors';
import { errorItemsFrom, registerBorrower } from '../flow/register-request';
import { buildRegistration } from '../flow/registration-payload';
import { routeServerErrors } from '../flow/server-errors';

/**
 * Registers with every stored answer and the password step's values. On success the answers
 * are forgotten and the application opens; on failure each message goes to the step that asks
 * for its field, without clearing anything typed.
 */
export async function submitRegistration({
  flow,
  account,
  navigate,
  showHere,
}: {
  flow: RegistrationFlow;
  account: SetPasswordStep;
  navigate: NavigateFunction;
  showHere: (fieldErrors: readonly NamedError[], formMessage?: string) => void;
}): Promise<void> {
  const answers = answersStore.readAll();
  const body = buildRegistration(answers, account);
  if (!body) {
    await navigate(stepPath(flow, firstIncompleteStep(flow, answers) ?? 'property'));
    return;
  }
  try {
    const { applicationUuid, identityUuid } = await registerBorrower(body, answersStore.source());
    // Best effort: an experiment's record never stands between the borrower and their offer.
    void saveExperiments(
      { applicationUuid, identityUuid, trackerId: storedTrackerId() },
      experimentStore,
    ).catch(() => undefined);
    // Forgotten once the application shows: cleared earlier, the step guard would send the
    // still-mounted registration back to its first step while the application loads.
    await navigate(`/${applicationUuid}`, { replace: true });
    answersStore.clear();
    accountDraft.clear();
  } catch (error) {
    const routed = routeServerErrors(errorItemsFrom(error));
    if (routed.kind === 'account') {
      showHere(routed.fieldErrors, routed.formMessage);
      return;
    }
    const state: ServerErrorsState = { registrationErrors: routed };
    await navigate(stepPath(flow, routed.kind), { state });
  }
}
