import { Navigate, useLocation } from 'react-router';
import { answersStore } from '../flow/answers-store';
import { LEGACY_FLOW, stepPath } from '../flow/flow-definitions';
import { firstIncompleteStep } from '../flow/flows';

/**
 * /register itself: picks up the registration where it was left, at the first step without an
 * answer (the first step for a new visitor), keeping the marketing query.
 */
export function RegisterIndex() {
  const { search } = useLocation();
  const kind = firstIncompleteStep(LEGACY_FLOW, answersStore.readAll()) ?? 'property';
  return <Navigate to={`${stepPath(LEGACY_FLOW, kind)}${search}`} replace />;
}
