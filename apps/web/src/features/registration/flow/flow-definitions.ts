import type { StepKind } from './step-kinds';

export type FlowId = 'v2' | 'legacy';

export interface FlowStep {
  kind: StepKind;
  /** The path segment under the flow's base path; '' for the flow's index. */
  segment: string;
  /** The step whose screen also asks this step's questions: its own path sends there. */
  askedOn?: StepKind;
}

export interface RegistrationFlow {
  id: FlowId;
  basePath: string;
  steps: readonly FlowStep[];
}

/**
 * /register-v2: the spec's steps, in its order. The date of birth is asked on the legal-name
 * screen (the older flow's 'Personal Info' groups the two too), one screen fewer to the offer.
 */
export const V2_FLOW: RegistrationFlow = {
  id: 'v2',
  basePath: '/register-v2',
  steps: [
    { kind: 'property', segment: '' },
    { kind: 'home', segment: 'home-address' },
    { kind: 'forSale', segment: 'for-sale' },
    { kind: 'income', segment: 'annual-income' },
    { kind: 'name', segment: 'legal-name' },
    { kind: 'birthdate', segment: 'birthdate', askedOn: 'name' },
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

function findStep(flow: RegistrationFlow, kind: StepKind): FlowStep {
  const step = flow.steps.find((candidate) => candidate.kind === kind);
  if (!step) throw new Error(`The ${flow.id} registration has no ${kind} step`);
  return step;
}

/** The kind whose screen asks `kind`'s questions: its own, or the one it is asked on. */
export function screenOf(flow: RegistrationFlow, kind: StepKind): StepKind {
  return findStep(flow, kind).askedOn ?? kind;
}

/** The steps whose questions `kind`'s screen asks: its own first. */
export function kindsAskedOn(flow: RegistrationFlow, kind: StepKind): StepKind[] {
  return [kind, ...flow.steps.filter((step) => step.askedOn === kind).map((step) => step.kind)];
}

/** The address of the screen that asks `kind`'s questions. */
export function stepPath(flow: RegistrationFlow, kind: StepKind): string {
  const step = findStep(flow, screenOf(flow, kind));
  return step.segment === '' ? flow.basePath : `${flow.basePath}/${step.segment}`;
}
