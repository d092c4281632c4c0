import { z } from 'zod';
import { WORKFLOW_TASKS, isWaitingTask, type WorkflowTask } from '../enums/workflow-task';

/**
 * States the spec names in words but not in its (partial, "including") task list: the credit lock
 * ('credit lock' terminal state, a CREDIT_ outcome like CREDIT_NO_MATCH) and the property review
 * ('no property' terminal state).
 */
export const APPLICATION_EXTRA_STATES = ['CREDIT_FROZEN', 'PROPERTY_REVIEW'] as const;
export type ApplicationExtraState = (typeof APPLICATION_EXTRA_STATES)[number];

/** The server's application state: a workflow task name, or one of the extra states above. */
export type ApplicationState = WorkflowTask | ApplicationExtraState;
export const APPLICATION_STATES: readonly [ApplicationState, ...ApplicationState[]] = [
  ...WORKFLOW_TASKS,
  ...APPLICATION_EXTRA_STATES,
];
export const zApplicationState = z.enum(APPLICATION_STATES);

/** States with no way out at all: the application is over. */
export const FINAL_STATES: readonly ApplicationState[] = ['DECLINED', 'CANCELLED', 'COMPLETE'];

/**
 * States where polling stops because nothing moves until the borrower acts outside this flow or
 * operations decide: the final states, the credit lock and the reviews.
 */
export const TERMINAL_STATES: readonly ApplicationState[] = [
  ...FINAL_STATES,
  'CREDIT_FROZEN',
  'PROPERTY_REVIEW',
  'DELINQUENCY_REVIEW',
];

/** The server is working (a job calls a provider or generates documents): poll until it settles. */
export function isWaitingState(state: string): boolean {
  return isWaitingTask(state) || state.startsWith('GEN_');
}

export function isTerminalState(state: string): boolean {
  return (TERMINAL_STATES as readonly string[]).includes(state);
}

export function isFinalState(state: string): boolean {
  return (FINAL_STATES as readonly string[]).includes(state);
}
