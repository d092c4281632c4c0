import type { StepKind } from './step-kinds';

export type FlowId = 'v2' | 'legacy';

export interface FlowStep {
  kind: StepKind;
  /** The path segment under the flow's base path; '' for the flow's index. */
  segment: string;
}

export interface RegistrationFlow {
  id: FlowId;
  basePath: string;
  steps: readonly FlowStep[];
}

/** /register-v2: the spec's steps, in its order. */
export const V2_FLOW: RegistrationFlow = {
  id: 'v2',
  basePath: '/register-v2',
  steps: [
    { kind: 'property', segment: '' },
    { kind: 'home', segment: 'home-address' },
    { kind: 'forSale', segment: 'for-sale' },
    { kind: 'income', segment: 'annual-income' },
    { kind: 'name', segment: 'legal-name' },
    { kind: 'birthdate', segment: 'birthdate' },
    { kind: 'contact', segment: 'phone-and-email' },
    { kind: 'account', segment: 'set-password' },
  ],
};

/**
 * /register: the older flow's steps. Its home-address step is not in the spec's list; the
 * registration needs the home address when the property is not the primary residence.
 */
export const LEGACY_FLOW: RegistrationFlow = {
  id: 'legacy',
  basePath: '/register',
  steps: [
    { kind: 'property', segment: 'property-info' },
    { kind: 'home', segment: 'home-address' },
    { kind: 'forSale', segment: 'sale-status' },
    { kind: 'income', segment: 'income-info' },
    { kind: 'name', segment: 'name' },
    { kind: 'birthdate', segment: 'birthdate' },
    { kind: 'contact', segment: 'contact-info' },
    { kind: 'account', segment: 'login-info' },
  ],
};

export function stepPath(flow: RegistrationFlow, kind: StepKind): string {
  const step = flow.steps.find((candidate) => candidate.kind === kind);
  if (!step) throw new Error(`The ${flow.id} registration has no ${kind} step`);
  return step.segment === '' ? flow.basePath : `${flow.basePath}/${step.segment}`;
}
