import { Navigate, useLocation } from 'react-router';
import { answersStore } from '../flow/answers-store';
import { LEGACY_FLOW, stepPath } from '../flow/flow-definitions';
import { firstIncompleteStep } from '../flow/flows';
import { PropertyStep } from '../steps/property-step';

/**
 * /register itself: a new visitor starts here, on the first step; a returning one is taken to
 * the first step still without an answer, with the page's query kept.
 */
export function RegisterIndex() {
  const { search } = useLocation();
  const kind = firstIncompleteStep(LEGACY_FLOW, answersStore.readAll());
  if (kind === null || kind === 'property') return <PropertyStep />;
  return <Navigate to={`${stepPath(LEGACY_FLOW, kind)}${search}`} replace />;
}
