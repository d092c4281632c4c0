import { z } from 'zod';

/** Base names of the server's application workflow tasks (its application state). */
export const WORKFLOW_TASK_BASES = [
  'APP_SUBMISSION',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'BPO_ORDER_REQUEST',
  'CANCELLED',
  'COMPLETE',
  'DECLINED',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FINAL_OFFER',
  'FINAL_TITLE_PULL',
  'FUNDABLE',
  'FUNDING_DECISION',
  'HARD_CREDIT_PULL',
  'HMDA',
  'IDENTITY_VERIFICATION',
  'INCOME_VERIFICATION',
  'IN_PROGRESS',
  'LIEN_VERIFICATION',
  'NOTE_SIGNING',
  'OFFER_SELECTION',
  'RECORDING',
  'RESCISSION',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
] as const;
export type WorkflowTaskBase = (typeof WORKFLOW_TASK_BASES)[number];

/**
 * Prefixes of task variants: WAITING_FOR_ (the server is working, poll), GEN_ (documents are
 * being generated), CREDIT_ (a credit-pull outcome), NAV_ (a navigation-only step).
 */
export const WORKFLOW_TASK_PREFIXES = ['WAITING_FOR_', 'GEN_', 'CREDIT_', 'NAV_'] as const;
export type WorkflowTaskPrefix = (typeof WORKFLOW_TASK_PREFIXES)[number];
export type PrefixedWorkflowTask = `${WorkflowTaskPrefix}${WorkflowTaskBase}`;

/** Credit outcomes the spec names whose remainder is not a base task (soft pull found no file). */
export const CREDIT_OUTCOME_TASKS = ['CREDIT_NO_MATCH'] as const;
export type CreditOutcomeTask = (typeof CREDIT_OUTCOME_TASKS)[number];

export type WorkflowTask = WorkflowTaskBase | PrefixedWorkflowTask | CreditOutcomeTask;

const prefixedTasks = WORKFLOW_TASK_PREFIXES.flatMap((prefix) =>
  WORKFLOW_TASK_BASES.map((base): PrefixedWorkflowTask => `${prefix}${base}`),
);

/** Every task name: the bases, each base under each prefix, and the named credit outcomes. */
export const WORKFLOW_TASKS: readonly [WorkflowTask, ...WorkflowTask[]] = [
  ...WORKFLOW_TASK_BASES,
  ...prefixedTasks,
  ...CREDIT_OUTCOME_TASKS,
];
export const zWorkflowTask = z.enum(WORKFLOW_TASKS);

export function isWorkflowTask(value: unknown): value is WorkflowTask {
  return zWorkflowTask.safeParse(value).success;
}

export interface ParsedWorkflowTask {
  prefix: WorkflowTaskPrefix | null;
  /** The name after the prefix; for CREDIT_NO_MATCH this is NO_MATCH, not a base task. */
  base: string;
}

/** Splits a task name into its prefix (if any) and the remaining base name. */
export function parseWorkflowTask(task: string): ParsedWorkflowTask {
  const prefix = WORKFLOW_TASK_PREFIXES.find((candidate) => task.startsWith(candidate)) ?? null;
  return { prefix, base: prefix === null ? task : task.slice(prefix.length) };
}

/** Tasks named WAITING_FOR_...; other waiting states are a routing decision, not a naming one. */
export function isWaitingTask(task: string): boolean {
  return parseWorkflowTask(task).prefix === 'WAITING_FOR_';
}

export function isGeneratingTask(task: string): boolean {
  return parseWorkflowTask(task).prefix === 'GEN_';
}

export function isCreditTask(task: string): boolean {
  return parseWorkflowTask(task).prefix === 'CREDIT_';
}

export function isNavigationTask(task: string): boolean {
  return parseWorkflowTask(task).prefix === 'NAV_';
}

export function waitingTaskFor(base: WorkflowTaskBase): PrefixedWorkflowTask {
  return `WAITING_FOR_${base}`;
}
