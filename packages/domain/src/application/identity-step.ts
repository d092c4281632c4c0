import type { Condition } from '../conditions/conditions';
import { documentRequestText } from '../constants/document-requests';
import { ID_CHECK_FAILURE_MESSAGES, ID_CHECKS, type IdCheck } from '../enums/id-type';

/**
 * Where an ID sent from the identity screen goes: to the workflow's ID check while the
 * application asks for one (UPLOAD_ID), else as the answer to the oldest identity request the
 * lender raised, else nowhere (nothing is asked).
 */
export type IdentityDestination =
  { kind: 'check' } | { kind: 'request'; conditionUuid: string } | { kind: 'none' };

export function identityDestination(
  actions: readonly string[],
  conditions: readonly Pick<Condition, 'uuid' | 'categoryEnum' | 'actionNeeded' | 'created'>[],
): IdentityDestination {
  if (actions.includes('UPLOAD_ID')) return { kind: 'check' };
  const request = conditions
    .filter((condition) => condition.actionNeeded)
    .filter((condition) => documentRequestText(condition)?.target === 'identity')
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created))[0];
  return request ? { kind: 'request', conditionUuid: request.uuid } : { kind: 'none' };
}

/** Why the last ID was not accepted, one sentence per failed check, in the checks' order. */
export function idFailureReasons(failedChecks: readonly IdCheck[]): string[] {
  return ID_CHECKS.filter((check) => failedChecks.includes(check)).map(
    (check) => ID_CHECK_FAILURE_MESSAGES[check],
  );
}
