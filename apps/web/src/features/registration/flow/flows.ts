import type { StoredAnswers } from './answers-store';
import { needsHomeAddress, parseStep } from './parse-answers';
import { stepPath, type FlowStep, type RegistrationFlow } from './flow-definitions';
import { isPersistedStep, type StepKind } from './step-kinds';

/** The steps this borrower goes through: the home address only for a non-primary property. */
export function activeSteps(flow: RegistrationFlow, answers: StoredAnswers): FlowStep[] {
  return flow.steps.filter((step) => step.kind !== 'home' || needsHomeAddress(answers));
}

function neighbour(
  flow: RegistrationFlow,
  kind: StepKind,
  answers: StoredAnswers,
  offset: 1 | -1,
): string | null {
  const steps = activeSteps(flow, answers);
  const index = steps.findIndex((step) => step.kind === kind);
  const target = index === -1 ? undefined : steps[index + offset];
  return target ? stepPath(flow, target.kind) : null;
}

export function nextStepPath(flow: RegistrationFlow, kind: StepKind, answers: StoredAnswers) {
  return neighbour(flow, kind, answers, 1);
}

export function previousStepPath(flow: RegistrationFlow, kind: StepKind, answers: StoredAnswers) {
  return neighbour(flow, kind, answers, -1);
}

function isComplete(kind: StepKind, answers: StoredAnswers, now?: Date): boolean {
  // The password step is never stored: it is complete only by being submitted.
  return isPersistedStep(kind) && parseStep(kind, answers, now) !== null;
}

/** The first step without valid answers, or null when every stored step is answered. */
export function firstIncompleteStep(
  flow: RegistrationFlow,
  answers: StoredAnswers,
  now?: Date,
): StepKind | null {
  return (
    activeSteps(flow, answers).find((step) => !isComplete(step.kind, answers, now))?.kind ?? null
  );
}

/**
 * Where a visitor opening `kind` must go instead, or null when the step may show: a step whose
 * earlier steps are unanswered sends them to the first of those, and a step that does not apply
 * (the home address of a primary residence) to the first unanswered one.
 */
export function stepRedirect(
  flow: RegistrationFlow,
  kind: StepKind,
  answers: StoredAnswers,
  now?: Date,
): string | null {
  const steps = activeSteps(flow, answers);
  const index = steps.findIndex((step) => step.kind === kind);
  if (index === -1) return stepPath(flow, firstIncompleteStep(flow, answers, now) ?? 'account');
  const missing = steps.slice(0, index).find((step) => !isComplete(step.kind, answers, now));
  return missing ? stepPath(flow, missing.kind) : null;
}
