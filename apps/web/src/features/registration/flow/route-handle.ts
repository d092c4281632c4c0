import { useMatches } from 'react-router';
import type { StepKind } from './step-kinds';

/** Route handle naming the registration step a route shows. */
export interface RegistrationStepHandle {
  registrationStep: StepKind;
}

export function stepHandle(kind: StepKind): RegistrationStepHandle {
  return { registrationStep: kind };
}

function isStepHandle(handle: unknown): handle is RegistrationStepHandle {
  return typeof handle === 'object' && handle !== null && 'registrationStep' in handle;
}

/** The step of the deepest matched route, if it is a registration step. */
export function useCurrentStepKind(): StepKind | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isStepHandle(handle)) return handle.registrationStep;
  }
  return undefined;
}
