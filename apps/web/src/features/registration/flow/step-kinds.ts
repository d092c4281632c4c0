/**
 * The registration's questions, shared by both flows (v2 and the older /register): each flow
 * gives them its own paths, words and progress display.
 */
export const STEP_KINDS = [
  'property',
  'home',
  'forSale',
  'income',
  'name',
  'birthdate',
  'contact',
  'account',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The answers kept in session storage; the password step is kept in memory only. */
export const PERSISTED_STEP_KINDS = [
  'property',
  'home',
  'forSale',
  'income',
  'name',
  'birthdate',
  'contact',
] as const satisfies readonly StepKind[];
export type PersistedStepKind = (typeof PERSISTED_STEP_KINDS)[number];

export function isPersistedStep(kind: StepKind): kind is PersistedStepKind {
  return (PERSISTED_STEP_KINDS as readonly StepKind[]).includes(kind);
}
