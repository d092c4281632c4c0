import { APPLICATION_STATES } from '../application/application-state';
import {
  parseWorkflowTask,
  WORKFLOW_TASK_BASES,
  type WorkflowTaskBase,
} from '../enums/workflow-task';
import type { MachineState } from './machine-states';

/**
 * How a server state routes. The spec's own rules name a screen; a state that is one step is
 * that machine state; a state that covers several steps asks the fallback machine, whose answer
 * counts only if it is one of them (the server state keeps priority), else the first.
 */
export type ServerStateRule =
  | { kind: 'credit-no-match' }
  | { kind: 'declined' }
  | { kind: 'funding' }
  | { kind: 'unknown' }
  | { kind: 'step'; state: MachineState }
  | { kind: 'machine'; among: readonly [MachineState, ...MachineState[]] }
  /**
   * The property review: the records did not match or could not be read (machine states), or
   * else the borrower said the property is not theirs, a screen with no machine state.
   */
  | { kind: 'property-review'; among: readonly [MachineState, ...MachineState[]] };

/** Funding and rescission stages: the borrower is done and sees what happens next. */
export const FUNDING_STAGE_BASES: readonly WorkflowTaskBase[] = [
  'FUNDABLE',
  'FUNDING_DECISION',
  'RESCISSION',
  'RECORDING',
  'COMPLETE',
];

const step = (state: MachineState): ServerStateRule => ({ kind: 'step', state });
const machine = (...among: [MachineState, ...MachineState[]]): ServerStateRule => ({
  kind: 'machine',
  among,
});

/** Every base task name (and the two extra states), read from transition-table.ts and the spec. */
export const BASE_STATE_RULES: Readonly<Record<WorkflowTaskBase, ServerStateRule>> = {
  APP_SUBMISSION: step('appSummary'),
  ASSETS_PREQUAL: step('assetDepletion'),
  ATTORNEY_REVIEW: step('uwReview'),
  AUTOPAY_ACCOUNT: machine('autopay', 'manualAutopay'),
  BPO_ORDER_REQUEST: step('bpo'),
  CANCELLED: step('declined'),
  COMPLETE: { kind: 'funding' },
  DECLINED: { kind: 'declined' },
  DEED_SIGNING: machine('notary', 'waitNotary', 'codeed'),
  DELINQUENCY_REVIEW: step('delinquency'),
  DISBURSEMENT_ACCOUNT: machine('ach', 'autopay', 'manualAutopay'),
  EMPLOYMENT_VERIFICATION: step('emplVerify'),
  FINAL_OFFER: step('product'),
  FINAL_TITLE_PULL: step('uwReview'),
  FUNDABLE: { kind: 'funding' },
  FUNDING_DECISION: { kind: 'funding' },
  HARD_CREDIT_PULL: step('appSummary'),
  HMDA: step('hmda'),
  IDENTITY_VERIFICATION: step('docVerify'),
  INCOME_VERIFICATION: machine('incomeReview', 'manualPaystubUpload', 'emplVerify'),
  IN_PROGRESS: machine('moreProfile', 'product'),
  LIEN_VERIFICATION: step('liens'),
  NOTE_SIGNING: step('sign'),
  OFFER_SELECTION: machine('liens', 'product', 'assetDepletion'),
  RECORDING: { kind: 'funding' },
  RESCISSION: { kind: 'funding' },
  TRUST_AND_INSURANCE: step('insurance'),
  UNKNOWN: { kind: 'unknown' },
  VERIFIED_AUTOPAY_ACCOUNT: step('docVerify'),
};

/**
 * Prefixed states whose wait is its own step rather than the wait for the base step; every
 * other WAITING_FOR_X, GEN_X, NAV_X and CREDIT_X routes as X does.
 */
export const PREFIXED_STATE_RULES: Readonly<Record<string, ServerStateRule>> = {
  CREDIT_NO_MATCH: { kind: 'credit-no-match' },
  CREDIT_FROZEN: machine('errorCredit', 'incorrectPin'),
  PROPERTY_REVIEW: { kind: 'property-review', among: ['noProperty', 'datatreeError'] },
  GEN_APP_SUBMISSION: step('waitSummary'),
  GEN_NOTE_SIGNING: step('waitSign'),
  WAITING_FOR_BPO_ORDER_REQUEST: step('bpoProcessing'),
  WAITING_FOR_DEED_SIGNING: step('waitNotary'),
  WAITING_FOR_FUNDING_DECISION: { kind: 'funding' },
};

const KNOWN_STATES: ReadonlySet<string> = new Set(APPLICATION_STATES);

/** The rule for a server state; a state this client does not know is 'unknown'. */
export function serverStateRule(state: string): ServerStateRule {
  const explicit = PREFIXED_STATE_RULES[state];
  if (explicit) return explicit;
  if (!KNOWN_STATES.has(state)) return { kind: 'unknown' };
  const { base } = parseWorkflowTask(state);
  return (WORKFLOW_TASK_BASES as readonly string[]).includes(base)
    ? BASE_STATE_RULES[base as WorkflowTaskBase]
    : { kind: 'unknown' };
}
